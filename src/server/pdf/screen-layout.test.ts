import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowserSession } from '#server/pdf/browser-session.ts';
import { requireChromiumExecutable } from '#server/pdf/chromium-executable.ts';
import { printDocument } from '#server/pdf/print-document.ts';
import { printPage, setUpPage } from '#server/pdf/print-page.ts';
import { contractDocument, META, pdfFonts, pdfText } from '#server/pdf/pdf-test-tools.ts';
import { TEST_RENDER_LIMIT_MS } from '#testing/renderer.ts';

/**
 * A pool page lays its documents out for print only: on screen it shows nothing, unless the
 * document needs faces the page must load first (see print-document.ts).
 */
let session: BrowserSession;
let page: Page;
beforeAll(async () => {
  session = await BrowserSession.launch({
    executablePath: requireChromiumExecutable(),
    timeoutMs: TEST_RENDER_LIMIT_MS,
  });
  page = await session.newPage(TEST_RENDER_LIMIT_MS);
  await setUpPage(page);
});
afterAll(async () => {
  await session.close();
});

const print = (body: string) => printPage(page, printDocument(contractDocument({ body }), META));
/** Whether the page's document has boxes on screen, the layout the print does not use. */
const laidOutOnScreen = () => page.evaluate(() => document.body.getClientRects().length > 0);
const embeddedNames = (pdf: Buffer) => pdfFonts(pdf).map((font) => font.name.replace(/^[A-Z]{6}\+/, ''));

describe('a pool page on screen', () => {
  it('lays out no document for the screen; the PDF has its text all the same', async () => {
    const pdf = await print('<p>Élodie Fauré cède ses droits, œuvre par œuvre.</p>');
    expect(pdfText(pdf)).toContain('Élodie Fauré cède ses droits, œuvre par œuvre.');
    expect(await laidOutOnScreen()).toBe(false);
  });

  it('shows a document whose faces the page loads first, then hides the next one again', async () => {
    const wide = await print('<p>Αθήνα et Москва.</p>');
    expect(pdfText(wide)).toContain('Αθήνα et Москва.');
    expect(embeddedNames(wide)).toContain('DejaVuSerif');
    expect(await laidOutOnScreen()).toBe(true);

    await print('<p>Noël, à Paris.</p>');
    expect(await laidOutOnScreen()).toBe(false);
  });
});
