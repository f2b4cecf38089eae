import { and, eq, isNull } from 'drizzle-orm';
import type { SigningView } from '#shared/api/signatures.ts';
import { signatureSigners } from '#server/db/schema/signatures.ts';
import { recordEvent } from '#server/modules/signatures/audit-trail.ts';
import { findSignerByToken, toSigningView } from '#server/modules/signatures/find-signer.ts';
import { type RequestOrigin, requestHeading } from '#server/modules/signatures/signature-context.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** What the signing page shows. The first opening of a pending request is recorded. */
export async function openSigningPage(
  ctx: Pick<AppContext, 'db' | 'now'>,
  input: { token: string; origin: RequestOrigin },
): Promise<SigningView> {
  const { db } = ctx;
  const now = ctx.now();
  const session = await findSignerByToken(db, input.token);
  const view = toSigningView(session, { heading: await requestHeading(db, session.request), now });
  if (view.state === 'pending' && session.signer.state === 'pending' && !session.signer.openedAt) {
    await db.transaction(async (tx) => {
      const first = await tx
        .update(signatureSigners)
        .set({ openedAt: now })
        .where(and(eq(signatureSigners.id, session.signer.id), isNull(signatureSigners.openedAt)))
        .returning({ id: signatureSigners.id });
      if (first.length > 0) {
        await recordEvent(tx, {
          requestId: session.request.id,
          signerId: session.signer.id,
          event: 'opened',
          at: now,
          ...input.origin,
        });
      }
    });
  }
  return view;
}
