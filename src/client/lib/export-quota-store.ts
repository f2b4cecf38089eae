import { useSyncExternalStore } from 'react';
import type { CreditBalance } from '#shared/api/credits.ts';

/**
 * What the export quota asks of the user, shown by one dialog mounted with the app
 * (components/account/export-quota-dialog.tsx): the last free export (confirm or buy more),
 * or none left (renewal date, packs, Pro).
 */
export type QuotaPrompt =
  | { kind: 'last'; balance: CreditBalance; resolve: (proceed: boolean) => void }
  | { kind: 'none'; balance: CreditBalance | null };

let prompt: QuotaPrompt | null = null;
const listeners = new Set<() => void>();

function set(next: QuotaPrompt | null) {
  prompt = next;
  for (const listener of listeners) listener();
}

/** Resolves true when the user goes on with the last export of the month. */
export function confirmLastExport(balance: CreditBalance): Promise<boolean> {
  if (prompt?.kind === 'last') prompt.resolve(false);
  return new Promise((resolve) => set({ kind: 'last', balance, resolve }));
}

export function showOutOfExports(balance: CreditBalance | null): void {
  if (prompt?.kind === 'last') prompt.resolve(false);
  set({ kind: 'none', balance });
}

export function closeQuotaPrompt(proceed = false): void {
  if (prompt?.kind === 'last') prompt.resolve(proceed);
  set(null);
}

export function useQuotaPrompt(): QuotaPrompt | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => prompt,
    () => null,
  );
}

/** A free plan's balance with exactly one export left this month (packs included). */
export function isLastExport(balance: CreditBalance): boolean {
  return !balance.unlimited && balance.monthlyRemaining === 1 && balance.topupRemaining === 0;
}
