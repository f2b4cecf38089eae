import { count } from 'drizzle-orm';
import type { WaitlistStats } from '#shared/api/waitlist.ts';
import { formatSignupCount } from '#shared/waitlist/signup-count.ts';
import type { Executor } from '#server/db/client.ts';
import { waitlistEntries } from '#server/db/schema/public-site.ts';

/**
 * Adds an address to the waiting list once. Signing up again changes nothing and is not an
 * error: the answer must not tell whether an address was already listed.
 */
export async function joinWaitlist(executor: Executor, signup: { email: string; locale: string }): Promise<void> {
  await executor.insert(waitlistEntries).values(signup).onConflictDoNothing({ target: waitlistEntries.email });
}

/** The real number of signups, as the landing shows it, with the launch date and the external form. */
export async function getWaitlistStats(
  executor: Executor,
  site: { launchDate: string; waitlistFormUrl: string | undefined },
): Promise<WaitlistStats> {
  const [row] = await executor.select({ total: count() }).from(waitlistEntries);
  const total = Number(row?.total ?? 0);
  return {
    count: total,
    display: formatSignupCount(total),
    launchDate: site.launchDate,
    formUrl: site.waitlistFormUrl ?? null,
  };
}
