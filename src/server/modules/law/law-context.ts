import { and, eq, getTableColumns, inArray, ne } from 'drizzle-orm';
import { parisDay } from '#shared/format/paris-time.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import {
  type AdvertiserKey,
  advertiserKeyOf,
  sumAdvertiserTotals,
  type ThresholdFacts,
  thresholdFactsOf,
} from '#shared/law/threshold.ts';
import type { AdvertiserTotals, LawContext } from '#shared/law/types.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { rowToContract, rowXmin, stampOf } from '#server/modules/contracts/contract-row.ts';
import { StampedCache } from '#server/modules/contracts/stamped-cache.ts';

/**
 * The contracts that count toward the threshold: exported, sent or signed (a draft may never
 * be concluded, and copies of one draft would count it twice).
 */
const CONCLUDED = ['exported', 'sent', 'signed'] as const;

const FACTS_LIMIT = 20_000;
/**
 * What the threshold reads of each concluded contract, under the stamp of the row it was read
 * from (`xmin` and update time, decision 020): a contract is read through the schema (about
 * 0.2 ms) once per version of its row, not at every export of every other contract. The oldest
 * entries are dropped past FACTS_LIMIT (a few hundred bytes each).
 */
const factsByContract = new StampedCache<ThresholdFacts>(FACTS_LIMIT);

/**
 * What the user already received from this advertiser in their other contracts. The stamps of
 * the concluded contracts are read first, without their bodies; only the contracts whose row
 * changed since it was last read here (or never read) are read whole.
 */
export async function getAdvertiserTotals(
  ctx: { db: Executor },
  input: { ownerId: string; advertiser: AdvertiserKey; startDate: string; excludeContractId?: string },
): Promise<AdvertiserTotals> {
  const conditions = [eq(contracts.ownerId, input.ownerId), inArray(contracts.status, [...CONCLUDED])];
  if (input.excludeContractId) conditions.push(ne(contracts.id, input.excludeContractId));
  const heads = await ctx.db
    .select({ id: contracts.id, xmin: rowXmin, updatedAt: contracts.updatedAt })
    .from(contracts)
    .where(and(...conditions));
  const facts: ThresholdFacts[] = [];
  const stale: string[] = [];
  for (const head of heads) {
    const known = factsByContract.get(head.id, stampOf(head));
    if (known) facts.push(known);
    else stale.push(head.id);
  }
  if (stale.length > 0) {
    const rows = await ctx.db
      .select({ ...getTableColumns(contracts), xmin: rowXmin })
      .from(contracts)
      .where(and(inArray(contracts.id, stale), ...conditions));
    for (const row of rows) {
      const read = thresholdFactsOf(rowToContract(row));
      factsByContract.set(row.id, stampOf(row), read);
      facts.push(read);
    }
  }
  return sumAdvertiserTotals({ advertiser: input.advertiser, startDate: input.startDate }, facts);
}

/** The context of the verdict on a stored contract: today in Paris, whether it is new, the advertiser's totals. */
export async function lawContextFor(
  executor: Executor,
  input: { ownerId: string; contractId: string; status: string; contract: ContractDraft; now: Date },
): Promise<LawContext> {
  const advertiser = await getAdvertiserTotals(
    { db: executor },
    {
      ownerId: input.ownerId,
      advertiser: advertiserKeyOf(input.contract),
      startDate: input.contract.clauses.duration.startDate,
      excludeContractId: input.contractId,
    },
  );
  return { today: parisDay(input.now), isNew: input.status === 'draft', advertiser };
}
