import { z } from 'zod';
import { contractDraftSchema } from '#shared/contract/schema.ts';

/** Request and response shapes of /api/contracts (spec section 7, plus duplicate and mark-signed). */

/** A save names the version it was based on: a stale save is refused with 409 STALE_VERSION. */
export const updateContractBodySchema = contractDraftSchema.extend({
  version: z.number({ error: 'La version du contrat est obligatoire.' }).int().min(1),
});
export type UpdateContractBody = z.input<typeof updateContractBodySchema>;

export const contractIdParamsSchema = z.object({ id: z.uuid() });

/** `?archived=true` lists the archived contracts instead of the current ones. */
export const contractListQuerySchema = z.object({ archived: z.enum(['true', 'false']).default('false') });

export const contractCountSchema = z.object({ count: z.number().int().min(0) });
export type ContractCount = z.infer<typeof contractCountSchema>;
