import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { SignJWT, UnsecuredJWT, decodeJwt, decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { users } from '#server/db/schema/users.ts';
import { forgetSessionUser, SESSION_USER_TTL_MS } from '#server/modules/auth/find-session-user.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { createUser, createVerifiedUser } from '#testing/users.ts';

// A module of another team, as it would use the hooks.
const probeRoutes: FastifyPluginAsync = async (app) => {
  await app.register(
    async (scoped) => {
      scoped.addHook('onRequest', scoped.requireVerifiedUser);
      scoped.get('/whoami', async (request) => request.user);
    },
    { prefix: '/api/probe-verified' },
  );
};

describe(`the auth hooks on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, probeRoutes);
  });
  afterAll(async () => t.close());

  const me = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/me', headers });
  const whoami = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/probe-verified/whoami', headers: authHeaders(accessToken) });
  const secret = () => new TextEncoder().encode(t.config.jwtSecret);
  const forge = (claims: { sub: string; sv?: number }) =>
    new SignJWT({ sv: claims.sv ?? 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.sub)
      .setIssuer('paraphe')
      .setAudience('paraphe-api')
      .setIssuedAt();

  it('sets request.user for a verified account', async () => {
    const { user, accessToken } = await createVerifiedUser(t, { plan: 'pro' });
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/probe-verified/whoami',
      headers: authHeaders(accessToken),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id: user.id, email: user.email, isEmailVerified: true, plan: 'pro' });
  });

  it('answers 403 EMAIL_NOT_VERIFIED to an unverified account on a verified-only route', async () => {
    const { accessToken } = await createUser(t);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/probe-verified/whoami',
      headers: authHeaders(accessToken),
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });

  it('answers 401 without a token, or with a header that is not Bearer', async () => {
    expect((await me({})).statusCode).toBe(401);
    expect((await me({ authorization: 'Basic Y2FtaWxsZTpzZWNyZXQ=' })).json().error.code).toBe('UNAUTHORIZED');
    expect((await me({ authorization: 'Bearer pas-un-jwt' })).statusCode).toBe(401);
  });

  it('refuses a token signed with another secret', async () => {
    const { user } = await createVerifiedUser(t);
    const token = await forge({ sub: user.id })
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode('un-autre-secret-un-autre-secret-0123456789'));
    const response = await me(authHeaders(token));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const { user } = await createVerifiedUser(t);
    const token = new UnsecuredJWT({ sv: 0 })
      .setSubject(user.id)
      .setIssuer('paraphe')
      .setAudience('paraphe-api')
      .setIssuedAt()
      .setExpirationTime('15m')
      .encode();
    expect((await me(authHeaders(token))).statusCode).toBe(401);
  });

  it('refuses a tampered token: same signature, another subject', async () => {
    const alice = await createVerifiedUser(t);
    const bob = await createVerifiedUser(t);
    const [header, payload, signature] = alice.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: bob.user.id })).toString('base64url');
    expect((await me(authHeaders(`${header}.${forged}.${signature}`))).statusCode).toBe(401);
  });

  it('issues HS256 access tokens for the account that last 15 minutes', async () => {
    const { user, accessToken } = await createVerifiedUser(t);
    const header = decodeProtectedHeader(accessToken);
    const claims = decodeJwt(accessToken);
    expect(header.alg).toBe('HS256');
    expect(claims).toMatchObject({ sub: user.id, iss: 'paraphe', aud: 'paraphe-api' });
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
  });

  it('refuses a token whose signature was altered', async () => {
    const { accessToken } = await createVerifiedUser(t);
    const [header, payload, signature] = accessToken.split('.');
    const bytes = Buffer.from(signature!, 'base64url');
    bytes[0] = bytes[0]! ^ 0xff;
    const altered = `${header}.${payload}.${bytes.toString('base64url')}`;
    const response = await me(authHeaders(altered));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHORIZED');
    expect((await me(authHeaders(`${header}.${payload}.`))).statusCode).toBe(401);
  });

  it('refuses a token signed with the right secret but another algorithm (HS512)', async () => {
    const { user } = await createVerifiedUser(t);
    const token = await new SignJWT({ sv: 0 })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject(user.id)
      .setIssuer('paraphe')
      .setAudience('paraphe-api')
      .setIssuedAt()
      .setExpirationTime('15m')
      .sign(secret());
    expect((await me(authHeaders(token))).statusCode).toBe(401);
  });

  it('still accepts a token forged the same way with the right secret (the tests above are not vacuous)', async () => {
    const { user } = await createVerifiedUser(t);
    const token = await forge({ sub: user.id }).setExpirationTime('15m').sign(secret());
    expect((await me(authHeaders(token))).statusCode).toBe(200);
  });

  it('answers TOKEN_EXPIRED to an expired token', async () => {
    const { user } = await createVerifiedUser(t);
    const now = Math.floor(Date.now() / 1000);
    const token = await forge({ sub: user.id })
      .setIssuedAt(now - 3600)
      .setExpirationTime(now - 60)
      .sign(secret());
    const response = await me(authHeaders(token));
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('TOKEN_EXPIRED');
  });

  it('refuses a token for another issuer or audience, or without expiry', async () => {
    const { user } = await createVerifiedUser(t);
    const otherIssuer = await forge({ sub: user.id }).setIssuer('ailleurs').setExpirationTime('15m').sign(secret());
    const otherAudience = await forge({ sub: user.id })
      .setAudience('autre-api')
      .setExpirationTime('15m')
      .sign(secret());
    const noExpiry = await forge({ sub: user.id }).sign(secret());
    for (const token of [otherIssuer, otherAudience, noExpiry]) {
      expect((await me(authHeaders(token))).statusCode).toBe(401);
    }
  });

  it('remembers an account a few seconds: a change behind its back shows within SESSION_USER_TTL_MS', async () => {
    const { user, accessToken } = await createVerifiedUser(t, { plan: 'pro' });
    const plan = async () => (await whoami(accessToken)).json().plan;
    expect(await plan()).toBe('pro');
    // Written by another instance, say: this one still trusts what it read a moment ago…
    await t.database.db.update(users).set({ plan: 'free' }).where(eq(users.id, user.id));
    expect(await plan()).toBe('pro');
    // …until the delay has passed.
    const real = Date.now();
    const clock = vi.spyOn(Date, 'now').mockReturnValue(real + SESSION_USER_TTL_MS + 1);
    try {
      expect(await plan()).toBe('free');
    } finally {
      clock.mockRestore();
    }
    // A change this instance makes applies at once.
    await t.database.db.update(users).set({ plan: 'pro' }).where(eq(users.id, user.id));
    forgetSessionUser(user.id);
    expect(await plan()).toBe('pro');
  });

  it('reads the account again for a token of another session version than the one remembered', async () => {
    const { user, accessToken } = await createVerifiedUser(t);
    expect((await whoami(accessToken)).statusCode).toBe(200);
    // A reset on another instance: the row's version moves on, and a new session carries it.
    await t.database.db.update(users).set({ sessionVersion: 1 }).where(eq(users.id, user.id));
    const newer = await forge({ sub: user.id, sv: 1 }).setExpirationTime('15m').sign(secret());
    expect((await whoami(newer)).statusCode).toBe(200);
    // Read again for the newer token: the older one is now refused without waiting for the delay.
    expect((await whoami(accessToken)).statusCode).toBe(401);
  });

  it('refuses a well-signed token whose account no longer exists or whose subject is not an id', async () => {
    const { user, accessToken } = await createVerifiedUser(t);
    await t.database.db.delete(users).where(eq(users.id, user.id));
    expect((await me(authHeaders(accessToken))).statusCode).toBe(401);
    const unknown = await forge({ sub: randomUUID() }).setExpirationTime('15m').sign(secret());
    expect((await me(authHeaders(unknown))).statusCode).toBe(401);
    const notAnId = await forge({ sub: 'admin' }).setExpirationTime('15m').sign(secret());
    expect((await me(authHeaders(notAnId))).statusCode).toBe(401);
  });
});
