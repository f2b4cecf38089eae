import { regexes } from 'zod/v4/core';
import { hasForbiddenCharacters, INVALID_CHARACTERS_MESSAGE, normaliseText } from '#shared/text/text-rule.ts';

/**
 * The e-mail rule without the zod runtime, for the public pages' islands (issue « Close to the
 * floor »: no zod on `/`). `emailSchema` (rules.ts) is built on the same messages and the same
 * pattern (zod's own), and `email-address.test.ts` checks both give the same answers.
 */
export const EMAIL_MAX = 254;

export const emailMessages = {
  required: "L'adresse e-mail est obligatoire",
  tooLong: "L'adresse e-mail est trop longue",
  invalid: 'Veuillez saisir une adresse e-mail valide',
} as const;

export type EmailCheck = { ok: true; email: string } | { ok: false; message: string };

export function checkEmailAddress(value: unknown): EmailCheck {
  if (typeof value !== 'string') return { ok: false, message: emailMessages.required };
  if (hasForbiddenCharacters(value)) return { ok: false, message: INVALID_CHARACTERS_MESSAGE };
  const email = normaliseText(value).trim();
  if (email.length === 0) return { ok: false, message: emailMessages.required };
  if (email.length > EMAIL_MAX) return { ok: false, message: emailMessages.tooLong };
  if (!regexes.email.test(email)) return { ok: false, message: emailMessages.invalid };
  return { ok: true, email: email.toLowerCase() };
}
