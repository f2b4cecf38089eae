import { eq } from 'drizzle-orm';
import type { CalendarFeed } from '#shared/api/tracker.ts';
import { AppError } from '#server/app-error.ts';
import { calendarFeeds } from '#server/db/schema/tracker.ts';
import { createSecretToken, hashSecretToken } from '#server/modules/auth/secret-token.ts';
import { calendarIcs } from '#server/modules/tracker/documents/calendar-ics.ts';
import { ownerTrackedItems } from '#server/modules/tracker/list-upcoming.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/**
 * A personal calendar (ICS) of every due date of the user's signed contracts, at a secret
 * address: a calendar app cannot sign in, so the address is the key. Only its hash is kept;
 * making a new one replaces the old, and revoking deletes it.
 */

const KIND_PREFIX = { publication: 'Publication', payment: 'Paiement', right: 'Fin des droits' } as const;

export async function calendarFeedStatus(
  ctx: Pick<AppContext, 'db'>,
  { userId }: { userId: string },
): Promise<CalendarFeed> {
  const [row] = await ctx.db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return { active: row !== undefined, createdAt: row?.createdAt.toISOString() ?? null };
}

export async function createCalendarFeed(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { userId, appUrl }: { userId: string; appUrl: string },
): Promise<CalendarFeed> {
  const { token, tokenHash } = createSecretToken();
  const createdAt = ctx.now();
  await ctx.db
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt } });
  return { active: true, createdAt: createdAt.toISOString(), url: `${appUrl}/api/calendar/${token}.ics` };
}

export async function revokeCalendarFeed(
  ctx: Pick<AppContext, 'db'>,
  { userId }: { userId: string },
): Promise<CalendarFeed> {
  await ctx.db.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return { active: false, createdAt: null };
}

/** The feed of a secret address; a revoked or unknown one is 404. */
export async function readCalendarFeed(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { token, appUrl }: { token: string; appUrl: string },
): Promise<string> {
  const [feed] = await ctx.db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, hashSecretToken(token)));
  if (!feed) throw new AppError('NOT_FOUND', 'Calendrier introuvable');
  const items = await ownerTrackedItems(ctx.db, feed.userId);
  return calendarIcs({
    name: 'Paraphe — échéances',
    now: ctx.now(),
    events: items.map(({ contractId, contractTitle, row }) => ({
      uid: `${row.id}@paraphe`,
      day: row.dueOn,
      summary: `${KIND_PREFIX[row.kind]} · ${row.label}`,
      description: `Contrat « ${contractTitle} »`,
      url: `${appUrl}/contracts/${contractId}/suivi`,
    })),
  });
}
