import { createHash, randomBytes } from 'node:crypto';

/**
 * Refresh, verification and reset tokens: 32 random bytes (256 bits) in base64url. Only their
 * SHA-256 is stored, so a leaked table gives no usable token (OWASP Forgot Password Cheat
 * Sheet). A fast hash is enough here: unlike passwords, the input cannot be guessed.
 */
export function createSecretToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashSecretToken(token) };
}

export function hashSecretToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}
