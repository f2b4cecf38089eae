import { BrowserSession } from '#server/pdf/browser-session.ts';
import { requireChromiumExecutable } from '#server/pdf/chromium-executable.ts';
import { fontFaceCss } from '#server/pdf/fonts.ts';
import { createPdfRenderer, type PdfMeta } from '#server/pdf/pdf-renderer.ts';
import { countPages, writeDocumentInfo } from '#server/pdf/pdf-metadata.ts';
import { prepareDocument } from '#server/pdf/prepare-document.ts';
import { printPage } from '#server/pdf/print-page.ts';
import type { PdfRenderer } from '#server/plugins/pdf.ts';

/**
 * Three ways to turn the same HTML into the same PDF (same Chromium flags, isolation, fonts,
 * metadata, page options): the pool, and the two baselines it replaces. Each is a
 * PdfRenderer, so the app itself can run on any of them.
 */
export type StrategyName = 'pool' | 'new-page' | 'new-browser';

export const STRATEGIES: { name: StrategyName; label: string }[] = [
  { name: 'pool', label: 'pool (reused pages)' },
  { name: 'new-page', label: 'new page per PDF' },
  { name: 'new-browser', label: 'new browser per PDF' },
];

export type BenchRenderer = PdfRenderer & { warmUp(): Promise<void> };

const launchOptions = () => ({ executablePath: requireChromiumExecutable(), timeoutMs: 30_000 });

async function printOnce(session: BrowserSession, html: string, meta: PdfMeta) {
  const page = await session.newPage(30_000);
  try {
    const printed = await printPage(page, prepareDocument(html, meta));
    return { pdf: writeDocumentInfo(printed, { ...meta, creator: 'Paraphe' }), pages: countPages(printed) };
  } finally {
    await page.close();
  }
}

/** One browser for the whole run, a new page (opened, then closed) for every PDF. */
function newPageRenderer(): BenchRenderer {
  let session: Promise<BrowserSession> | undefined;
  const current = () => {
    session ??= BrowserSession.launch(launchOptions());
    return session;
  };
  return {
    render: async (html, meta) => printOnce(await current(), html, meta),
    fontFaceCss,
    warmUp: async () => {
      await current();
    },
    close: async () => {
      await (await session)?.close();
    },
  };
}

/** A Chromium launched for every PDF, and closed after it. */
function newBrowserRenderer(): BenchRenderer {
  return {
    async render(html, meta) {
      const session = await BrowserSession.launch(launchOptions());
      try {
        return await printOnce(session, html, meta);
      } finally {
        await session.close();
      }
    },
    fontFaceCss,
    warmUp: async () => {},
    close: async () => {},
  };
}

export function strategyRenderer(name: StrategyName): BenchRenderer {
  if (name === 'new-page') return newPageRenderer();
  if (name === 'new-browser') return newBrowserRenderer();
  // The app's own renderer, with its defaults (pool size from the machine, recycling…).
  return createPdfRenderer();
}
