import type { PendingInputs } from '#shared/contract/pending-inputs.ts';
import { formatTimeParis } from '#shared/format/dates.ts';

/**
 * The raw inputs the server kept aside (a SIRET of 3 digits…) laid back over the contract's
 * valid values, so the editor shows exactly what was typed, with its error.
 */
export function withPendingInputs<T>(values: T, pending: PendingInputs | undefined): T {
  if (!pending || Object.keys(pending).length === 0) return values;
  const copy = structuredClone(values) as unknown;
  for (const [key, value] of Object.entries(pending)) {
    const path = key.split('.');
    let node: unknown = copy;
    for (const part of path.slice(0, -1)) {
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
    }
    const last = path.at(-1);
    if (typeof node === 'object' && node !== null && last !== undefined) {
      (node as Record<string, unknown>)[last] = value;
    }
  }
  return copy as T;
}

/** « Enregistré il y a 2 s », « il y a 3 min », then the time of day in Paris. */
export function savedAgoLabel(savedAt: number, now: number): string {
  const seconds = Math.max(0, Math.floor((now - savedAt) / 1000));
  if (seconds < 60) return `Enregistré il y a ${seconds}\u00a0s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return `Enregistré il y a ${minutes}\u00a0min`;
  return `Enregistré à ${formatTimeParis(savedAt)}`;
}
