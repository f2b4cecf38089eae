import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditLedger } from '#server/db/schema/exports.ts';
import { reserveExportCredit } from '#server/modules/credits/export-credit-reservation.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders, nextTestIp } from '#testing/requests.ts';
import { createUser, createVerifiedUser, uniqueEmail } from '#testing/users.ts';

describe(`/api/me on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const getMe = (accessToken: string) =>
    t.app.inject({ method: 'GET', url: '/api/me', headers: authHeaders(accessToken) });
  const putMe = (accessToken: string, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/me', headers: authHeaders(accessToken), payload });
  const balanceOf = async (accessToken: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/credits/balance',
      headers: authHeaders(accessToken),
    });
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  describe('GET /api/me', () => {
    it('answers the user record of the spec, and nothing more', async () => {
      const { user, accessToken } = await createVerifiedUser(t, {
        firstName: 'Maëlle',
        lastName: 'Lefèvre',
        details: {
          role: 'brand',
          siret: '73282932000074',
          companyName: 'Lumière SAS',
          address: '3 rue Pavée',
          city: 'Lyon',
          postalCode: '69002',
        },
      });
      const response = await getMe(accessToken);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: user.id,
        firstName: 'Maëlle',
        lastName: 'Lefèvre',
        email: user.email,
        isEmailVerified: true,
        role: 'brand',
        plan: 'free',
        creditsLeft: 3,
      });
    });

    it('answers 401 without a session', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/me' });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    });
  });

  describe('creditsLeft', () => {
    it('is 3 for a new free account, as its credits balance says', async () => {
      const email = uniqueEmail('inscription');
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        remoteAddress: nextTestIp(),
        payload: { email, password: 'Contrat-Lumière-2026', firstName: 'Ana', lastName: 'Roy' },
      });
      expect(register.json().user.creditsLeft).toBe(3);
      const verified = await createVerifiedUser(t);
      expect(verified.user.creditsLeft).toBe(3);
      expect((await balanceOf(verified.accessToken)).remaining).toBe(3);
    });

    it('follows the ledger: an export spends one, a top-up pack adds its credits', async () => {
      const { user, accessToken } = await createVerifiedUser(t);
      await reserveExportCredit({ db: t.database.db, now: t.app.now }, { userId: user.id });
      expect((await getMe(accessToken)).json().creditsLeft).toBe(2);
      expect((await balanceOf(accessToken)).remaining).toBe(2);

      await t.database.db
        .insert(creditLedger)
        .values({ userId: user.id, kind: 'topup', pool: 'topup', amount: 5, reference: `test:${user.id}` });
      expect((await getMe(accessToken)).json().creditsLeft).toBe(7);
      expect((await balanceOf(accessToken)).remaining).toBe(7);

      for (let spent = 0; spent < 7; spent++)
        await reserveExportCredit({ db: t.database.db, now: t.app.now }, { userId: user.id });
      expect((await getMe(accessToken)).json().creditsLeft).toBe(0);
      expect((await balanceOf(accessToken)).remaining).toBe(0);
    });

    it('is the same in the login answer as on /api/me', async () => {
      const { user, password, accessToken } = await createVerifiedUser(t);
      await reserveExportCredit({ db: t.database.db, now: t.app.now }, { userId: user.id });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: nextTestIp(),
        payload: { email: user.email, password },
      });
      expect(login.json().user.creditsLeft).toBe(2);
      expect((await getMe(accessToken)).json().creditsLeft).toBe(2);
    });

    it('is null for the pro plan (unlimited), as the balance’s remaining', async () => {
      const { user, accessToken } = await createVerifiedUser(t, { plan: 'pro' });
      expect(user.creditsLeft).toBeNull();
      expect((await getMe(accessToken)).json()).toMatchObject({ plan: 'pro', creditsLeft: null });
      expect(await balanceOf(accessToken)).toMatchObject({ remaining: null, unlimited: true });
    });
  });

  describe('PUT /api/me', () => {
    it('changes the first and last name, trimmed, and answers the user record', async () => {
      const { user, accessToken } = await createVerifiedUser(t);
      const response = await putMe(accessToken, { firstName: '  Élodie ', lastName: ' Nguyễn ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...user, firstName: 'Élodie', lastName: 'Nguyễn' });
      expect((await getMe(accessToken)).json()).toMatchObject({ firstName: 'Élodie', lastName: 'Nguyễn' });
    });

    it('never changes the address, the plan or the verification, whatever the body says', async () => {
      const { user, accessToken } = await createUser(t);
      const response = await putMe(accessToken, {
        firstName: 'Jules',
        lastName: 'Faure',
        email: 'pirate@exemple.fr',
        plan: 'pro',
        isEmailVerified: true,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ email: user.email, plan: 'free', isEmailVerified: false });
    });

    it('answers 400 with the path of every invalid field', async () => {
      const { accessToken } = await createVerifiedUser(t);
      const response = await putMe(accessToken, { firstName: '   ', lastName: 'x'.repeat(101) });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      expect(
        response
          .json()
          .error.fields.map((field: { path: string }) => field.path)
          .sort(),
      ).toEqual(['firstName', 'lastName']);
      const missing = await putMe(accessToken, {});
      expect(
        missing
          .json()
          .error.fields.map((field: { path: string }) => field.path)
          .sort(),
      ).toEqual(['firstName', 'lastName']);
    });

    it('answers 401 without a session', async () => {
      const response = await t.app.inject({
        method: 'PUT',
        url: '/api/me',
        payload: { firstName: 'A', lastName: 'B' },
      });
      expect(response.statusCode).toBe(401);
    });
  });
});
