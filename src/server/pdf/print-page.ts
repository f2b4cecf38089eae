import type { CDPSession, Page } from 'playwright-core';
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

/**
 * Each page's DevTools session, opened with its first swap. The swap is sent as one
 * `Runtime.evaluate`: `page.evaluate` passes a script through Playwright's own utility script,
 * about 4 ms more per render for a 40 kB document (bench/README.md, the headless shell).
 */
const pageSessions = new WeakMap<Page, Promise<CDPSession>>();

function sessionOf(page: Page): Promise<CDPSession> {
  let session = pageSessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    pageSessions.set(page, session);
  }
  return session;
}

/** Runs the swap in the page's main world; a script error fails the render. */
async function evaluateSwap(page: Page, script: string): Promise<void> {
  const session = await sessionOf(page);
  const result = await session.send('Runtime.evaluate', {
    expression: script,
    awaitPromise: true,
    returnByValue: true,
  });
  if (result.exceptionDetails) {
    const details = result.exceptionDetails;
    throw new Error(`Échec de la mise en page du document : ${details.exception?.description ?? details.text}`);
  }
}

/** Swaps the document into a page made by setUpPage (see print-document.ts) and prints it. */
export async function printPage(page: Page, document: PrintDocument): Promise<Buffer> {
  const held = pageFaces.get(page) ?? { wideFonts: false, emojiFont: false };
  await evaluateSwap(page, swapScript(document, held));
  pageFaces.set(page, {
    wideFonts: held.wideFonts || document.wideFonts,
    emojiFont: held.emojiFont || document.emojiFont,
  });
  return page.pdf(PDF_OPTIONS);
}
