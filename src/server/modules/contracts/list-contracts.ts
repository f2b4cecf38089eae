import { and, count, desc, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import type { Contract } from '#shared/contract/schema.ts';
import { parisMonthOf } from '#shared/time/paris-month.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { rowToContract } from '#server/modules/contracts/contract-row.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** The owner's contracts, most recently updated first: the current ones, or the archived ones. */
export async function listContracts(
  ctx: Pick<AppContext, 'db'>,
  { ownerId, archived = false }: { ownerId: string; archived?: boolean },
): Promise<Contract[]> {
  const rows = await ctx.db
    .select()
    .from(contracts)
    .where(
      and(eq(contracts.ownerId, ownerId), archived ? isNotNull(contracts.archivedAt) : isNull(contracts.archivedAt)),
    )
    .orderBy(desc(contracts.updatedAt), desc(contracts.createdAt));
  return rows.map(rowToContract);
}

/**
 * Contracts created since the first day of this calendar month, in Paris. By the wall clock, like
 * the creation dates the database writes.
 */
export async function countContractsThisMonth(
  ctx: Pick<AppContext, 'db'>,
  { ownerId, now = new Date() }: { ownerId: string; now?: Date },
): Promise<number> {
  const { start } = parisMonthOf(now);
  const [result] = await ctx.db
    .select({ value: count() })
    .from(contracts)
    .where(and(eq(contracts.ownerId, ownerId), gte(contracts.createdAt, start)));
  return Number(result?.value ?? 0);
}
