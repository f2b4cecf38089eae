import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { appendDocumentInfo, type DocumentInfo } from '#server/pdf/pdf-info-update.ts';

/**
 * pdf-lib reads both kinds of cross-reference (classic tables as Chromium writes them today,
 * and the streams of PDF 1.5); `updateMetadata: false` keeps Chromium's Producer and dates.
 */
const load = (pdf: Uint8Array) => PDFDocument.load(pdf, { updateMetadata: false });

/** The page count of the page tree, not a guess from the bytes. */
export async function countPages(pdf: Uint8Array): Promise<number> {
  return pageCountOf(await load(pdf));
}

/**
 * Sets the document information dictionary and answers the page count of the page tree.
 * Chromium only writes Title (from <title>), Creator (its user agent), Producer and the dates:
 * Title, Author, Subject, Keywords (none when the list is empty) and Creator are written,
 * Producer and the dates are kept. Text strings are UTF-16BE with a byte order mark: any
 * character survives.
 *
 * A file with a classic cross-reference table (what Chromium prints) gets an incremental
 * update appended, in a few microseconds: parsing and saving the whole file with pdf-lib took
 * most of the time between `page.pdf()` and the answer, on the event loop (bench/README.md).
 * Any other file is rewritten by pdf-lib.
 */
export async function writeDocumentInfo(pdf: Uint8Array, info: DocumentInfo): Promise<{ pdf: Buffer; pages: number }> {
  return appendDocumentInfo(pdf, info) ?? rewriteDocumentInfo(pdf, info);
}

/** The same through pdf-lib: the whole file parsed and saved again with a classic table. */
export async function rewriteDocumentInfo(
  pdf: Uint8Array,
  info: DocumentInfo,
): Promise<{ pdf: Buffer; pages: number }> {
  const document = await load(pdf);
  const pages = pageCountOf(document);
  document.setTitle(info.title);
  document.setAuthor(info.author);
  document.setSubject(info.subject);
  // pdf-lib joins keywords with spaces; a comma keeps « influence commerciale » one keyword.
  if (info.keywords && info.keywords.length > 0) document.setKeywords([info.keywords.join(', ')]);
  else infoDictionary(document)?.delete(PDFName.of('Keywords'));
  document.setCreator(info.creator);
  const saved = await document.save({ useObjectStreams: false, updateFieldAppearances: false });
  return { pdf: Buffer.from(saved), pages };
}

function pageCountOf(document: PDFDocument): number {
  const count = document.getPageCount();
  if (!Number.isInteger(count) || count < 1) throw new Error('PDF: bad page count');
  return count;
}

function infoDictionary(document: PDFDocument): PDFDict | undefined {
  const reference = document.context.trailerInfo.Info;
  return reference ? document.context.lookupMaybe(reference, PDFDict) : undefined;
}
