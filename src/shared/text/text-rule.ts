/**
 * The one text rule of every string that enters the API:
 * - control characters other than tab and line feed (C0, DEL, C1) are refused: PostgreSQL
 *   refuses NUL in text, and the others are invisible in a contract that people sign;
 * - lone surrogates (half of an emoji, never valid UTF-8) are refused too: they cannot be
 *   stored as they were sent;
 * - a carriage return is a line break: CRLF and CR become LF (what a textarea posts as a form);
 * - the text is normalised to Unicode NFC, so that « é » typed on any keyboard is one character,
 *   compared and counted the same way (W3C Character Model for the World Wide Web, § 3.2).
 * Lengths are bounded by each field (`.max()` after this rule), counted after normalisation.
 * Without zod, so the public pages' islands check it too; `clean-text.ts` builds the zod strings on it.
 */
export const INVALID_CHARACTERS_CODE = 'INVALID_CHARACTERS';
export const INVALID_CHARACTERS_MESSAGE = 'Ce texte contient des caractères non autorisés (caractères de contrôle).';

// Tab (09), line feed (0A) and carriage return (0D, turned into a line feed) are allowed.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

export function hasForbiddenCharacters(value: string): boolean {
  return FORBIDDEN.test(value);
}

export function normaliseText(value: string): string {
  return value.replace(/\r\n?/g, '\n').normalize('NFC');
}
