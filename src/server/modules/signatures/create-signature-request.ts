import { and, desc, eq } from 'drizzle-orm';
import type { CreateSignatureRequestBody } from '#shared/api/signatures.ts';
import { createSignatureRequestBodySchema } from '#shared/api/signatures.ts';
import { AppError } from '#server/app-error.ts';
import type { Database } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { contractExports } from '#server/db/schema/exports.ts';
import { signatureRequests, signatureSigners } from '#server/db/schema/signatures.ts';
import { signatureInvitationMail, signingLink } from '#server/mail/templates/signature-invitation.ts';
import { queueMail } from '#server/mail/queue-mail.ts';
import { randomUUID } from 'node:crypto';
import { findOwnedContract } from '#server/modules/contracts/contract-row.ts';
import { assertCompliant } from '#server/modules/law/assert-compliant.ts';
import { recordEvent } from '#server/modules/signatures/audit-trail.ts';
import {
  contractHeading,
  type RequestOrigin,
  type SignatureDeps,
} from '#server/modules/signatures/signature-context.ts';
import { signerToken } from '#server/modules/signatures/signer-link.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Sends an exported contract for signature: the PDF of the current version is frozen (its
 * export and SHA-256), the contract becomes 'sent' and read-only, and each signer whose turn
 * it is gets a personal link. Returns the request id.
 */
export async function createSignatureRequest(
  db: Database,
  deps: SignatureDeps,
  input: { ownerId: string; contractId: string; body: CreateSignatureRequestBody; origin: RequestOrigin },
): Promise<string> {
  const body = createSignatureRequestBodySchema.parse(input.body);
  const contract = await findOwnedContract(db, input.ownerId, input.contractId);
  if (contract.status === 'sent') throw new AppError('SIGNATURE_IN_PROGRESS', 'Contrat déjà en cours de signature');
  if (contract.status !== 'exported') throw new AppError('CONTRACT_NOT_EXPORTED', 'Le contrat doit être exporté');
  // The law decides: a contract with a blocking finding is not sent, whatever was exported before.
  await assertCompliant(db, contract, deps.now());
  const [frozen] = await db
    .select({ id: contractExports.id, sha256: contractExports.sha256 })
    .from(contractExports)
    .where(
      and(
        eq(contractExports.contractId, contract.id),
        eq(contractExports.contractVersion, contract.version),
        eq(contractExports.draft, false),
      ),
    )
    .orderBy(desc(contractExports.createdAt))
    .limit(1);
  if (!frozen) throw new AppError('CONTRACT_NOT_EXPORTED', 'Aucun export de la version actuelle');

  const now = deps.now();
  // The brand signs first when an order is imposed: it made the offer.
  const ordered = [...body.signers].sort((a, b) => (a.party === 'creator' ? -1 : b.party === 'creator' ? 1 : 0));
  return db.transaction(async (tx) => {
    // Only the version that was exported moves to 'sent': a concurrent save or send loses.
    const moved = await tx
      .update(contracts)
      .set({ status: 'sent', updatedAt: now })
      .where(
        and(eq(contracts.id, contract.id), eq(contracts.version, contract.version), eq(contracts.status, 'exported')),
      )
      .returning({ id: contracts.id });
    if (moved.length === 0) throw new AppError('CONFLICT', 'Le contrat a changé pendant l’envoi');
    const [request] = await tx
      .insert(signatureRequests)
      .values({
        contractId: contract.id,
        ownerId: input.ownerId,
        exportId: frozen.id,
        documentSha256: frozen.sha256,
        ordered: body.ordered,
        expiresAt: new Date(now.getTime() + body.expiresInDays * DAY_MS),
        createdAt: now,
      })
      .returning();
    await recordEvent(tx, { requestId: request!.id, event: 'sent', at: now, ...input.origin });
    const heading = await contractHeading(tx, contract.id);
    for (const [index, signer] of ordered.entries()) {
      const id = randomUUID();
      const { token, tokenHash } = signerToken(deps.linkSecret, id);
      await tx.insert(signatureSigners).values({
        id,
        requestId: request!.id,
        position: index + 1,
        party: signer.party,
        name: signer.name,
        email: signer.email,
        tokenHash,
      });
      // With an order, the second signer is invited when the first has signed (sign-document.ts).
      if (body.ordered && index > 0) continue;
      await queueMail(
        tx,
        signatureInvitationMail({
          to: signer.email,
          signerName: signer.name,
          ownerName: heading.ownerName,
          contractTitle: heading.title,
          link: signingLink(deps.appUrl, token),
          expiresAt: request!.expiresAt,
        }),
      );
    }
    return request!.id;
  });
}
