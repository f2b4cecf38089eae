import { sql } from 'drizzle-orm';
import type { Statistics } from '#shared/api/statistics.ts';
import type { ContractStatus, ContractType } from '#shared/contract/schema.ts';
import { contractStatuses, contractTypes } from '#shared/contract/status.ts';
import { toCents, totalByCounterparty } from '#shared/statistics/counterparties.ts';
import { fillMonthlySeries, lastParisMonths } from '#shared/statistics/months.ts';
import {
  WRITTEN_CONTRACT_THRESHOLD_CENTS,
  WRITTEN_CONTRACT_THRESHOLD_SOURCE,
} from '#shared/statistics/written-contract-threshold.ts';
import { queryRows } from '#server/db/client.ts';
import {
  countExportsSince,
  readAmountLines,
  readCounterpartyRole,
} from '#server/modules/statistics/statistics-queries.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

const WINDOW_MONTHS = 12;

type Amounts = { contracts: number; eurCents: number; usdCents: number };
const empty = (): Amounts => ({ contracts: 0, eurCents: 0, usdCents: 0 });

/**
 * The dashboard's advanced statistics over the last twelve Paris months: the sums are made in
 * SQL, grouped by status, type, currency and counterparty as typed; this function folds them
 * into the three views and merges the spellings of one counterparty (shared/statistics).
 */
export async function getStatistics(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { userId }: { userId: string },
): Promise<Statistics> {
  const { db } = ctx;
  const months = lastParisMonths(ctx.now(), WINDOW_MONTHS);
  const start = months[0]!.start;
  const current = months.at(-1)!;
  const role = await readCounterpartyRole(db, userId);
  const [perMonth, lines, exportsThisMonth] = await Promise.all([
    queryRows<{ month: string; count: number }>(
      db,
      sql`select to_char(created_at at time zone 'Europe/Paris', 'YYYY-MM') as month, count(*)::int as count
          from contracts
          where owner_id = ${userId} and created_at >= ${start.toISOString()}::timestamptz
            and created_at < ${current.end.toISOString()}::timestamptz
          group by 1`,
    ),
    readAmountLines(db, { userId, from: start, to: current.end, counterparty: role }),
    countExportsSince(db, { userId, since: current.start }),
  ]);

  const byStatus = new Map<ContractStatus, Amounts>(contractStatuses.map((status) => [status, empty()]));
  const byType = new Map<ContractType, Amounts>(contractTypes.map((type) => [type, empty()]));
  for (const line of lines) {
    const cents = toCents(line.pay) + toCents(line.gifts);
    for (const bucket of [byStatus.get(line.status), byType.get(line.type)]) {
      if (!bucket) continue;
      bucket.contracts += line.contracts;
      if (line.currency === 'USD') bucket.usdCents += cents;
      else bucket.eurCents += cents;
    }
  }

  return {
    window: { from: months[0]!.key, to: current.key },
    contractsPerMonth: fillMonthlySeries(
      months,
      perMonth.map((row) => ({ ...row, count: Number(row.count) })),
    ),
    byStatus: [...byStatus].map(([status, amounts]) => ({ status, ...amounts })),
    byType: [...byType].map(([type, amounts]) => ({ type, ...amounts })),
    exportsThisMonth,
    counterparties: totalByCounterparty(
      lines.map((line) => ({
        name: line.counterparty ?? '',
        currency: line.currency === 'USD' ? 'USD' : 'EUR',
        payCents: toCents(line.pay),
        giftCents: toCents(line.gifts),
        contracts: line.contracts,
      })),
    ).map(({ key: _key, ...total }) => total),
    counterpartyRole: role === 'influencer' ? 'creator' : 'brand',
    threshold: { cents: WRITTEN_CONTRACT_THRESHOLD_CENTS, source: WRITTEN_CONTRACT_THRESHOLD_SOURCE },
  };
}
