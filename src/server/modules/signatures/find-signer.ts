import { eq } from 'drizzle-orm';
import type { SigningView } from '#shared/api/signatures.ts';
import { checkSignerAction, effectiveRequestState, type SignerAction } from '#shared/signature/state-machine.ts';
import { AppError } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { signatureRequests, signatureSigners } from '#server/db/schema/signatures.ts';
import { hashSecretToken } from '#server/modules/auth/secret-token.ts';
import {
  earlierSignersDone,
  listSigners,
  type RequestRow,
  type SignerRow,
} from '#server/modules/signatures/request-rows.ts';

/** A checked code lets its signer sign for this long. */
export const CODE_SESSION_MS = 30 * 60 * 1000;
export const MAX_CODE_ATTEMPTS = 5;

export type SignerSession = { signer: SignerRow; request: RequestRow; signers: SignerRow[] };

/** The signer of a link token, with the request and its signers. An unknown token is 404. */
export async function findSignerByToken(executor: Executor, token: string): Promise<SignerSession> {
  const [row] = await executor
    .select({ signer: signatureSigners, request: signatureRequests })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
    .where(eq(signatureSigners.tokenHash, hashSecretToken(token)));
  if (!row) throw new AppError('NOT_FOUND', 'Lien de signature inconnu');
  return { ...row, signers: await listSigners(executor, row.request.id) };
}

export function codeVerified(signer: SignerRow, now: Date): boolean {
  return signer.otpVerifiedAt !== null && now.getTime() - signer.otpVerifiedAt.getTime() < CODE_SESSION_MS;
}

/** Throws the API error of the state machine's refusal, if any. */
export function assertSignerMay(action: SignerAction, { session, now }: { session: SignerSession; now: Date }): void {
  const refusal = checkSignerAction(action, {
    request: effectiveRequestState(session.request, now),
    signer: session.signer.state,
    ordered: session.request.ordered,
    earlierSignersDone: earlierSignersDone(session.signers, session.signer),
    codeVerified: codeVerified(session.signer, now),
  });
  if (refusal) throw new AppError(refusal, `Action « ${action} » refusée : ${refusal}`);
}

/** An address shown as c•••@exemple.fr: enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}•••@${domain}`;
}

export function toSigningView(
  session: SignerSession,
  { heading, now }: { heading: { title: string; ownerName: string }; now: Date },
): SigningView {
  const { signer, request, signers } = session;
  const codeLive = signer.otpExpiresAt !== null && signer.otpExpiresAt.getTime() > now.getTime();
  return {
    contractTitle: heading.title,
    ownerName: heading.ownerName,
    state: effectiveRequestState(request, now),
    expiresAt: request.expiresAt.toISOString(),
    documentSha256: request.documentSha256,
    signer: {
      name: signer.name,
      email: signer.email,
      state: signer.state,
      signedAt: signer.signedAt?.toISOString() ?? null,
      isSender: signer.isSender,
    },
    waitingForOthers: request.ordered && !earlierSignersDone(signers, signer),
    codeSentTo: codeLive ? maskEmail(signer.email) : null,
    codeVerified: codeVerified(signer, now),
    codeAttemptsLeft: codeLive ? Math.max(0, MAX_CODE_ATTEMPTS - signer.otpAttempts) : MAX_CODE_ATTEMPTS,
    otherSigners: signers
      .filter((other) => other.id !== signer.id)
      .map((other) => ({ name: other.name, state: other.state })),
  };
}
