import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { verifyAgainstDummyHash, verifyPassword } from '#server/modules/auth/password-hashing.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders, nextTestIp, setCookieFor } from '#testing/requests.ts';
import { createUser, createVerifiedUser, uniqueEmail } from '#testing/users.ts';

// The real argon2 functions, counted: the tests check which work each login does.
vi.mock('#server/modules/auth/password-hashing.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('#server/modules/auth/password-hashing.ts')>();
  return {
    ...real,
    verifyPassword: vi.fn(real.verifyPassword),
    verifyAgainstDummyHash: vi.fn(real.verifyAgainstDummyHash),
  };
});

describe(`POST /api/auth/login on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const login = (payload: Record<string, unknown>, remoteAddress = nextTestIp()) =>
    t.app.inject({ method: 'POST', url: '/api/auth/login', payload, remoteAddress });

  it('answers the user and both tokens, and sets the refresh cookie', async () => {
    const { user, password } = await createVerifiedUser(t, { firstName: 'Inès' });
    const response = await login({ email: user.email, password });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ user, accessToken: expect.any(String), refreshToken: expect.any(String) });
    const cookie = setCookieFor(response.headers, 'refresh_token');
    expect(cookie).toContain(`refresh_token=${body.refreshToken}`);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/api/auth');
    // The test app runs on http://localhost: no Secure flag, or the browser would drop the cookie.
    expect(cookie).not.toContain('Secure');
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: authHeaders(body.accessToken) });
    expect(me.json().firstName).toBe('Inès');
  });

  it('marks the cookie Secure when the app is served over https', async () => {
    const secure = await createTestApp({ appUrl: 'https://paraphe.example' });
    try {
      const { user, password } = await createVerifiedUser(secure);
      const response = await secure.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
      });
      expect(setCookieFor(response.headers, 'refresh_token')).toContain('Secure');
    } finally {
      await secure.close();
    }
  });

  it('finds the account whatever the case and spaces of the address', async () => {
    const { user, password } = await createVerifiedUser(t);
    const response = await login({ email: `  ${user.email.toUpperCase()} `, password });
    expect(response.statusCode).toBe(200);
  });

  it('signs in an unverified account too: the client then shows /verify-required', async () => {
    const { user, password } = await createUser(t);
    const response = await login({ email: user.email, password });
    expect(response.statusCode).toBe(200);
    expect(response.json().user.isEmailVerified).toBe(false);
  });

  it('answers a wrong password and an unknown address with the same 401', async () => {
    const { user } = await createVerifiedUser(t);
    const wrong = await login({ email: user.email, password: 'pas-le-bon-mot-de-passe' });
    const unknown = await login({ email: uniqueEmail('inconnu'), password: 'pas-le-bon-mot-de-passe' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toEqual(wrong.json());
    expect(wrong.json().error.code).toBe('INVALID_CREDENTIALS');
    expect(setCookieFor(wrong.headers, 'refresh_token')).toBeUndefined();
  });

  it('spends one argon2 verification on an unknown address as on a wrong password', async () => {
    const { user } = await createVerifiedUser(t);
    vi.mocked(verifyPassword).mockClear();
    vi.mocked(verifyAgainstDummyHash).mockClear();
    await login({ email: user.email, password: 'pas-le-bon-mot-de-passe' });
    expect(verifyPassword).toHaveBeenCalledTimes(1);
    expect(vi.mocked(verifyPassword).mock.calls[0]?.[0]).toMatch(/^\$argon2id\$/);
    expect(verifyAgainstDummyHash).not.toHaveBeenCalled();

    vi.mocked(verifyPassword).mockClear();
    await login({ email: uniqueEmail('inconnu'), password: 'pas-le-bon-mot-de-passe' });
    // Without an account there is nothing to compare, but the same argon2id work is done.
    expect(verifyAgainstDummyHash).toHaveBeenCalledTimes(1);
    expect(verifyAgainstDummyHash).toHaveBeenCalledWith('pas-le-bon-mot-de-passe');
    expect(verifyPassword).not.toHaveBeenCalled();
  });

  it('answers 400 with the field paths when the body is incomplete', async () => {
    const response = await login({ email: 'pas-une-adresse' });
    expect(response.statusCode).toBe(400);
    const paths = response.json().error.fields.map((field: { path: string }) => field.path);
    expect(paths.sort()).toEqual(['email', 'password']);
  });

  it('refuses the 11th attempt in a minute from one address with 429 and Retry-After', async () => {
    const ip = nextTestIp();
    const { user, password } = await createVerifiedUser(t);
    for (let attempt = 1; attempt <= 10; attempt++) {
      const response = await login({ email: uniqueEmail('essai'), password: 'mauvais-mot-de-passe' }, ip);
      expect(response.statusCode, `attempt ${attempt}`).toBe(401);
    }
    const eleventh = await login({ email: user.email, password }, ip);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json().error.code).toBe('RATE_LIMITED');
    const retryAfter = Number(eleventh.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Another address is not affected.
    expect((await login({ email: user.email, password })).statusCode).toBe(200);
  });

  it('limits attempts on one account from many addresses as well', async () => {
    const { user, password } = await createVerifiedUser(t);
    for (let attempt = 1; attempt <= 10; attempt++) {
      await login({ email: user.email, password: 'mauvais-mot-de-passe' });
    }
    const response = await login({ email: user.email, password });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBeDefined();
  });
});
