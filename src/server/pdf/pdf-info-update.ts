import {
  type ClassicXref,
  type PdfValue,
  readClassicXref,
  resolve,
  UnreadablePdf,
} from '#server/pdf/pdf-light-reader.ts';

export type DocumentInfo = {
  title: string;
  author: string;
  subject: string;
  keywords?: string[] | undefined;
  creator: string;
};

/** The entries Paraphe writes; every other entry of the old Info dictionary is kept as it was. */
const WRITTEN = new Set(['Title', 'Author', 'Subject', 'Keywords', 'Creator']);

/**
 * The Info dictionary written as an incremental update (ISO 32000-1 §7.5.6): the file Chromium
 * printed is kept byte for byte, and a new Info object, a cross-reference section for it and a
 * trailer (/Prev the previous section, /Root and /ID kept, /Info the new object) are appended.
 * Nothing else of the file is read but the trailer, the catalog, the root of the page tree and
 * the old Info dictionary. Null when the file is not laid out as expected (a cross-reference
 * stream, say): the caller rewrites it with pdf-lib instead.
 */
export function appendDocumentInfo(pdf: Uint8Array, info: DocumentInfo): { pdf: Buffer; pages: number } | null {
  const xref = readClassicXref(pdf);
  if (!xref) return null;
  try {
    const pages = pageCountOf(pdf, xref);
    const size = xref.trailer.get('Size');
    const root = xref.trailer.get('Root');
    if (size?.kind !== 'number' || !Number.isInteger(size.value) || root?.kind !== 'ref') return null;
    const kept = keptEntries(resolve(pdf, xref, xref.trailer.get('Info')));
    if (!kept) return null;
    return {
      pdf: appendUpdate(pdf, { xref, objectNumber: size.value, root, info: infoDictionary(kept, info) }),
      pages,
    };
  } catch (error) {
    if (error instanceof UnreadablePdf) return null;
    throw error;
  }
}

/** /Root → /Pages → /Count: the page tree's own count (§7.7.3.2), not a guess from the bytes. */
function pageCountOf(pdf: Uint8Array, xref: ClassicXref): number {
  const catalog = resolve(pdf, xref, xref.trailer.get('Root'));
  if (catalog?.kind !== 'dict') throw new UnreadablePdf('catalog');
  const tree = resolve(pdf, xref, catalog.entries.get('Pages'));
  if (tree?.kind !== 'dict') throw new UnreadablePdf('page tree');
  const count = resolve(pdf, xref, tree.entries.get('Count'));
  if (count?.kind !== 'number' || !Number.isInteger(count.value) || count.value < 1)
    throw new UnreadablePdf('page count');
  return count.value;
}

/** The old dictionary's other entries (Producer, dates…), as written; null when it is no dictionary. */
function keptEntries(old: PdfValue | undefined): string[] | null {
  if (old === undefined) return [];
  if (old.kind !== 'dict') return null;
  return [...old.entries].filter(([key]) => !WRITTEN.has(key)).map(([key, value]) => `/${key} ${value.raw}`);
}

function infoDictionary(kept: string[], info: DocumentInfo): string {
  const written = [
    `/Title ${textString(info.title)}`,
    `/Author ${textString(info.author)}`,
    `/Subject ${textString(info.subject)}`,
    // One string, comma-separated: « influence commerciale » stays one keyword.
    ...(info.keywords && info.keywords.length > 0 ? [`/Keywords ${textString(info.keywords.join(', '))}`] : []),
    `/Creator ${textString(info.creator)}`,
  ];
  return `<<${[...written, ...kept].join(' ')}>>`;
}

/** A text string in UTF-16BE with a byte order mark (§7.9.2.2): any character survives. */
function textString(text: string): string {
  return `<FEFF${Buffer.from(text, 'utf16le').swap16().toString('hex').toUpperCase()}>`;
}

function appendUpdate(
  pdf: Uint8Array,
  update: { xref: ClassicXref; objectNumber: number; root: PdfValue; info: string },
): Buffer {
  const { xref, objectNumber } = update;
  // The previous %%EOF may end the file without an end of line.
  const separator = pdf[pdf.length - 1] === 0x0a || pdf[pdf.length - 1] === 0x0d ? '' : '\n';
  const objectAt = pdf.length + separator.length;
  const object = `${objectNumber} 0 obj\n${update.info}\nendobj\n`;
  const xrefAt = objectAt + Buffer.byteLength(object, 'latin1');
  const id = xref.trailer.get('ID');
  const trailer = [
    `/Size ${objectNumber + 1}`,
    `/Root ${update.root.raw}`,
    `/Info ${objectNumber} 0 R`,
    ...(id ? [`/ID ${id.raw}`] : []),
    `/Prev ${xref.startxref}`,
  ].join(' ');
  const tail = [
    separator,
    object,
    `xref\n${objectNumber} 1\n${String(objectAt).padStart(10, '0')} 00000 n\r\n`,
    `trailer\n<<${trailer}>>\nstartxref\n${xrefAt}\n%%EOF\n`,
  ].join('');
  return Buffer.concat([pdf, Buffer.from(tail, 'latin1')]);
}
