import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import { AppError } from '#server/app-error.ts';
import { signatureSigners } from '#server/db/schema/signatures.ts';
import { signatureCodeMail, signingLink } from '#server/mail/templates/signature-invitation.ts';
import { recordEvent } from '#server/modules/signatures/audit-trail.ts';
import { assertSignerMay, findSignerByToken, MAX_CODE_ATTEMPTS } from '#server/modules/signatures/find-signer.ts';
import {
  contractHeading,
  contractOf,
  type RequestOrigin,
  type SignatureContext,
} from '#server/modules/signatures/signature-context.ts';

export const CODE_VALIDITY_MS = 10 * 60 * 1000;

/** Salted with the signer's id, so the same code of two signers hashes apart. */
function hashCode(signerId: string, code: string): string {
  return createHash('sha256').update(`${signerId}:${code}`).digest('hex');
}

/** A new 6-digit code by e-mail; it replaces the previous one and its count of tries. */
export async function sendSigningCode(
  ctx: Pick<SignatureContext, 'db' | 'now' | 'mail' | 'config'>,
  input: { token: string; origin: RequestOrigin },
): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  const session = await findSignerByToken(db, input.token);
  assertSignerMay('send-code', { session, now });
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const heading = await contractHeading(db, contractOf(session.request));
  await db.transaction(async (tx) => {
    await tx
      .update(signatureSigners)
      .set({
        otpHash: hashCode(session.signer.id, code),
        otpExpiresAt: new Date(now.getTime() + CODE_VALIDITY_MS),
        otpAttempts: 0,
      })
      .where(eq(signatureSigners.id, session.signer.id));
    await recordEvent(tx, {
      requestId: session.request.id,
      signerId: session.signer.id,
      event: 'code_sent',
      at: now,
      ...input.origin,
    });
    await ctx.mail.queue(
      tx,
      signatureCodeMail({
        to: session.signer.email,
        signerName: session.signer.name,
        contractTitle: heading.title,
        code,
        link: signingLink(ctx.config.appUrl, input.token),
      }),
    );
  });
}

/**
 * Checks a code. A wrong one spends a try (committed before the error is thrown); after five,
 * or ten minutes, the code is dead and a new one must be asked for.
 */
export async function verifySigningCode(
  ctx: Pick<SignatureContext, 'db' | 'now'>,
  input: { token: string; code: string; origin: RequestOrigin },
): Promise<void> {
  const { db } = ctx;
  const now = ctx.now();
  const session = await findSignerByToken(db, input.token);
  assertSignerMay('verify-code', { session, now });
  const { signer } = session;
  const live = signer.otpHash && signer.otpExpiresAt && signer.otpExpiresAt.getTime() > now.getTime();
  if (!live) throw new AppError('CODE_EXPIRED', 'Code expiré');
  // A try is spent before the comparison, in one statement: parallel guesses each spend their
  // own, and none is compared once the five are gone.
  const [reserved] = await db
    .update(signatureSigners)
    .set({ otpAttempts: sql`${signatureSigners.otpAttempts} + 1` })
    .where(
      and(
        eq(signatureSigners.id, signer.id),
        lt(signatureSigners.otpAttempts, MAX_CODE_ATTEMPTS),
        isNotNull(signatureSigners.otpHash),
      ),
    )
    .returning({ attempts: signatureSigners.otpAttempts, otpHash: signatureSigners.otpHash });
  if (!reserved?.otpHash) throw new AppError('CODE_EXPIRED', 'Trop d’essais');
  const expected = Buffer.from(reserved.otpHash, 'hex');
  const given = Buffer.from(hashCode(signer.id, input.code), 'hex');
  const event = { requestId: session.request.id, signerId: signer.id, at: now, ...input.origin };
  if (!timingSafeEqual(expected, given)) {
    await recordEvent(db, { ...event, event: 'code_failed' });
    const left = Math.max(0, MAX_CODE_ATTEMPTS - reserved.attempts);
    if (left === 0) throw new AppError('CODE_EXPIRED', 'Trop d’essais');
    const message =
      left === 1 ? 'Code incorrect : il vous reste 1 essai.' : `Code incorrect : il vous reste ${left} essais.`;
    throw new AppError('INVALID_CODE', message, { fields: [{ path: 'code', message }] });
  }
  await db.transaction(async (tx) => {
    // Single use: the code is consumed by its success.
    await tx
      .update(signatureSigners)
      .set({ otpVerifiedAt: now, otpHash: null, otpExpiresAt: null, otpAttempts: 0 })
      .where(eq(signatureSigners.id, signer.id));
    await recordEvent(tx, { ...event, event: 'code_checked', detail: 'Code à usage unique envoyé par e-mail' });
  });
}
