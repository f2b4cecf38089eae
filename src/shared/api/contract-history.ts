import { z } from 'zod';
import { contractDraftSchema } from '#shared/contract/schema.ts';

/** /api/contracts/:id/versions… (Pro): the saved versions of a contract. */

export const contractVersionParamsSchema = z.object({
  id: z.uuid(),
  version: z.coerce
    .number({ error: 'Numéro de version invalide.' })
    .int('Numéro de version invalide.')
    .min(1, 'Numéro de version invalide.')
    .max(2_147_483_647, 'Numéro de version invalide.'),
});

const savedBySchema = z.object({ firstName: z.string(), lastName: z.string() }).nullable();

export const contractVersionSummarySchema = z.object({
  version: z.number().int().min(1),
  title: z.string(),
  savedAt: z.iso.datetime({ offset: true }),
  /** Null when the account that saved it no longer exists. */
  savedBy: savedBySchema,
  /** Set when this version was made by restoring an older one. */
  restoredFrom: z.number().int().nullable(),
});
export type ContractVersionSummary = z.infer<typeof contractVersionSummarySchema>;

export const contractVersionListSchema = z.object({
  currentVersion: z.number().int().min(1),
  versions: z.array(contractVersionSummarySchema),
});
export type ContractVersionList = z.infer<typeof contractVersionListSchema>;

/** One version as it was saved: read-only, printable with the shared renderer. */
export const contractVersionSchema = contractVersionSummarySchema.extend({ contract: contractDraftSchema });
export type ContractVersion = z.infer<typeof contractVersionSchema>;

/** The restore names the version the editor holds, like a save (409 STALE_VERSION otherwise). */
export const restoreContractVersionBodySchema = z.object({
  version: z.number({ error: 'La version du contrat est obligatoire.' }).int().min(1),
});
export type RestoreContractVersionBody = z.infer<typeof restoreContractVersionBodySchema>;
