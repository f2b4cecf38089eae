import { and, eq, isNotNull, lt } from 'drizzle-orm';
import { parisMonthOf } from '#shared/time/paris-month.ts';
import { AppError } from '#server/app-error.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { creditLedger } from '#server/db/schema/exports.ts';
import { users } from '#server/db/schema/users.ts';
import { type CreditPool, ensureMonthlyGrant, poolBalances } from '#server/modules/credits/credit-balance.ts';

/** A credit held for an export being rendered; null when nothing is charged (Pro). */
export type CreditReservation = { ledgerId: string; userId: string } | null;

export type CreditContext = { db: Database; now: () => Date };

/**
 * Takes one credit under the user row's lock, in `executor`'s transaction: N concurrent
 * exports with k credits left get exactly k credits. The monthly allowance goes before top-up
 * packs (which do not expire). The row counts against the balance at once, but stays a
 * reservation (`reserved_at` set) until confirmed. Pro takes nothing (null).
 */
async function takeCredit(
  executor: Executor,
  { userId, now, reserved }: { userId: string; now: Date; reserved: boolean },
): Promise<CreditReservation> {
  const [user] = await executor.select({ plan: users.plan }).from(users).where(eq(users.id, userId)).for('update');
  if (!user) throw new AppError('NOT_FOUND', 'Compte introuvable');
  if (user.plan === 'pro') return null;
  const period = parisMonthOf(now).key;
  await ensureMonthlyGrant(executor, { userId, period });
  const pools = await poolBalances(executor, { userId, period });
  const pool: CreditPool | null = pools.monthly > 0 ? 'monthly' : pools.topup > 0 ? 'topup' : null;
  if (!pool) throw new AppError('NO_CREDITS', 'Plus de crédits d’export disponibles');
  const [entry] = await executor
    .insert(creditLedger)
    .values({
      userId,
      kind: 'export',
      pool,
      amount: -1,
      period: pool === 'monthly' ? period : null,
      reservedAt: reserved ? now : null,
    })
    .returning({ id: creditLedger.id });
  return { ledgerId: entry!.id, userId };
}

/** Reserves one export credit before a render (ADR 003: a crash mid-render loses nothing). */
export async function reserveExportCredit(ctx: CreditContext, input: { userId: string }): Promise<CreditReservation> {
  return ctx.db.transaction((tx) => takeCredit(tx, { userId: input.userId, now: ctx.now(), reserved: true }));
}

/**
 * Turns the reservation into a spent credit tied to its export, inside the transaction that
 * writes the export row: both are committed, or neither. A reservation released meanwhile
 * (judged stale by the upkeep) is taken again under the lock, or NO_CREDITS rolls it all back.
 */
export async function confirmExportCredit(
  tx: Executor,
  input: { reservation: CreditReservation; exportId: string; now: Date },
): Promise<void> {
  const { reservation } = input;
  if (!reservation) return;
  const [confirmed] = await tx
    .update(creditLedger)
    .set({ reservedAt: null, exportId: input.exportId })
    .where(and(eq(creditLedger.id, reservation.ledgerId), isNotNull(creditLedger.reservedAt)))
    .returning({ id: creditLedger.id });
  if (confirmed) return;
  const again = await takeCredit(tx, { userId: reservation.userId, now: input.now, reserved: false });
  if (again) await tx.update(creditLedger).set({ exportId: input.exportId }).where(eq(creditLedger.id, again.ledgerId));
}

/** Gives a reservation back: the render failed, or a concurrent export of the same version won. */
export async function releaseExportCredit(executor: Executor, reservation: CreditReservation): Promise<void> {
  if (!reservation) return;
  await executor
    .delete(creditLedger)
    .where(and(eq(creditLedger.id, reservation.ledgerId), isNotNull(creditLedger.reservedAt)));
}

/**
 * Releases the reservations older than the export time limit: their process died (or hung)
 * before it could confirm or release them. Run at start and periodically by the upkeep.
 */
export async function releaseStaleReservations(ctx: CreditContext, input: { olderThanMs: number }): Promise<number> {
  const cutoff = new Date(ctx.now().getTime() - input.olderThanMs);
  const released = await ctx.db
    .delete(creditLedger)
    .where(and(isNotNull(creditLedger.reservedAt), lt(creditLedger.reservedAt, cutoff)))
    .returning({ id: creditLedger.id });
  return released.length;
}
