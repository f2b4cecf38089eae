import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { createVerifiedUser } from '#testing/users.ts';

const company = {
  siret: '73282932000074',
  companyName: 'Lumière Studio SAS',
  address: '12 rue des Arts',
  city: 'Bordeaux',
  postalCode: '33000',
};
const REQUIRED = 'Veuillez remplir tous les champs obligatoires';

describe(`/api/user (professional details) on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  const send = (method: 'GET' | 'POST' | 'PUT', accessToken: string, payload?: Record<string, unknown>) =>
    t.app.inject({ method, url: '/api/user', headers: authHeaders(accessToken), ...(payload ? { payload } : {}) });
  const signedIn = async () => (await createVerifiedUser(t)).accessToken;
  const fieldsOf = (response: { json(): { error: { fields: Array<{ path: string; message: string }> } } }) =>
    response.json().error.fields;

  describe('GET /api/user', () => {
    it('answers empty details before onboarding', async () => {
      const response = await send('GET', await signedIn());
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        role: null,
        isPhysicalPerson: false,
        siret: null,
        companyName: null,
        address: null,
        city: null,
        postalCode: null,
        legalForm: null,
        signatoryCapacity: null,
        intendedPlan: null,
      });
    });

    it('answers only the caller’s own details', async () => {
      const alice = await signedIn();
      const bob = await signedIn();
      await send('POST', alice, { role: 'brand', ...company });
      expect((await send('GET', bob)).json().role).toBeNull();
      expect((await send('GET', alice)).json()).toMatchObject({ role: 'brand', ...company });
    });

    it('answers 401 without a session', async () => {
      expect((await t.app.inject({ method: 'GET', url: '/api/user' })).statusCode).toBe(401);
    });
  });

  describe('POST /api/user (onboarding)', () => {
    it('saves a company with all five fields and the plan chosen at step 3', async () => {
      const accessToken = await signedIn();
      const response = await send('POST', accessToken, {
        role: 'creator',
        isPhysicalPerson: false,
        ...company,
        intendedPlan: 'pro',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        role: 'creator',
        isPhysicalPerson: false,
        ...company,
        legalForm: null,
        signatoryCapacity: null,
        intendedPlan: 'pro',
      });
      expect((await send('GET', accessToken)).json()).toEqual(response.json());
      const me = await t.app.inject({ method: 'GET', url: '/api/me', headers: authHeaders(accessToken) });
      expect(me.json()).toMatchObject({ role: 'creator', plan: 'free' });
    });

    it('clears the company fields of a creator acting as a physical person and keeps their address', async () => {
      const response = await send('POST', await signedIn(), {
        role: 'creator',
        isPhysicalPerson: true,
        ...company,
        legalForm: 'SAS',
        signatoryCapacity: 'Président',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        role: 'creator',
        isPhysicalPerson: true,
        siret: null,
        companyName: null,
        address: company.address,
        city: company.city,
        postalCode: company.postalCode,
        legalForm: null,
        signatoryCapacity: null,
        intendedPlan: null,
      });
    });

    it('lets a physical person leave the address out, but checks a postal code given', async () => {
      const accessToken = await signedIn();
      const saved = await send('POST', accessToken, { role: 'creator', isPhysicalPerson: true });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ address: null, city: null, postalCode: null });
      const refused = await send('POST', accessToken, { role: 'creator', isPhysicalPerson: true, postalCode: '750' });
      expect(refused.statusCode).toBe(400);
      expect(fieldsOf(refused).map((field) => field.path)).toEqual(['postalCode']);
    });

    it('saves the legal form and the signatory’s capacity of a company (C. com. R123-237)', async () => {
      const response = await send('POST', await signedIn(), {
        role: 'brand',
        ...company,
        legalForm: ' SAS ',
        signatoryCapacity: 'Présidente',
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ legalForm: 'SAS', signatoryCapacity: 'Présidente' });
    });

    it('never makes a brand a physical person: it then needs the five company fields', async () => {
      const accessToken = await signedIn();
      const refused = await send('POST', accessToken, { role: 'brand', isPhysicalPerson: true });
      expect(refused.statusCode).toBe(400);
      expect(
        fieldsOf(refused)
          .map((field) => field.path)
          .sort(),
      ).toEqual(['address', 'city', 'companyName', 'postalCode', 'siret']);
      const saved = await send('POST', accessToken, { role: 'brand', isPhysicalPerson: true, ...company });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({ role: 'brand', isPhysicalPerson: false, ...company });
    });

    it('requires all five fields when not a physical person, blank ones included', async () => {
      const response = await send('POST', await signedIn(), {
        role: 'creator',
        isPhysicalPerson: false,
        siret: company.siret,
        companyName: '   ',
        address: '',
        city: null,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      expect(fieldsOf(response)).toEqual(
        expect.arrayContaining([
          { path: 'companyName', message: REQUIRED },
          { path: 'address', message: REQUIRED },
          { path: 'city', message: REQUIRED },
          { path: 'postalCode', message: REQUIRED },
        ]),
      );
      expect(fieldsOf(response).map((field) => field.path)).not.toContain('siret');
    });

    it('accepts only creator or brand as role', async () => {
      for (const role of ['admin', '', null, undefined]) {
        const response = await send('POST', await signedIn(), { role, isPhysicalPerson: true });
        expect(response.statusCode, String(role)).toBe(400);
        expect(fieldsOf(response)).toEqual([{ path: 'role', message: 'Veuillez sélectionner votre rôle' }]);
      }
    });

    it('refuses a SIRET that is not 14 digits with the French message', async () => {
      const accessToken = await signedIn();
      for (const siret of ['7328293200007', '732829320000740', '7328293200007A', '732 829 320 00074']) {
        const response = await send('POST', accessToken, { role: 'brand', ...company, siret });
        expect(response.statusCode, siret).toBe(400);
        expect(fieldsOf(response), siret).toEqual([
          { path: 'siret', message: 'Le numéro SIRET doit contenir 14 chiffres' },
        ]);
      }
    });

    it('refuses 14 digits that fail the Luhn check, with its own message', async () => {
      const response = await send('POST', await signedIn(), { role: 'brand', ...company, siret: '73282932000075' });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response)).toEqual([
        {
          path: 'siret',
          message: 'Ce numéro SIRET n’est pas valide : vérifiez-le sur votre extrait Kbis ou avis de situation INSEE',
        },
      ]);
    });

    it('accepts La Poste’s establishments, which follow their own rule, and its head office', async () => {
      const accessToken = await signedIn();
      for (const siret of ['35600000049837', '35600000000048']) {
        const response = await send('POST', accessToken, { role: 'brand', ...company, siret });
        expect(response.statusCode, siret).toBe(200);
        expect(response.json().siret).toBe(siret);
      }
      const wrong = await send('POST', accessToken, { role: 'brand', ...company, siret: '35600000049838' });
      expect(wrong.statusCode).toBe(400);
    });

    it('refuses a postal code that is not 5 digits', async () => {
      const accessToken = await signedIn();
      for (const postalCode of ['3300', '330000', '33 00', 'ABCDE']) {
        const response = await send('POST', accessToken, { role: 'brand', ...company, postalCode });
        expect(response.statusCode, postalCode).toBe(400);
        expect(fieldsOf(response), postalCode).toEqual([
          { path: 'postalCode', message: 'Le code postal doit contenir 5 chiffres' },
        ]);
      }
    });

    it('refuses an unknown plan and names one field only: siret (no siretNumber)', async () => {
      const accessToken = await signedIn();
      const plan = await send('POST', accessToken, { role: 'creator', isPhysicalPerson: true, intendedPlan: 'gold' });
      expect(plan.statusCode).toBe(400);
      expect(fieldsOf(plan).map((field) => field.path)).toEqual(['intendedPlan']);
      const { siret, ...withoutSiret } = company;
      const misnamed = await send('POST', accessToken, { role: 'brand', ...withoutSiret, siretNumber: siret });
      expect(misnamed.statusCode).toBe(400);
      expect(fieldsOf(misnamed)).toEqual([{ path: 'siret', message: REQUIRED }]);
      const saved = await send('POST', accessToken, { role: 'brand', ...company });
      expect(Object.keys(saved.json())).not.toContain('siretNumber');
    });
  });

  describe('PUT /api/user (profile)', () => {
    it('replaces the details and keeps the plan chosen at onboarding', async () => {
      const accessToken = await signedIn();
      await send('POST', accessToken, { role: 'creator', ...company, intendedPlan: 'pro' });
      const response = await send('PUT', accessToken, { role: 'creator', isPhysicalPerson: true });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        role: 'creator',
        isPhysicalPerson: true,
        siret: null,
        companyName: null,
        address: null,
        city: null,
        postalCode: null,
        legalForm: null,
        signatoryCapacity: null,
        intendedPlan: 'pro',
      });
    });

    it('creates the details of an account that skipped onboarding', async () => {
      const accessToken = await signedIn();
      const response = await send('PUT', accessToken, { role: 'brand', ...company, city: '  Lille  ' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        role: 'brand',
        isPhysicalPerson: false,
        ...company,
        city: 'Lille',
        legalForm: null,
        signatoryCapacity: null,
        intendedPlan: null,
      });
    });

    it('applies the same rules as onboarding', async () => {
      const accessToken = await signedIn();
      const response = await send('PUT', accessToken, { role: 'brand', ...company, siret: '123' });
      expect(response.statusCode).toBe(400);
      expect(fieldsOf(response).map((field) => field.path)).toEqual(['siret']);
      const noRole = await send('PUT', accessToken, { ...company });
      expect(fieldsOf(noRole).map((field) => field.path)).toEqual(['role']);
    });
  });
});
