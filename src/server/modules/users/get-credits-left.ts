import { FREE_MONTHLY_EXPORTS } from '#shared/account/plans.ts';
import type { Executor } from '#server/db/client.ts';

/**
 * The `creditsLeft` of the user record (spec §3): remaining PDF exports, null for the pro
 * plan (unlimited). The one place that answers it for /api/me and the auth responses: for
 * now the free allowance itself; the credits ledger will answer here.
 */
export async function getCreditsLeft(
  _executor: Executor,
  user: { id: string; plan: 'free' | 'pro' },
): Promise<number | null> {
  return user.plan === 'pro' ? null : FREE_MONTHLY_EXPORTS;
}
