import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_CLAUSES } from '#shared/contract/pro-clauses.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { users } from '#server/db/schema/users.ts';
import type { ChromiumPdfRenderer } from '#server/pdf/pdf-renderer.ts';
import { createTestRenderer } from '#testing/renderer.ts';
import { pdfText } from '#server/pdf/pdf-test-tools.ts';
import { createTestApp, type TestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { createVerifiedUser, type TestUser } from '#testing/users.ts';
import { forgetSessionUser } from '#server/modules/auth/find-session-user.ts';

const flat = (text: string) => text.replace(/\s+/g, ' ');

function withProClauses(): ContractDraft {
  const draft = createSampleContract('PAID');
  draft.clauses.forceMajeure.enabled = true;
  draft.clauses.contentApproval.enabled = true;
  return draft;
}

describe(`Pro clauses on the contract routes, on ${testEngine()}`, () => {
  let t: TestApp;
  let chromium: ChromiumPdfRenderer;
  let free: TestUser;

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: authHeaders(user.accessToken), ...(payload ? { payload } : {}) });
  const expectProRequired = (response: { statusCode: number; json: () => { error: { code: string } } }) => {
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('PRO_REQUIRED');
  };
  // Written behind the app's back, as another instance would: this one forgets what it knew.
  const setPlan = async (user: TestUser, plan: 'free' | 'pro') => {
    await t.app.database.db.update(users).set({ plan }).where(eq(users.id, user.user.id));
    forgetSessionUser(user.user.id);
  };

  beforeAll(async () => {
    chromium = createTestRenderer({ poolSize: 1 });
    t = await createTestApp({}, undefined, { createPdfRenderer: () => chromium });
    free = await createVerifiedUser(t);
  });
  afterAll(async () => {
    await t?.close();
    await chromium?.close();
  });

  it.each(PRO_CLAUSES.map((clause) => clause.id))(
    'refuses to create a contract with %s on for a free account',
    async (id) => {
      const draft = createSampleContract('UGC');
      draft.clauses[id].enabled = true;
      if (id === 'exclusivity') draft.clauses.exclusivity.sector = 'cosmétiques';
      expectProRequired(await call(free, 'POST', '/api/contracts', draft));
    },
  );

  it('lets a free account create, save and export a contract with every Pro clause off', async () => {
    const created = await call(free, 'POST', '/api/contracts', createSampleContract('GIFT'));
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json();
    const saved = await call(free, 'PUT', `/api/contracts/${id}`, { ...createSampleContract('GIFT'), version });
    expect(saved.statusCode).toBe(200);
    expect((await call(free, 'POST', `/api/contracts/${id}/duplicate`)).statusCode).toBe(201);
  });

  it('refuses a free account to switch a Pro clause on in an existing contract', async () => {
    const { id, version } = (await call(free, 'POST', '/api/contracts', createSampleContract('PAID'))).json();
    expectProRequired(await call(free, 'PUT', `/api/contracts/${id}`, { ...withProClauses(), version }));
  });

  it('keeps a contract saved while Pro readable once free, and unlocks it when its Pro clauses are off', async () => {
    const former = await createVerifiedUser(t, { plan: 'pro' });
    const created = await call(former, 'POST', '/api/contracts', withProClauses());
    expect(created.statusCode).toBe(201);
    const { id, version } = created.json();
    expect((await call(former, 'POST', `/api/contracts/${id}/export`)).statusCode).toBe(200);

    await setPlan(former, 'free');
    const read = await call(former, 'GET', `/api/contracts/${id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().clauses.forceMajeure.enabled).toBe(true);
    // Even the PDF already made for this very version is not handed out again.
    expectProRequired(await call(former, 'POST', `/api/contracts/${id}/export`));
    expectProRequired(await call(former, 'POST', `/api/contracts/${id}/duplicate`));
    expectProRequired(await call(former, 'PUT', `/api/contracts/${id}`, { ...withProClauses(), version }));

    const switchedOff = await call(former, 'PUT', `/api/contracts/${id}`, { ...createSampleContract('PAID'), version });
    expect(switchedOff.statusCode).toBe(200);
    expect((await call(former, 'POST', `/api/contracts/${id}/export`)).statusCode).toBe(200);
  });

  it('answers 404 for another account’s contract, Pro or not', async () => {
    const owner = await createVerifiedUser(t, { plan: 'pro' });
    const intruder = await createVerifiedUser(t, { plan: 'pro' });
    const { id, version } = (await call(owner, 'POST', '/api/contracts', withProClauses())).json();
    expect((await call(intruder, 'GET', `/api/contracts/${id}`)).statusCode).toBe(404);
    expect((await call(intruder, 'PUT', `/api/contracts/${id}`, { ...withProClauses(), version })).statusCode).toBe(
      404,
    );
    expect((await call(intruder, 'POST', `/api/contracts/${id}/duplicate`)).statusCode).toBe(404);
    expect((await call(intruder, 'POST', `/api/contracts/${id}/export`)).statusCode).toBe(404);
  });

  it('prints the Pro articles and the brand header in a Pro account’s PDF', async () => {
    const brand = await createVerifiedUser(t, { plan: 'pro' });
    const logo = readFileSync(path.resolve('src/client/public/favicon.svg'));
    const branding = await call(brand, 'PUT', '/api/branding', {
      logo: { mimeType: 'image/svg+xml', data: logo.toString('base64') },
      accentColor: '#1d4ed8',
    });
    expect(branding.statusCode, branding.body).toBe(200);
    const draft = withProClauses();
    draft.clauses.latePenalties.enabled = true;
    const { id } = (await call(brand, 'POST', '/api/contracts', draft)).json();
    const exported = await call(brand, 'POST', `/api/contracts/${id}/export`);
    expect(exported.statusCode, exported.body).toBe(200);
    const pdf = (await call(brand, 'GET', exported.json().downloadUrl)).rawPayload;

    const text = flat(pdfText(pdf));
    expect(text).toMatch(/Article \d+ – VALIDATION PRÉALABLE DES CONTENUS \(BON À PUBLIER\)/i);
    expect(text).toMatch(/Article \d+ – CLAUSE PÉNALE/i);
    expect(text).toMatch(/Article \d+ – FORCE MAJEURE/i);
    expect(text).toContain('article 1218 du Code civil');
    expect(text).not.toMatch(/Article \d+ – VALIDATION DES CONTENUS/i);
  });
});
