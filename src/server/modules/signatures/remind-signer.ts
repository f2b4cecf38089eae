import { eq, sql } from 'drizzle-orm';
import { checkSignerAction, effectiveRequestState } from '#shared/signature/state-machine.ts';
import { AppError, notFound } from '#server/app-error.ts';
import type { Database, Executor } from '#server/db/client.ts';
import { signatureSigners } from '#server/db/schema/signatures.ts';
import { queueMail } from '#server/mail/queue-mail.ts';
import { signatureReminderMail, signingLink } from '#server/mail/templates/signature-invitation.ts';
import { recordEvent } from '#server/modules/signatures/audit-trail.ts';
import {
  earlierSignersDone,
  findOwnedRequest,
  listSigners,
  type RequestRow,
  type SignerRow,
} from '#server/modules/signatures/request-rows.ts';
import {
  contractHeading,
  contractOf,
  type RequestOrigin,
  type SignatureDeps,
} from '#server/modules/signatures/signature-context.ts';
import { signerToken } from '#server/modules/signatures/signer-link.ts';

/** A reminder of the same link: mail, audit entry and the signer's reminder columns. */
export async function queueReminder(
  tx: Executor,
  deps: SignatureDeps,
  target: { request: RequestRow; signer: SignerRow; automatic: boolean; origin?: RequestOrigin },
): Promise<void> {
  const now = deps.now();
  const heading = await contractHeading(tx, contractOf(target.request));
  const link = signerToken(deps.linkSecret, target.signer.id);
  await queueMail(
    tx,
    signatureReminderMail({
      to: target.signer.email,
      signerName: target.signer.name,
      ownerName: heading.ownerName,
      contractTitle: heading.title,
      link: signingLink(deps.appUrl, link.token),
      expiresAt: target.request.expiresAt,
    }),
  );
  await tx
    .update(signatureSigners)
    .set({
      // A link written before the links' key changed is replaced by the one of this reminder.
      tokenHash: link.tokenHash,
      lastRemindedAt: now,
      ...(target.automatic ? { autoReminders: sql`${signatureSigners.autoReminders} + 1` } : {}),
    })
    .where(eq(signatureSigners.id, target.signer.id));
  await recordEvent(tx, {
    requestId: target.request.id,
    signerId: target.signer.id,
    event: 'reminded',
    detail: target.automatic ? 'Relance automatique' : 'Relance par l’expéditeur',
    at: now,
    ...target.origin,
  });
}

/** At most one manual reminder per signer per hour: a reminder is a mail in someone's inbox. */
const MANUAL_REMINDER_GAP_MS = 60 * 60 * 1000;

export async function remindSigner(
  db: Database,
  deps: SignatureDeps,
  input: { ownerId: string; requestId: string; signerId: string; origin: RequestOrigin },
): Promise<void> {
  const now = deps.now();
  const request = await findOwnedRequest(db, input.ownerId, input.requestId);
  const signers = await listSigners(db, request.id);
  const signer = signers.find((candidate) => candidate.id === input.signerId);
  if (!signer) throw notFound('Signataire');
  const refusal = checkSignerAction('remind', {
    request: effectiveRequestState(request, now),
    signer: signer.state,
    ordered: request.ordered,
    earlierSignersDone: earlierSignersDone(signers, signer),
    codeVerified: false,
  });
  if (refusal) throw new AppError(refusal, 'Relance impossible');
  if (request.ordered && !earlierSignersDone(signers, signer)) {
    throw new AppError('NOT_YOUR_TURN', 'Ce signataire n’a pas encore reçu le contrat');
  }
  if (signer.lastRemindedAt && now.getTime() - signer.lastRemindedAt.getTime() < MANUAL_REMINDER_GAP_MS) {
    throw new AppError('RATE_LIMITED', 'Relance trop récente', { headers: { 'Retry-After': '3600' } });
  }
  await db.transaction((tx) => queueReminder(tx, deps, { request, signer, automatic: false, origin: input.origin }));
}
