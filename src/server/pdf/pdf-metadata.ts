import {
  type CrossReference,
  parseReference,
  readCrossReference,
  readObjectDictionary,
} from '#server/pdf/pdf-objects.ts';

export type DocumentInfo = {
  title: string;
  author: string;
  subject: string;
  keywords?: string[] | undefined;
  creator: string;
};

/** The page count of the page tree's root (/Count), not a guess from the bytes. */
export function countPages(pdf: Buffer): number {
  const xref = readCrossReference(pdf);
  const catalog = readObjectDictionary(pdf, xref, requireReference(xref.trailer.get('Root'), 'Root'));
  const pages = readObjectDictionary(pdf, xref, requireReference(catalog.get('Pages'), 'Pages'));
  const count = Number(pages.get('Count'));
  if (!Number.isInteger(count) || count < 1) throw new Error('PDF: bad page count');
  return count;
}

/**
 * Sets the document information dictionary by an incremental update (ISO 32000-1, §7.5.6):
 * the bytes Chromium wrote stay untouched, and a new version of the Info object, a
 * cross-reference section for it and a trailer pointing back (/Prev) are appended. Chromium
 * only writes Title (from <title>), Creator (its user agent), Producer and the dates; the
 * dates and Producer are kept.
 */
export function writeDocumentInfo(pdf: Buffer, info: DocumentInfo): Buffer {
  const xref = readCrossReference(pdf);
  const infoReference = parseReference(xref.trailer.get('Info'));
  const entries = infoReference ? readObjectDictionary(pdf, xref, infoReference) : new Map<string, string>();
  entries.set('Title', textString(info.title));
  entries.set('Author', textString(info.author));
  entries.set('Subject', textString(info.subject));
  if (info.keywords && info.keywords.length > 0) entries.set('Keywords', textString(info.keywords.join(', ')));
  else entries.delete('Keywords');
  entries.set('Creator', textString(info.creator));

  const size = Number(xref.trailer.get('Size'));
  const number = infoReference?.number ?? size;
  const generation = infoReference?.generation ?? 0;
  const separator = pdf.at(-1) === 0x0a ? '' : '\n';
  const objectOffset = pdf.length + separator.length;
  const object = `${number} ${generation} obj\n${dictionary(entries)}\nendobj\n`;
  const xrefOffset = objectOffset + object.length;
  const update = [
    separator,
    object,
    'xref\n',
    `${number} 1\n`,
    // Each entry is exactly 20 bytes, its end of line included (§7.5.4).
    `${String(objectOffset).padStart(10, '0')} ${String(generation).padStart(5, '0')} n \n`,
    'trailer\n',
    `${dictionary(trailerOf(xref, number, generation, size))}\n`,
    'startxref\n',
    `${xrefOffset}\n`,
    '%%EOF\n',
  ].join('');
  return Buffer.concat([pdf, Buffer.from(update, 'latin1')]);
}

function trailerOf(xref: CrossReference, number: number, generation: number, size: number): Map<string, string> {
  const trailer = new Map<string, string>([
    ['Size', String(Math.max(size, number + 1))],
    ['Root', xref.trailer.get('Root')!],
    ['Info', `${number} ${generation} R`],
    ['Prev', String(xref.startXref)],
  ]);
  const id = xref.trailer.get('ID');
  if (id) trailer.set('ID', id);
  return trailer;
}

function dictionary(entries: Map<string, string>): string {
  return `<<${[...entries].map(([key, value]) => `/${key} ${value}`).join('\n')}>>`;
}

/** A PDF text string in UTF-16BE with its byte order mark, as hex: any character, nothing to escape. */
export function textString(value: string): string {
  const utf16 = Buffer.from(value, 'utf16le').swap16();
  return `<FEFF${utf16.toString('hex').toUpperCase()}>`;
}

function requireReference(value: string | undefined, name: string) {
  const reference = parseReference(value);
  if (!reference) throw new Error(`PDF: no /${name}`);
  return reference;
}
