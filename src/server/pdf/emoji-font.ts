import { existsSync, readFileSync } from 'node:fs';

/**
 * The colour emoji of names and handles (« Léa 🌿 », « @lea.moreau ✨ »): Noto Color Emoji
 * from Debian's `fonts-noto-color-emoji`, which `npm start` and `npm test` install. It is
 * embedded like the contract fonts, as a `data:` URL (the document's CSP allows no other
 * font source), so the PDF shows the same emoji whatever fonts Chromium would pick on its
 * own. 10.9 MB: a pool page receives it once, for the first document that has an emoji, and
 * keeps it. The live preview uses the emoji font of the reader's device.
 */
export const EMOJI_FAMILY = 'Paraphe Emoji';
export const EMOJI_FONT_FILE = '/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf';

/** Pictographs and flags (regional indicators); DejaVu serves the older symbols it has (☐ ✓ →). */
const EMOJI_TEXT = /[\p{Extended_Pictographic}\u{1F1E6}-\u{1F1FF}]/u;

/** True when `text` has an emoji, so the page needs the emoji face. */
export function needsEmojiFont(text: string): boolean {
  return EMOJI_TEXT.test(text);
}

let css: string | null | undefined;

/**
 * The `@font-face` rule of the emoji face, or null when the machine lacks the file (emoji then
 * fall back to the fonts Chromium finds). Read once per process.
 */
export function emojiFontFaceCss(): string | null {
  if (css === undefined) css = existsSync(EMOJI_FONT_FILE) ? fontFaceRule(readFileSync(EMOJI_FONT_FILE)) : null;
  return css;
}

function fontFaceRule(font: Buffer): string {
  const data = font.toString('base64');
  return [
    '@font-face {',
    `  font-family: '${EMOJI_FAMILY}';`,
    `  src: url(data:font/ttf;base64,${data}) format('truetype');`,
    '  font-display: swap;',
    '}',
  ].join('\n');
}
