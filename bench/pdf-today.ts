import type { Page } from 'playwright-core';
import { requireChromiumExecutable } from '#server/pdf/chromium-executable.ts';
import { type PageSlot, PagePool } from '#server/pdf/page-pool.ts';
import type { PdfMeta } from '#server/pdf/pdf-renderer.ts';
import { rewriteDocumentInfo } from '#server/pdf/pdf-metadata.ts';
import { RenderQueue } from '#server/pdf/render-queue.ts';
import { FONTS_READY_SCRIPT, prepareDocument } from './pdf-today-document.ts';

/** `page.pdf()` options of the renderer, unchanged. */
export const PDF_OPTIONS = {
  format: 'A4',
  printBackground: true,
  preferCSSPageSize: true,
  tagged: true,
  outline: false,
  displayHeaderFooter: false,
  margin: { top: '22mm', right: '20mm', bottom: '22mm', left: '22mm' },
} as const;

/** The print of then: the whole document, fonts included, loaded by setContent for each PDF. */
export async function printToday(page: Page, html: string, meta: PdfMeta): Promise<Buffer> {
  await page.setContent(prepareDocument(html, meta), { waitUntil: 'load' });
  await page.evaluate(FONTS_READY_SCRIPT);
  return page.pdf(PDF_OPTIONS);
}

/**
 * The renderer as it was before its pages kept the fonts loaded: the same pool (page reuse and
 * recycling, browser recycling, time limit, queue) around `printToday`, and the Info
 * dictionary written as it was then, pdf-lib parsing and saving the whole file.
 */
export function todayRenderer(poolSize: number, timeoutMs: number) {
  const slots: PageSlot[] = Array.from({ length: poolSize }, () => ({
    page: undefined,
    session: undefined,
    renders: 0,
  }));
  const queue = new RenderQueue(slots, 4 * poolSize);
  const pool = new PagePool({
    executablePath: requireChromiumExecutable(),
    renderTimeoutMs: timeoutMs,
    launchTimeoutMs: 30_000,
    recycleAfter: 500,
    recyclePageAfter: 50,
  });
  const onSlot = async <T>(work: (page: Page) => Promise<T>): Promise<T> => {
    const slot = await queue.acquire(timeoutMs);
    try {
      return await pool.run(slot, work);
    } finally {
      queue.release(slot);
    }
  };
  return {
    async render(html: string, meta: PdfMeta) {
      const printed = await onSlot((page) => printToday(page, html, meta));
      return rewriteDocumentInfo(printed, { ...meta, creator: 'Paraphe' });
    },
    warmUp: async () => {
      await Promise.all(slots.map(() => onSlot(async () => undefined)));
    },
    close: async () => {
      queue.close();
      await pool.close();
    },
  };
}
