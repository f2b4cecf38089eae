import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { contractExports } from '#server/db/schema/exports.ts';
import type { ChromiumPdfRenderer } from '#server/pdf/pdf-renderer.ts';
import { createTestRenderer } from '#testing/renderer.ts';
import { pdfInfo, pdfText } from '#server/pdf/pdf-test-tools.ts';
import type { PdfRenderer } from '#server/plugins/pdf.ts';
import { createTestApp, type TestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { createVerifiedUser, type TestUser, uniqueEmail } from '#testing/users.ts';

/** A tiny, valid one-page PDF: the stand-in renderer's answer when the PDF itself is not checked. */
const FAKE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const MARK = 'PROJET — non conforme';
/** The day the sample contracts are dated: the app's clock, so no date is in the past. */
const TODAY = new Date('2026-02-02T09:00:00Z');

/**
 * A GIFT under the threshold (449,08 € HT of products) whose creator's tax residence is the
 * pre-filled one, never confirmed: a warning only. Its signatories are complete, so only the
 * law can stop its signature.
 */
function giftWithUnconfirmedResidence(brand = 'Maison Lumière'): ContractDraft {
  const gift = createSampleContract('GIFT');
  gift.parties.creator.name = brand;
  gift.parties.influencer.taxResidenceConfirmed = false;
  return gift;
}

function paid(amount: number, brand: { name: string; siret: string }): ContractDraft {
  const contract = createSampleContract('PAID');
  contract.compensation.paymentAmount = amount;
  contract.parties.creator = { ...contract.parties.creator, ...brand };
  return contract;
}

describe(`the law decides export and signature, on ${testEngine()}`, () => {
  let t: TestApp;
  let chromium: ChromiumPdfRenderer | undefined;
  let useChromium = false;
  const appRenderer: PdfRenderer = {
    render: (html, meta) => {
      if (!useChromium) return Promise.resolve({ pdf: FAKE_PDF, pages: 1 });
      // A loaded machine launches Chromium slowly: the render limit is a tolerance, not what is tested.
      chromium ??= createTestRenderer({ poolSize: 1 });
      return chromium.render(html, meta);
    },
    close: async () => {},
  };

  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: authHeaders(user.accessToken), ...(payload ? { payload } : {}) });
  const create = async (user: TestUser, draft: ContractDraft) => {
    const response = await call(user, 'POST', '/api/contracts', draft);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const exportOf = (user: TestUser, id: string) => call(user, 'POST', `/api/contracts/${id}/export`);
  const statusOf = async (id: string) =>
    (await t.app.database.db.select({ status: contracts.status }).from(contracts).where(eq(contracts.id, id)))[0]
      ?.status;
  const creditsLeft = async (user: TestUser) => (await call(user, 'GET', '/api/me')).json().creditsLeft as number;
  const requestSignature = (user: TestUser, id: string) =>
    call(user, 'POST', `/api/contracts/${id}/signature-requests`, {
      signers: [
        { party: 'influencer', name: 'Léa Dubois', email: uniqueEmail('createur') },
        { party: 'creator', name: 'Claire Martin', email: uniqueEmail('marque') },
      ],
      ordered: false,
      expiresInDays: 30,
    });
  const totals = (user: TestUser, query: Record<string, string>) =>
    call(user, 'GET', `/api/law/advertiser-totals?${new URLSearchParams(query)}`);

  beforeAll(async () => {
    t = await createTestApp({}, undefined, { now: () => TODAY, createPdfRenderer: () => appRenderer });
  });
  afterEach(() => {
    useChromium = false;
  });
  afterAll(async () => {
    await t?.close();
    await chromium?.close();
  });

  it('exports a blocked contract as a draft marked PROJET on every page, listing what is missing, for no credit', async () => {
    const user = await createVerifiedUser(t);
    const contract = createSampleContract('PAID');
    contract.compensation.paymentAmount = 0;
    contract.declarations.forbiddenPromotionExcluded = false;
    const id = await create(user, contract);
    const before = await creditsLeft(user);
    useChromium = true;

    const exported = await exportOf(user, id);
    expect(exported.statusCode, exported.body).toBe(200);
    const body = exported.json();
    expect(body.kind).toBe('draft');
    expect(body.findings.map((finding: { ruleId: string }) => finding.ruleId)).toEqual(
      expect.arrayContaining(['remuneration', 'forbidden-promotions']),
    );
    const file = await call(user, 'GET', body.downloadUrl);
    expect(file.statusCode).toBe(200);
    // Named as a draft, never as the contract.
    expect(file.headers['content-disposition']).toMatch(/filename="Projet_MaisonLumiere_LeaDubois_\d{4}-\d{2}\.pdf"/);
    const pdf = file.rawPayload;
    const pages = Number(pdfInfo(pdf).Pages);
    expect(pages).toBeGreaterThan(1);
    for (let page = 1; page <= pages; page += 1) expect(pdfText(pdf, page)).toContain(MARK);
    const first = pdfText(pdf, 1).replace(/\s+/g, ' ');
    expect(first).toContain('Montant de la rémunération');
    expect(first).toContain('promotion interdite');

    expect(await creditsLeft(user)).toBe(before);
    expect(await statusOf(id)).toBe('draft');
    // A draft is never the document sent for signature.
    expect((await requestSignature(user, id)).json().error.code).toBe('CONTRACT_NOT_EXPORTED');
  }, 180_000);

  it('exports a compliant contract as the contract, spending one credit; then sends it for signature', async () => {
    const user = await createVerifiedUser(t);
    const id = await create(user, createSampleContract('PAID'));
    const before = await creditsLeft(user);
    const exported = await exportOf(user, id);
    expect(exported.json()).toMatchObject({ kind: 'contract', findings: [] });
    expect(await creditsLeft(user)).toBe(before - 1);
    expect(await statusOf(id)).toBe('exported');
    const sent = await requestSignature(user, id);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await statusOf(id)).toBe('sent');
  });

  it('refuses the signature request and the manual « Signé » with the findings once the threshold makes a mention blocking', async () => {
    const user = await createVerifiedUser(t);
    // Under the threshold the unconfirmed residence is a warning: the GIFT exports as the contract.
    const gift = await create(user, giftWithUnconfirmedResidence());
    expect((await exportOf(user, gift)).json()).toMatchObject({ kind: 'contract' });
    // A paid partnership with the same brand, the same year: 1 500 € + 449 € HT.
    const other = await create(user, paid(1500, { name: 'Maison Lumière', siret: '' }));
    expect((await exportOf(user, other)).json()).toMatchObject({ kind: 'contract' });

    const refused = await requestSignature(user, gift);
    expect(refused.statusCode).toBe(409);
    const error = refused.json().error;
    expect(error.code).toBe('NOT_COMPLIANT');
    expect(error.findings).toEqual([
      expect.objectContaining({
        ruleId: 'influencer-tax-residence',
        severity: 'blocking',
        paths: ['parties.influencer.taxResidenceConfirmed'],
        source: 'Loi n° 2023-451, art. 8 I',
      }),
    ]);
    const marked = await call(user, 'POST', `/api/contracts/${gift}/mark-signed`);
    expect(marked.statusCode).toBe(409);
    expect(marked.json().error.findings[0].ruleId).toBe('influencer-tax-residence');
    expect(await statusOf(gift)).toBe('exported');
  });

  it('leaves a contract already sent for signature alone when a later contract crosses the threshold', async () => {
    const user = await createVerifiedUser(t);
    const gift = await create(user, giftWithUnconfirmedResidence('Atelier Brume'));
    await exportOf(user, gift);
    expect((await requestSignature(user, gift)).statusCode).toBe(201);
    const other = await create(user, paid(2000, { name: 'Atelier Brume', siret: '' }));
    await exportOf(user, other);
    const marked = await call(user, 'POST', `/api/contracts/${gift}/mark-signed`);
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json().status).toBe('signed');
  });

  it('refuses a contract exported before the law engine existed, and marks a compliant one signed', async () => {
    const user = await createVerifiedUser(t);
    const bad = createSampleContract('PAID');
    bad.compensation.paymentAmount = 0;
    const id = await create(user, bad);
    await t.app.database.db.update(contracts).set({ status: 'exported' }).where(eq(contracts.id, id));
    const refused = await call(user, 'POST', `/api/contracts/${id}/mark-signed`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'NOT_COMPLIANT',
      findings: [expect.objectContaining({ ruleId: 'remuneration' })],
    });
    expect((await requestSignature(user, id)).json().error.code).toBe('NOT_COMPLIANT');

    const good = await create(user, createSampleContract('UGC'));
    await exportOf(user, good);
    expect((await call(user, 'POST', `/api/contracts/${good}/mark-signed`)).json().status).toBe('signed');
  });

  it('sums the threshold across the contracts of one advertiser, not across two advertisers nor two users', async () => {
    const user = await createVerifiedUser(t);
    const stranger = await createVerifiedUser(t);
    const lumen = { name: 'Maison Lumen SAS', siret: '73282932000074' };
    for (const amount of [400, 350]) await exportOf(user, await create(user, paid(amount, lumen)));
    // Same SIRET under another spelling of the name; another advertiser; a draft (not counted).
    await exportOf(user, await create(user, paid(100, { name: 'Lumen', siret: '73282932000074' })));
    await exportOf(user, await create(user, paid(900, { name: 'Atelier Brume', siret: '11111111100011' })));
    await create(user, paid(5000, lumen));
    await exportOf(stranger, await create(stranger, paid(3000, lumen)));

    const mine = await totals(user, { siret: lumen.siret, name: 'Maison Lumen', startDate: '2026-02-02' });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json()).toEqual({ calendarYearHt: 850, last12MonthsHt: 850 });
    const byName = await totals(user, { siret: '', name: 'maison lumen', startDate: '2026-03-01' });
    expect(byName.json()).toEqual({ calendarYearHt: 750, last12MonthsHt: 750 });
    const nextYear = await totals(user, { siret: lumen.siret, name: '', startDate: '2027-01-15' });
    expect(nextYear.json()).toEqual({ calendarYearHt: 0, last12MonthsHt: 850 });

    // 850 € HT already received: a new 200 € contract with a missing e-mail is blocked.
    const third = paid(200, lumen);
    third.parties.influencer.email = '';
    const blocked = await exportOf(user, await create(user, third));
    expect(blocked.json()).toMatchObject({
      kind: 'draft',
      findings: [expect.objectContaining({ ruleId: 'influencer-addresses' })],
    });
    expect(blocked.json().findings[0].message).toMatch(/1\s050\s€\sHT reçus de cet annonceur en 2026/);
  });

  it('counts a concluded contract as its row is now, after any change to it, and no longer once it is a draft again', async () => {
    const user = await createVerifiedUser(t);
    const brume = { name: 'Atelier Brume', siret: '' };
    const first = await create(user, paid(400, brume));
    await exportOf(user, first);
    await exportOf(user, await create(user, paid(300, brume)));
    const query = { name: 'Atelier Brume', startDate: '2026-02-02' };
    expect((await totals(user, query)).json()).toEqual({ calendarYearHt: 700, last12MonthsHt: 700 });
    // Read again with nothing changed: the same totals.
    expect((await totals(user, query)).json()).toEqual({ calendarYearHt: 700, last12MonthsHt: 700 });

    // The body changed by hand in SQL, by no route of the app: the new amount counts at once.
    const [row] = await t.app.database.db
      .select({ body: contracts.body })
      .from(contracts)
      .where(eq(contracts.id, first));
    const body = row?.body as ContractDraft;
    await t.app.database.db
      .update(contracts)
      .set({ body: { ...body, compensation: { ...body.compensation, paymentAmount: 1000 } } })
      .where(eq(contracts.id, first));
    expect((await totals(user, query)).json()).toEqual({ calendarYearHt: 1300, last12MonthsHt: 1300 });
    // Another column only (its status back to draft): it no longer counts.
    await t.app.database.db.update(contracts).set({ status: 'draft' }).where(eq(contracts.id, first));
    expect((await totals(user, query)).json()).toEqual({ calendarYearHt: 300, last12MonthsHt: 300 });
  });

  it('answers 404 for another user’s contract, and 400 for a malformed query', async () => {
    const owner = await createVerifiedUser(t);
    const intruder = await createVerifiedUser(t);
    const id = await create(owner, createSampleContract('PAID'));
    await exportOf(owner, id);
    expect((await exportOf(intruder, id)).statusCode).toBe(404);
    expect((await call(intruder, 'POST', `/api/contracts/${id}/mark-signed`)).statusCode).toBe(404);
    expect((await requestSignature(intruder, id)).statusCode).toBe(404);
    expect((await totals(intruder, { name: 'Maison Lumière', startDate: 'hier' })).statusCode).toBe(400);
    const theirs = await totals(intruder, { name: 'Maison Lumière', startDate: '2026-02-02', contractId: id });
    expect(theirs.json()).toEqual({ calendarYearHt: 0, last12MonthsHt: 0 });
    const drafts = await t.app.database.db
      .select()
      .from(contractExports)
      .where(and(eq(contractExports.contractId, id), eq(contractExports.draft, true)));
    expect(drafts).toEqual([]);
  });
});
