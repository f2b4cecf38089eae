import { createHmac } from 'node:crypto';
import { hashSecretToken } from '#server/modules/auth/secret-token.ts';

/**
 * A signer's link token: an HMAC of the signer's id under the server's secret. Only its SHA-256
 * is stored (a leaked table gives no usable link), yet the server can write the same link again
 * in a reminder without keeping the token itself.
 */
export function signerToken(secret: string, signerId: string): { token: string; tokenHash: string } {
  const token = createHmac('sha256', secret).update(`signature-link:${signerId}`).digest('base64url');
  return { token, tokenHash: hashSecretToken(token) };
}
