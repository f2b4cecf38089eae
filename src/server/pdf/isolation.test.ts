import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ChromiumPdfRenderer } from '#server/pdf/pdf-renderer.ts';
import { createTestRenderer } from '#testing/renderer.ts';
import { contractDocument, META, pdfText } from '#server/pdf/pdf-test-tools.ts';

/**
 * A contract is user content. Whatever markup got into it, rendering must not reach the
 * network (not even loopback, where internal services listen) nor the server's files.
 */
let renderer: ChromiumPdfRenderer;
let canary: Server;
let origin: string;
const seen: string[] = [];
/** What the browser's request handler refused: counted by the code, not waited for. */
const blocked: string[] = [];

beforeAll(async () => {
  canary = createServer((request, response) => {
    seen.push(`request ${request.method} ${request.url}`);
    response.end('body { color: red }');
  });
  canary.on('connection', () => seen.push('connection'));
  await new Promise<void>((resolve) => canary.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(canary.address() as AddressInfo).port}`;
  renderer = createTestRenderer({ poolSize: 1, onBlockedRequest: (url) => blocked.push(url) });
});

afterAll(async () => {
  await renderer.close();
  await new Promise((resolve) => canary.close(resolve));
});

beforeEach(() => {
  seen.length = 0;
  blocked.length = 0;
});

function hostileMarkup(): string {
  return `
    <link rel="stylesheet" href="${origin}/s.css">
    <link rel="preconnect" href="${origin}/preconnect">
    <link rel="prefetch" href="${origin}/prefetch">
    <link rel="preload" as="image" href="${origin}/preload">
    <meta http-equiv="refresh" content="0; url=${origin}/refresh">
    <style>
      @import url(${origin}/i.css);
      body { background: url(${origin}/b); }
      @font-face { font-family: Remote; src: url(${origin}/f.woff2); }
      h2 { font-family: Remote; }
    </style>
    <h2>Clause piégée</h2>
    <iframe src="file:///etc/passwd" width="600" height="400"></iframe>
    <img src="${origin}/x" alt="">
    <img srcset="${origin}/srcset 1x" alt="">
    <object data="${origin}/object"></object>
    <svg width="10" height="10"><image href="${origin}/svg" width="10" height="10"></image></svg>
    <script>fetch('${origin}/fetch'); document.write('script ran');</script>
    <p>Texte du contrat.</p>`;
}

const firstPasswdLine = readFileSync('/etc/passwd', 'utf8').split('\n')[0]!;

describe('rendering isolation', () => {
  for (const withCsp of [true, false]) {
    it(`sends no request anywhere and reads no file (${withCsp ? 'template CSP' : 'CSP missing, injected'})`, async () => {
      const html = contractDocument({ body: hostileMarkup(), csp: withCsp });
      const { pdf } = await renderer.render(html, META);
      // A document without its CSP gets one injected (prepare-document.ts): Chromium refuses
      // these requests before they exist, and any that got past the CSP would be aborted by the
      // context's handler (counted in `blocked`) before leaving. Nothing is in flight once the
      // render has resolved, so there is nothing to wait for.
      expect(blocked.filter((url) => url.startsWith(origin))).toEqual([]);
      expect(seen).toEqual([]);
      const text = pdfText(pdf);
      expect(text).toContain('Texte du contrat.');
      expect(text).not.toContain(firstPasswdLine);
      expect(text).not.toMatch(/root:[^:]*:0:0:/);
      expect(text).not.toContain('script ran');
    });
  }

  it('still serves the canary to a plain client (the canary works)', async () => {
    const response = await fetch(`${origin}/probe`);
    expect(response.ok).toBe(true);
    expect(seen).toContain('request GET /probe');
  });
});
