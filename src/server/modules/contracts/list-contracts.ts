import { and, count, desc, eq, gte, isNotNull, isNull } from 'drizzle-orm';
import type { Contract } from '#shared/contract/schema.ts';
import { parisMonthOf } from '#shared/time/paris-month.ts';
import type { Database } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { rowToContract } from '#server/modules/contracts/contract-row.ts';

/** The owner's contracts, most recently updated first: the current ones, or the archived ones. */
export async function listContracts(db: Database, ownerId: string, archived = false): Promise<Contract[]> {
  const rows = await db
    .select()
    .from(contracts)
    .where(
      and(eq(contracts.ownerId, ownerId), archived ? isNotNull(contracts.archivedAt) : isNull(contracts.archivedAt)),
    )
    .orderBy(desc(contracts.updatedAt), desc(contracts.createdAt));
  return rows.map(rowToContract);
}

/** Contracts created since the first day of this calendar month, in Paris. */
export async function countContractsThisMonth(db: Database, ownerId: string, now = new Date()): Promise<number> {
  const { start } = parisMonthOf(now);
  const [result] = await db
    .select({ value: count() })
    .from(contracts)
    .where(and(eq(contracts.ownerId, ownerId), gte(contracts.createdAt, start)));
  return Number(result?.value ?? 0);
}
