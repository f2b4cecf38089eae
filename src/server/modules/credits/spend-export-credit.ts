import { eq } from 'drizzle-orm';
import { parisMonthOf } from '#shared/time/paris-month.ts';
import { AppError } from '#server/app-error.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { creditLedger } from '#server/db/schema/exports.ts';
import { users } from '#server/db/schema/users.ts';
import { type CreditPool, ensureMonthlyGrant, poolBalances } from '#server/modules/credits/credit-balance.ts';

export type CreditDebit = { ledgerId: string; pool: CreditPool; period: string | null } | null;

/**
 * Spends one export credit, atomically: the user's row is locked for the transaction, so N
 * concurrent exports with k credits left succeed exactly k times. The monthly allowance is
 * spent before top-up packs (which do not expire). Pro spends nothing (null).
 */
export async function spendExportCredit(db: Database, userId: string, now: Date): Promise<CreditDebit> {
  return db.transaction(async (tx) => {
    const [user] = await tx.select({ plan: users.plan }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw new AppError('NOT_FOUND', 'Compte introuvable');
    if (user.plan === 'pro') return null;
    const period = parisMonthOf(now).key;
    await ensureMonthlyGrant(tx, userId, period);
    const pools = await poolBalances(tx, userId, period);
    const pool: CreditPool | null = pools.monthly > 0 ? 'monthly' : pools.topup > 0 ? 'topup' : null;
    if (!pool) throw new AppError('NO_CREDITS', 'Plus de crédits d’export disponibles');
    const [entry] = await tx
      .insert(creditLedger)
      .values({ userId, kind: 'export', pool, amount: -1, period: pool === 'monthly' ? period : null })
      .returning({ id: creditLedger.id });
    return { ledgerId: entry!.id, pool, period: pool === 'monthly' ? period : null };
  });
}

/** Gives back a credit whose export did not happen (render failed, or a concurrent export of the same version won). */
export async function refundExportCredit(executor: Executor, userId: string, debit: CreditDebit): Promise<void> {
  if (!debit) return;
  await executor.insert(creditLedger).values({
    userId,
    kind: 'refund',
    pool: debit.pool,
    amount: 1,
    period: debit.period,
    reference: `refund:${debit.ledgerId}`,
  });
}

/** Ties a debit to the export it paid for, for the ledger's readers. */
export async function linkDebitToExport(executor: Executor, debit: CreditDebit, exportId: string): Promise<void> {
  if (!debit) return;
  await executor.update(creditLedger).set({ exportId }).where(eq(creditLedger.id, debit.ledgerId));
}
