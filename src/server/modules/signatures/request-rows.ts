import { and, asc, desc, eq } from 'drizzle-orm';
import type { SignatureProgress } from '#shared/api/signatures.ts';
import { effectiveRequestState } from '#shared/signature/state-machine.ts';
import { notFound } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { signatureRequests, signatureSigners } from '#server/db/schema/signatures.ts';
import { contractOf } from '#server/modules/signatures/signature-context.ts';

export type RequestRow = typeof signatureRequests.$inferSelect;
export type SignerRow = typeof signatureSigners.$inferSelect;

/** The owner is in the query: another user's request is simply not found. */
export async function findOwnedRequest(
  executor: Executor,
  { ownerId, requestId }: { ownerId: string; requestId: string },
): Promise<RequestRow> {
  const [row] = await executor
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.id, requestId), eq(signatureRequests.ownerId, ownerId)));
  if (!row) throw notFound('Demande de signature');
  return row;
}

export async function findLatestRequest(
  executor: Executor,
  { ownerId, contractId }: { ownerId: string; contractId: string },
) {
  const [row] = await executor
    .select()
    .from(signatureRequests)
    .where(and(eq(signatureRequests.contractId, contractId), eq(signatureRequests.ownerId, ownerId)))
    .orderBy(desc(signatureRequests.createdAt))
    .limit(1);
  return row ?? null;
}

export function listSigners(executor: Executor, requestId: string): Promise<SignerRow[]> {
  return executor
    .select()
    .from(signatureSigners)
    .where(eq(signatureSigners.requestId, requestId))
    .orderBy(asc(signatureSigners.position));
}

/** Every signer before this one has signed (always true for an unordered request). */
export function earlierSignersDone(signers: SignerRow[], signer: SignerRow): boolean {
  return signers.filter((other) => other.position < signer.position).every((other) => other.state === 'signed');
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** What the owner's progress panel shows; the final PDF bytes stay out of it. */
export function toProgress(
  request: RequestRow,
  { signers, now }: { signers: SignerRow[]; now: Date },
): SignatureProgress {
  return {
    id: request.id,
    contractId: contractOf(request),
    state: effectiveRequestState(request, now),
    ordered: request.ordered,
    documentSha256: request.documentSha256,
    finalSha256: request.finalSha256,
    createdAt: request.createdAt.toISOString(),
    expiresAt: request.expiresAt.toISOString(),
    closedAt: iso(request.closedAt),
    signers: signers.map((signer) => ({
      id: signer.id,
      party: signer.party,
      capacity: signer.capacity,
      isSender: signer.isSender,
      position: signer.position,
      name: signer.name,
      email: signer.email,
      state: signer.state,
      openedAt: iso(signer.openedAt),
      signedAt: iso(signer.signedAt),
      declinedAt: iso(signer.declinedAt),
      declineReason: signer.declineReason,
      lastRemindedAt: iso(signer.lastRemindedAt),
    })),
  };
}
