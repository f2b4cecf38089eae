import { and, eq, inArray } from 'drizzle-orm';
import { effectiveRequestState, nextRequestState } from '#shared/signature/state-machine.ts';
import { AppError } from '#server/app-error.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { signatureRequests } from '#server/db/schema/signatures.ts';
import { signatureCancelledMail } from '#server/mail/templates/signature-outcome.ts';
import { recordEvent } from '#server/modules/signatures/audit-trail.ts';
import { findOwnedRequest, listSigners } from '#server/modules/signatures/request-rows.ts';
import {
  contractHeading,
  contractOf,
  type RequestOrigin,
  type SignatureContext,
} from '#server/modules/signatures/signature-context.ts';

/**
 * The owner withdraws a pending (or expired) request: the links stop working, the contract
 * returns to 'exported' and the signers who have not refused are told.
 */
export async function cancelSignatureRequest(
  ctx: Pick<SignatureContext, 'db' | 'now' | 'mail' | 'config'>,
  input: { ownerId: string; requestId: string; origin: RequestOrigin },
): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  const request = await findOwnedRequest(db, { ownerId: input.ownerId, requestId: input.requestId });
  const next = nextRequestState(effectiveRequestState(request, now), 'cancel');
  if (next !== 'cancelled') {
    throw new AppError(next === 'SIGNATURE_EXPIRED' ? next : 'SIGNATURE_CLOSED', 'Demande déjà close');
  }
  const contractId = contractOf(request);
  const heading = await contractHeading(db, contractId);
  const signers = await listSigners(db, request.id);
  await db.transaction(async (tx) => {
    const closed = await tx
      .update(signatureRequests)
      .set({ state: 'cancelled', closedAt: now })
      .where(and(eq(signatureRequests.id, request.id), inArray(signatureRequests.state, ['pending', 'expired'])))
      .returning({ id: signatureRequests.id });
    if (closed.length === 0) throw new AppError('SIGNATURE_CLOSED', 'Demande close entre-temps');
    await tx
      .update(contracts)
      .set({ status: 'exported', updatedAt: now })
      .where(and(eq(contracts.id, contractId), eq(contracts.status, 'sent')));
    await recordEvent(tx, { requestId: request.id, event: 'cancelled', at: now, ...input.origin });
    for (const signer of signers.filter((s) => s.state === 'pending' || s.state === 'signed')) {
      await ctx.mail.queue(
        tx,
        signatureCancelledMail({
          to: signer.email,
          recipientName: signer.name,
          contractTitle: heading.title,
          ownerName: heading.ownerName,
          link: ctx.config.appUrl,
        }),
      );
    }
  });
}
