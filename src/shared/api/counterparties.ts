import { z } from 'zod';
import { cleanString } from '#shared/text/clean-text.ts';
import { counterpartyFieldsSchema, storedCounterpartySchema } from '#shared/counterparty/counterparty.ts';

/** Request and response shapes of /api/counterparties: the user's address book of counterparties. */

export const SEARCH_MAX = 100;

/** `?q=` a few letters of a name, pseudonym, e-mail or SIRET, compared without case or accents. */
export const counterpartyListQuerySchema = z.object({
  q: cleanString({ error: 'La recherche doit être un texte.' })
    .max(SEARCH_MAX, `La recherche ne doit pas dépasser ${SEARCH_MAX} caractères.`)
    .optional(),
});

export const counterpartyIdParamsSchema = z.object({ id: z.uuid({ error: 'Identifiant de fiche invalide.' }) });

export const counterpartySchema = storedCounterpartySchema.extend({
  id: z.uuid(),
  /** The key of `parties` the entry was taken from: `creator` is a brand, `influencer` a content creator. */
  side: z.enum(['creator', 'influencer']),
  updatedAt: z.string(),
});
export type Counterparty = z.infer<typeof counterpartySchema>;

export const counterpartyListSchema = z.array(counterpartySchema);

export const updateCounterpartyBodySchema = counterpartyFieldsSchema;
export type UpdateCounterpartyBody = z.input<typeof updateCounterpartyBodySchema>;
