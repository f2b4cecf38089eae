import { eq } from 'drizzle-orm';
import { type ReviewPublicationBody, reviewPublicationBodySchema } from '#shared/api/tracker.ts';
import { AppError } from '#server/app-error.ts';
import { trackerItems } from '#server/db/schema/tracker.ts';
import { type TrackerAccess, assertSide } from '#server/modules/tracker/tracker-access.ts';
import { findItem } from '#server/modules/tracker/tracker-items.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** The brand approves a recorded publication, or asks for a correction and says which. */
export async function reviewPublication(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { access, itemId, body }: { access: TrackerAccess; itemId: string; body: ReviewPublicationBody },
): Promise<void> {
  assertSide(access, 'brand', 'Approuver une publication');
  const input = reviewPublicationBodySchema.parse(body);
  const item = await findItem(ctx.db, { contractId: access.contract.id, itemId, kind: 'publication' });
  if (item.recordedAt === null) throw new AppError('CONFLICT', 'Cette publication n’a pas encore été déclarée');
  await ctx.db
    .update(trackerItems)
    .set({
      review: input.decision === 'approve' ? 'approved' : 'correction-requested',
      reviewComment: input.comment,
      reviewedAt: ctx.now(),
    })
    .where(eq(trackerItems.id, item.id));
}
