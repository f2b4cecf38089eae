import { readStoredJson } from '#client/lib/stored-json.ts';
import type { ContractType } from '#shared/contract/schema.ts';
import { formatDateTimeLong } from '#shared/format/dates.ts';

/**
 * Unsaved editor input kept in localStorage, so that nothing typed is lost to a closed tab,
 * a crash or an expired session. One entry per contract (or per type for a new one) and per
 * user, so two accounts on one browser never see each other's drafts.
 */

const PREFIX = 'paraphe:brouillon';

export type StoredDraft = {
  /** ISO instant of the last write. */
  savedAt: string;
  /** The server version the draft was based on, null for a contract never saved. */
  baseVersion: number | null;
  values: Record<string, unknown>;
};

export type DraftTarget = { userId: string | null; contractId: string | null; type: ContractType };

export function draftKey(target: DraftTarget): string {
  const owner = target.userId ?? 'anonyme';
  const contract = target.contractId ?? `new:${target.type}`;
  return `${PREFIX}:${owner}:${contract}`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function readDraft(storage: Storage, key: string): StoredDraft | null {
  const parsed = readStoredJson(storage, key);
  if (!isRecord(parsed) || !isRecord(parsed.values) || typeof parsed.savedAt !== 'string') return null;
  if (Number.isNaN(Date.parse(parsed.savedAt))) return null;
  const baseVersion = typeof parsed.baseVersion === 'number' ? parsed.baseVersion : null;
  return { savedAt: parsed.savedAt, baseVersion, values: parsed.values };
}

/** False when the browser refuses (private mode, quota): the editor keeps working without it. */
export function writeDraft(storage: Storage, key: string, draft: StoredDraft): boolean {
  try {
    storage.setItem(key, JSON.stringify(draft));
    return true;
  } catch {
    return false;
  }
}

export function clearDraft(storage: Storage, key: string): void {
  try {
    storage.removeItem(key);
  } catch {
    // Nothing to do: a storage that cannot be written holds no draft either.
  }
}

/**
 * The draft laid over the values the editor opened with: same shape as them (a field added to
 * the contract since the draft was written keeps its default), the draft's value wherever it
 * has one of a usable kind.
 */
export function mergeDraftValues<T>(base: T, draft: unknown): T {
  if (Array.isArray(base)) return (Array.isArray(draft) ? draft : base) as T;
  if (isRecord(base)) {
    if (!isRecord(draft)) return base;
    const merged: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(base)) {
      merged[key] = key in draft ? mergeDraftValues(value, draft[key]) : value;
    }
    return merged as T;
  }
  const usable = typeof draft === 'string' || typeof draft === 'number' || typeof draft === 'boolean';
  return (usable ? draft : base) as T;
}

/** Key order does not matter: the values are compared field by field. */
export function sameValues(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (Array.isArray(left) && Array.isArray(right)) {
    return left.length === right.length && left.every((item, index) => sameValues(item, right[index]));
  }
  if (isRecord(left) && isRecord(right)) {
    const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
    return [...keys].every((key) => sameValues(left[key], right[key]));
  }
  return false;
}

/** « 22 novembre 2025 à 14:05 ». */
export function formatDraftDate(savedAt: string): string {
  return formatDateTimeLong(savedAt);
}
