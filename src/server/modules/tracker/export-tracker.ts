import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '#server/db/client.ts';
import { calendarFeeds, trackerInvoices, trackerItems, trackerScreenshots } from '#server/db/schema/tracker.ts';

/** The tracker's part of the personal data export (RGPD art. 15 and 20): the owner's contracts only. */
export async function exportTracker(
  executor: Executor,
  { userId, contractIds }: { userId: string; contractIds: string[] },
) {
  const [feed] = await executor
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  const calendarFeedCreatedAt = feed?.createdAt.toISOString() ?? null;
  if (contractIds.length === 0) return { items: [], screenshots: [], invoices: [], calendarFeedCreatedAt };
  const items = await executor
    .select()
    .from(trackerItems)
    .where(inArray(trackerItems.contractId, contractIds))
    .orderBy(asc(trackerItems.contractId), asc(trackerItems.kind), asc(trackerItems.position));
  const itemIds = items.map((item) => item.id);
  const screenshots = itemIds.length
    ? await executor.select().from(trackerScreenshots).where(inArray(trackerScreenshots.itemId, itemIds))
    : [];
  const invoices = itemIds.length
    ? await executor
        .select({
          itemId: trackerInvoices.itemId,
          number: trackerInvoices.number,
          issuedOn: trackerInvoices.issuedOn,
          snapshot: trackerInvoices.snapshot,
        })
        .from(trackerInvoices)
        .where(inArray(trackerInvoices.itemId, itemIds))
    : [];
  return {
    items: items.map((item) => ({
      ...item,
      recordedAt: item.recordedAt?.toISOString() ?? null,
      reviewedAt: item.reviewedAt?.toISOString() ?? null,
      declaredAt: item.declaredAt?.toISOString() ?? null,
      confirmedAt: item.confirmedAt?.toISOString() ?? null,
      withdrawnAt: item.withdrawnAt?.toISOString() ?? null,
      createdAt: item.createdAt.toISOString(),
    })),
    screenshots: screenshots.map((shot) => ({
      id: shot.id,
      itemId: shot.itemId,
      mimeType: shot.mimeType,
      sha256: shot.sha256,
      base64: shot.bytes.toString('base64'),
      createdAt: shot.createdAt.toISOString(),
    })),
    invoices,
    calendarFeedCreatedAt,
  };
}
