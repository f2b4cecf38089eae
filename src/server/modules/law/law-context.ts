import { and, eq, inArray, ne } from 'drizzle-orm';
import { parisDay } from '#shared/format/paris-time.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { type AdvertiserKey, advertiserKeyOf, mayCount, sumAdvertiserTotals } from '#shared/law/threshold.ts';
import type { AdvertiserTotals, LawContext } from '#shared/law/types.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { rowToContract } from '#server/modules/contracts/contract-row.ts';

/**
 * The contracts that count toward the threshold: exported, sent or signed (a draft may never
 * be concluded, and copies of one draft would count it twice).
 */
const CONCLUDED = ['exported', 'sent', 'signed'] as const;

/** What the user already received from this advertiser in their other contracts. */
export async function getAdvertiserTotals(
  ctx: { db: Executor },
  input: { ownerId: string; advertiser: AdvertiserKey; startDate: string; excludeContractId?: string },
): Promise<AdvertiserTotals> {
  const conditions = [eq(contracts.ownerId, input.ownerId), inArray(contracts.status, [...CONCLUDED])];
  if (input.excludeContractId) conditions.push(ne(contracts.id, input.excludeContractId));
  const rows = await ctx.db
    .select()
    .from(contracts)
    .where(and(...conditions));
  // Only the contracts that can count are read through the schema (about 0.2 ms each): an
  // account's other contracts cost next to nothing per export. (Filtering their start in SQL
  // made PostgreSQL read each body twice: more of its CPU than it spared.)
  const target = { advertiser: input.advertiser, startDate: input.startDate };
  return sumAdvertiserTotals(target, rows.filter((row) => mayCount(target, row.body)).map(rowToContract));
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
