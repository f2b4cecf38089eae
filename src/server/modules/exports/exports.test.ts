import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contractFileName } from '#shared/contract/file-name.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';
import { contractVersions } from '#server/db/schema/contracts.ts';
import { pdfFonts, pdfInfo, pdfText, qpdfCheck } from '#server/pdf/pdf-test-tools.ts';
import { useExportTestApp } from '#server/modules/exports/export-test-app.fixture.ts';
import { testEngine } from '#testing/database.ts';
import { createUser, createVerifiedUser } from '#testing/users.ts';

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

describe(`PDF export and downloads on ${testEngine()}`, () => {
  const h = useExportTestApp();
  const { call, create, exportOf, download, balance, creditsLeft, exportsOf, exportPdf } = h;

  it('refuses to export a draft with a field in a wrong format (422, the fields), charges nothing, then exports it once fixed', async () => {
    const owner = await createVerifiedUser(h.t);
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
    h.target = h.fake;
    expect((await exportOf(owner, contract.id)).statusCode).toBe(200);
  });

  describe('the exported PDF', () => {
    it.each(['PAID', 'UGC', 'GIFT'] as const)(
      'of a %s contract downloads named after its parties and month, passes qpdf and holds parties, amounts, dates and every mandatory article',
      async (type) => {
        const owner = await createVerifiedUser(h.t);
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

    it('downloads the very bytes stored, its SHA-256 as ETag; a version naming no parties gives the contract’s id as name', async () => {
      const owner = await createVerifiedUser(h.t);
      const contract = await create(owner);
      // Every byte value, over more than one network read, as the renderer hands them over.
      const body = Buffer.from(Array.from({ length: 300_000 }, (_, index) => (index * 131 + (index >> 8)) % 256));
      const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n', 'latin1'), body]);
      h.target = { render: async () => ({ pdf, pages: 1 }) };
      const exported = await exportOf(owner, contract.id);
      expect(exported.statusCode).toBe(200);
      const { downloadUrl } = exported.json();

      const fetched = await download(owner, downloadUrl);
      expect(fetched.statusCode).toBe(200);
      expect(fetched.rawPayload.equals(pdf)).toBe(true);
      expect(fetched.headers.etag).toBe(`"${createHash('sha256').update(pdf).digest('hex')}"`);
      expect(fetched.headers['content-disposition']).toBe(
        'attachment; filename="Contrat_MaisonLumiere_LeaDubois_2026-02.pdf"',
      );

      await h.t.app.database.db
        .update(contractVersions)
        .set({ body: sql`${contractVersions.body} - 'parties'` })
        .where(eq(contractVersions.contractId, contract.id));
      const unnamed = await download(owner, downloadUrl);
      expect(unnamed.rawPayload.equals(pdf)).toBe(true);
      expect(unnamed.headers['content-disposition']).toBe(`attachment; filename="Contrat-${contract.id}.pdf"`);
    });

    it('prints markup typed in the fields as text, and reaches neither the network nor the files', async () => {
      const owner = await createVerifiedUser(h.t);
      const hostile = {
        name: '<b>Maison</b> <script>document.write("exécuté")</script>Fauré',
        iframe: '<iframe src=file:///etc/passwd></iframe>',
        image: `<img src=${h.canaryOrigin}/image.png>`,
        link: `<link rel=stylesheet href=${h.canaryOrigin}/feuille.css>`,
        style: `<style>@import url(${h.canaryOrigin}/importe.css);</style>`,
      };
      const draft = createSampleContract('PAID');
      draft.parties.creator.name = hostile.name;
      draft.deliverables.partnershipObject = hostile.iframe;
      draft.deliverables.timetable = hostile.image;
      draft.compensation.paymentConditions = hostile.link;
      draft.clauses.confidentiality.scope = hostile.style;
      const contract = await create(owner, draft);
      h.blocked.length = 0;
      const pdf = await exportPdf(owner, contract.id);
      // Printed as text, the markup asked for nothing: the browser's handler, which aborts any
      // request before it leaves, was not even called. No waiting for what cannot arrive.
      expect(h.blocked).toEqual([]);
      expect(h.canaryHits).toEqual([]);

      const text = pdfText(pdf).replace(/\s+/g, ' ');
      for (const value of Object.values(hostile)) expect(text).toContain(value);
      expect(text).not.toMatch(/root:[^:]*:0:0:/);
      expect(text).not.toContain(readFileSync('/etc/passwd', 'utf8').split('\n')[0]!);
    });

    it('is checked by a canary that does hear a plain client', async () => {
      await fetch(`${h.canaryOrigin}/sonde`);
      expect(h.canaryHits).toContain('GET /sonde');
      h.canaryHits.length = 0;
    });
  });

  describe('who may export and download', () => {
    it('answers 404 for another user’s contract and export, and for ids that name nothing', async () => {
      h.target = h.fake;
      const alice = await createVerifiedUser(h.t);
      const bob = await createVerifiedUser(h.t);
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
      h.target = h.fake;
      const owner = await createVerifiedUser(h.t);
      const contract = await create(owner);
      const { downloadUrl } = (await exportOf(owner, contract.id)).json();
      for (const [method, url] of [
        ['POST', `/api/contracts/${contract.id}/export`],
        ['GET', downloadUrl],
        ['GET', '/api/credits/balance'],
      ] as const) {
        expect((await h.t.app.inject({ method, url })).statusCode).toBe(401);
      }
      const unverified = await createUser(h.t);
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
