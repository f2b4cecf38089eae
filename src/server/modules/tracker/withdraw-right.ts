import { eq } from 'drizzle-orm';
import { parisDay } from '#shared/format/paris-time.ts';
import { AppError } from '#server/app-error.ts';
import { trackerItems } from '#server/db/schema/tracker.ts';
import { type TrackerAccess, assertSide } from '#server/modules/tracker/tracker-access.ts';
import { findItem } from '#server/modules/tracker/tracker-items.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/**
 * At the end of a use, the brand confirms the content is withdrawn from it (the templates give
 * it fifteen days to withdraw what it controls); the item then shows « Contenu retiré ».
 */
export async function confirmWithdrawal(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { access, itemId }: { access: TrackerAccess; itemId: string },
): Promise<void> {
  assertSide(access, 'brand', 'Confirmer le retrait des contenus');
  const item = await findItem(ctx.db, { contractId: access.contract.id, itemId, kind: 'right' });
  const now = ctx.now();
  if (parisDay(now) <= item.dueOn) {
    throw new AppError('CONFLICT', 'Les droits de cette exploitation ne sont pas encore expirés');
  }
  if (item.withdrawnAt) return;
  await ctx.db.update(trackerItems).set({ withdrawnAt: now }).where(eq(trackerItems.id, item.id));
}
