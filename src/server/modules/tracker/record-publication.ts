import { createHash } from 'node:crypto';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { type RecordPublicationBody, SCREENSHOTS_MAX, recordPublicationBodySchema } from '#shared/api/tracker.ts';
import { parisDay } from '#shared/format/paris-time.ts';
import { AppError } from '#server/app-error.ts';
import { trackerItems, trackerScreenshots } from '#server/db/schema/tracker.ts';
import { checkAttachment } from '#server/modules/support-chat/check-attachment.ts';
import { type TrackerAccess, assertSide } from '#server/modules/tracker/tracker-access.ts';
import { findItem } from '#server/modules/tracker/tracker-items.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

type Body = ReturnType<typeof recordPublicationBodySchema.parse>;

const dateIssue = (message: string) =>
  new AppError('VALIDATION_ERROR', message, { fields: [{ path: 'publishedOn', message }] });

/**
 * The creator records a publication: its address, its day, its screenshots (PNG or JPEG read
 * from their bytes, 2 MB each) and their word that the mentions of loi n° 2023-451 art. 5 are
 * visible. Recording again replaces the record, keeps the screenshots named in
 * `keepScreenshots`, and asks the brand to look again.
 */
export async function recordPublication(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { access, itemId, body }: { access: TrackerAccess; itemId: string; body: Body | RecordPublicationBody },
): Promise<void> {
  assertSide(access, 'influencer', 'Déclarer une publication');
  const input = recordPublicationBodySchema.parse(body);
  const now = ctx.now();
  if (input.publishedOn > parisDay(now)) throw dateIssue('La date de publication ne peut pas être dans le futur.');
  if (input.publishedOn < access.contract.clauses.duration.startDate) {
    throw dateIssue('La date de publication précède le début du contrat.');
  }
  const files = input.screenshots.map((shot) => checkAttachment(Buffer.from(shot.data, 'base64')));
  await ctx.db.transaction(async (tx) => {
    const item = await findItem(tx, { contractId: access.contract.id, itemId, kind: 'publication' });
    const kept =
      input.keepScreenshots.length === 0
        ? []
        : await tx
            .select({ id: trackerScreenshots.id })
            .from(trackerScreenshots)
            .where(and(eq(trackerScreenshots.itemId, item.id), inArray(trackerScreenshots.id, input.keepScreenshots)));
    if (kept.length + files.length > SCREENSHOTS_MAX) {
      throw new AppError('VALIDATION_ERROR', `${SCREENSHOTS_MAX} captures au plus`, {
        fields: [{ path: 'screenshots', message: `${SCREENSHOTS_MAX} captures au plus.` }],
      });
    }
    const keptIds = kept.map((shot) => shot.id);
    await tx
      .delete(trackerScreenshots)
      .where(
        keptIds.length === 0
          ? eq(trackerScreenshots.itemId, item.id)
          : and(eq(trackerScreenshots.itemId, item.id), notInArray(trackerScreenshots.id, keptIds)),
      );
    for (const file of files) {
      await tx.insert(trackerScreenshots).values({
        itemId: item.id,
        mimeType: file.mimeType,
        size: file.data.length,
        sha256: createHash('sha256').update(file.data).digest('hex'),
        bytes: file.data,
        createdAt: now,
      });
    }
    await tx
      .update(trackerItems)
      .set({
        url: input.url,
        publishedOn: input.publishedOn,
        mentionConfirmed: true,
        recordedAt: now,
        review: 'pending',
        reviewComment: '',
        reviewedAt: null,
      })
      .where(eq(trackerItems.id, item.id));
  });
}

/** A screenshot of an item of this contract; another contract's is not found. */
export async function readScreenshot(
  ctx: Pick<AppContext, 'db'>,
  { access, itemId, shotId }: { access: TrackerAccess; itemId: string; shotId: string },
) {
  const item = await findItem(ctx.db, { contractId: access.contract.id, itemId, kind: 'publication' });
  const [shot] = await ctx.db
    .select({ bytes: trackerScreenshots.bytes, mimeType: trackerScreenshots.mimeType })
    .from(trackerScreenshots)
    .where(and(eq(trackerScreenshots.id, shotId), eq(trackerScreenshots.itemId, item.id)));
  if (!shot) throw new AppError('NOT_FOUND', 'Capture introuvable');
  return shot;
}
