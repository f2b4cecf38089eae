import { AppError } from '#server/app-error.ts';
import { findOwnedRequest, listSigners } from '#server/modules/signatures/request-rows.ts';
import type { SignatureContext } from '#server/modules/signatures/signature-context.ts';
import { signerToken } from '#server/modules/signatures/signer-link.ts';

/**
 * The owner signs in Paraphe, from her contract: her session finds her own signer (the
 * signatory whose e-mail is her account's, set when the request was sent) and gives her its
 * link instead of a mail to herself. She still checks a code before signing. Another user's
 * request is 404; a request where the owner is no signatory is 403.
 */
export async function senderSigningLink(
  ctx: Pick<SignatureContext, 'db' | 'signing'>,
  input: { ownerId: string; requestId: string },
): Promise<{ token: string }> {
  const { db } = ctx;
  const request = await findOwnedRequest(db, { ownerId: input.ownerId, requestId: input.requestId });
  const sender = (await listSigners(db, request.id)).find((signer) => signer.isSender);
  if (!sender)
    throw new AppError('FORBIDDEN', 'Vous ne signez pas ce contrat : les signataires ont reçu leur lien par e-mail');
  return { token: signerToken(ctx.signing.linkSecret, sender.id).token };
}
