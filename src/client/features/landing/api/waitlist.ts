import { queryOptions } from '@tanstack/react-query';
import { type WaitlistStats, waitlistStatsSchema } from '#shared/api/waitlist.ts';
import { apiRequest } from '#client/lib/api-client.ts';
import { queryClient } from '#client/lib/query-client.ts';

/** GET /api/waitlist/stats: the real signup count, the launch date and the external form, if any. */
export const waitlistStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['waitlist', 'stats'],
    queryFn: ({ signal }): Promise<WaitlistStats> =>
      apiRequest('/waitlist/stats', { schema: waitlistStatsSchema, signal }),
    // The server caches it a minute too.
    staleTime: 60_000,
  });

/** Where the signup goes: the operator's e-mail-marketing form when configured, else our own list. */
async function signupTarget(): Promise<string | null> {
  try {
    return (await queryClient.fetchQuery(waitlistStatsQueryOptions())).formUrl;
  } catch {
    return null;
  }
}

/**
 * Posts the waiting-list form as it is (multipart: `EMAIL`, `locale`, the honeypot
 * `email_address_check`), to WAITLIST_FORM_URL when set, else to POST /api/waitlist. Redirects
 * are followed and the answer is not read: whatever happens, the visitor is thanked (spec
 * sections 7 and 8), so no failure reaches the caller.
 */
export async function joinWaitlist(form: FormData): Promise<void> {
  const external = await signupTarget();
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
