import type { Page } from 'playwright-core';
import { PAGE_MARGINS } from '#server/pdf/page-layout.ts';
import {
  LOAD_FACES_SCRIPT,
  type PageFaces,
  type PrintDocument,
  shellDocument,
  swapScript,
} from '#server/pdf/print-document.ts';

const PDF_OPTIONS = {
  format: 'A4',
  printBackground: true,
  // The document's @page rule (size, margins) wins over the options below.
  preferCSSPageSize: true,
  tagged: true,
  outline: false,
  // The footer is made of @page margin boxes: see page-layout.ts.
  displayHeaderFooter: false,
  margin: PAGE_MARGINS,
} as const;

/**
 * Readies a new pool page: the shell (CSP, fonts, page box) is loaded and its faces decoded
 * once, not for every PDF: re-reading the fonts was most of a render (bench/README.md).
 */
export async function setUpPage(page: Page): Promise<void> {
  await page.setContent(shellDocument(), { waitUntil: 'load' });
  await page.evaluate(LOAD_FACES_SCRIPT);
}

/**
 * The faces each page has received, so that a render asks nothing of the page before its swap:
 * one evaluation and `page.pdf()`, two round trips in all. A page missing here (new) holds
 * none; the swap adds a face only when the page lacks its style sheet, so a page is never
 * given one twice.
 */
const pageFaces = new WeakMap<Page, PageFaces>();

/** Swaps the document into a page made by setUpPage (see print-document.ts) and prints it. */
export async function printPage(page: Page, document: PrintDocument): Promise<Buffer> {
  const held = pageFaces.get(page) ?? { wideFonts: false, emojiFont: false };
  await page.evaluate(swapScript(document, held));
  pageFaces.set(page, {
    wideFonts: held.wideFonts || document.wideFonts,
    emojiFont: held.emojiFont || document.emojiFont,
  });
  return page.pdf(PDF_OPTIONS);
}
