import { and, eq } from 'drizzle-orm';
import { contracts } from '#server/db/schema/contracts.ts';
import { signatureRequests, signatureSigners } from '#server/db/schema/signatures.ts';
import { AppError } from '#server/app-error.ts';
import { signatureDeclinedMail } from '#server/mail/templates/signature-outcome.ts';
import { recordEvent } from '#server/modules/signatures/audit-trail.ts';
import { assertSignerMay, findSignerByToken } from '#server/modules/signatures/find-signer.ts';
import {
  contractHeading,
  contractOf,
  type RequestOrigin,
  type SignatureContext,
} from '#server/modules/signatures/signature-context.ts';

/**
 * A signer refuses: the request closes as declined, the contract returns to 'exported' (the
 * owner may correct it and send again) and the owner and the other signer are told why.
 */
export async function declineSignature(
  ctx: Pick<SignatureContext, 'db' | 'now' | 'mail' | 'config'>,
  input: { token: string; reason: string; origin: RequestOrigin },
): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  const session = await findSignerByToken(db, input.token);
  assertSignerMay('decline', { session, now });
  const contractId = contractOf(session.request);
  const heading = await contractHeading(db, contractId);
  await db.transaction(async (tx) => {
    const closed = await tx
      .update(signatureRequests)
      .set({ state: 'declined', closedAt: now })
      .where(and(eq(signatureRequests.id, session.request.id), eq(signatureRequests.state, 'pending')))
      .returning({ id: signatureRequests.id });
    if (closed.length === 0) throw new AppError('SIGNATURE_CLOSED', 'Demande close entre-temps');
    await tx
      .update(signatureSigners)
      .set({ state: 'declined', declinedAt: now, declineReason: input.reason })
      .where(eq(signatureSigners.id, session.signer.id));
    await tx
      .update(contracts)
      .set({ status: 'exported', updatedAt: now })
      .where(and(eq(contracts.id, contractId), eq(contracts.status, 'sent')));
    await recordEvent(tx, {
      requestId: session.request.id,
      signerId: session.signer.id,
      event: 'declined',
      detail: input.reason,
      at: now,
      ...input.origin,
    });
    const recipients = [
      { to: heading.ownerEmail, name: heading.ownerFirstName, link: `${ctx.config.appUrl}/contracts`, forOwner: true },
      ...session.signers
        .filter((other) => other.id !== session.signer.id)
        .map((other) => ({ to: other.email, name: other.name, link: ctx.config.appUrl, forOwner: false })),
    ];
    for (const recipient of recipients) {
      await ctx.mail.queue(
        tx,
        signatureDeclinedMail({
          to: recipient.to,
          recipientName: recipient.name,
          contractTitle: heading.title,
          link: recipient.link,
          signerName: session.signer.name,
          reason: input.reason,
          forOwner: recipient.forOwner,
        }),
      );
    }
  });
}
