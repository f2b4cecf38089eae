import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { countPages, rewriteDocumentInfo, writeDocumentInfo } from '#server/pdf/pdf-metadata.ts';
import { pdfInfo, qpdfCheck } from '#server/pdf/pdf-test-tools.ts';

/** A small valid PDF laid out like Chromium's: classic xref table, plain dictionaries. */
function minimalPdf(options: { pages: number; info?: string; id?: boolean; offsetShift?: number }): Buffer {
  const kids = Array.from({ length: options.pages }, (_, index) => `${3 + index} 0 R`).join(' ');
  const objects = [
    '<</Type /Catalog /Pages 2 0 R>>',
    `<</Type /Pages /Kids [${kids}] /Count ${options.pages}>>`,
    ...Array.from({ length: options.pages }, () => '<</Type /Page /Parent 2 0 R /MediaBox [0 0 595 842]>>'),
  ];
  return classicPdf(objects, options);
}

/** Objects numbered from 1, the first the catalog; `offsetShift` makes the table point beside them. */
function classicPdf(objects: string[], options: { info?: string; id?: boolean; offsetShift?: number }): Buffer {
  if (options.info) objects.push(options.info);
  let body = '%PDF-1.4\n%\xd3\xeb\xe9\xe1\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets
    .map((offset) => `${String(offset + (options.offsetShift ?? 0)).padStart(10, '0')} 00000 n \n`)
    .join('');
  const info = options.info ? ` /Info ${objects.length} 0 R` : '';
  const id = options.id ? ' /ID [<0123456789ABCDEF0123456789ABCDEF> <0123456789ABCDEF0123456789ABCDEF>]' : '';
  body += `trailer\n<</Size ${objects.length + 1} /Root 1 0 R${info}${id}>>\nstartxref\n${xrefAt}\n%%EOF`;
  return Buffer.from(body, 'latin1');
}

/** A PDF 1.5 file whose objects sit in object streams, indexed by a cross-reference stream. */
async function xrefStreamPdf(pages: number): Promise<Buffer> {
  const document = await PDFDocument.create({ updateMetadata: false });
  for (let page = 0; page < pages; page += 1) document.addPage([595, 842]);
  document.setProducer('Skia/PDF m156');
  document.setCreationDate(new Date('2025-01-02T03:04:05Z'));
  return Buffer.from(await document.save({ useObjectStreams: true }));
}

const INFO = {
  title: 'Contrat (été) — « Maison Fauré »',
  author: 'Élodie Müller',
  subject: 'Contrat de collaboration commerciale',
  keywords: ['contrat', 'influence commerciale'],
  creator: 'Paraphe',
};

const CHROMIUM_INFO =
  '<</Title (Ancien \\(titre\\) \\\\ ok) /Creator (Mozilla/5.0 \\(X11\\)) /Producer (Skia/PDF m156) ' +
  "/CreationDate (D:20250102030405+00'00') /ModDate (D:20250102030405+00'00')>>";

function expectValid(pdf: Buffer) {
  const check = qpdfCheck(pdf);
  expect(check.output).toContain('No syntax or stream encoding errors found');
  expect(check.output).not.toContain('WARNING');
  expect(check.ok).toBe(true);
}

describe('countPages', () => {
  it('reads the page tree of a classic cross-reference table', async () => {
    expect(await countPages(minimalPdf({ pages: 3 }))).toBe(3);
  });

  it('reads the page tree of a cross-reference stream', async () => {
    const pdf = await xrefStreamPdf(4);
    expect(pdf.toString('latin1')).toMatch(/\/Type \/XRef/);
    expect(pdf.toString('latin1')).not.toMatch(/^xref$/m);
    expect(await countPages(pdf)).toBe(4);
  });
});

describe('writeDocumentInfo', () => {
  it('writes title, author, subject, keywords and creator, keeps Producer, dates and /ID', async () => {
    const { pdf, pages } = await writeDocumentInfo(minimalPdf({ pages: 2, info: CHROMIUM_INFO, id: true }), INFO);
    expect(pages).toBe(2);
    expectValid(pdf);
    const info = pdfInfo(pdf);
    expect(info.Title).toBe(INFO.title);
    expect(info.Author).toBe('Élodie Müller');
    expect(info.Subject).toBe('Contrat de collaboration commerciale');
    expect(info.Keywords).toBe('contrat, influence commerciale');
    expect(info.Creator).toBe('Paraphe');
    expect(info.Producer).toBe('Skia/PDF m156');
    expect(info.CreationDate).toContain('2025');
    expect(info.ModDate).toContain('2025');
    expect(pdf.toString('latin1')).toMatch(/\/ID \[ ?<0123456789ABCDEF/);
  });

  it('gets the page count and the metadata of a file with a cross-reference stream right', async () => {
    const { pdf, pages } = await writeDocumentInfo(await xrefStreamPdf(3), INFO);
    expect(pages).toBe(3);
    expectValid(pdf);
    const info = pdfInfo(pdf);
    expect(info.Pages).toBe('3');
    expect(info.Title).toBe(INFO.title);
    expect(info.Author).toBe('Élodie Müller');
    expect(info.Keywords).toBe('contrat, influence commerciale');
    expect(info.Creator).toBe('Paraphe');
    expect(info.Producer).toBe('Skia/PDF m156');
    expect(info.CreationDate).toContain('2025');
  });

  it('creates the Info dictionary when the file has none', async () => {
    const { pdf } = await writeDocumentInfo(minimalPdf({ pages: 1 }), INFO);
    expectValid(pdf);
    expect(pdfInfo(pdf).Author).toBe('Élodie Müller');
  });

  it('reads its own output: a second write replaces the first, no keywords removes them', async () => {
    const once = await writeDocumentInfo(minimalPdf({ pages: 2, info: CHROMIUM_INFO }), INFO);
    const twice = await writeDocumentInfo(once.pdf, { ...INFO, title: 'Deuxième titre', keywords: [] });
    expectValid(twice.pdf);
    const info = pdfInfo(twice.pdf);
    expect(info.Title).toBe('Deuxième titre');
    expect(info.Keywords).toBeUndefined();
    expect(info.Producer).toBe('Skia/PDF m156');
    expect(twice.pages).toBe(2);
  });

  it('refuses a file it cannot read rather than corrupt it', async () => {
    await expect(writeDocumentInfo(Buffer.from('%PDF-1.7\nnot really\n'), INFO)).rejects.toThrow();
  });

  it('writes text strings in UTF-16BE with a byte order mark, so any character survives', async () => {
    const { pdf } = await writeDocumentInfo(minimalPdf({ pages: 1 }), { ...INFO, title: 'é€' });
    expect(pdf.toString('latin1')).toMatch(/\/Title <FEFF00E920AC>/i);
  });
});

describe('writeDocumentInfo on a classic cross-reference table: an incremental update', () => {
  it('keeps the printed file byte for byte and appends the Info object, its table and a trailer', async () => {
    const printed = minimalPdf({ pages: 2, info: CHROMIUM_INFO, id: true });
    const { pdf, pages } = await writeDocumentInfo(printed, INFO);
    expect(pages).toBe(2);
    expect(pdf.subarray(0, printed.length).equals(printed)).toBe(true);
    const update = pdf.subarray(printed.length).toString('latin1');
    const previous = /startxref\n(\d+)\n%%EOF$/.exec(printed.toString('latin1'))![1];
    expect(update).toContain(`/Prev ${previous}`);
    expect(update).toMatch(/\/Size 7 .*\/Root 1 0 R .*\/Info 6 0 R .*\/ID \[<0123456789ABCDEF/s);
    expect(update).toContain('/Producer (Skia/PDF m156)');
    expectValid(pdf);
    expect(pdfInfo(pdf).Pages).toBe('2');
  });

  it('gives the same metadata as the pdf-lib rewrite', async () => {
    const printed = minimalPdf({ pages: 3, info: CHROMIUM_INFO, id: true });
    const appended = pdfInfo((await writeDocumentInfo(printed, INFO)).pdf);
    const rewritten = pdfInfo((await rewriteDocumentInfo(printed, INFO)).pdf);
    for (const key of [
      'Title',
      'Author',
      'Subject',
      'Keywords',
      'Creator',
      'Producer',
      'CreationDate',
      'ModDate',
      'Pages',
    ]) {
      expect(appended[key], key).toBe(rewritten[key]);
    }
  });

  it('takes the page count from the root of the page tree, however deep the tree', async () => {
    const objects = [
      '<</Type /Catalog /Pages 2 0 R>>',
      '<</Type /Pages /Kids [3 0 R 4 0 R] /Count 5 0 R>>',
      '<</Type /Pages /Parent 2 0 R /Kids [6 0 R 7 0 R] /Count 2>>',
      '<</Type /Pages /Parent 2 0 R /Kids [8 0 R] /Count 1>>',
      '3',
      '<</Type /Page /Parent 3 0 R /MediaBox [0 0 595 842]>>',
      '<</Type /Page /Parent 3 0 R /MediaBox [0 0 595 842]>>',
      '<</Type /Page /Parent 4 0 R /MediaBox [0 0 595 842]>>',
    ];
    const printed = classicPdf(objects, {});
    const { pdf, pages } = await writeDocumentInfo(printed, INFO);
    expect(pages).toBe(3);
    expect(pdf.subarray(0, printed.length).equals(printed)).toBe(true);
    expectValid(pdf);
    expect(pdfInfo(pdf).Pages).toBe('3');
  });

  it('rewrites through pdf-lib a file whose table does not point at its objects', async () => {
    const printed = minimalPdf({ pages: 2, info: CHROMIUM_INFO, offsetShift: 3 });
    const { pdf, pages } = await writeDocumentInfo(printed, INFO);
    expect(pages).toBe(2);
    expect(pdf.subarray(0, printed.length).equals(printed)).toBe(false);
    expectValid(pdf);
    expect(pdfInfo(pdf).Author).toBe('Élodie Müller');
  });

  it('rewrites through pdf-lib a file with a cross-reference stream', async () => {
    const printed = await xrefStreamPdf(2);
    const { pdf } = await writeDocumentInfo(printed, INFO);
    expect(pdf.subarray(0, printed.length).equals(printed)).toBe(false);
    expect(pdf.toString('latin1')).toMatch(/^xref$/m);
  });

  it('appends to its own output: two updates chained by /Prev', async () => {
    const once = await writeDocumentInfo(minimalPdf({ pages: 2, info: CHROMIUM_INFO }), INFO);
    const twice = await writeDocumentInfo(once.pdf, { ...INFO, title: 'Deuxième titre' });
    expect(twice.pdf.subarray(0, once.pdf.length).equals(once.pdf)).toBe(true);
    expect(twice.pdf.toString('latin1').match(/\/Prev /g)).toHaveLength(2);
    expectValid(twice.pdf);
    expect(pdfInfo(twice.pdf).Title).toBe('Deuxième titre');
    expect(pdfInfo(twice.pdf).Producer).toBe('Skia/PDF m156');
  });
});
