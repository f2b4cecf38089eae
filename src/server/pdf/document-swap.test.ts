import { execFileSync } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChromiumPdfRenderer } from '#server/pdf/pdf-renderer.ts';
import { createTestRenderer } from '#testing/renderer.ts';
import { contractDocument, META, pdfFonts, pdfInfo, pdfText } from '#server/pdf/pdf-test-tools.ts';

/**
 * One page prints every document here (a pool of one): each is swapped into the page the
 * previous one left, and must print as if the page were new.
 */
let renderer: ChromiumPdfRenderer;
beforeAll(() => {
  // A generous limit: the first render starts Chromium, slow on a busy machine.
  renderer = createTestRenderer({ poolSize: 1 });
});
afterAll(async () => {
  await renderer.close();
});

const lang = (pdf: Buffer) => /\/Lang \(([^)]*)\)/.exec(pdf.toString('latin1'))?.[1];
const fontNames = (pdf: Buffer) => pdfFonts(pdf).map((font) => font.name.replace(/^[A-Z]{6}\+/, ''));

/** A 4×4 red PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAQAAAAEAQMAAACTPww9AAAAA1BMVEX/AAAZ4gk3AAAAC0lEQVQI12NgQAcAABAAAZ1jP2UAAAAASUVORK5CYII=';

function imageCount(pdf: Buffer): number {
  const file = path.join(tmpdir(), `paraphe-swap-${process.pid}.pdf`);
  writeFileSync(file, pdf);
  try {
    return execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' }).trim().split('\n').length - 2;
  } finally {
    rmSync(file, { force: true });
  }
}

describe('a pool page printing one document after another', () => {
  it('keeps nothing of the previous document: styles, page size, language, text', async () => {
    const first = contractDocument({
      body: '<p class="ancien">Document précédent, format A5.</p>',
      css: '@page { size: A5; } .ancien { color: red; }',
    }).replace('lang="fr"', 'lang="en"');
    const before = await renderer.render(first, META);
    expect(pdfInfo(before.pdf)['Page size']).toContain('(A5)');
    expect(lang(before.pdf)).toBe('en');

    const { pdf } = await renderer.render('<p>Document suivant, sans en-tête.</p>', META);
    expect(pdfInfo(pdf)['Page size']).toContain('(A4)');
    expect(lang(pdf)).toBe('fr-FR');
    const text = pdfText(pdf);
    expect(text).toContain('Document suivant, sans en-tête.');
    expect(text).not.toContain('Document précédent');
  });

  it('prints Greek and Cyrillic in the embedded wide faces, then Latin text as before', async () => {
    const wide = await renderer.render(contractDocument({ body: '<p>Αθήνα et Москва, élodie.</p>' }), META);
    expect(pdfText(wide.pdf)).toContain('Αθήνα et Москва, élodie.');
    expect(pdfFonts(wide.pdf).every((font) => font.embedded)).toBe(true);
    expect(new Set(fontNames(wide.pdf))).toEqual(new Set(['DejaVuSans', 'DejaVuSerif']));

    const latin = await renderer.render(contractDocument({ body: '<p>Œuvre, ça, Noël.</p>' }), META);
    expect(pdfText(latin.pdf)).toContain('Œuvre, ça, Noël.');
    expect(new Set(fontNames(latin.pdf))).toEqual(new Set(['DejaVuSans', 'DejaVuSerif']));
  });

  it('waits for the document’s data: images before printing', async () => {
    const { pdf } = await renderer.render(
      contractDocument({ body: `<p>Logo :</p><img src="${PNG}" alt="" width="40" height="40">` }),
      META,
    );
    expect(imageCount(pdf)).toBe(1);
  });

  it('stays on the document when its head asks for a refresh', async () => {
    const html = contractDocument({ body: '<p>Texte resté en place.</p>' }).replace(
      '<title>',
      '<meta http-equiv="refresh" content="0; url=data:text/html,ailleurs"><title>',
    );
    const { pdf } = await renderer.render(html, META);
    expect(pdfText(pdf)).toContain('Texte resté en place.');
    const next = await renderer.render(contractDocument({ body: '<p>Et le suivant aussi.</p>' }), META);
    expect(pdfText(next.pdf)).toContain('Et le suivant aussi.');
  });
});
