import type { Executor } from '#server/db/client.ts';
import { getCreditBalance } from '#server/modules/credits/credit-balance.ts';

/**
 * The `creditsLeft` of the user record (spec §3): the exports left this month, monthly
 * allowance and top-up packs together, read from the credits ledger exactly as
 * GET /api/credits/balance reads it (its `remaining`). Null for the pro plan: unlimited.
 */
export async function getCreditsLeft(
  executor: Executor,
  { user, now }: { user: { id: string; plan: 'free' | 'pro' }; now: Date },
): Promise<number | null> {
  const balance = await getCreditBalance(executor, { user, now });
  return balance.remaining;
}
