import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formalNoticeHtml } from '#server/modules/tracker/documents/formal-notice-html.ts';
import { invoiceHtml } from '#server/modules/tracker/documents/invoice-html.ts';
import { proofDossierHtml } from '#server/modules/tracker/documents/proof-dossier-html.ts';
import {
  sampleDossier,
  sampleInvoice,
  sampleNotice,
  solidPng,
} from '#server/modules/tracker/documents/sample-inputs.ts';
import type { ChromiumPdfRenderer } from '#server/pdf/pdf-renderer.ts';
import { pdfInfo, pdfText } from '#server/pdf/pdf-test-tools.ts';
import { createTestRenderer } from '#testing/renderer.ts';

/** Through the app's Chromium renderer, as the tracker will print them; one renderer for the file. */
let renderer: ChromiumPdfRenderer;
const printed: Record<'invoice' | 'notice' | 'dossier', { pdf: Buffer; pages: number }> = {} as never;

/** A screenshot taller than a page: 2 000 px, 529 mm at the CSS pixel, if it were not scaled. */
const tall = solidPng(100, 2000, [240, 120, 40]);
const wide = solidPng(600, 300, [40, 90, 200]);

const meta = (title: string) => ({ title, author: 'Paraphe', subject: title, footerReference: 'Réf. 1A2B3C4D' });
/** The text in reading order, every run of spaces (and line breaks) as one space. */
const textOf = (pdf: Buffer) => pdfText(pdf, undefined, { raw: true }).replace(/[\s\u00a0\u202f]+/g, ' ');

/** Images of a PDF, with the resolution they are drawn at (poppler's pdfimages). */
function imagesOf(pdf: Buffer): Array<{ page: number; width: number; height: number; yPpi: number }> {
  const file = path.join(tmpdir(), `paraphe-dossier-${process.pid}-${Date.now()}.pdf`);
  writeFileSync(file, pdf);
  try {
    return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .trim()
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((columns) => columns[2] === 'image')
      .map((columns) => ({
        page: Number(columns[0]),
        width: Number(columns[3]),
        height: Number(columns[4]),
        yPpi: Number(columns[13]),
      }));
  } finally {
    rmSync(file, { force: true });
  }
}

beforeAll(async () => {
  renderer = createTestRenderer({ poolSize: 1 });
  printed.invoice = await renderer.render(invoiceHtml(sampleInvoice()), meta('Facture F-0007'));
  printed.notice = await renderer.render(formalNoticeHtml(sampleNotice()), meta('Mise en demeure de payer'));
  printed.dossier = await renderer.render(proofDossierHtml(sampleDossier([tall, wide])), meta('Dossier de preuves'));
});

afterAll(async () => {
  await renderer.close();
});

describe('the tracker’s documents printed to PDF', () => {
  it('prints the invoice on one A4 page with its mentions', () => {
    expect(printed.invoice.pages).toBe(1);
    expect(pdfInfo(printed.invoice.pdf)['Page size']).toContain('(A4)');
    const text = textOf(printed.invoice.pdf);
    expect(text).toContain('Facture n° F-0007');
    expect(text).toContain('Élodie Martin, entrepreneur individuel (EI)');
    expect(text).toContain('Total TTC 1 200,00 €');
    expect(text).toContain('indemnité forfaitaire pour frais de recouvrement de 40 €');
    expect(text).toContain('Pas d’escompte pour paiement anticipé.');
    expect(text).toContain('Page 1 / 1');
  });

  it('prints the notice with its penalties table and the total claimed', () => {
    const text = textOf(printed.notice.pdf);
    expect(text).toContain('Objet : mise en demeure de payer');
    expect(text).toContain('du 01/07/2025 au 31/12/2025 184 2,15 % 12,15 % 73,50 €');
    expect(text).toContain('Total réclamé 1 334,46 €');
    expect(text).toContain('dans un délai de huit (8) jours à compter de la réception de la présente');
  });

  it('prints the dossier with both screenshots, the tallest scaled to fit its page', () => {
    const text = textOf(printed.dossier.pdf);
    expect(text).toContain('Dossier de preuves');
    expect(text).toContain('Mention obligatoire visible : confirmée par le Créateur le 10 avril 2025 à 19:42');
    // The address wraps inside its column: read without the line break.
    expect(text.replace(/ /g, '')).toContain('https://www.instagram.com/reel/C9xYz123/?utm_source=ig_web_copy_link');
    expect(text).toContain('Capture 2 sur 2');
    expect(text).toContain('Publication non encore enregistrée par le Créateur');
    const images = imagesOf(printed.dossier.pdf);
    expect(images.map(({ width, height }) => `${width}×${height}`).sort()).toEqual(['100×2000', '600×300']);
    // Drawn at most 110 mm high: 2 000 px at 25.4 mm per inch needs 462 pixels per inch or more.
    const drawnHeightMm = (2000 / images.find((image) => image.height === 2000)!.yPpi) * 25.4;
    expect(drawnHeightMm).toBeLessThanOrEqual(111);
    expect(drawnHeightMm).toBeGreaterThan(100);
  });
});
