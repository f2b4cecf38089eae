import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChromiumPdfRenderer } from '#server/pdf/pdf-renderer.ts';
import { createTestRenderer } from '#testing/renderer.ts';
import {
  contractDocument,
  META,
  paragraphs,
  pdfFonts,
  pdfInfo,
  pdfText,
  qpdfCheck,
} from '#server/pdf/pdf-test-tools.ts';

let renderer: ChromiumPdfRenderer;
let twoPages: { pdf: Buffer; pages: number };

beforeAll(async () => {
  renderer = createTestRenderer({ poolSize: 2 });
  const body = `<h1>Contrat de collaboration commerciale</h1>
    <p>Entre Élodie Müller, créatrice, et la société Maison Fauré SAS.</p>
    <p>Collection « prêt-à-porter » : 1\u202f250,00\u00a0€ HT.</p>
    <p><strong>Rémunération</strong> et <em>cession de droits</em> : œuvre, Noël, ça, où, naïve.</p>
    ${paragraphs(14)}`;
  twoPages = await renderer.render(contractDocument({ body }), META);
});

afterAll(async () => {
  await renderer.close();
});

describe('PDF rendering', () => {
  it('writes a PDF that qpdf finds valid, metadata included', () => {
    const check = qpdfCheck(twoPages.pdf);
    expect(check.output).toContain('No syntax or stream encoding errors');
    expect(check.output).not.toContain('WARNING');
    expect(check.ok).toBe(true);
  });

  it('appends the Info dictionary to Chromium’s file as one incremental update', () => {
    const text = twoPages.pdf.toString('latin1');
    expect(text.match(/%%EOF/g)).toHaveLength(2);
    expect(text.match(/\/Prev \d+/g)).toHaveLength(1);
    const update = text.slice(text.indexOf('%%EOF'));
    expect(update).toContain('/Creator <FEFF');
    expect(update).toMatch(/\/Prev \d+/);
  });

  it('counts the pages from the page tree', () => {
    expect(twoPages.pages).toBe(2);
    expect(pdfInfo(twoPages.pdf).Pages).toBe('2');
  });

  it('keeps the text with its French accents, typographic signs and the euro sign', () => {
    const text = pdfText(twoPages.pdf);
    expect(text).toContain('Élodie Müller');
    expect(text).toContain('« prêt-à-porter »');
    expect(text).toMatch(/1\s?250,00\s€ HT/u);
    expect(text).toContain('œuvre, Noël, ça, où, naïve');
  });

  it('prints "Page X / Y" and the reference at the bottom of every page', () => {
    for (const page of [1, 2]) {
      const text = pdfText(twoPages.pdf, page);
      expect(text).toContain(`Page ${page} / 2`);
      expect(text).toContain('Réf. 1A2B3C4D · version 3');
    }
  });

  it('prints a reference that looks like markup or CSS as plain text', async () => {
    const footerReference = 'Réf. "x" \\ </style><b>y</b> ; } @page {';
    const { pdf } = await renderer.render(contractDocument({ body: '<p>Court.</p>' }), { ...META, footerReference });
    expect(pdfText(pdf)).toContain(footerReference);
  });

  it('sets title, author, subject, keywords, creator and keeps Chromium’s producer and dates', () => {
    const info = pdfInfo(twoPages.pdf);
    expect(info.Title).toBe(META.title);
    expect(info.Author).toBe('Paraphe');
    expect(info.Subject).toBe('Contrat de collaboration commerciale');
    expect(info.Keywords).toBe('contrat, PAID, influence commerciale');
    expect(info.Creator).toBe('Paraphe');
    expect(info.Producer).toMatch(/^Skia\/PDF/);
    const created = new Date(info.CreationDate!);
    expect(Math.abs(Date.now() - created.getTime())).toBeLessThan(5 * 60_000);
    expect(info.Tagged).toBe('yes');
    expect(info['Page size']).toContain('(A4)');
  });

  it('tags the document in the French of France (fr-FR)', () => {
    expect(twoPages.pdf.toString('latin1')).toMatch(/\/Lang \(fr-FR\)/);
  });

  it('embeds the repository’s fonts and no system font', () => {
    const fonts = pdfFonts(twoPages.pdf);
    expect(fonts.length).toBeGreaterThan(0);
    expect(fonts.every((font) => font.embedded)).toBe(true);
    const names = fonts.map((font) => font.name.replace(/^[A-Z]{6}\+/, '')).sort();
    expect(names).toEqual(['DejaVuSans', 'DejaVuSerif', 'DejaVuSerif-Bold', 'DejaVuSerif-Italic']);
  });

  it('gives a document without CSP, <head> or <title> all three, and still renders it', async () => {
    const { pdf, pages } = await renderer.render('<p>Fragment sans en-tête, accentué : été.</p>', META);
    expect(pages).toBe(1);
    expect(pdfText(pdf)).toContain('Fragment sans en-tête, accentué : été.');
    expect(pdfInfo(pdf).Title).toBe(META.title);
  });
});

describe('signature blocks', () => {
  const signatures = `<section class="signatures">
    <p>Fait à Paris, en deux exemplaires originaux.</p>
    <p>Pour le Créateur : Élodie Müller</p>
    <div style="height: 40mm"></div>
    <p>Pour la Marque : Maison Fauré SAS</p>
  </section>`;
  // Ten articles end near the foot of the first page: the block cannot fit below them.
  const body = `${paragraphs(10)}${signatures}`;
  const pageOf = (pdf: Buffer, pages: number, text: string) =>
    Array.from({ length: pages }, (_, index) => index + 1).filter((page) => pdfText(pdf, page).includes(text));

  it('would straddle a page break without break-inside: avoid (the control)', async () => {
    const { pdf, pages } = await renderer.render(
      contractDocument({ body, css: '.signatures { break-inside: auto; }' }),
      META,
    );
    expect(pageOf(pdf, pages, 'Fait à Paris')).toEqual([1]);
    expect(pageOf(pdf, pages, 'Pour la Marque')).toEqual([2]);
  });

  it('stays whole on one page with the template’s break-inside: avoid', async () => {
    const { pdf, pages } = await renderer.render(
      contractDocument({ body, css: '.signatures { break-inside: avoid; }' }),
      META,
    );
    const first = pageOf(pdf, pages, 'Fait à Paris');
    expect(first).toHaveLength(1);
    expect(pageOf(pdf, pages, 'Pour le Créateur')).toEqual(first);
    expect(pageOf(pdf, pages, 'Pour la Marque')).toEqual(first);
  });
});
