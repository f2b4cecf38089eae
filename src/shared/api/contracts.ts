import { z } from 'zod';
import { contractTypeSchema } from '#shared/contract/schema.ts';

/** Request and response shapes of /api/contracts (spec section 7, plus duplicate and mark-signed). */

/**
 * A draft is saved as the editor holds it: only its type is checked here, the rest by the
 * save itself, which keeps wrongly formatted fields aside instead of refusing them
 * (`#shared/contract/draft-salvage.ts`).
 */
export const saveContractBodySchema = z.looseObject({ type: contractTypeSchema });
export type SaveContractBody = z.input<typeof saveContractBodySchema>;

/** A save names the version it was based on: a stale save is refused with 409 STALE_VERSION. */
export const updateContractBodySchema = saveContractBodySchema.extend({
  version: z.number({ error: 'La version du contrat est obligatoire.' }).int().min(1),
});
export type UpdateContractBody = z.input<typeof updateContractBodySchema>;

export const contractIdParamsSchema = z.object({ id: z.uuid() });

/** `?archived=true` lists the archived contracts instead of the current ones. */
export const contractListQuerySchema = z.object({ archived: z.enum(['true', 'false']).default('false') });

export const contractCountSchema = z.object({ count: z.number().int().min(0) });
export type ContractCount = z.infer<typeof contractCountSchema>;
