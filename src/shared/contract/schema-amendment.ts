import { z } from 'zod';
import { integerField, NAME_MAX, optionalDateField, optionalText } from '#shared/contract/schema-fields.ts';

/**
 * An amendment (« avenant ») to a signed contract: the parties modify it by a new agreement
 * (C. civ. 1193), here to renew one use of the content whose term ends (CPI L131-3). The
 * amendment is a contract of its own (edited, exported and signed as any other) that names the
 * contract it amends. `parentId === ''` means « not an amendment »: the part is defaulted, so
 * every contract stored before it stays valid and prints the same.
 */
export const amendmentSchema = z
  .object({
    parentId: z.union([z.literal(''), z.uuid({ error: 'Identifiant du contrat modifié invalide.' })]).default(''),
    parentTitle: optionalText(NAME_MAX),
    /** As printed on the parent's pages: the first 8 characters of its id, upper-cased. */
    parentReference: optionalText(8),
    parentSignedOn: optionalDateField,
    /** 1 for the first amendment of the parent, 2 for the next… */
    number: integerField(0, 999).default(0),
  })
  .prefault({});
export type Amendment = z.infer<typeof amendmentSchema>;

/** The reference printed at the foot of a contract's pages (« Réf. 1A2B3C4D »). */
export function contractReferenceOf(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

export function isAmendment(contract: { amendment?: Pick<Amendment, 'parentId'> }): boolean {
  return (contract.amendment?.parentId ?? '') !== '';
}
