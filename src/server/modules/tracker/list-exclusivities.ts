import { and, eq, isNull } from 'drizzle-orm';
import { parisDay } from '#shared/format/paris-time.ts';
import { type ActiveExclusivity, exclusivityOf } from '#shared/tracker/exclusivity.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { rowToContract } from '#server/modules/contracts/contract-row.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** The exclusivities of the owner's signed contracts still running today, for the editor's check. */
export async function listActiveExclusivities(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { ownerId }: { ownerId: string },
): Promise<ActiveExclusivity[]> {
  const today = parisDay(ctx.now());
  const rows = await ctx.db
    .select()
    .from(contracts)
    .where(and(eq(contracts.ownerId, ownerId), eq(contracts.status, 'signed'), isNull(contracts.archivedAt)));
  return rows
    .map((row) => exclusivityOf(rowToContract(row)))
    .filter((exclusivity): exclusivity is ActiveExclusivity => exclusivity !== null && exclusivity.until >= today);
}
