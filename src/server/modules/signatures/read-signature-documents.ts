import { eq } from 'drizzle-orm';
import { AppError, notFound } from '#server/app-error.ts';
import { contractExports } from '#server/db/schema/exports.ts';
import { signatureRequests, signatureSigners } from '#server/db/schema/signatures.ts';
import { hashSecretToken } from '#server/modules/auth/secret-token.ts';
import { assertSignerMay, findSignerByToken } from '#server/modules/signatures/find-signer.ts';
import { findOwnedRequest } from '#server/modules/signatures/request-rows.ts';
import { recordEvent } from '#server/modules/signatures/audit-trail.ts';
import { contractOf, type RequestOrigin } from '#server/modules/signatures/signature-context.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

export type PdfFile = { pdf: Buffer; sha256: string; contractId: string };

/**
 * The PDF a signer reads: the frozen one, as long as the signer may still act on it. After
 * signing the link gives nothing more; the final PDF comes by the completed mail.
 */
export async function readSigningDocument(
  ctx: Pick<AppContext, 'db' | 'now'>,
  input: { token: string; origin: RequestOrigin },
): Promise<PdfFile> {
  const { db } = ctx;
  const now = ctx.now();
  const session = await findSignerByToken(db, input.token);
  assertSignerMay('decline', { session, now });
  await recordEvent(db, {
    requestId: session.request.id,
    signerId: session.signer.id,
    event: 'document_viewed',
    at: now,
    ...input.origin,
  });
  const [row] = await db
    .select({ pdf: contractExports.pdf })
    .from(contractExports)
    .where(eq(contractExports.id, session.request.exportId ?? ''));
  if (!row) throw new AppError('SIGNATURE_CLOSED', 'Demande close');
  return { pdf: row.pdf, sha256: session.request.documentSha256, contractId: contractOf(session.request) };
}

export async function readOwnedFinalPdf(
  ctx: Pick<AppContext, 'db'>,
  input: { ownerId: string; requestId: string },
): Promise<PdfFile> {
  const request = await findOwnedRequest(ctx.db, { ownerId: input.ownerId, requestId: input.requestId });
  if (!request.finalPdf || !request.finalSha256) throw new AppError('CONFLICT', 'Le document n’est pas encore signé');
  return { pdf: request.finalPdf, sha256: request.finalSha256, contractId: contractOf(request) };
}

/**
 * The final PDF (with its certificate) through a signer's own link, once every party has
 * signed: the last screen of the signing page offers it right away.
 */
export async function readFinalPdfBySignerToken(
  ctx: Pick<AppContext, 'db'>,
  { token }: { token: string },
): Promise<PdfFile> {
  const { request } = await findSignerByToken(ctx.db, token);
  if (request.state !== 'completed' || !request.finalPdf || !request.finalSha256) {
    throw new AppError('CONFLICT', 'Le document n’est pas encore signé par toutes les parties');
  }
  return { pdf: request.finalPdf, sha256: request.finalSha256, contractId: request.contractId ?? request.id };
}

/** The link of a completed mail: a signer's or the owner's. */
export async function readFinalPdfByDownloadToken(
  ctx: Pick<AppContext, 'db'>,
  { token }: { token: string },
): Promise<PdfFile> {
  const { db } = ctx;
  const tokenHash = hashSecretToken(token);
  const [bySigner] = await db
    .select({ request: signatureRequests })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
    .where(eq(signatureSigners.downloadTokenHash, tokenHash));
  const [byOwner] = bySigner
    ? [bySigner]
    : await db
        .select({ request: signatureRequests })
        .from(signatureRequests)
        .where(eq(signatureRequests.ownerDownloadTokenHash, tokenHash));
  const request = byOwner?.request;
  if (!request?.finalPdf || !request.finalSha256) throw notFound('Document');
  // Kept as evidence after the owner's account was deleted: the other party's link still works.
  return { pdf: request.finalPdf, sha256: request.finalSha256, contractId: request.contractId ?? request.id };
}
