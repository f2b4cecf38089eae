import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '#server/db/schema/users.ts';
import { hashSecretToken } from '#server/modules/auth/secret-token.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders, nextTestIp, setCookieFor } from '#testing/requests.ts';
import { linkToken, mailsTo } from '#testing/mail.ts';
import { createVerifiedUser } from '#testing/users.ts';

describe(`refresh tokens on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const refresh = (options: { body?: Record<string, unknown>; cookie?: string } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      ...(options.body ? { payload: options.body } : {}),
      ...(options.cookie ? { cookies: { refresh_token: options.cookie } } : {}),
    });
  const withToken = (refreshToken: string) => refresh({ body: { refreshToken } });
  const familyOf = async (token: string) => {
    const [row] = await t.database.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashSecretToken(token)));
    return row!;
  };

  it('rotates: answers a new access token and a new refresh token, and sets the cookie', async () => {
    const { refreshToken } = await createVerifiedUser(t);
    const response = await withToken(refreshToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    expect(body.refreshToken).not.toBe(refreshToken);
    expect(setCookieFor(response.headers, 'refresh_token')).toContain(body.refreshToken);
    const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: authHeaders(body.accessToken) });
    expect(me.statusCode).toBe(200);
  });

  it('keeps the absolute expiry of the login across rotations', async () => {
    const { refreshToken } = await createVerifiedUser(t);
    const first = await familyOf(refreshToken);
    const next = (await withToken(refreshToken)).json().refreshToken;
    const second = await familyOf(next);
    expect(second.familyId).toBe(first.familyId);
    expect(second.expiresAt.getTime()).toBe(first.expiresAt.getTime());
    const days = (first.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('revokes the whole family when a rotated token is presented again', async () => {
    const { refreshToken } = await createVerifiedUser(t);
    const next = (await withToken(refreshToken)).json().refreshToken;
    const replay = await withToken(refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().error.code).toBe('UNAUTHORIZED');
    // The legitimate holder's newer token dies with it: the thief and the victim both sign in again.
    expect((await withToken(next)).statusCode).toBe(401);
  });

  it('lets at most one of two simultaneous refreshes with the same token survive', async () => {
    const { refreshToken } = await createVerifiedUser(t);
    const results = await Promise.all([withToken(refreshToken), withToken(refreshToken)]);
    const statuses = results.map((result) => result.statusCode).sort();
    expect(statuses).toEqual([200, 401]);
    const issued = results.filter((result) => result.statusCode === 200).map((result) => result.json().refreshToken);
    const stillWorking = [];
    for (const token of issued) if ((await withToken(token)).statusCode === 200) stillWorking.push(token);
    expect(stillWorking.length).toBeLessThanOrEqual(1);
    const family = await familyOf(refreshToken);
    const live = await t.database.db
      .select()
      .from(refreshTokens)
      .where(sql`${refreshTokens.familyId} = ${family.familyId} and revoked_at is null and used_at is null`);
    expect(live).toHaveLength(0);
  });

  it('lets no session outlive a password reset that races with refreshes and a login', async () => {
    for (let round = 0; round < 3; round++) {
      const { user, password, refreshToken } = await createVerifiedUser(t);
      const sessions = [refreshToken];
      for (let login = 0; login < 3; login++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password },
          remoteAddress: nextTestIp(),
        });
        sessions.push(response.json().refreshToken);
      }
      await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: user.email },
        remoteAddress: nextTestIp(),
      });
      const [mail] = await mailsTo(t, user.email);
      const results = await Promise.all([
        t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          payload: { token: linkToken(mail!, 'reset-password'), newPassword: 'Apres-La-Reinitialisation-9' },
          remoteAddress: nextTestIp(),
        }),
        ...sessions.map((token) => withToken(token)),
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password },
          remoteAddress: nextTestIp(),
        }),
      ]);
      expect(results[0]!.statusCode).toBe(200);
      const live = await t.database.db
        .select()
        .from(refreshTokens)
        .where(sql`${refreshTokens.userId} = ${user.id} and revoked_at is null and used_at is null`);
      expect(live, `round ${round}`).toHaveLength(0);
      for (const result of results.slice(1)) {
        if (result.statusCode !== 200) continue;
        expect((await withToken(result.json().refreshToken)).statusCode, `round ${round}`).toBe(401);
      }
    }
  });

  it('refuses an expired refresh token', async () => {
    const { refreshToken } = await createVerifiedUser(t);
    await t.database.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.tokenHash, hashSecretToken(refreshToken)));
    expect((await withToken(refreshToken)).statusCode).toBe(401);
  });

  it('refuses an unknown token, an access token in its place, and a request with neither body nor cookie', async () => {
    const { accessToken } = await createVerifiedUser(t);
    expect((await withToken('x'.repeat(43))).statusCode).toBe(401);
    expect((await withToken(accessToken)).statusCode).toBe(401);
    expect((await refresh()).statusCode).toBe(401);
  });

  it('answers 400 when the body token is not a string of the right size', async () => {
    const response = await refresh({ body: { refreshToken: 'court' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].path).toBe('refreshToken');
  });

  it('works with the cookie alone, the way the web client refreshes', async () => {
    const { refreshToken } = await createVerifiedUser(t);
    const response = await refresh({ cookie: refreshToken });
    expect(response.statusCode).toBe(200);
    const cookie = setCookieFor(response.headers, 'refresh_token');
    expect(cookie).toContain(`refresh_token=${response.json().refreshToken}`);
    expect(cookie).toContain('Path=/api/auth');
  });

  it('prefers the body token over the cookie', async () => {
    const alice = await createVerifiedUser(t);
    const bob = await createVerifiedUser(t);
    const response = await refresh({ body: { refreshToken: bob.refreshToken }, cookie: alice.refreshToken });
    expect(response.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: authHeaders(response.json().accessToken),
    });
    expect(me.json().id).toBe(bob.user.id);
    // Alice's token was not spent.
    expect((await withToken(alice.refreshToken)).statusCode).toBe(200);
  });

  it('clears a dead refresh cookie', async () => {
    const response = await refresh({ cookie: 'y'.repeat(43) });
    expect(response.statusCode).toBe(401);
    expect(setCookieFor(response.headers, 'refresh_token')).toMatch(/^refresh_token=;.*Expires=Thu, 01 Jan 1970/);
  });

  describe('POST /api/auth/logout', () => {
    const logout = (options: { body?: Record<string, unknown>; cookie?: string } = {}) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        remoteAddress: nextTestIp(),
        ...(options.body ? { payload: options.body } : {}),
        ...(options.cookie ? { cookies: { refresh_token: options.cookie } } : {}),
      });

    it('revokes the family of the token and clears the cookie', async () => {
      const { refreshToken } = await createVerifiedUser(t);
      const rotated = (await withToken(refreshToken)).json().refreshToken;
      const response = await logout({ body: { refreshToken: rotated } });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect(setCookieFor(response.headers, 'refresh_token')).toMatch(/^refresh_token=;.*Path=\/api\/auth/);
      expect((await withToken(rotated)).statusCode).toBe(401);
    });

    it('takes the token from the cookie, and leaves the other sessions of the account alone', async () => {
      const { user, password, refreshToken } = await createVerifiedUser(t);
      const other = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress: nextTestIp(),
      });
      expect((await logout({ cookie: refreshToken })).statusCode).toBe(200);
      expect((await withToken(refreshToken)).statusCode).toBe(401);
      expect((await withToken(other.json().refreshToken)).statusCode).toBe(200);
    });

    it('answers 400 with the field path when the body token is malformed', async () => {
      const response = await logout({ body: { refreshToken: 42 } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields.map((field: { path: string }) => field.path)).toEqual(['refreshToken']);
    });

    it('succeeds without any token, or with an unknown one', async () => {
      expect((await logout()).statusCode).toBe(200);
      expect((await logout({ body: { refreshToken: 'z'.repeat(43) } })).statusCode).toBe(200);
    });
  });
});
