import { and, eq } from 'drizzle-orm';
import type { Contract } from '#shared/contract/schema.ts';
import { AppError, notFound } from '#server/app-error.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { findOwnedContract, rowToContract } from '#server/modules/contracts/contract-row.ts';
import { assertCompliant } from '#server/modules/law/assert-compliant.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/**
 * A contract exported and signed outside Paraphe can be marked signed by hand; it is then
 * read-only like a contract signed here. The law engine decides for an exported contract; one
 * already sent for signature is not changed by a later rule.
 */
export async function markContractSigned(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<Contract> {
  const current = await findOwnedContract(ctx.db, { ownerId, id });
  if (current.status === 'signed') return rowToContract(current);
  if (current.status !== 'exported' && current.status !== 'sent') {
    throw new AppError('CONFLICT', 'Seul un contrat exporté peut être marqué comme signé');
  }
  if (current.status === 'exported') await assertCompliant(ctx, { row: current });
  const [row] = await ctx.db
    .update(contracts)
    .set({ status: 'signed', updatedAt: new Date() })
    .where(and(eq(contracts.id, id), eq(contracts.ownerId, ownerId)))
    .returning();
  if (!row) throw notFound('Contrat');
  return rowToContract(row);
}
