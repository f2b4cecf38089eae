import { and, count, eq, gte, sql } from 'drizzle-orm';
import type { ContractStatus, ContractType } from '#shared/contract/schema.ts';
import { type Database, queryRows } from '#server/db/client.ts';
import { contractExports } from '#server/db/schema/exports.ts';
import { userDetails } from '#server/db/schema/users.ts';

export type AmountLine = {
  status: ContractStatus;
  type: ContractType;
  currency: string;
  counterparty: string | null;
  contracts: number;
  /** Decimal sums as text: no float rounding on the way out of the database. */
  pay: string;
  gifts: string;
};

/** A brand's counterparty is the creator; anyone else's (a creator, or a profile not completed) the brand. */
export async function readCounterpartyRole(db: Database, userId: string): Promise<'brand' | 'influencer'> {
  const [details] = await db.select({ role: userDetails.role }).from(userDetails).where(eq(userDetails.userId, userId));
  return details?.role === 'brand' ? 'influencer' : 'brand';
}

/**
 * Pay and the value of the products given (retail value × quantity) of the contracts created
 * in [from, to), summed per status, type, currency and counterparty name. The spec's
 * `parties.creator` is the brand side.
 */
export function readAmountLines(
  db: Database,
  input: { userId: string; from: Date; to: Date; counterparty: 'brand' | 'influencer' },
): Promise<AmountLine[]> {
  // One of two fixed keys, written into the query (a bound parameter would leave `->` ambiguous).
  const party = input.counterparty === 'brand' ? 'creator' : 'influencer';
  return queryRows<AmountLine>(
    db,
    // Each `->` on the stored body fetches it again: take the two parts needed once, then work
    // on the small compensation object.
    sql`with scoped as materialized (
          select status, type,
            nullif(trim(body->'parties'->${sql.raw(`'${party}'`)}->>'name'), '') as counterparty,
            body->'compensation' as compensation
          from contracts
          where owner_id = ${input.userId}
            and created_at >= ${input.from.toISOString()}::timestamptz
            and created_at < ${input.to.toISOString()}::timestamptz
        ), amounts as (
          select status, type, counterparty,
            coalesce(compensation->>'currency', 'EUR') as currency,
            coalesce((compensation->>'paymentAmount')::numeric, 0) as pay,
            coalesce((
              select sum((product->>'retailValue')::numeric * coalesce((product->>'quantity')::numeric, 1))
              from jsonb_array_elements(
                case when jsonb_typeof(compensation->'products') = 'array'
                  then compensation->'products' else '[]'::jsonb end
              ) as product
            ), 0) as gifts
          from scoped
        )
        select status, type, currency, counterparty, count(*)::int as contracts,
          sum(pay)::text as pay, sum(gifts)::text as gifts
        from amounts
        group by status, type, currency, counterparty`,
  );
}

/** PDFs made since `since` (a version exported again reuses its PDF and is not counted twice). */
export async function countExportsSince(
  db: Database,
  { userId, since }: { userId: string; since: Date },
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(contractExports)
    .where(and(eq(contractExports.ownerId, userId), gte(contractExports.createdAt, since)));
  return Number(row?.value ?? 0);
}
