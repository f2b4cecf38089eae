import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signatureLinkKey, signerToken } from '#server/modules/signatures/signer-link.ts';

describe('the signing links’ key', () => {
  it('is derived from the server secret with its own label, not the access tokens’ key', () => {
    const secret = 'test-secret-test-secret-test-secret-0123';
    const key = signatureLinkKey(secret);
    expect(key).not.toBe(secret);
    expect(signatureLinkKey(secret)).toBe(key);
    const withRawSecret = createHmac('sha256', secret).update('signature-link:abc').digest('base64url');
    expect(signerToken(key, 'abc').token).not.toBe(withRawSecret);
    expect(signerToken(key, 'abc').token).toBe(signerToken(key, 'abc').token);
  });
});
