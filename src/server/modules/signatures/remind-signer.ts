import { and, eq, sql } from 'drizzle-orm';
import { checkSignerAction, effectiveRequestState } from '#shared/signature/state-machine.ts';
import { AppError, notFound } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { signatureSigners } from '#server/db/schema/signatures.ts';
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
  type SignatureContext,
} from '#server/modules/signatures/signature-context.ts';
import { signerToken } from '#server/modules/signatures/signer-link.ts';

/**
 * A reminder of the same link: mail, audit entry and the signer's reminder columns. An automatic
 * reminder first claims its number (the count it was decided on), so that when several instances
 * run the upkeep at once only one of them sends it. Returns whether this call sent it.
 */
export async function queueReminder(
  ctx: Pick<SignatureContext, 'now' | 'mail' | 'config' | 'signing'>,
  target: { tx: Executor; request: RequestRow; signer: SignerRow; automatic: boolean; origin?: RequestOrigin },
): Promise<boolean> {
  const { tx } = target;
  const now = ctx.now();
  const link = signerToken(ctx.signing.linkSecret, target.signer.id);
  const claimed = await tx
    .update(signatureSigners)
    .set({
      // A link written before the links' key changed is replaced by the one of this reminder.
      tokenHash: link.tokenHash,
      lastRemindedAt: now,
      ...(target.automatic ? { autoReminders: sql`${signatureSigners.autoReminders} + 1` } : {}),
    })
    .where(
      target.automatic
        ? and(
            eq(signatureSigners.id, target.signer.id),
            eq(signatureSigners.autoReminders, target.signer.autoReminders),
          )
        : eq(signatureSigners.id, target.signer.id),
    )
    .returning({ id: signatureSigners.id });
  if (claimed.length === 0) return false;
  const heading = await contractHeading(tx, contractOf(target.request));
  await ctx.mail.queue(
    tx,
    signatureReminderMail({
      to: target.signer.email,
      signerName: target.signer.name,
      ownerName: heading.ownerName,
      contractTitle: heading.title,
      link: signingLink(ctx.config.appUrl, link.token),
      expiresAt: target.request.expiresAt,
    }),
  );
  await recordEvent(tx, {
    requestId: target.request.id,
    signerId: target.signer.id,
    event: 'reminded',
    detail: target.automatic ? 'Relance automatique' : 'Relance par l’expéditeur',
    at: now,
    ...target.origin,
  });
  return true;
}

/** At most one manual reminder per signer per hour: a reminder is a mail in someone's inbox. */
const MANUAL_REMINDER_GAP_MS = 60 * 60 * 1000;

export async function remindSigner(
  ctx: Pick<SignatureContext, 'db' | 'now' | 'mail' | 'config' | 'signing'>,
  input: { ownerId: string; requestId: string; signerId: string; origin: RequestOrigin },
): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  const request = await findOwnedRequest(db, { ownerId: input.ownerId, requestId: input.requestId });
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
  await db.transaction((tx) => queueReminder(ctx, { tx, request, signer, automatic: false, origin: input.origin }));
}
