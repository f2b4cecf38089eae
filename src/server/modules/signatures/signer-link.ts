import { createHmac, hkdfSync } from 'node:crypto';
import { hashSecretToken } from '#server/modules/auth/secret-token.ts';

/**
 * The info label of the signing links' key. The key is derived from the server secret with
 * HKDF (RFC 5869) under this label alone: the access tokens sign with another key, so that one
 * key never serves two purposes (docs/decisions/005-electronic-signature.md).
 */
export const SIGNATURE_LINK_KEY_LABEL = 'paraphe/signature-link/v1';

/** The key that signs the signers' links, derived once from the server secret. */
export function signatureLinkKey(serverSecret: string): string {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'paraphe', SIGNATURE_LINK_KEY_LABEL, 32)).toString('base64url');
}

/**
 * A signer's link token: an HMAC of the signer's id under the links' key. Only its SHA-256 is
 * stored (a leaked table gives no usable link), yet the server can write the same link again
 * in a reminder without keeping the token itself.
 */
export function signerToken(linkKey: string, signerId: string): { token: string; tokenHash: string } {
  const token = createHmac('sha256', linkKey).update(`signature-link:${signerId}`).digest('base64url');
  return { token, tokenHash: hashSecretToken(token) };
}
