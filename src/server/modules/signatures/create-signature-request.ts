import { and, desc, eq } from 'drizzle-orm';
import type { CreateSignatureRequestBody } from '#shared/api/signatures.ts';
import { createSignatureRequestBodySchema } from '#shared/api/signatures.ts';
import { contractSignatories, signatoryGaps } from '#shared/signature/contract-signatories.ts';
import { AppError } from '#server/app-error.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { contractExports } from '#server/db/schema/exports.ts';
import { signatureRequests, signatureSigners } from '#server/db/schema/signatures.ts';
import { signatureInvitationMail, signingLink } from '#server/mail/templates/signature-invitation.ts';
import { randomUUID } from 'node:crypto';
import { findOwnedContract, rowToContract } from '#server/modules/contracts/contract-row.ts';
import { assertNoFormatErrors } from '#server/modules/contracts/draft-input.ts';
import { assertCompliant } from '#server/modules/law/assert-compliant.ts';
import { recordEvent } from '#server/modules/signatures/audit-trail.ts';
import {
  contractHeading,
  type RequestOrigin,
  type SignatureContext,
} from '#server/modules/signatures/signature-context.ts';
import { signerToken } from '#server/modules/signatures/signer-link.ts';

const DAY_MS = 24 * 3600 * 1000;

/**
 * Sends an exported contract for signature: the PDF of the current version is frozen (its
 * export and SHA-256), the contract becomes 'sent' and read-only, and each signatory the
 * contract names whose turn it is gets a personal link, at the address the contract gives.
 * The owner, when she is one of them (same e-mail as her account), signs in Paraphe with her
 * session instead: no mail to herself. Returns the request id.
 */
export async function createSignatureRequest(
  ctx: Pick<SignatureContext, 'db' | 'now' | 'mail' | 'config' | 'signing'>,
  input: { ownerId: string; contractId: string; body: CreateSignatureRequestBody; origin: RequestOrigin },
): Promise<string> {
  const { db } = ctx;
  const body = createSignatureRequestBodySchema.parse(input.body);
  const contract = await findOwnedContract(db, { ownerId: input.ownerId, id: input.contractId });
  if (contract.status === 'sent') throw new AppError('SIGNATURE_IN_PROGRESS', 'Contrat déjà en cours de signature');
  if (contract.status !== 'exported') throw new AppError('CONTRACT_NOT_EXPORTED', 'Le contrat doit être exporté');
  assertNoFormatErrors(rowToContract(contract));
  const signatories = contractSignatories(rowToContract(contract));
  const gaps = signatoryGaps(signatories);
  if (gaps.length > 0) {
    throw new AppError('SIGNATORIES_INCOMPLETE', gaps.map((gap) => gap.message).join(' '), { fields: gaps });
  }
  // The law decides: a contract with a blocking finding is not sent, whatever was exported before.
  await assertCompliant(ctx, { row: contract });
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

  const now = ctx.now();
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
    const heading = await contractHeading(tx, contract.id);
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
        contractTitle: heading.title,
        senderName: heading.ownerName,
        senderEmail: heading.ownerEmail,
      })
      .returning();
    await recordEvent(tx, {
      requestId: request!.id,
      event: 'sent',
      detail: `Envoyée par ${heading.ownerName} <${heading.ownerEmail}>`,
      at: now,
      ...input.origin,
    });
    // The order is the contract's: the brand signs first (it made the offer), then the creator,
    // the intervening persons and the parents.
    for (const [index, signatory] of signatories.entries()) {
      const id = randomUUID();
      const { token, tokenHash } = signerToken(ctx.signing.linkSecret, id);
      const isSender = signatory.email.toLowerCase() === heading.ownerEmail.toLowerCase();
      await tx.insert(signatureSigners).values({
        id,
        requestId: request!.id,
        position: index + 1,
        party: signatory.role,
        capacity: signatory.capacity,
        isSender,
        name: signatory.name,
        email: signatory.email.toLowerCase(),
        tokenHash,
      });
      // With an order, the next signer is invited when the previous one has signed (sign-document.ts).
      if (isSender || (body.ordered && index > 0)) continue;
      await ctx.mail.queue(
        tx,
        signatureInvitationMail({
          to: signatory.email,
          signerName: signatory.name,
          ownerName: heading.ownerName,
          contractTitle: heading.title,
          link: signingLink(ctx.config.appUrl, token),
          expiresAt: request!.expiresAt,
        }),
      );
    }
    return request!.id;
  });
}
