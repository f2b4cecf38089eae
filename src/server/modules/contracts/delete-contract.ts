import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '#server/app-error.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { findOwnedContract } from '#server/modules/contracts/contract-row.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/**
 * A draft or an exported contract can be deleted. A contract sent for signature or signed
 * cannot: it and its proof file are the other party's evidence (C. civ. 1367; kept for the
 * limitation period, C. civ. 2224). Its owner archives it instead.
 */
export async function deleteContract(
  ctx: Pick<AppContext, 'db'>,
  { ownerId, id }: { ownerId: string; id: string },
): Promise<void> {
  const deleted = await ctx.db
    .delete(contracts)
    .where(and(eq(contracts.id, id), eq(contracts.ownerId, ownerId), inArray(contracts.status, ['draft', 'exported'])))
    .returning({ id: contracts.id });
  if (deleted.length > 0) return;
  await findOwnedContract(ctx.db, { ownerId, id });
  throw new AppError('CONTRACT_RETAINED', 'Contrat envoyé ou signé : conservé comme preuve, archivez-le');
}
