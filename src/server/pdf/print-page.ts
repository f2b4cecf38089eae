import type { Page } from 'playwright-core';
import { FONTS_READY_SCRIPT } from '#server/pdf/fonts.ts';
import { PAGE_MARGINS } from '#server/pdf/page-layout.ts';

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
 * Loads a prepared document (see prepare-document.ts) into a page and prints it. setContent
 * replaces whatever the page showed before, which is what lets the pool reuse its pages.
 */
export async function printPage(page: Page, document: string): Promise<Buffer> {
  await page.setContent(document, { waitUntil: 'load' });
  await page.evaluate(FONTS_READY_SCRIPT);
  return page.pdf(PDF_OPTIONS);
}
