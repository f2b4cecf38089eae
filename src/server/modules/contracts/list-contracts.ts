import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Contract } from '#shared/contract/schema.ts';
import { parisMonthOf } from '#shared/time/paris-month.ts';
import type { Database } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { rowToContract } from '#server/modules/contracts/contract-row.ts';

/** The owner's contracts, most recently updated first. */
export async function listContracts(db: Database, ownerId: string): Promise<Contract[]> {
  const rows = await db
    .select()
    .from(contracts)
    .where(eq(contracts.ownerId, ownerId))
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
