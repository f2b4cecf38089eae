import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PdfMeta } from '#server/pdf/pdf-renderer.ts';

/** Reads PDFs with poppler and qpdf, the tools a reader of the file would trust. */
function withFile<T>(pdf: Buffer, read: (file: string) => T): T {
  const file = path.join(tmpdir(), `paraphe-test-${randomUUID()}.pdf`);
  writeFileSync(file, pdf);
  try {
    return read(file);
  } finally {
    rmSync(file, { force: true });
  }
}

/** The text of one page (1-based), or of the whole document. */
/**
 * The text of a PDF (or of one page), laid out as on the page; `raw` keeps the order of the
 * content stream instead, so that a table's cells read whole rather than line by line.
 */
export function pdfText(pdf: Buffer, page?: number, { raw = false }: { raw?: boolean } = {}): string {
  const range = page === undefined ? [] : ['-f', String(page), '-l', String(page)];
  return withFile(pdf, (file) =>
    execFileSync('pdftotext', [raw ? '-raw' : '-layout', '-enc', 'UTF-8', ...range, file, '-'], { encoding: 'utf8' }),
  );
}

export function pdfInfo(pdf: Buffer): Record<string, string> {
  const output = withFile(pdf, (file) => execFileSync('pdfinfo', ['-enc', 'UTF-8', file], { encoding: 'utf8' }));
  return Object.fromEntries(
    output
      .split('\n')
      .map((line) => /^([^:]+):\s*(.*)$/.exec(line))
      .filter((match): match is RegExpExecArray => match !== null)
      .map((match) => [match[1]!.trim(), match[2]!.trim()]),
  );
}

export type EmbeddedFont = { name: string; embedded: boolean };

export function pdfFonts(pdf: Buffer): EmbeddedFont[] {
  const output = withFile(pdf, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }));
  const lines = output.trim().split('\n').slice(2);
  // Columns: name, type (may hold spaces), encoding, emb, sub, uni, object, generation.
  return lines.map((line) => {
    const columns = line.trim().split(/\s+/);
    return { name: columns[0]!, embedded: columns.at(-5) === 'yes' };
  });
}

/** qpdf's verdict: exit 0 means no syntax or stream error; anything else comes back with its output. */
export function qpdfCheck(pdf: Buffer): { ok: boolean; output: string } {
  const result = withFile(pdf, (file) => spawnSync('qpdf', ['--check', file], { encoding: 'utf8' }));
  return { ok: result.status === 0, output: `${result.stdout}${result.stderr}` };
}

export const META: PdfMeta = {
  title: 'Contrat de collaboration commerciale — Élodie & Maison Fauré',
  author: 'Paraphe',
  subject: 'Contrat de collaboration commerciale',
  keywords: ['contrat', 'PAID', 'influence commerciale'],
  footerReference: 'Réf. 1A2B3C4D · version 3',
};

const CSP =
  '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; style-src \'unsafe-inline\'; img-src data:; font-src data:">';

/**
 * A document shaped like the template's output. Its text uses 'Paraphe Serif' with no
 * fallback, so a face that failed to load shows up in pdffonts as Chromium's default font.
 */
export function contractDocument(options: { body: string; css?: string; csp?: boolean }): string {
  return [
    '<!doctype html>',
    '<html lang="fr">',
    '<head>',
    '<meta charset="utf-8">',
    options.csp === false ? '' : CSP,
    '<title>Contrat de collaboration</title>',
    `<style>body { margin: 0; font-family: 'Paraphe Serif'; font-size: 10.5pt; line-height: 1.5; }`,
    `${options.css ?? ''}</style>`,
    '</head>',
    `<body>${options.body}</body>`,
    '</html>',
  ].join('\n');
}

export function paragraphs(count: number, from = 1): string {
  return Array.from(
    { length: count },
    (_, index) =>
      `<p>Article ${from + index}. Le Créateur réalise les contenus décrits ci-dessous ; la Marque lui verse ` +
      'la rémunération convenue, soit 1 250,00 € hors taxes, à réception de la facture, sans délai supplémentaire.</p>',
  ).join('\n');
}
