import { availableParallelism } from 'node:os';
import { BrowserSession } from '#server/pdf/browser-session.ts';
import { requireChromiumExecutable } from '#server/pdf/chromium-executable.ts';
import { createPdfRenderer, type PdfMeta } from '#server/pdf/pdf-renderer.ts';
import { writeDocumentInfo } from '#server/pdf/pdf-metadata.ts';
import type { PdfRenderer } from '#server/plugins/pdf.ts';
import { printToday, todayRenderer } from './pdf-today.ts';

/**
 * Ways to turn the same HTML into the same PDF (same Chromium flags, isolation, fonts,
 * metadata, page options): the renderer of the app, and the baselines it replaces. Each is a
 * PdfRenderer, so the app itself can run on any of them.
 *
 * - pool: the app's renderer; each page keeps the shell (CSP, core fonts, page box) loaded and
 *   swaps the document's styles and body in (src/server/pdf/print-document.ts).
 * - set-content: the same pool as it was before, `setContent` of the whole document with the
 *   380 kB of wide fonts for every PDF (bench/pdf-today.ts).
 * - new-page, new-browser (PDF_BENCH_ALL=1 only): older baselines, `setContent` in a new page
 *   or a new browser per PDF.
 */
export type StrategyName = 'pool' | 'set-content' | 'new-page' | 'new-browser';

const ALL: { name: StrategyName; label: string }[] = [
  { name: 'pool', label: 'pool, loaded pages (new)' },
  { name: 'set-content', label: 'pool, setContent (before)' },
  { name: 'new-page', label: 'new page per PDF' },
  { name: 'new-browser', label: 'new browser per PDF' },
];

export const STRATEGIES = process.env.PDF_BENCH_ALL === '1' ? ALL : ALL.slice(0, 2);

const BENCH_TIMEOUT_MS = 60_000;

export type BenchRenderer = PdfRenderer & { warmUp(): Promise<void> };

const launchOptions = () => ({ executablePath: requireChromiumExecutable(), timeoutMs: 30_000 });

async function printOnce(session: BrowserSession, html: string, meta: PdfMeta) {
  const page = await session.newPage(30_000);
  try {
    const printed = await printToday(page, html, meta);
    return writeDocumentInfo(printed, { ...meta, creator: 'Paraphe' });
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
    warmUp: async () => {},
    close: async () => {},
  };
}

/** The app's pool size, from the machine: both pools get the same. */
export const POOL_SIZE = Math.min(4, Math.max(1, availableParallelism()));

export function strategyRenderer(name: StrategyName): BenchRenderer {
  if (name === 'new-page') return newPageRenderer();
  if (name === 'new-browser') return newBrowserRenderer();
  if (name === 'set-content') return todayRenderer(POOL_SIZE, BENCH_TIMEOUT_MS);
  // The app's own renderer, with its defaults (pool size from the machine, recycling…) but a
  // longer time limit: on a shared machine under load, a browser start alone can pass 15 s.
  return createPdfRenderer({ renderTimeoutMs: BENCH_TIMEOUT_MS });
}
