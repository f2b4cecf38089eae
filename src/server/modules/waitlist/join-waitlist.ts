import { count } from 'drizzle-orm';
import type { WaitlistStats } from '#shared/api/waitlist.ts';
import { formatSignupCount } from '#shared/waitlist/signup-count.ts';
import { waitlistEntries } from '#server/db/schema/public-site.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/**
 * Adds an address to the waiting list once. Signing up again changes nothing and is not an
 * error: the answer must not tell whether an address was already listed.
 */
export async function joinWaitlist(
  ctx: Pick<AppContext, 'db'>,
  signup: { email: string; locale: string },
): Promise<void> {
  await ctx.db.insert(waitlistEntries).values(signup).onConflictDoNothing({ target: waitlistEntries.email });
}

/** The real number of signups, as the landing shows it, with the launch date and the external form. */
export async function getWaitlistStats(ctx: Pick<AppContext, 'db' | 'config'>): Promise<WaitlistStats> {
  const { site } = ctx.config;
  const [row] = await ctx.db.select({ total: count() }).from(waitlistEntries);
  const total = Number(row?.total ?? 0);
  return {
    count: total,
    display: formatSignupCount(total),
    launchDate: site.launchDate,
    formUrl: site.waitlistFormUrl ?? null,
  };
}
