import { z } from 'zod';
import {
  hasForbiddenCharacters,
  INVALID_CHARACTERS_CODE,
  INVALID_CHARACTERS_MESSAGE,
  normaliseText,
} from '#shared/text/text-rule.ts';

/**
 * A zod string with the rule of `text-rule.ts` applied: forbidden characters refused (issue params
 * `{ code: 'INVALID_CHARACTERS' }`, which the server answers as that error code), then line
 * breaks and NFC normalised. Chain `.trim()`, `.min()`, `.max()` as on `z.string()`.
 */
export function cleanString(params?: Parameters<typeof z.string>[0]) {
  return z
    .string(params)
    .refine((value) => !hasForbiddenCharacters(value), {
      error: INVALID_CHARACTERS_MESSAGE,
      params: { code: INVALID_CHARACTERS_CODE },
      abort: true,
    })
    .overwrite(normaliseText);
}

/** The rule's check without any rewriting: for secrets (passwords), whose bytes must stay as typed. */
export function checkedString(params?: Parameters<typeof z.string>[0]) {
  return z.string(params).refine((value) => !hasForbiddenCharacters(value), {
    error: INVALID_CHARACTERS_MESSAGE,
    params: { code: INVALID_CHARACTERS_CODE },
    abort: true,
  });
}
