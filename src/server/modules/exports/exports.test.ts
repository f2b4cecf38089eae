import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { contractFileName } from '#shared/contract/file-name.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';
import { parisMonthOf } from '#shared/time/paris-month.ts';
import { AppError } from '#server/app-error.ts';
import { creditLedger, contractExports } from '#server/db/schema/exports.ts';
import type { ChromiumPdfRenderer } from '#server/pdf/pdf-renderer.ts';
import { createTestRenderer } from '#testing/renderer.ts';
import { pdfFonts, pdfInfo, pdfText, qpdfCheck } from '#server/pdf/pdf-test-tools.ts';
import type { PdfRenderer } from '#server/plugins/pdf.ts';
import { createTestApp, type TestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { createUser, createVerifiedUser, type TestUser } from '#testing/users.ts';

/** The articles every contract of the type must hold (legal checklist), as the PDF prints them. */
const COMMON_ARTICLES = [
  'Objet',
  'Définitions',
  'Validation des Contenus',
  'Obligations de transparence',
  'Propriété intellectuelle',
  'Promotions interdites et conformité des Produits',
  'Enfants de moins de seize ans',
  'Statut du Créateur',
  'Responsabilité',
  'Confidentialité',
  'Durée',
  'Résiliation',
  'Force majeure',
  'Données personnelles',
  'Réputation et image de marque',
  'Dispositions générales',
  'Loi applicable et règlement des différends',
  // Both parties of the sample are merchants (CPC art. 48).
  'Attribution de juridiction',
  'Convention de preuve',
  'Documents contractuels',
];
const TYPE_ARTICLES: Record<ContractType, string[]> = {
  PAID: ['Missions du Créateur', 'Rémunération'],
  UGC: ['Création et livraison des Contenus', 'Rémunération', 'Cession des droits d’auteur', 'Droit à l’image'],
  GIFT: ['Missions du Créateur', 'Produits remis au Créateur'],
};

/** pdftotext's layout, with runs of spaces and line breaks as one space, in capitals. */
const flat = (text: string) => text.replace(/\s+/g, ' ').toLocaleUpperCase('fr-FR');

/** A tiny, valid one-page PDF: what a stand-in renderer answers when rendering is not the point. */
const FAKE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

describe(`PDF export, downloads and credits on ${testEngine()}`, () => {
  let t: TestApp;
  let chromium: ChromiumPdfRenderer;
  /** The app's clock: real time unless a test sets an instant. */
  let clock: Date | undefined;
  /** What the app's renderer hands the work to: Chromium, or a stand-in a test chooses. */
  let target: Pick<PdfRenderer, 'render'>;
  let renders = 0;
  /** Requests the browser's handler refused, and what to do when a page starts printing. */
  const blocked: string[] = [];
  let onPrinting = () => {};
  const appRenderer: PdfRenderer = {
    render(html, meta) {
      renders += 1;
      return target.render(html, meta);
    },
    // The shared Chromium outlives the app; the file closes it last.
    close: async () => {},
  };
  const fake: Pick<PdfRenderer, 'render'> = { render: async () => ({ pdf: FAKE_PDF, pages: 1 }) };

  let canary: Server;
  let canaryOrigin: string;
  const canaryHits: string[] = [];

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: authHeaders(user.accessToken), ...(payload ? { payload } : {}) });
  const create = async (user: TestUser, draft: ContractDraft = createSampleContract('PAID')) => {
    const response = await call(user, 'POST', '/api/contracts', draft);
    expect(response.statusCode).toBe(201);
    return response.json() as { id: string; version: number; status: string };
  };
  const exportOf = (user: TestUser, contractId: string) => call(user, 'POST', `/api/contracts/${contractId}/export`);
  const download = (user: TestUser, downloadUrl: string) => call(user, 'GET', downloadUrl);
  const balance = async (user: TestUser) => {
    const response = await call(user, 'GET', '/api/credits/balance');
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const creditsLeft = async (user: TestUser) => (await call(user, 'GET', '/api/me')).json().creditsLeft;
  const exportsOf = (user: TestUser) =>
    t.app.database.db.select().from(contractExports).where(eq(contractExports.ownerId, user.user.id));
  /** Exports and downloads: the PDF bytes, or the failed response. */
  const exportPdf = async (user: TestUser, contractId: string) => {
    const exported = await exportOf(user, contractId);
    expect(exported.statusCode, exported.body).toBe(200);
    const fetched = await download(user, exported.json().downloadUrl);
    expect(fetched.statusCode).toBe(200);
    return fetched.rawPayload;
  };

  beforeAll(async () => {
    chromium = createTestRenderer({
      poolSize: 2,
      onBlockedRequest: (url) => blocked.push(url),
      onPrinting: () => onPrinting(),
    });
    target = chromium;
    t = await createTestApp({}, undefined, {
      now: () => clock ?? new Date(),
      createPdfRenderer: () => appRenderer,
    });
    canary = createServer((request, response) => {
      canaryHits.push(`${request.method} ${request.url}`);
      response.end('body { color: red }');
    });
    canary.on('connection', () => canaryHits.push('connection'));
    await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
    canaryOrigin = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
  });

  afterEach(() => {
    clock = undefined;
    target = chromium;
    onPrinting = () => {};
  });

  afterAll(async () => {
    await t?.close();
    await chromium?.close();
    await new Promise((resolve) => canary?.close(resolve));
  });

  it('refuses to export a draft with a field in a wrong format (422, the fields), charges nothing, then exports it once fixed', async () => {
    const owner = await createVerifiedUser(t);
    const draft = createSampleContract('PAID') as Record<string, any>;
    draft.parties.creator.siret = '123';
    const contract = await create(owner, draft as ContractDraft);
    const before = await creditsLeft(owner);
    const refused = await exportOf(owner, contract.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error).toMatchObject({
      code: 'INVALID_FIELDS',
      fields: [{ path: 'parties.creator.siret', message: 'Le numéro SIRET doit contenir 14 chiffres.' }],
    });
    expect(await creditsLeft(owner)).toBe(before);
    expect(await exportsOf(owner)).toHaveLength(0);

    const fixed = await call(owner, 'PUT', `/api/contracts/${contract.id}`, {
      ...createSampleContract('PAID'),
      version: contract.version,
    });
    expect(fixed.statusCode).toBe(200);
    target = fake;
    expect((await exportOf(owner, contract.id)).statusCode).toBe(200);
  });

  describe('the exported PDF', () => {
    it.each(['PAID', 'UGC', 'GIFT'] as const)(
      'of a %s contract downloads named after its parties and month, passes qpdf and holds parties, amounts, dates and every mandatory article',
      async (type) => {
        const owner = await createVerifiedUser(t);
        const contract = await create(owner, createSampleContract(type));
        const exported = await exportOf(owner, contract.id);
        expect(exported.statusCode).toBe(200);
        const { downloadUrl } = exported.json();
        expect(downloadUrl).toMatch(/^\/api\/downloads\/exports\/[0-9a-f-]{36}$/);

        const fetched = await download(owner, downloadUrl);
        expect(fetched.statusCode).toBe(200);
        expect(fetched.headers['content-type']).toBe('application/pdf');
        const sample = createSampleContract(type);
        const name = contractFileName({
          brand: sample.parties.creator.name,
          creator: sample.parties.influencer.name,
          startDate: sample.clauses.duration.startDate,
        });
        expect(name).toMatch(/^Contrat_[A-Za-z]+_[A-Za-z]+_\d{4}-\d{2}\.pdf$/);
        expect(fetched.headers['content-disposition']).toBe(`attachment; filename="${name}"`);
        const pdf = fetched.rawPayload;
        expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        const check = qpdfCheck(pdf);
        expect(check.ok, check.output).toBe(true);

        const text = pdfText(pdf);
        const page = flat(text);
        expect(text).toContain('Maison Lumière');
        expect(text).toContain('Léa Dubois');
        expect(text).toContain('Claire Martin');
        // The products of the GIFT are printed at their value HT (538,90 € TTC at 20 %).
        const amount = { PAID: '1 500,00 €', UGC: '2 400,00 €', GIFT: '449,08 €' }[type];
        expect(text.replace(/[\u00a0\u202f]/g, ' ')).toContain(amount);
        // The start of the contract (place and date of signing are recorded at signature), and
        // the publication dates of the sample (UGC deliveries: 20/02/2026).
        expect(text).toContain('2 février 2026');
        expect(text).toMatch(type === 'UGC' ? /20\/02\/2026/ : /16\/02\/2026/);
        expect(text).not.toMatch(/\b2026-\d{2}-\d{2}\b/);
        for (const title of [...COMMON_ARTICLES, ...TYPE_ARTICLES[type]]) {
          expect(page).toMatch(new RegExp(`ARTICLE \\d+ – ${flat(title)}(?= |$)`));
        }
        expect(text).not.toContain('[à compléter]');

        const stored = (await exportsOf(owner))[0]!;
        const info = pdfInfo(pdf);
        expect(info.Pages).toBe(String(stored.pages));
        expect(info.Tagged).toBe('yes');
        expect(info['Page size']).toContain('(A4)');
        expect(info.Title).toBe(createSampleContract(type).title);
        expect(info.Author).toBe('Paraphe');
        expect(info.Subject).toBe('Contrat de collaboration commerciale');
        expect(pdf.toString('latin1')).toMatch(/\/Lang \(fr-FR\)/);
        // Only the faces the repository embeds (DejaVu, as 'Paraphe Serif' / 'Paraphe Sans'), no system font.
        const fonts = pdfFonts(pdf);
        expect(fonts.every((font) => font.embedded)).toBe(true);
        expect(fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, ''))).toEqual(
          expect.arrayContaining(['DejaVuSerif', 'DejaVuSerif-Bold']),
        );
        expect(fonts.every((font) => /^[A-Z]{6}\+DejaVu(Serif|Sans)/.test(font.name))).toBe(true);
        const reference = `Réf. ${contract.id.slice(0, 8).toUpperCase()} · version 1`;
        for (const number of [1, stored.pages]) {
          const pageText = pdfText(pdf, number);
          expect(pageText).toContain(`Page ${number} / ${stored.pages}`);
          expect(pageText).toContain(reference);
        }
        expect((await call(owner, 'GET', `/api/contracts/${contract.id}`)).json().status).toBe('exported');
      },
    );

    it('prints markup typed in the fields as text, and reaches neither the network nor the files', async () => {
      const owner = await createVerifiedUser(t);
      const hostile = {
        name: '<b>Maison</b> <script>document.write("exécuté")</script>Fauré',
        iframe: '<iframe src=file:///etc/passwd></iframe>',
        image: `<img src=${canaryOrigin}/image.png>`,
        link: `<link rel=stylesheet href=${canaryOrigin}/feuille.css>`,
        style: `<style>@import url(${canaryOrigin}/importe.css);</style>`,
      };
      const draft = createSampleContract('PAID');
      draft.parties.creator.name = hostile.name;
      draft.deliverables.partnershipObject = hostile.iframe;
      draft.deliverables.timetable = hostile.image;
      draft.compensation.paymentConditions = hostile.link;
      draft.clauses.confidentiality.scope = hostile.style;
      const contract = await create(owner, draft);
      blocked.length = 0;
      const pdf = await exportPdf(owner, contract.id);
      // Printed as text, the markup asked for nothing: the browser's handler, which aborts any
      // request before it leaves, was not even called. No waiting for what cannot arrive.
      expect(blocked).toEqual([]);
      expect(canaryHits).toEqual([]);

      const text = pdfText(pdf).replace(/\s+/g, ' ');
      for (const value of Object.values(hostile)) expect(text).toContain(value);
      expect(text).not.toMatch(/root:[^:]*:0:0:/);
      expect(text).not.toContain(readFileSync('/etc/passwd', 'utf8').split('\n')[0]!);
    });

    it('is checked by a canary that does hear a plain client', async () => {
      await fetch(`${canaryOrigin}/sonde`);
      expect(canaryHits).toContain('GET /sonde');
      canaryHits.length = 0;
    });
  });

  describe('credits', () => {
    it('answers the balance in its documented shape, in agreement with creditsLeft of the user record', async () => {
      const owner = await createVerifiedUser(t);
      const now = new Date();
      expect(await balance(owner)).toEqual({
        remaining: 3,
        monthlyAllowance: 3,
        monthlyRemaining: 3,
        topupRemaining: 0,
        unlimited: false,
        periodEnd: parisMonthOf(now).end.toISOString(),
      });
      expect(await creditsLeft(owner)).toBe(3);
      target = fake;
      await exportPdf(owner, (await create(owner)).id);
      expect((await balance(owner)).remaining).toBe(2);
      expect(await creditsLeft(owner)).toBe(2);
    });

    it('lets 12 concurrent exports of 12 contracts with 3 credits left succeed exactly 3 times', async () => {
      const owner = await createVerifiedUser(t);
      const contracts = [];
      for (let index = 0; index < 12; index += 1) contracts.push(await create(owner));
      const rendersBefore = renders;
      const responses = await Promise.all(contracts.map((contract) => exportOf(owner, contract.id)));

      const succeeded = responses.filter((response) => response.statusCode === 200);
      const refused = responses.filter((response) => response.statusCode === 402);
      expect(succeeded).toHaveLength(3);
      expect(refused).toHaveLength(9);
      for (const response of refused) expect(response.json().error.code).toBe('NO_CREDITS');
      expect(renders - rendersBefore).toBe(3);
      for (const response of succeeded) {
        const fetched = await download(owner, response.json().downloadUrl);
        expect(qpdfCheck(fetched.rawPayload).ok).toBe(true);
      }
      expect(await exportsOf(owner)).toHaveLength(3);
      expect((await balance(owner)).remaining).toBe(0);
      expect(await creditsLeft(owner)).toBe(0);
    });

    it('renews the 3 free exports when the month turns in Paris, not in UTC', async () => {
      target = fake;
      const owner = await createVerifiedUser(t);
      // 23:30 on 30 November in Paris (UTC+1).
      clock = new Date('2026-11-30T22:30:00Z');
      for (let index = 0; index < 3; index += 1) {
        expect((await exportOf(owner, (await create(owner)).id)).statusCode).toBe(200);
      }
      const fourth = await create(owner);
      const refused = await exportOf(owner, fourth.id);
      expect(refused.statusCode).toBe(402);
      expect(refused.json().error.code).toBe('NO_CREDITS');
      expect(await balance(owner)).toMatchObject({ remaining: 0, periodEnd: '2026-11-30T23:00:00.000Z' });

      // 00:30 on 1 December in Paris, still 30 November in UTC.
      clock = new Date('2026-11-30T23:30:00Z');
      expect(await balance(owner)).toMatchObject({ remaining: 3, periodEnd: '2026-12-31T23:00:00.000Z' });
      expect((await exportOf(owner, fourth.id)).statusCode).toBe(200);
      expect((await balance(owner)).remaining).toBe(2);
    });

    it('never limits nor charges the pro plan', async () => {
      target = fake;
      const pro = await createVerifiedUser(t, { plan: 'pro' });
      for (let index = 0; index < 5; index += 1) {
        expect((await exportOf(pro, (await create(pro)).id)).statusCode).toBe(200);
      }
      expect(await balance(pro)).toMatchObject({ remaining: null, unlimited: true });
      expect(await creditsLeft(pro)).toBeNull();
      const spent = await t.app.database.db
        .select()
        .from(creditLedger)
        .where(and(eq(creditLedger.userId, pro.user.id), eq(creditLedger.kind, 'export')));
      expect(spent).toEqual([]);
      expect(await exportsOf(pro)).toHaveLength(5);
    });

    it('re-exports an unchanged version for free and without rendering it again', async () => {
      const owner = await createVerifiedUser(t);
      const contract = await create(owner);
      const rendersBefore = renders;
      const first = await exportOf(owner, contract.id);
      const again = await exportOf(owner, contract.id);
      expect(again.statusCode).toBe(200);
      expect(again.json().downloadUrl).toBe(first.json().downloadUrl);
      expect(renders - rendersBefore).toBe(1);
      expect((await balance(owner)).remaining).toBe(2);

      const saved = await call(owner, 'PUT', `/api/contracts/${contract.id}`, {
        ...createSampleContract('PAID'),
        title: 'Contrat modifié',
        version: 1,
      });
      expect(saved.statusCode).toBe(200);
      const changed = await exportOf(owner, contract.id);
      expect(changed.statusCode).toBe(200);
      expect(changed.json().downloadUrl).not.toBe(first.json().downloadUrl);
      expect(renders - rendersBefore).toBe(2);
      expect((await balance(owner)).remaining).toBe(1);
      expect(pdfInfo((await download(owner, changed.json().downloadUrl)).rawPayload).Title).toBe('Contrat modifié');
    });

    it('gives the credit back when the renderer fails, and the next export works', async () => {
      const owner = await createVerifiedUser(t);
      const contract = await create(owner);
      target = { render: async () => Promise.reject(new Error('rendu impossible')) };
      const broken = await exportOf(owner, contract.id);
      expect(broken.statusCode).toBe(500);
      target = {
        render: async () =>
          Promise.reject(new AppError('SERVICE_UNAVAILABLE', 'File pleine', { headers: { 'Retry-After': '2' } })),
      };
      const busy = await exportOf(owner, contract.id);
      expect(busy.statusCode).toBe(503);
      expect(busy.headers['retry-after']).toBe('2');
      expect((await balance(owner)).remaining).toBe(3);
      expect(await exportsOf(owner)).toEqual([]);
      expect((await call(owner, 'GET', `/api/contracts/${contract.id}`)).json().status).toBe('draft');

      target = chromium;
      await exportPdf(owner, contract.id);
      expect((await balance(owner)).remaining).toBe(2);
    });

    it('survives Chromium killed in the middle of a render: a clean 503 or a PDF, never a lost credit', async () => {
      const owner = await createVerifiedUser(t);
      // A long contract, so that the render is still under way when the browser dies.
      const draft = createSampleContract('PAID');
      draft.deliverables.publications = Array.from({ length: 50 }, (_, index) => ({
        platform: 'Instagram',
        format: `Publication n° ${index + 1}`,
        quantity: 1,
        date: '2026-03-01',
        dateEnd: '',
      }));
      const contract = await create(owner, draft);
      await chromium.render('<p>Chauffe</p>', {
        title: 'x',
        author: 'x',
        subject: 'x',
        footerReference: 'x',
      });
      const killed = chromium.stats().browserPid!;
      const crashesBefore = chromium.stats().crashes;
      // The pool announces that a page is printing the contract: Chromium dies right then.
      onPrinting = () => {
        onPrinting = () => {};
        process.kill(killed, 'SIGKILL');
      };
      const during = await exportOf(owner, contract.id);
      if (during.statusCode === 200) {
        expect((await balance(owner)).remaining).toBe(2);
      } else {
        expect(during.statusCode).toBe(503);
        expect(during.json().error.code).toBe('SERVICE_UNAVAILABLE');
        expect(Number(during.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect((await balance(owner)).remaining).toBe(3);
        expect(await exportsOf(owner)).toEqual([]);
      }
      expect(chromium.stats().crashes).toBe(crashesBefore + 1);

      target = chromium;
      const next = await create(owner);
      const pdf = await exportPdf(owner, next.id);
      expect(qpdfCheck(pdf).ok).toBe(true);
      expect(chromium.stats().browserPid).not.toBe(killed);
      expect((await balance(owner)).remaining).toBe(during.statusCode === 200 ? 1 : 2);
    });
  });

  describe('who may export and download', () => {
    it('answers 404 for another user’s contract and export, and for ids that name nothing', async () => {
      target = fake;
      const alice = await createVerifiedUser(t);
      const bob = await createVerifiedUser(t);
      const bobs = await create(bob);
      const bobsExport = (await exportOf(bob, bobs.id)).json().downloadUrl as string;

      expect((await exportOf(alice, bobs.id)).statusCode).toBe(404);
      expect((await balance(alice)).remaining).toBe(3);
      expect((await download(alice, bobsExport)).statusCode).toBe(404);
      expect((await download(bob, bobsExport)).statusCode).toBe(200);

      for (const url of ['/api/contracts/nope/export', '/api/contracts/00000000-0000-4000-8000-000000000000/export']) {
        expect((await call(alice, 'POST', url)).statusCode).toBe(404);
      }
      for (const id of ['nope', '00000000-0000-4000-8000-000000000000', bobs.id, "1' or '1'='1"]) {
        const response = await call(alice, 'GET', `/api/downloads/exports/${encodeURIComponent(id)}`);
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe('NOT_FOUND');
      }
      expect((await balance(alice)).remaining).toBe(3);
    });

    it('requires a session (401) and a verified e-mail address (403)', async () => {
      target = fake;
      const owner = await createVerifiedUser(t);
      const contract = await create(owner);
      const { downloadUrl } = (await exportOf(owner, contract.id)).json();
      for (const [method, url] of [
        ['POST', `/api/contracts/${contract.id}/export`],
        ['GET', downloadUrl],
        ['GET', '/api/credits/balance'],
      ] as const) {
        expect((await t.app.inject({ method, url })).statusCode).toBe(401);
      }
      const unverified = await createUser(t);
      for (const [method, url] of [
        ['POST', `/api/contracts/${contract.id}/export`],
        ['GET', downloadUrl],
        ['GET', '/api/credits/balance'],
      ] as const) {
        expect((await call(unverified, method, url)).statusCode).toBe(403);
      }
    });
  });
});
