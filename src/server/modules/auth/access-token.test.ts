import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCESS_TOKEN_TTL_SECONDS, signAccessToken, verifyAccessToken } from '#server/modules/auth/access-token.ts';

const SECRET = 'secret-de-test-des-jetons-d-acces-0001';
const OTHER_SECRET = 'secret-de-test-des-jetons-d-acces-0002';
const claims = { userId: '6f1c2f4e-2b7a-4d4b-9c39-0d3f1f1b2a10', sessionVersion: 3 };

afterEach(() => {
  vi.useRealTimers();
});

describe('verifyAccessToken', () => {
  it('answers the claims of a token it signed, again on a second use', async () => {
    const token = await signAccessToken(claims, SECRET);
    await expect(verifyAccessToken(token, SECRET)).resolves.toEqual(claims);
    await expect(verifyAccessToken(token, SECRET)).resolves.toEqual(claims);
  });

  it('refuses a token it has already accepted once the token has expired', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-27T10:00:00Z'));
    const token = await signAccessToken(claims, SECRET);
    await expect(verifyAccessToken(token, SECRET)).resolves.toEqual(claims);
    vi.setSystemTime(new Date(Date.parse('2026-11-27T10:00:00Z') + (ACCESS_TOKEN_TTL_SECONDS + 1) * 1000));
    await expect(verifyAccessToken(token, SECRET)).rejects.toMatchObject({ code: 'TOKEN_EXPIRED' });
  });

  it('refuses an accepted token under another secret', async () => {
    const token = await signAccessToken(claims, SECRET);
    await expect(verifyAccessToken(token, SECRET)).resolves.toEqual(claims);
    await expect(verifyAccessToken(token, OTHER_SECRET)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a copy of an accepted token with one character of its signature changed', async () => {
    const token = await signAccessToken(claims, SECRET);
    await verifyAccessToken(token, SECRET);
    // Not the last character: its two low bits are padding in base64url.
    const at = token.length - 10;
    const changed = token[at] === 'A' ? 'B' : 'A';
    await expect(
      verifyAccessToken(`${token.slice(0, at)}${changed}${token.slice(at + 1)}`, SECRET),
    ).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
  });
});
