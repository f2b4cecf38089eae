import type { Page } from 'playwright-core';
import { PAGE_MARGINS } from '#server/pdf/page-layout.ts';
import {
  addEmojiFontScript,
  addWideFontsScript,
  HAS_EMOJI_FONT_SCRIPT,
  HAS_WIDE_FONTS_SCRIPT,
  LOAD_FACES_SCRIPT,
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

/** Swaps the document into a page made by setUpPage (see print-document.ts) and prints it. */
export async function printPage(page: Page, document: PrintDocument): Promise<Buffer> {
  if (document.wideFonts && !(await page.evaluate(HAS_WIDE_FONTS_SCRIPT))) await page.evaluate(addWideFontsScript());
  if (document.emojiFont && !(await page.evaluate(HAS_EMOJI_FONT_SCRIPT))) {
    const addEmojiFont = addEmojiFontScript();
    if (addEmojiFont) await page.evaluate(addEmojiFont);
  }
  await page.evaluate(swapScript(document));
  return page.pdf(PDF_OPTIONS);
}
