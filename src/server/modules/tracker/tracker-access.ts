import { and, desc, eq } from 'drizzle-orm';
import type { TrackerSide } from '#shared/api/tracker.ts';
import type { Contract } from '#shared/contract/schema.ts';
import type { SignatoryRole } from '#shared/signature/contract-signatories.ts';
import { AppError, notFound } from '#server/app-error.ts';
import type { Executor } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { signatureRequests, signatureSigners } from '#server/db/schema/signatures.ts';
import { userDetails } from '#server/db/schema/users.ts';
import { findOwnedContract, rowToContract } from '#server/modules/contracts/contract-row.ts';
import { findSignerByToken } from '#server/modules/signatures/find-signer.ts';

/**
 * Who opens a tracker, and as which party. The owner through their session, the other party
 * through their signing link (its token is the only key, and it opens this one contract).
 * The contract must be signed: the tracker is the life of a signed contract.
 */
export type TrackerAccess = {
  contract: Contract;
  ownerId: string;
  side: TrackerSide;
  /** Whose invoice numbering the creator's invoices take, when the viewer is the creator. */
  issuerKey: string | null;
  /** Whether the viewer is the account holder (the schedule is theirs to split). */
  isOwner: boolean;
};

const sideOfRole = (role: SignatoryRole): TrackerSide =>
  role === 'creator' ? 'brand' : role === 'influencer' ? 'influencer' : 'observer';

const notSigned = () => new AppError('CONTRACT_NOT_SIGNED', 'Le suivi commence à la signature du contrat');

/**
 * The owner's side: the party they signed for in Paraphe; for a contract signed elsewhere and
 * marked « Signé », the role of their profile (a brand account is the brand), else the creator.
 */
async function ownerSide(executor: Executor, { ownerId, contractId }: { ownerId: string; contractId: string }) {
  const [signed] = await executor
    .select({ party: signatureSigners.party })
    .from(signatureSigners)
    .innerJoin(signatureRequests, eq(signatureRequests.id, signatureSigners.requestId))
    .where(
      and(
        eq(signatureRequests.contractId, contractId),
        eq(signatureRequests.state, 'completed'),
        eq(signatureSigners.isSender, true),
      ),
    )
    .orderBy(desc(signatureRequests.createdAt))
    .limit(1);
  if (signed) return sideOfRole(signed.party);
  const [details] = await executor
    .select({ role: userDetails.role })
    .from(userDetails)
    .where(eq(userDetails.userId, ownerId));
  return details?.role === 'brand' ? 'brand' : 'influencer';
}

export async function ownerTrackerAccess(
  executor: Executor,
  { ownerId, contractId }: { ownerId: string; contractId: string },
): Promise<TrackerAccess> {
  const row = await findOwnedContract(executor, { ownerId, id: contractId });
  if (row.status !== 'signed') throw notSigned();
  const side = await ownerSide(executor, { ownerId, contractId });
  return {
    contract: rowToContract(row),
    ownerId,
    side,
    issuerKey: side === 'influencer' ? `user:${ownerId}` : null,
    isOwner: true,
  };
}

/** The other party, by the link of their signature: only once the request is completed. */
export async function signerTrackerAccess(executor: Executor, { token }: { token: string }): Promise<TrackerAccess> {
  const { signer, request } = await findSignerByToken(executor, token);
  if (request.state !== 'completed') throw notSigned();
  if (!request.contractId || !request.ownerId) throw notFound('Contrat');
  const [row] = await executor.select().from(contracts).where(eq(contracts.id, request.contractId));
  if (!row) throw notFound('Contrat');
  if (row.status !== 'signed') throw notSigned();
  const side = sideOfRole(signer.party);
  return {
    contract: rowToContract(row),
    ownerId: request.ownerId,
    side,
    issuerKey: side === 'influencer' ? `email:${signer.email.trim().toLowerCase()}` : null,
    isOwner: false,
  };
}

/** Refuses an action that belongs to the other party. */
export function assertSide(access: TrackerAccess, side: TrackerSide, action: string): void {
  if (access.side !== side) {
    const who = side === 'brand' ? 'à la Marque' : 'au Créateur';
    throw new AppError('FORBIDDEN', `${action} : cette action revient ${who}`);
  }
}
