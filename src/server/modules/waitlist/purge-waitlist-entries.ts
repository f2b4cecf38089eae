import type { Database } from '#server/db/client.ts';
import { waitlistEntries } from '#server/db/schema/public-site.ts';

/**
 * The waiting list exists to announce the opening: it is kept « jusqu’à votre désinscription,
 * et au plus un an après l’ouverture du service » (privacy policy, « Finalités, bases légales
 * et durées de conservation » ; RGPD art. 5.1.e, limitation de la conservation).
 */
export const WAITLIST_RETENTION_AFTER_LAUNCH_YEARS = 1;

/** Midnight in Paris on the launch date plus the retention: from then on, the list is deleted. */
export function waitlistPurgeDate(launchDate: string): Date {
  const [year, month, day] = launchDate.split('-').map(Number) as [number, number, number];
  // Paris is UTC+1 or UTC+2: 22:00 UTC the day before is never later than Paris midnight.
  return new Date(Date.UTC(year + WAITLIST_RETENTION_AFTER_LAUNCH_YEARS, month - 1, day) - 2 * 3_600_000);
}

/** Deletes the whole waiting list once a year has passed since the launch; before, nothing. */
export async function purgeWaitlistEntries(ctx: { db: Database; now: () => Date }, input: { launchDate: string }) {
  if (ctx.now() < waitlistPurgeDate(input.launchDate)) return 0;
  const deleted = await ctx.db.delete(waitlistEntries).returning({ id: waitlistEntries.id });
  return deleted.length;
}
