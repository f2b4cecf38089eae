import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, users } from '#server/db/schema/users.ts';
import { resendVerificationEmail } from '#server/modules/auth/resend-verification-email.ts';
import { hashSecretToken } from '#server/modules/auth/secret-token.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { linkToken, mailsTo } from '#testing/mail.ts';
import { recordingDatabase } from '#testing/recording-database.ts';
import { authHeaders, nextTestIp } from '#testing/requests.ts';
import { createUser, createVerifiedUser, uniqueEmail } from '#testing/users.ts';

describe(`e-mail verification on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: Record<string, unknown>, remoteAddress = nextTestIp()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const verify = (token: string) => post('/api/auth/verify-email', { token });
  const resend = (email: string, remoteAddress?: string) =>
    post('/api/auth/resend-verification', { email }, remoteAddress);
  /** Signs up through the API and returns the account's tokens and the link of its mail. */
  const signUp = async () => {
    const email = uniqueEmail('inscription');
    const response = await post('/api/auth/register', {
      email,
      password: 'Contrat-Lumière-2026',
      firstName: 'Zoé',
      lastName: 'Martin',
    });
    expect(response.statusCode).toBe(201);
    const [mail] = await mailsTo(t, email);
    return { email, accessToken: response.json().accessToken as string, token: linkToken(mail!, 'verify-email') };
  };
  const isVerified = async (email: string) => {
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    return row!.isEmailVerified;
  };

  describe('POST /api/auth/verify-email', () => {
    it('confirms the address of the link, without a session, and opens the account at once', async () => {
      const { email, accessToken, token } = await signUp();
      const contracts = () => t.app.inject({ method: 'GET', url: '/api/contracts', headers: authHeaders(accessToken) });
      // The session is known unconfirmed (and remembered so by the auth hook) before the link is opened.
      expect((await contracts()).statusCode).toBe(403);
      const response = await verify(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: authHeaders(accessToken) });
      expect(me.json()).toMatchObject({ email, isEmailVerified: true });
      expect((await contracts()).statusCode).toBe(200);
    });

    it('stores only a hash of a random 256-bit token, valid 24 hours', async () => {
      const first = await signUp();
      const second = await signUp();
      expect(first.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(second.token).not.toBe(first.token);
      const [row] = await t.database.db
        .select()
        .from(emailTokens)
        .where(eq(emailTokens.tokenHash, hashSecretToken(first.token)));
      expect(row?.purpose).toBe('verify_email');
      expect(JSON.stringify(row)).not.toContain(first.token);
      const hours = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 3_600_000;
      expect(hours).toBeCloseTo(24, 1);
    });

    it('works once only', async () => {
      const { token } = await signUp();
      expect((await verify(token)).statusCode).toBe(200);
      const again = await verify(token);
      expect(again.statusCode).toBe(400);
      expect(again.json().error.code).toBe('INVALID_TOKEN');
    });

    it('refuses a link older than 24 hours and leaves the account unverified', async () => {
      const { email, token } = await signUp();
      await t.database.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailTokens.tokenHash, hashSecretToken(token)));
      const response = await verify(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVALID_TOKEN');
      expect(await isVerified(email)).toBe(false);
    });

    it('refuses an unknown token, a reset link, and a malformed body with its field path', async () => {
      expect((await verify('q'.repeat(43))).json().error.code).toBe('INVALID_TOKEN');
      const { user } = await createVerifiedUser(t);
      await post('/api/auth/forgot-password', { email: user.email });
      const [resetMail] = await mailsTo(t, user.email);
      expect((await verify(linkToken(resetMail!, 'reset-password'))).json().error.code).toBe('INVALID_TOKEN');
      for (const payload of [{}, { token: 'court' }, { token: 12 }, { token: 'x'.repeat(201) }]) {
        const response = await post('/api/auth/verify-email', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error.fields.map((field: { path: string }) => field.path)).toEqual(['token']);
      }
    });
  });

  describe('POST /api/auth/resend-verification', () => {
    it('mails a new link that replaces the older ones', async () => {
      const { email, token: first } = await signUp();
      const response = await resend(email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const mails = await mailsTo(t, email);
      expect(mails).toHaveLength(2);
      expect(mails[0]?.subject).toBe('Confirmez votre adresse e-mail');
      const second = linkToken(mails[0]!, 'verify-email');
      expect(second).not.toBe(first);
      expect((await verify(first)).json().error.code).toBe('INVALID_TOKEN');
      expect((await verify(second)).statusCode).toBe(200);
      expect(await isVerified(email)).toBe(true);
    });

    it('answers an unknown or already verified address exactly as an unverified one, and mails neither', async () => {
      const pending = await createUser(t);
      const verified = await createVerifiedUser(t);
      const stranger = uniqueEmail('inconnu');
      const answers = await Promise.all([resend(pending.user.email), resend(verified.user.email), resend(stranger)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
      expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
      expect(await mailsTo(t, pending.user.email)).toHaveLength(1);
      expect(await mailsTo(t, verified.user.email)).toHaveLength(0);
      expect(await mailsTo(t, stranger)).toHaveLength(0);
    });

    it('runs the very same SQL statements for an unverified, a verified and an unknown address', async () => {
      const pending = await createUser(t);
      const verified = await createVerifiedUser(t);
      const runs = [pending.user.email, verified.user.email, uniqueEmail('inconnu')].map(() =>
        recordingDatabase(t.database),
      );
      expect(
        await resendVerificationEmail({ ...t.app.createContext(), db: runs[0]!.db }, { email: pending.user.email }),
      ).toBe(true);
      expect(
        await resendVerificationEmail({ ...t.app.createContext(), db: runs[1]!.db }, { email: verified.user.email }),
      ).toBe(false);
      expect(
        await resendVerificationEmail({ ...t.app.createContext(), db: runs[2]!.db }, { email: uniqueEmail('inconnu') }),
      ).toBe(false);
      expect(
        runs[0]!.statements.filter((statement) => /^(insert|delete)/i.test(statement)).length,
      ).toBeGreaterThanOrEqual(3);
      expect(runs[1]!.statements).toEqual(runs[0]!.statements);
      expect(runs[2]!.statements).toEqual(runs[0]!.statements);
    });

    it('trims the address and ignores its case', async () => {
      const { user } = await createUser(t);
      expect((await resend(`\t${user.email.toUpperCase()} `)).statusCode).toBe(200);
      expect(await mailsTo(t, user.email)).toHaveLength(1);
    });

    it('answers 400 with the field path for a missing or malformed address, and for no body at all', async () => {
      for (const payload of [{}, { email: 'zoé@' }, { email: ['a@b.fr'] }]) {
        const response = await post('/api/auth/resend-verification', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_ERROR');
        expect(response.json().error.fields.map((field: { path: string }) => field.path)).toEqual(['email']);
      }
      const empty = await t.app.inject({
        method: 'POST',
        url: '/api/auth/resend-verification',
        remoteAddress: nextTestIp(),
      });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().error.code).toBe('VALIDATION_ERROR');
    });

    it('allows 5 requests a minute from one address, then 429 with Retry-After', async () => {
      const ip = nextTestIp();
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await resend(uniqueEmail('essai'), ip)).statusCode, `attempt ${attempt}`).toBe(200);
      }
      const sixth = await resend(uniqueEmail('essai'), ip);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error.code).toBe('RATE_LIMITED');
      expect(Number(sixth.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    });

    it('allows 5 requests a minute for one account from any number of addresses', async () => {
      const { user } = await createUser(t);
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await resend(user.email)).statusCode, `attempt ${attempt}`).toBe(200);
      }
      const sixth = await resend(user.email);
      expect(sixth.statusCode).toBe(429);
      expect(await mailsTo(t, user.email)).toHaveLength(5);
    });
  });

  describe('an account whose address is not confirmed', () => {
    it('reaches /api/me (GET and PUT) but no other route: 403 EMAIL_NOT_VERIFIED', async () => {
      const { accessToken } = await createUser(t);
      const headers = authHeaders(accessToken);
      expect((await t.app.inject({ method: 'GET', url: '/api/me', headers })).statusCode).toBe(200);
      const rename = await t.app.inject({
        method: 'PUT',
        url: '/api/me',
        headers,
        payload: { firstName: 'Noé', lastName: 'Petit' },
      });
      expect(rename.statusCode).toBe(200);
      for (const [method, url] of [
        ['GET', '/api/contracts'],
        ['GET', '/api/credits/balance'],
        ['GET', '/api/user'],
        ['PUT', '/api/user'],
      ] as const) {
        const response = await t.app.inject({
          method,
          url,
          headers,
          ...(method === 'PUT' ? { payload: { role: 'creator', isPhysicalPerson: true } } : {}),
        });
        expect(response.statusCode, `${method} ${url}`).toBe(403);
        expect(response.json().error.code, `${method} ${url}`).toBe('EMAIL_NOT_VERIFIED');
      }
    });

    it('reaches every route once the link is opened, with the same access token', async () => {
      const { accessToken, token } = await signUp();
      const contracts = () => t.app.inject({ method: 'GET', url: '/api/contracts', headers: authHeaders(accessToken) });
      expect((await contracts()).statusCode).toBe(403);
      await verify(token);
      expect((await contracts()).statusCode).toBe(200);
    });
  });
});
