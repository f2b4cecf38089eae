import { z } from 'zod';
import { EMAIL_MAX, emailMessages } from '#shared/account/email-address.ts';
import { PERSON_NAME_MAX, personNameMessages } from '#shared/account/person-name.ts';
import { checkedString, cleanString } from '#shared/text/clean-text.ts';

/**
 * Account rules shared by the forms and the API (spec section 5). Passwords follow OWASP ASVS
 * 5.0 (at least 8, at most 128 characters) rather than the spec's 6: decided in
 * architecture.md. The list of the most common passwords is checked on the server.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const SIRET_LENGTH = 14;
export const POSTAL_CODE_LENGTH = 5;

export const emailSchema = cleanString({ error: emailMessages.required })
  .trim()
  .min(1, emailMessages.required)
  .max(EMAIL_MAX, emailMessages.tooLong)
  .pipe(z.email({ error: emailMessages.invalid }))
  .transform((value) => value.toLowerCase());

// Checked but never rewritten: a password is compared byte for byte with what was hashed.
export const passwordSchema = checkedString({ error: 'Le mot de passe est obligatoire' })
  .min(PASSWORD_MIN, `Le mot de passe doit contenir au moins ${PASSWORD_MIN} caractères`)
  .max(PASSWORD_MAX, `Le mot de passe ne peut pas dépasser ${PASSWORD_MAX} caractères`);

export const personNameSchema = (label: string) => {
  const texts = personNameMessages(label);
  return cleanString({ error: texts.required }).trim().min(1, texts.required).max(PERSON_NAME_MAX, texts.tooLong);
};

export const roleSchema = z.enum(['creator', 'brand'], { error: 'Veuillez sélectionner votre rôle' });
export type Role = z.infer<typeof roleSchema>;

export const planSchema = z.enum(['free', 'pro'], { error: 'Veuillez choisir un plan' });
export type Plan = z.infer<typeof planSchema>;

/** Keeps only digits, at most `max` of them: what the SIRET and postal-code inputs accept. */
export function keepDigits(value: string, max: number): string {
  return value.replace(/\D/g, '').slice(0, max);
}

/** La Poste's SIREN: its establishments follow their own rule (sum of digits multiple of 5). */
const LA_POSTE_SIREN = '356000000';

/**
 * A SIRET is 14 digits whose Luhn checksum is valid (INSEE). La Poste's establishments share
 * one SIREN and instead have a digit sum divisible by 5; only its head office
 * (356 000 000 00048) passes Luhn.
 */
export function isValidSiret(value: string): boolean {
  if (!/^\d{14}$/.test(value)) return false;
  const digits = [...value].map(Number);
  const luhnSum = digits.reduce((total, digit, index) => {
    // From the left, every second digit (even index of 14) is doubled.
    if (index % 2 === 0) {
      const doubled = digit * 2;
      return total + (doubled > 9 ? doubled - 9 : doubled);
    }
    return total + digit;
  }, 0);
  if (luhnSum % 10 === 0) return true;
  return value.startsWith(LA_POSTE_SIREN) && digits.reduce((sum, digit) => sum + digit, 0) % 5 === 0;
}
