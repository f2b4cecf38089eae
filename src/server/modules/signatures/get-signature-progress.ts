import type { SignatureProgress } from '#shared/api/signatures.ts';
import { findOwnedContract } from '#server/modules/contracts/contract-row.ts';
import {
  findLatestRequest,
  findOwnedRequest,
  listSigners,
  toProgress,
} from '#server/modules/signatures/request-rows.ts';
import type { AppContext } from '#server/plugins/request-context.ts';

/** The owner's progress panel of one request; another user's request is 404. */
export async function getSignatureProgress(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { ownerId, requestId }: { ownerId: string; requestId: string },
): Promise<SignatureProgress> {
  const row = await findOwnedRequest(ctx.db, { ownerId, requestId });
  return toProgress(row, { signers: await listSigners(ctx.db, row.id), now: ctx.now() });
}

/** The latest request of the owner's contract, or null when it was never sent; another user's contract is 404. */
export async function getLatestSignatureRequest(
  ctx: Pick<AppContext, 'db' | 'now'>,
  { ownerId, contractId }: { ownerId: string; contractId: string },
): Promise<{ request: SignatureProgress | null }> {
  await findOwnedContract(ctx.db, { ownerId, id: contractId });
  const row = await findLatestRequest(ctx.db, { ownerId, contractId });
  return { request: row ? toProgress(row, { signers: await listSigners(ctx.db, row.id), now: ctx.now() }) : null };
}
