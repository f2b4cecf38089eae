import { and, eq, sql } from 'drizzle-orm';
import { FREE_MONTHLY_EXPORTS } from '#shared/account/plans.ts';
import type { CreditBalance } from '#shared/api/credits.ts';
import { parisMonthOf } from '#shared/time/paris-month.ts';
import type { Executor } from '#server/db/client.ts';
import { creditLedger } from '#server/db/schema/exports.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

export type CreditPool = 'monthly' | 'topup';

/** Grants the free allowance of a Paris calendar month once, the first time the month is looked at. */
export async function ensureMonthlyGrant(
  executor: Executor,
  { userId, period }: { userId: string; period: string },
): Promise<void> {
  await executor
    .insert(creditLedger)
    .values({ userId, kind: 'monthly_grant', pool: 'monthly', amount: FREE_MONTHLY_EXPORTS, period })
    .onConflictDoNothing({ target: [creditLedger.userId, creditLedger.period], where: sql`kind = 'monthly_grant'` });
}

/** Sums of the monthly pool for the period and of the top-up pool: the balance is derived, never stored. */
export async function poolBalances(
  executor: Executor,
  { userId, period }: { userId: string; period: string },
): Promise<Record<CreditPool, number>> {
  const [row] = await executor
    .select({
      monthly: sql<number>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.pool} = 'monthly' and ${creditLedger.period} = ${period}), 0)`,
      topup: sql<number>`coalesce(sum(${creditLedger.amount}) filter (where ${creditLedger.pool} = 'topup'), 0)`,
    })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId)));
  return { monthly: Number(row?.monthly ?? 0), topup: Number(row?.topup ?? 0) };
}

export async function getCreditBalance(
  executor: Executor,
  { user, now }: { user: { id: string; plan: 'free' | 'pro' }; now: Date },
): Promise<CreditBalance> {
  const month = parisMonthOf(now);
  await ensureMonthlyGrant(executor, { userId: user.id, period: month.key });
  const pools = await poolBalances(executor, { userId: user.id, period: month.key });
  const unlimited = user.plan === 'pro';
  const monthlyRemaining = Math.max(0, pools.monthly);
  const topupRemaining = Math.max(0, pools.topup);
  return {
    remaining: unlimited ? null : monthlyRemaining + topupRemaining,
    monthlyAllowance: FREE_MONTHLY_EXPORTS,
    monthlyRemaining,
    topupRemaining,
    unlimited,
    periodEnd: month.end.toISOString(),
  };
}

/** GET /api/credits/balance: the user's balance at the request's instant. */
export function readCreditBalance(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { user }: { user: { id: string; plan: 'free' | 'pro' } },
): Promise<CreditBalance> {
  return getCreditBalance(ctx.db, { user, now: ctx.now() });
}
