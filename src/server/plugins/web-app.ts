import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/app-error.ts';

/** Where the build writes the prerendered public pages (scripts/prerender.ts): `/` is `index.html`. */
const PAGES_FOLDER = 'pages';

/** The paths that have a prerendered page, each with its file: `/` → `pages/index.html`. */
function prerenderedPages(clientDir: string): Map<string, string> {
  const folder = path.join(clientDir, PAGES_FOLDER);
  const pages = new Map<string, string>();
  if (!existsSync(folder)) return pages;
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.html')) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, `${PAGES_FOLDER}/${file}`);
  }
  return pages;
}

/**
 * Serves the built single-page app. A path with a prerendered page (the landing…) gets that
 * page's HTML, readable before any script runs; any other non-API GET gets index.html (history
 * fallback). An unknown /api route is a JSON 404.
 */
async function webAppPlugin(app: FastifyInstance, options: { clientDir: string }) {
  const hasClient = existsSync(path.join(options.clientDir, 'index.html'));
  const pages = hasClient ? prerenderedPages(options.clientDir) : new Map<string, string>();
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: options.clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/precompress.mjs): sent to
      // a browser that accepts them, with Vary: Accept-Encoding.
      preCompressed: true,
      setHeaders(reply, filePath) {
        // Vite names built assets by their content hash: they never change.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (pathname === '/api' || pathname.startsWith('/api/') || !wantsPage || !hasClient) {
      throw new AppError('NOT_FOUND', `Aucune route ${request.method} ${pathname}`);
    }
    // A missing file with an extension is a real 404, not a page of the app.
    if (/\.[a-z0-9]+$/i.test(pathname)) throw new AppError('NOT_FOUND', 'Fichier introuvable');
    // HTML is checked again on each visit (ETag), so a new build is seen at once; `cacheControl:
    // false` keeps this header instead of @fastify/static's own `public, max-age=0`.
    const page = pages.get(pathname) ?? 'index.html';
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .sendFile(page, { cacheControl: false });
  });
}

export default fp(webAppPlugin, { name: 'web-app', dependencies: ['error-handler'] });
