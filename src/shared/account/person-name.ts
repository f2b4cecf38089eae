import { hasForbiddenCharacters, INVALID_CHARACTERS_MESSAGE, normaliseText } from '#shared/text/text-rule.ts';

/**
 * The rule of a person's first or last name without the zod runtime, for the public pages'
 * islands (the contact form). `personNameSchema` (rules.ts) is built on the same messages and
 * `contact-message-rules.test.ts` checks both give the same answers.
 */
export const PERSON_NAME_MAX = 100;

/** `label` is the name's article and noun: « Le prénom », « Le nom ». */
export function personNameMessages(label: string) {
  return {
    required: `${label} est obligatoire`,
    tooLong: `${label} ne peut pas dépasser ${PERSON_NAME_MAX} caractères`,
  };
}

export type TextCheck = { ok: true; value: string } | { ok: false; message: string };

export function checkPersonName(value: unknown, label: string): TextCheck {
  const texts = personNameMessages(label);
  if (typeof value !== 'string') return { ok: false, message: texts.required };
  if (hasForbiddenCharacters(value)) return { ok: false, message: INVALID_CHARACTERS_MESSAGE };
  const name = normaliseText(value).trim();
  if (name.length === 0) return { ok: false, message: texts.required };
  if (name.length > PERSON_NAME_MAX) return { ok: false, message: texts.tooLong };
  return { ok: true, value: name };
}
