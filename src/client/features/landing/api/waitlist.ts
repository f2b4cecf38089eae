import { useEffect, useState } from 'react';
import type { WaitlistStats } from '#shared/api/waitlist.ts';

/**
 * The landing is a prerendered page with small islands (issue « Close to the floor »): no React
 * Query, no zod here. The stats are fetched once per visit with a plain fetch and their few
 * fields checked by hand; a failure is the same as no stats (the line stays empty).
 */
let stats: Promise<WaitlistStats | null> | null = null;

function isWaitlistStats(value: unknown): value is WaitlistStats {
  if (typeof value !== 'object' || value === null) return false;
  const { count, display, launchDate, formUrl } = value as Record<string, unknown>;
  return (
    typeof count === 'number' &&
    typeof display === 'string' &&
    typeof launchDate === 'string' &&
    (formUrl === null || typeof formUrl === 'string')
  );
}

/** GET /api/waitlist/stats: the real signup count, the launch date and the external form, if any. */
export function fetchWaitlistStats(): Promise<WaitlistStats | null> {
  stats ??= fetch('/api/waitlist/stats', { headers: { accept: 'application/json' } })
    .then(async (response) => {
      const body: unknown = response.ok ? await response.json() : null;
      return isWaitlistStats(body) ? body : null;
    })
    .catch(() => null);
  return stats;
}

/** The stats once the server has said them; null before and if it could not. */
export function useWaitlistStats(): WaitlistStats | null {
  const [data, setData] = useState<WaitlistStats | null>(null);
  useEffect(() => {
    let current = true;
    void fetchWaitlistStats().then((value) => {
      if (current) setData(value);
    });
    return () => {
      current = false;
    };
  }, []);
  return data;
}

/**
 * Posts the waiting-list form as it is (multipart: `EMAIL`, `locale`, the honeypot
 * `email_address_check`), to WAITLIST_FORM_URL when set, else to POST /api/waitlist. Redirects
 * are followed and the answer is not read: whatever happens, the visitor is thanked (spec
 * sections 7 and 8), so no failure reaches the caller.
 */
export async function joinWaitlist(form: FormData): Promise<void> {
  const external = (await fetchWaitlistStats())?.formUrl ?? null;
  try {
    if (external) {
      // An opaque cross-origin post: another site's form answers with its own page, never read.
      await fetch(external, { method: 'POST', body: form, mode: 'no-cors', credentials: 'omit', redirect: 'follow' });
    } else {
      await fetch('/api/waitlist', { method: 'POST', body: form, credentials: 'same-origin' });
    }
  } catch {
    // Offline, blocked, refused: the spec ignores waiting-list errors.
  }
}
