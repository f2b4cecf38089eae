import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailTokens, refreshTokens, users } from '#server/db/schema/users.ts';
import { requestPasswordReset } from '#server/modules/auth/request-password-reset.ts';
import { hashSecretToken } from '#server/modules/auth/secret-token.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { linkToken, mailsTo } from '#testing/mail.ts';
import { recordingDatabase } from '#testing/recording-database.ts';
import { authHeaders, nextTestIp } from '#testing/requests.ts';
import { createUser, createVerifiedUser, uniqueEmail } from '#testing/users.ts';

const NEW_PASSWORD = 'Nouvelle-Signature-2026';

describe(`password reset on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const post = (url: string, payload: Record<string, unknown>, remoteAddress = nextTestIp()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const forgot = (email: string, remoteAddress?: string) => post('/api/auth/forgot-password', { email }, remoteAddress);
  const reset = (token: string, newPassword = NEW_PASSWORD) => post('/api/auth/reset-password', { token, newPassword });
  const login = (email: string, password: string) => post('/api/auth/login', { email, password });
  const resetTokenOf = async (email: string) => {
    const [mail] = await mailsTo(t, email);
    return linkToken(mail!, 'reset-password');
  };

  describe('POST /api/auth/forgot-password', () => {
    it('mails a French reset link, valid one hour, to an existing account', async () => {
      const { user } = await createVerifiedUser(t, { firstName: 'Léa' });
      const response = await forgot(user.email);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      const [mail, ...others] = await mailsTo(t, user.email);
      expect(others).toHaveLength(0);
      expect(mail).toMatchObject({
        subject: 'Réinitialisez votre mot de passe Paraphe',
        purpose: 'reset-password',
        status: 'pending',
      });
      expect(mail?.text).toContain('Bonjour Léa,');
      expect(mail?.text).toContain('valable 1 heure');
      expect(mail?.text).toMatch(new RegExp(`^${t.config.appUrl}/reset-password\\?token=[A-Za-z0-9_-]{43}$`, 'm'));
      expect(mail?.html).toContain(`href="${t.config.appUrl}/reset-password?token=`);

      const token = linkToken(mail!, 'reset-password');
      const [row] = await t.database.db.select().from(emailTokens).where(eq(emailTokens.userId, user.id));
      // Only the SHA-256 of the token is stored.
      expect(row?.tokenHash).toBe(hashSecretToken(token));
      expect(JSON.stringify(row)).not.toContain(token);
      const minutes = (row!.expiresAt.getTime() - row!.createdAt.getTime()) / 60_000;
      expect(minutes).toBeCloseTo(60, 0);
    });

    it('answers an unknown address exactly as a known one, and mails nobody', async () => {
      const { user } = await createVerifiedUser(t);
      const stranger = uniqueEmail('inconnu');
      const known = await forgot(user.email);
      const unknown = await forgot(stranger);
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.body).toBe(known.body);
      expect(unknown.headers['content-type']).toBe(known.headers['content-type']);
      expect(unknown.headers['set-cookie']).toBeUndefined();
      expect(await mailsTo(t, stranger)).toHaveLength(0);
      expect(await mailsTo(t, user.email)).toHaveLength(1);
    });

    it('runs the very same SQL statements for an unknown address as for a known one', async () => {
      const { user } = await createVerifiedUser(t);
      const known = recordingDatabase(t.database);
      const unknown = recordingDatabase(t.database);
      expect(await requestPasswordReset({ ...t.app.createContext(), db: known.db }, { email: user.email })).toBe(true);
      expect(
        await requestPasswordReset({ ...t.app.createContext(), db: unknown.db }, { email: uniqueEmail('inconnu') }),
      ).toBe(false);
      // No quick exit: the lookup, the token and the mail are written in one transaction
      // either way, and simply match no row for an unknown address.
      expect(known.statements.filter((statement) => /^(insert|delete)/i.test(statement)).length).toBeGreaterThanOrEqual(
        3,
      );
      expect(unknown.statements).toEqual(known.statements);
      expect(await mailsTo(t, user.email)).toHaveLength(1);
    });

    it('trims the address and ignores its case', async () => {
      const { user } = await createVerifiedUser(t);
      expect((await forgot(`  ${user.email.toUpperCase()}  `)).statusCode).toBe(200);
      expect(await mailsTo(t, user.email)).toHaveLength(1);
    });

    it('answers 400 with the field path for a missing or malformed address', async () => {
      for (const payload of [{}, { email: 'pas-une-adresse' }, { email: 42 }]) {
        const response = await post('/api/auth/forgot-password', payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json().error.code).toBe('VALIDATION_ERROR');
        expect(response.json().error.fields.map((field: { path: string }) => field.path)).toEqual(['email']);
      }
    });

    it('allows 5 requests a minute from one address, then 429 with Retry-After', async () => {
      const ip = nextTestIp();
      for (let attempt = 1; attempt <= 5; attempt++) {
        expect((await forgot(uniqueEmail('essai'), ip)).statusCode, `attempt ${attempt}`).toBe(200);
      }
      const sixth = await forgot(uniqueEmail('essai'), ip);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.json().error.code).toBe('RATE_LIMITED');
      const retryAfter = Number(sixth.headers['retry-after']);
      expect(retryAfter).toBeGreaterThanOrEqual(1);
      expect(retryAfter).toBeLessThanOrEqual(60);
    });

    it('allows 5 requests a minute for one account, whatever the source address and the case', async () => {
      const { user } = await createVerifiedUser(t);
      for (let attempt = 1; attempt <= 5; attempt++) {
        const email = attempt % 2 ? user.email : ` ${user.email.toUpperCase()}`;
        expect((await forgot(email)).statusCode, `attempt ${attempt}`).toBe(200);
      }
      const sixth = await forgot(user.email);
      expect(sixth.statusCode).toBe(429);
      expect(sixth.headers['retry-after']).toBeDefined();
      // The refused request queued nothing.
      expect(await mailsTo(t, user.email)).toHaveLength(5);
    });
  });

  describe('POST /api/auth/reset-password', () => {
    it('sets the new password: the old one stops working, the new one works', async () => {
      const { user, password } = await createVerifiedUser(t);
      await forgot(user.email);
      const response = await reset(await resetTokenOf(user.email));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
      expect((await login(user.email, password)).statusCode).toBe(401);
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('revokes every refresh token and every access token of the account, even one just used', async () => {
      const first = await createVerifiedUser(t);
      const used = await t.app.inject({ method: 'GET', url: '/api/me', headers: authHeaders(first.accessToken) });
      expect(used.statusCode).toBe(200);
      const second = await login(first.user.email, first.password);
      const rotated = await post('/api/auth/refresh', { refreshToken: first.refreshToken });
      expect(rotated.statusCode).toBe(200);
      await forgot(first.user.email);
      expect((await reset(await resetTokenOf(first.user.email))).statusCode).toBe(200);

      const live = await t.database.db.select().from(refreshTokens).where(eq(refreshTokens.userId, first.user.id));
      expect(live.length).toBeGreaterThanOrEqual(3);
      expect(live.every((row) => row.revokedAt !== null)).toBe(true);
      for (const refreshToken of [rotated.json().refreshToken, second.json().refreshToken]) {
        expect((await post('/api/auth/refresh', { refreshToken })).statusCode).toBe(401);
      }
      for (const accessToken of [first.accessToken, second.json().accessToken, rotated.json().accessToken]) {
        const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: authHeaders(accessToken) });
        expect(me.statusCode).toBe(401);
      }
    });

    it('works once only', async () => {
      const { user } = await createVerifiedUser(t);
      await forgot(user.email);
      const token = await resetTokenOf(user.email);
      expect((await reset(token)).statusCode).toBe(200);
      const again = await reset(token, 'Encore-Une-Autre-Phrase-2026');
      expect(again.statusCode).toBe(400);
      expect(again.json().error.code).toBe('INVALID_TOKEN');
      expect((await login(user.email, NEW_PASSWORD)).statusCode).toBe(200);
    });

    it('lets only one of two simultaneous uses of one link through', async () => {
      const { user } = await createVerifiedUser(t);
      await forgot(user.email);
      const token = await resetTokenOf(user.email);
      const results = await Promise.all([
        reset(token, 'Premiere-Phrase-Secrete-1'),
        reset(token, 'Seconde-Phrase-Secrete-2'),
      ]);
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 400]);
    });

    it('refuses a link older than one hour', async () => {
      const { user, password } = await createVerifiedUser(t);
      await forgot(user.email);
      const token = await resetTokenOf(user.email);
      await t.database.db
        .update(emailTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(emailTokens.tokenHash, hashSecretToken(token)));
      const response = await reset(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVALID_TOKEN');
      expect((await login(user.email, password)).statusCode).toBe(200);
    });

    it('keeps only the latest link: a second request invalidates the first', async () => {
      const { user } = await createVerifiedUser(t);
      await forgot(user.email);
      const older = await resetTokenOf(user.email);
      await forgot(user.email);
      const newer = await resetTokenOf(user.email);
      expect(newer).not.toBe(older);
      expect((await reset(older)).json().error.code).toBe('INVALID_TOKEN');
      expect((await reset(newer)).statusCode).toBe(200);
    });

    it('refuses a verification link in place of a reset link', async () => {
      const email = uniqueEmail('inscription');
      await post('/api/auth/register', { email, password: 'Contrat-Lumière-2026', firstName: 'Ana', lastName: 'Roy' });
      const [mail] = await mailsTo(t, email);
      const response = await reset(linkToken(mail!, 'verify-email'));
      expect(response.json().error.code).toBe('INVALID_TOKEN');
    });

    it('refuses an unknown token with INVALID_TOKEN, and a malformed body with field paths', async () => {
      expect((await reset('z'.repeat(43))).json().error.code).toBe('INVALID_TOKEN');
      const response = await post('/api/auth/reset-password', { token: 'court', newPassword: 'court' });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      expect(
        response
          .json()
          .error.fields.map((field: { path: string }) => field.path)
          .sort(),
      ).toEqual(['newPassword', 'token']);
      const tooLong = await post('/api/auth/reset-password', { token: 'z'.repeat(43), newPassword: 'x'.repeat(129) });
      expect(tooLong.json().error.fields[0].path).toBe('newPassword');
    });

    it('refuses a common password on newPassword and keeps the link usable', async () => {
      const { user } = await createVerifiedUser(t);
      await forgot(user.email);
      const token = await resetTokenOf(user.email);
      const common = await reset(token, 'motdepasse');
      expect(common.statusCode).toBe(400);
      expect(common.json().error.fields).toEqual([
        { path: 'newPassword', message: 'Ce mot de passe est trop courant : choisissez-en un plus original.' },
      ]);
      expect((await reset(token)).statusCode).toBe(200);
    });

    it('confirms the address of an unverified account: the link proved the mailbox', async () => {
      const { user } = await createUser(t);
      await forgot(user.email);
      expect((await reset(await resetTokenOf(user.email))).statusCode).toBe(200);
      const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.isEmailVerified).toBe(true);
    });
  });
});
