import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { FREE_MONTHLY_EXPORTS } from '#shared/account/plans.ts';
import type { User } from '#shared/api/auth.ts';
import { type CreditBalance, creditBalanceSchema } from '#shared/api/credits.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryClient as appQueryClient } from '#client/lib/query-client.ts';
import { reloadAccount } from '#client/api/session-account.ts';

/**
 * The export credits shown by the navigation bar, the sidebar and the profile. Whatever spends
 * or grants a credit (an export, a payment) calls `refreshCreditBalance()` afterwards.
 */
export const creditBalanceQueryKey = ['credits', 'balance'] as const;

export function fetchCreditBalance(signal?: AbortSignal): Promise<CreditBalance> {
  return apiRequest('/credits/balance', { schema: creditBalanceSchema, signal });
}

export const creditBalanceQueryOptions = () =>
  queryOptions({ queryKey: creditBalanceQueryKey, queryFn: ({ signal }) => fetchCreditBalance(signal) });

/**
 * The same query (one cache entry), always asked again before an export: the count may have
 * changed in another tab.
 */
export const creditBalanceQuery = () => queryOptions({ ...creditBalanceQueryOptions(), staleTime: 0 });

/** Free plan: blocked below one credit (spec section 5); Pro (`unlimited`, `remaining` null) never. */
export function hasExportCredit(balance: Pick<CreditBalance, 'remaining' | 'unlimited'>): boolean {
  return balance.unlimited || balance.remaining === null || balance.remaining >= 1;
}

/** Asks the balance and the user record (its `creditsLeft`) again; every count on screen follows. */
export async function refreshCreditBalance(client: QueryClient = appQueryClient): Promise<void> {
  await Promise.all([
    client.invalidateQueries({ queryKey: creditBalanceQueryKey }),
    reloadAccount().catch(() => undefined),
  ]);
}

export type RemainingExports = { remaining: number; allowance: number };

type CreditsUser = Pick<User, 'plan' | 'creditsLeft'> & Partial<Pick<User, 'isEmailVerified'>>;

/**
 * Exports left on the free plan, null when unlimited (Pro). The balance answers it; until it
 * has (or if it fails: spec section 8 ignores that failure), the user's `creditsLeft` does.
 */
export function useExportsRemaining(user: CreditsUser): RemainingExports | null {
  // The API keeps the balance for confirmed accounts only.
  const enabled = user.plan === 'free' && user.isEmailVerified !== false;
  const balance = useQuery({ ...creditBalanceQueryOptions(), enabled });
  return exportsRemainingOf(user, balance.data);
}

/** The count shown for a user, from the balance when there is one, else from the user record. */
export function exportsRemainingOf(
  user: Pick<User, 'plan' | 'creditsLeft'>,
  balance: (Pick<CreditBalance, 'remaining' | 'monthlyAllowance' | 'unlimited'> & Partial<CreditBalance>) | undefined,
): RemainingExports | null {
  if (user.plan !== 'free' || balance?.unlimited) return null;
  // Packs of exports bought add to the month's allowance (they do not expire).
  const allowance = (balance?.monthlyAllowance ?? FREE_MONTHLY_EXPORTS) + (balance?.topupRemaining ?? 0);
  const remaining = balance ? (balance.remaining ?? 0) : (user.creditsLeft ?? 0);
  return { remaining: Math.max(0, remaining), allowance };
}
