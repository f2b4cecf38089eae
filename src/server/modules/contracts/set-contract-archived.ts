import { and, eq } from 'drizzle-orm';
import type { Contract } from '#shared/contract/schema.ts';
import { notFound } from '#server/app-error.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { rowToContract } from '#server/modules/contracts/contract-row.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** Archives a contract (hidden from the list) or brings it back; any status. */
export async function setContractArchived(
  ctx: Pick<AppContext, 'db' | 'now'>,
  input: { ownerId: string; id: string; archived: boolean },
): Promise<Contract> {
  const [row] = await ctx.db
    .update(contracts)
    .set({ archivedAt: input.archived ? ctx.now() : null })
    .where(and(eq(contracts.id, input.id), eq(contracts.ownerId, input.ownerId)))
    .returning();
  if (!row) throw notFound('Contrat');
  return rowToContract(row);
}
