import { z } from 'zod';
import { cleanString } from '#shared/text/clean-text.ts';

/**
 * Field builders shared by every part of the contract schema. Each one carries its limit and
 * a French message, because zod's messages are shown to users as field errors.
 */

export const NAME_MAX = 200;
export const ADDRESS_MAX = 500;
export const FREE_TEXT_MAX = 5000;
export const SHORT_TEXT_MAX = 200;
export const EMAIL_MAX = 254;
export const LIST_ITEM_MAX = 1000;
export const LIST_MAX = 50;
export const AMOUNT_MAX = 10_000_000;
export const MONTHS_MAX = 120;

const TEXT_EXPECTED = 'Ce champ doit être un texte.';
const NUMBER_EXPECTED = 'Ce champ doit être un nombre.';
const BOOLEAN_EXPECTED = 'Ce champ doit valoir oui ou non.';

/** Every text field of the contract: the API's text rule (shared/text/clean-text.ts), trimmed, bounded. */
export function text(max: number) {
  return cleanString({ error: TEXT_EXPECTED }).trim().max(max, `Ce champ ne doit pas dépasser ${max} caractères.`);
}

export function optionalText(max: number, fallback = '') {
  return text(max).default(fallback);
}

export function flag(fallback: boolean) {
  return z.boolean({ error: BOOLEAN_EXPECTED }).default(fallback);
}

/** An e-mail address, or an empty string while the draft is being written. */
export const emailField = text(EMAIL_MAX).refine((value) => value === '' || z.regexes.email.test(value), {
  error: 'Adresse e-mail invalide.',
});

const isoDate = z.iso.date({ error: 'Date invalide : une date réelle au format AAAA-MM-JJ est attendue.' });

export const dateField = z.string({ error: TEXT_EXPECTED }).trim().pipe(isoDate);

/** A date that may be left blank (to be completed at signature, for instance). */
export const optionalDateField = z
  .string({ error: TEXT_EXPECTED })
  .trim()
  .refine((value) => value === '' || isoDate.safeParse(value).success, {
    error: 'Date invalide : une date réelle au format AAAA-MM-JJ est attendue.',
  })
  .default('');

/** Digits only once spaces are removed; blank while unknown. */
export const siretField = z
  .string({ error: TEXT_EXPECTED })
  .transform((value) => value.replace(/\s+/g, ''))
  .refine((value) => value === '' || /^\d{14}$/.test(value), {
    error: 'Le numéro SIRET doit contenir 14 chiffres.',
  })
  .default('');

/**
 * HTML inputs hand numbers over as strings (spec section 5: amounts and notice days are
 * coerced). French users type a decimal comma and group digits with spaces.
 */
function toNumber(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const normalised = value.replace(/[\s\u00a0\u202f]/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normalised) ? Number(normalised) : value;
}

function hasAtMostTwoDecimals(value: number): boolean {
  const cents = value * 100;
  return Math.abs(cents - Math.round(cents)) < 1e-6;
}

export const moneyField = z.preprocess(
  toNumber,
  z
    .number({ error: NUMBER_EXPECTED })
    .min(0, 'Le montant ne peut pas être négatif.')
    .max(AMOUNT_MAX, 'Le montant ne peut pas dépasser 10 000 000.')
    .refine(hasAtMostTwoDecimals, { error: 'Le montant ne peut avoir plus de deux décimales.' }),
);

/** A percentage from 0 to 100 with at most two decimals (VAT rate 5,5, commission 12,5). */
export const percentField = z.preprocess(
  toNumber,
  z
    .number({ error: NUMBER_EXPECTED })
    .min(0, 'Le pourcentage ne peut pas être négatif.')
    .max(100, 'Le pourcentage ne peut pas dépasser 100.')
    .refine(hasAtMostTwoDecimals, { error: 'Le pourcentage ne peut avoir plus de deux décimales.' }),
);

export function integerField(min: number, max: number) {
  return z.preprocess(
    toNumber,
    z
      .number({ error: NUMBER_EXPECTED })
      .int('Un nombre entier est attendu.')
      .min(min, `La valeur minimale est ${min}.`)
      .max(max, `La valeur maximale est ${max}.`),
  );
}

export function listOf<T extends z.ZodType>(item: T, max = LIST_MAX) {
  return z.array(item, { error: 'Une liste est attendue.' }).max(max, `Au plus ${max} éléments.`);
}

/** Free-text lines (duties): blank lines are tolerated while typing and skipped when rendered. */
export const textListField = listOf(text(LIST_ITEM_MAX));
