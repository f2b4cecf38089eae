import { and, eq } from 'drizzle-orm';
import type { SignBody } from '#shared/api/signatures.ts';
import { CONSENT_VERSION } from '#shared/signature/consent.ts';
import { AppError } from '#server/app-error.ts';
import { signatureSigners } from '#server/db/schema/signatures.ts';
import { signatureInvitationMail, signingLink } from '#server/mail/templates/signature-invitation.ts';
import { recordEvent } from '#server/modules/signatures/audit-trail.ts';
import { assertSignerMay, findSignerByToken } from '#server/modules/signatures/find-signer.ts';
import {
  contractHeading,
  contractOf,
  type RequestOrigin,
  type SignatureContext,
} from '#server/modules/signatures/signature-context.ts';
import { signerToken } from '#server/modules/signatures/signer-link.ts';

function formatDuration(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? `${minutes} min ${seconds % 60} s` : `${seconds} s`;
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The schema checked the data URL's shape; this checks that the bytes are a PNG. */
function assertPng(dataUrl: string): void {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  if (bytes.length < 64 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) {
    throw new AppError('VALIDATION_ERROR', 'Signature dessinée illisible', {
      fields: [{ path: 'signature.image', message: 'La signature dessinée est illisible : recommencez-la.' }],
    });
  }
}

/**
 * Records a signature. Only a pending signer of a pending request, whose turn it is and who
 * checked a code, may sign, and only once (the update is conditional on the pending state).
 * With an order, the next signer is invited. Returns whether every signer has now signed.
 */
export async function signDocument(
  ctx: Pick<SignatureContext, 'db' | 'now' | 'mail' | 'config' | 'signing'>,
  input: { token: string; body: SignBody; origin: RequestOrigin },
): Promise<{ requestId: string; allSigned: boolean }> {
  const { db } = ctx;
  const now = ctx.now();
  const session = await findSignerByToken(db, input.token);
  assertSignerMay('sign', { session, now });
  const { signature, fullName } = input.body;
  if (signature.kind === 'drawn') assertPng(signature.image);
  const heading = await contractHeading(db, contractOf(session.request));

  return db.transaction(async (tx) => {
    const signed = await tx
      .update(signatureSigners)
      .set({
        state: 'signed',
        signedAt: now,
        typedName: fullName,
        signatureKind: signature.kind,
        signatureImage: signature.kind === 'drawn' ? signature.image : null,
        ip: input.origin.ip,
        userAgent: input.origin.userAgent?.slice(0, 500) ?? null,
        otpVerifiedAt: null,
      })
      .where(and(eq(signatureSigners.id, session.signer.id), eq(signatureSigners.state, 'pending')))
      .returning({ id: signatureSigners.id });
    if (signed.length === 0) throw new AppError('ALREADY_SIGNED', 'Déjà signé');
    await recordEvent(tx, {
      requestId: session.request.id,
      signerId: session.signer.id,
      event: 'signed',
      detail: `Nom saisi : ${fullName} ; mention « Lu et approuvé » cochée (consentement version ${
        input.body.consentVersion ?? CONSENT_VERSION
      }) ; signature ${signature.kind === 'drawn' ? 'dessinée' : 'saisie'}${
        input.body.secondsOnDocument === undefined
          ? ''
          : ` ; temps passé sur la page du document : ${formatDuration(input.body.secondsOnDocument)} (mesuré par le navigateur)`
      }${
        input.body.pagesViewed === undefined
          ? ''
          : ` ; pages du document affichées à l’écran : ${input.body.pagesViewed.seen} sur ${input.body.pagesViewed.total} (mesuré par le navigateur ; une lecture en plein écran ou dans le PDF téléchargé n’est pas comptée)`
      }`,
      at: now,
      ...input.origin,
    });
    const others = session.signers.filter((other) => other.id !== session.signer.id);
    const next = others.find((other) => other.state === 'pending' && other.position > session.signer.position);
    // The owner signs in Paraphe when her turn comes: no mail to herself.
    if (session.request.ordered && next && !next.isSender) {
      await ctx.mail.queue(
        tx,
        signatureInvitationMail({
          to: next.email,
          signerName: next.name,
          ownerName: heading.ownerName,
          contractTitle: heading.title,
          link: signingLink(ctx.config.appUrl, signerToken(ctx.signing.linkSecret, next.id).token),
          expiresAt: session.request.expiresAt,
        }),
      );
    }
    return { requestId: session.request.id, allSigned: others.every((other) => other.state === 'signed') };
  });
}
