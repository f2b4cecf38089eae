import { useEffect, useSyncExternalStore } from 'react';
import type { SiteInfo } from '#shared/api/contact.ts';

/**
 * GET /api/public/site-info: the contact card's values and the legal notice's, from the
 * server's configuration. They change only with a redeployment: fetched once per visit. A plain
 * store rather than React Query and zod, because the prerendered legal pages read it too and
 * carry neither (issue « Close to the floor »).
 */
type SiteInfoState =
  | { data: undefined; isPending: true; isError: false }
  | { data: SiteInfo; isPending: false; isError: false }
  | { data: undefined; isPending: false; isError: true };

const PENDING: SiteInfoState = { data: undefined, isPending: true, isError: false };
/** A server error or a network failure is tried again twice, as the app's queries are. */
const RETRY_DELAYS_MS = [1000, 2000];

let state: SiteInfoState = PENDING;
let started = false;
const listeners = new Set<() => void>();

function setState(next: SiteInfoState) {
  state = next;
  for (const listener of listeners) listener();
}

function isSiteInfo(value: unknown): value is SiteInfo {
  if (typeof value !== 'object' || value === null) return false;
  const info = value as Record<string, unknown>;
  return (
    typeof info.supportEmail === 'string' &&
    typeof info.publisher === 'object' &&
    info.publisher !== null &&
    typeof info.host === 'object' &&
    info.host !== null
  );
}

async function load(attempt = 0): Promise<void> {
  let retry = true;
  try {
    const response = await fetch('/api/public/site-info', { headers: { accept: 'application/json' } });
    // A 4xx is an answer, not a hiccup.
    retry = response.status >= 500;
    const body: unknown = response.ok ? await response.json() : null;
    if (isSiteInfo(body)) return setState({ data: body, isPending: false, isError: false });
  } catch {
    // Offline or refused: tried again below.
  }
  const delay = RETRY_DELAYS_MS[attempt];
  if (retry && delay !== undefined) {
    await new Promise((resolve) => setTimeout(resolve, delay));
    return load(attempt + 1);
  }
  setState({ data: undefined, isPending: false, isError: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The site's values: pending (also in the prerendered HTML), then the data or an error. */
export function useSiteInfo(): SiteInfoState {
  useEffect(() => {
    if (started) return;
    started = true;
    void load();
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => PENDING,
  );
}
