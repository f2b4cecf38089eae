import { describe, expect, it } from 'vitest';
import { countPages, textString, writeDocumentInfo } from '#server/pdf/pdf-metadata.ts';
import { pdfInfo, qpdfCheck } from '#server/pdf/pdf-test-tools.ts';

/** A small valid PDF laid out like Chromium's: classic xref table, plain dictionaries. */
function minimalPdf(options: { pages: number; info?: string; id?: boolean }): Buffer {
  const kids = Array.from({ length: options.pages }, (_, index) => `${3 + index} 0 R`).join(' ');
  const objects = [
    '<</Type /Catalog /Pages 2 0 R>>',
    `<</Type /Pages /Kids [${kids}] /Count ${options.pages}>>`,
    ...Array.from({ length: options.pages }, () => '<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>>'),
  ];
  if (options.info) objects.push(options.info);
  let body = '%PDF-1.4\n%\xd3\xeb\xe9\xe1\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  const info = options.info ? ` /Info ${objects.length} 0 R` : '';
  const id = options.id ? ' /ID [<0123456789ABCDEF0123456789ABCDEF> <0123456789ABCDEF0123456789ABCDEF>]' : '';
  body += `trailer\n<</Size ${objects.length + 1} /Root 1 0 R${info}${id}>>\nstartxref\n${xrefAt}\n%%EOF`;
  return Buffer.from(body, 'latin1');
}

const INFO = {
  title: 'Contrat (été) — « Maison Fauré »',
  author: 'Élodie Müller',
  subject: 'Contrat de collaboration commerciale',
  keywords: ['contrat', 'UGC'],
  creator: 'Paraphe',
};

const CHROMIUM_INFO =
  '<</Title (Ancien \\(titre\\) \\\\ ok) /Creator (Mozilla/5.0 \\(X11\\)) /Producer (Skia/PDF m156) ' +
  "/CreationDate (D:20250102030405+00'00') /ModDate (D:20250102030405+00'00')>>";

describe('countPages', () => {
  it('reads /Count from the page tree', () => {
    expect(countPages(minimalPdf({ pages: 3 }))).toBe(3);
  });
});

describe('writeDocumentInfo', () => {
  it('replaces the Info object by an incremental update that qpdf accepts', () => {
    const original = minimalPdf({ pages: 2, info: CHROMIUM_INFO, id: true });
    const updated = writeDocumentInfo(original, INFO);
    expect(updated.subarray(0, original.length).equals(original)).toBe(true);
    const check = qpdfCheck(updated);
    expect(check.output).toContain('No syntax or stream encoding errors found');
    expect(check.output).not.toContain('WARNING');
    expect(check.ok).toBe(true);
    const info = pdfInfo(updated);
    expect(info.Title).toBe(INFO.title);
    expect(info.Author).toBe('Élodie Müller');
    expect(info.Subject).toBe('Contrat de collaboration commerciale');
    expect(info.Keywords).toBe('contrat, UGC');
    expect(info.Creator).toBe('Paraphe');
    expect(info.Producer).toBe('Skia/PDF m156');
    expect(info.CreationDate).toContain('2025');
    expect(updated.toString('latin1')).toMatch(/\/Prev \d+/);
    expect(updated.toString('latin1')).toContain('/ID [<0123456789ABCDEF');
  });

  it('creates the Info object when the file has none', () => {
    const updated = writeDocumentInfo(minimalPdf({ pages: 1 }), INFO);
    expect(qpdfCheck(updated).ok).toBe(true);
    expect(pdfInfo(updated).Author).toBe('Élodie Müller');
  });

  it('reads its own update: a second one builds on the first', () => {
    const once = writeDocumentInfo(minimalPdf({ pages: 2, info: CHROMIUM_INFO }), INFO);
    const twice = writeDocumentInfo(once, { ...INFO, title: 'Deuxième titre', keywords: [] });
    expect(qpdfCheck(twice).ok).toBe(true);
    const info = pdfInfo(twice);
    expect(info.Title).toBe('Deuxième titre');
    expect(info.Keywords).toBeUndefined();
    expect(info.Producer).toBe('Skia/PDF m156');
    expect(countPages(twice)).toBe(2);
  });

  it('refuses a file it cannot read rather than corrupt it', () => {
    expect(() => writeDocumentInfo(Buffer.from('%PDF-1.7\nnot really\n'), INFO)).toThrow(/startxref/);
  });
});

describe('textString', () => {
  it('writes UTF-16BE with a byte order mark, so any character survives', () => {
    expect(textString('é€')).toBe('<FEFF00E920AC>');
  });
});
