import { BrowserSession } from '#server/pdf/browser-session.ts';
import { requireChromiumExecutable } from '#server/pdf/chromium-executable.ts';
import { type ChromiumPdfRenderer, createPdfRenderer, type PdfMeta } from '#server/pdf/pdf-renderer.ts';
import { countPages, writeDocumentInfo } from '#server/pdf/pdf-metadata.ts';
import { prepareDocument } from '#server/pdf/prepare-document.ts';
import { printPage } from '#server/pdf/print-page.ts';

/**
 * Three ways to turn the same HTML into the same PDF (same Chromium flags, isolation, fonts,
 * metadata): the pool, and the two baselines it replaces.
 */
export type Strategy = {
  name: string;
  start(): Promise<void>;
  render(html: string): Promise<number>;
  stop(): Promise<void>;
};

export const META: PdfMeta = {
  title: 'Contrat de collaboration commerciale',
  author: 'Paraphe',
  subject: 'Contrat de collaboration commerciale',
  keywords: ['contrat', 'PAID'],
  footerReference: 'Réf. 1A2B3C4D · version 3',
};

const launchOptions = () => ({ executablePath: requireChromiumExecutable(), timeoutMs: 30_000 });

async function printOnce(session: BrowserSession, html: string): Promise<number> {
  const page = await session.newPage(30_000);
  try {
    const printed = await printPage(page, prepareDocument(html, META));
    writeDocumentInfo(printed, { ...META, creator: 'Paraphe' });
    return countPages(printed);
  } finally {
    await page.close();
  }
}

export function poolStrategy(): Strategy & { renderer(): ChromiumPdfRenderer } {
  let renderer: ChromiumPdfRenderer | undefined;
  return {
    name: 'pool (reused pages)',
    renderer: () => renderer!,
    async start() {
      renderer = createPdfRenderer();
      await renderer.warmUp();
    },
    async render(html) {
      return (await renderer!.render(html, META)).pages;
    },
    async stop() {
      await renderer?.close();
    },
  };
}

export function newPageStrategy(): Strategy {
  let session: BrowserSession | undefined;
  return {
    name: 'new page per PDF',
    async start() {
      session = await BrowserSession.launch(launchOptions());
    },
    render: (html) => printOnce(session!, html),
    async stop() {
      await session?.close();
    },
  };
}

export function newBrowserStrategy(): Strategy {
  return {
    name: 'new browser per PDF',
    async start() {},
    async render(html) {
      const session = await BrowserSession.launch(launchOptions());
      try {
        return await printOnce(session, html);
      } finally {
        await session.close();
      }
    },
    async stop() {},
  };
}
