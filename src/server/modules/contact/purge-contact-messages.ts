import { and, eq, gte, isNull, lt, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '#server/db/client.ts';
import { contactMessages } from '#server/db/schema/public-site.ts';

/**
 * How long a message from a person without an account is kept: « pour une personne sans
 * compte, trois ans au plus après le dernier échange » (privacy policy, « Finalités, bases
 * légales et durées de conservation » ; CNIL, référentiel « gestion des activités
 * commerciales », prospects : 3 ans à compter du dernier contact). A signed-in sender's
 * messages go with the account (foreign key, on delete cascade).
 */
export const ANONYMOUS_CONTACT_RETENTION_YEARS = 3;

/** The instant `years` calendar years before `now` (UTC calendar; a day either way does not matter here). */
export function yearsBefore(now: Date, years: number): Date {
  const cutoff = new Date(now);
  cutoff.setUTCFullYear(cutoff.getUTCFullYear() - years);
  return cutoff;
}

/**
 * Deletes the anonymous messages of every address whose last anonymous message is older than
 * the retention period: the whole exchange goes at once, never the start of a live one.
 */
export async function purgeContactMessages(ctx: { db: Database; now: () => Date }): Promise<number> {
  const cutoff = yearsBefore(ctx.now(), ANONYMOUS_CONTACT_RETENTION_YEARS);
  const later = alias(contactMessages, 'later');
  const deleted = await ctx.db
    .delete(contactMessages)
    .where(
      and(
        isNull(contactMessages.userId),
        lt(contactMessages.createdAt, cutoff),
        notExists(
          ctx.db
            .select({ id: later.id })
            .from(later)
            .where(and(isNull(later.userId), eq(later.email, contactMessages.email), gte(later.createdAt, cutoff))),
        ),
      ),
    )
    .returning({ id: contactMessages.id });
  return deleted.length;
}
