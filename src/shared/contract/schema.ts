import { z } from 'zod';
import { amendmentSchema } from '#shared/contract/schema-amendment.ts';
import { compensationSchema } from '#shared/contract/schema-compensation.ts';
import { clausesSchema } from '#shared/contract/schema-clauses.ts';
import { declarationsSchema, deliverablesSchema, disclosureSchema } from '#shared/contract/schema-deliverables.ts';
import { NAME_MAX, text } from '#shared/contract/schema-fields.ts';
import { childrenSchema } from '#shared/contract/schema-children.ts';
import { partiesSchema } from '#shared/contract/schema-parties.ts';
import { pendingInputsSchema } from '#shared/contract/pending-inputs.ts';
import { annexesSchema, confirmationsSchema, workerStatusSchema } from '#shared/contract/schema-status.ts';

export const contractTypeSchema = z.enum(['UGC', 'PAID', 'GIFT'], { error: 'Type de contrat inconnu.' });
export type ContractType = z.infer<typeof contractTypeSchema>;

export const contractStatusSchema = z.enum(['draft', 'exported', 'sent', 'signed'], {
  error: 'Statut de contrat inconnu.',
});
export type ContractStatus = z.infer<typeof contractStatusSchema>;

/** The `template` column: the type name in lowercase (spec section 3). */
export const contractTemplateSchema = z.enum(['ugc', 'paid', 'gift'], { error: 'Modèle inconnu.' });
export type ContractTemplate = z.infer<typeof contractTemplateSchema>;

/**
 * Everything but title and type. The fields added for French law (disclosure, declarations,
 * publications, rights…) are optional on input and defaulted, so a contract shaped as in the
 * spec is still accepted. A body stored under an older model goes through
 * `migrateContractBody` (`migrate-body.ts`) before this schema.
 */
export const contractBodySchema = z.object({
  parties: partiesSchema,
  deliverables: deliverablesSchema,
  compensation: compensationSchema,
  disclosure: disclosureSchema,
  declarations: declarationsSchema,
  clauses: clausesSchema,
  children: childrenSchema,
  workerStatus: workerStatusSchema,
  annexes: annexesSchema,
  confirmations: confirmationsSchema,
  /** An amendment names the signed contract it modifies; `parentId` is '' on every other contract. */
  amendment: amendmentSchema,
});
export type ContractBody = z.infer<typeof contractBodySchema>;

/** What POST and PUT /contracts send. */
export const contractDraftSchema = contractBodySchema.extend({
  title: text(NAME_MAX).min(1, 'Le titre est obligatoire.'),
  type: contractTypeSchema,
});
export type ContractDraft = z.infer<typeof contractDraftSchema>;
export type ContractDraftInput = z.input<typeof contractDraftSchema>;

export const contractSchema = contractDraftSchema.extend({
  id: z.uuid({ error: 'Identifiant invalide.' }),
  status: contractStatusSchema,
  template: contractTemplateSchema,
  version: z.number().int().min(1),
  createdAt: z.iso.datetime({ offset: true }),
  updatedAt: z.iso.datetime({ offset: true }),
  /** Raw inputs in a wrong format, kept beside the valid body (pending-inputs.ts). */
  pendingInputs: pendingInputsSchema.optional(),
  /** Hidden from the list (« Archivés »): how a sent or signed contract leaves it, since it cannot be deleted. */
  archivedAt: z.iso.datetime({ offset: true }).nullable().optional(),
});
export type Contract = z.infer<typeof contractSchema>;
