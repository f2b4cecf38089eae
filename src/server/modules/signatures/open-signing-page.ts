import { and, eq, isNull } from 'drizzle-orm';
import type { SigningView } from '#shared/api/signatures.ts';
import type { Database } from '#server/db/client.ts';
import { signatureSigners } from '#server/db/schema/signatures.ts';
import { recordEvent } from '#server/modules/signatures/audit-trail.ts';
import { findSignerByToken, toSigningView } from '#server/modules/signatures/find-signer.ts';
import { type RequestOrigin, requestHeading } from '#server/modules/signatures/signature-context.ts';

/** What the signing page shows. The first opening of a pending request is recorded. */
export async function openSigningPage(
  db: Database,
  input: { token: string; now: Date; origin: RequestOrigin },
): Promise<SigningView> {
  const session = await findSignerByToken(db, input.token);
  const view = toSigningView(session, await requestHeading(db, session.request), input.now);
  if (view.state === 'pending' && session.signer.state === 'pending' && !session.signer.openedAt) {
    await db.transaction(async (tx) => {
      const first = await tx
        .update(signatureSigners)
        .set({ openedAt: input.now })
        .where(and(eq(signatureSigners.id, session.signer.id), isNull(signatureSigners.openedAt)))
        .returning({ id: signatureSigners.id });
      if (first.length > 0) {
        await recordEvent(tx, {
          requestId: session.request.id,
          signerId: session.signer.id,
          event: 'opened',
          at: input.now,
          ...input.origin,
        });
      }
    });
  }
  return view;
}
