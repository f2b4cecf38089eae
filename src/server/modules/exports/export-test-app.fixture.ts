import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { contractExports } from '#server/db/schema/exports.ts';
import type { ChromiumPdfRenderer } from '#server/pdf/pdf-renderer.ts';
import type { PdfRenderer } from '#server/plugins/pdf.ts';
import { createTestApp, type TestApp } from '#testing/app.ts';
import { createTestRenderer } from '#testing/renderer.ts';
import { authHeaders } from '#testing/requests.ts';
import type { TestUser } from '#testing/users.ts';

/** A tiny, valid one-page PDF: what a stand-in renderer answers when rendering is not the point. */
const FAKE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

type Method = 'GET' | 'POST' | 'PUT';

/**
 * The export tests' app, for the file that calls it (its hooks are the file's): one Chromium
 * (a pool of two pages, started at its first render), the app rendering through it or through a
 * stand-in a test chooses (`target`), the app's clock (`clock`), and a canary server that tells
 * whether a document reached the network. What a test changes is set back after it.
 */
export function useExportTestApp() {
  let canary: Server | undefined;
  const h = {
    t: undefined as unknown as TestApp,
    chromium: undefined as unknown as ChromiumPdfRenderer,
    /** The app's clock: real time unless a test sets an instant. */
    clock: undefined as Date | undefined,
    /** What the app's renderer hands the work to: Chromium, or a stand-in a test chooses. */
    target: undefined as unknown as Pick<PdfRenderer, 'render'>,
    /** Renders the app asked for. */
    renders: 0,
    /** Requests the browser's handler refused. */
    blocked: [] as string[],
    /** Called when a page starts printing. */
    onPrinting: () => {},
    canaryOrigin: '',
    canaryHits: [] as string[],
    fake: { render: async () => ({ pdf: FAKE_PDF, pages: 1 }) } as Pick<PdfRenderer, 'render'>,

    call: (user: TestUser, method: Method, url: string, payload?: unknown) =>
      h.t.app.inject({ method, url, headers: authHeaders(user.accessToken), ...(payload ? { payload } : {}) }),
    create: async (user: TestUser, draft: ContractDraft = createSampleContract('PAID')) => {
      const response = await h.call(user, 'POST', '/api/contracts', draft);
      expect(response.statusCode).toBe(201);
      return response.json() as { id: string; version: number; status: string };
    },
    exportOf: (user: TestUser, contractId: string) => h.call(user, 'POST', `/api/contracts/${contractId}/export`),
    download: (user: TestUser, downloadUrl: string) => h.call(user, 'GET', downloadUrl),
    balance: async (user: TestUser) => {
      const response = await h.call(user, 'GET', '/api/credits/balance');
      expect(response.statusCode).toBe(200);
      return response.json();
    },
    creditsLeft: async (user: TestUser) => (await h.call(user, 'GET', '/api/me')).json().creditsLeft,
    exportsOf: (user: TestUser) =>
      h.t.app.database.db.select().from(contractExports).where(eq(contractExports.ownerId, user.user.id)),
    /** Exports and downloads: the PDF bytes, or the failed response. */
    exportPdf: async (user: TestUser, contractId: string) => {
      const exported = await h.exportOf(user, contractId);
      expect(exported.statusCode, exported.body).toBe(200);
      const fetched = await h.download(user, exported.json().downloadUrl);
      expect(fetched.statusCode).toBe(200);
      return fetched.rawPayload;
    },
  };

  const appRenderer: PdfRenderer = {
    render(html, meta) {
      h.renders += 1;
      return h.target.render(html, meta);
    },
    // The shared Chromium outlives the app; the file closes it last.
    close: async () => {},
  };

  beforeAll(async () => {
    h.chromium = createTestRenderer({
      poolSize: 2,
      onBlockedRequest: (url) => h.blocked.push(url),
      onPrinting: () => h.onPrinting(),
    });
    h.target = h.chromium;
    h.t = await createTestApp({}, undefined, {
      now: () => h.clock ?? new Date(),
      createPdfRenderer: () => appRenderer,
    });
    const server = createServer((request, response) => {
      h.canaryHits.push(`${request.method} ${request.url}`);
      response.end('body { color: red }');
    });
    canary = server;
    server.on('connection', () => h.canaryHits.push('connection'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    h.canaryOrigin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterEach(() => {
    h.clock = undefined;
    h.target = h.chromium;
    h.onPrinting = () => {};
  });

  afterAll(async () => {
    await h.t?.close();
    await h.chromium?.close();
    if (canary) await new Promise((resolve) => canary?.close(resolve));
  });

  return h;
}
