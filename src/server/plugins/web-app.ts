import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isApplicationPath } from '#shared/routes/application-paths.ts';
import { AppError } from '#server/app-error.ts';

/** Where the build writes the prerendered public pages (scripts/prerender.ts): `/` is `index.html`. */
const PAGES_FOLDER = 'pages';
/** The prerendered 404 page, in that folder: no path's page. */
const NOT_FOUND_FILE = '404.html';

/** The paths that have a prerendered page, each with its file: `/` → `pages/index.html`. */
function prerenderedPages(clientDir: string): Map<string, string> {
  const folder = path.join(clientDir, PAGES_FOLDER);
  const pages = new Map<string, string>();
  if (!existsSync(folder)) return pages;
  for (const file of readdirSync(folder)) {
    if (!file.endsWith('.html') || file === NOT_FOUND_FILE) continue;
    const name = file.slice(0, -'.html'.length);
    pages.set(name === 'index' ? '/' : `/${name}`, `${PAGES_FOLDER}/${file}`);
  }
  return pages;
}

/**
 * Serves the built single-page app. A path with a prerendered page (the landing, /contact…) gets
 * that page's HTML, readable before any script runs; any other path of the application's router
 * gets index.html (history fallback); any other path gets the prerendered 404 page with the
 * status 404 (decision 021). An unknown /api route is a JSON 404.
 */
async function webAppPlugin(app: FastifyInstance, options: { clientDir: string }) {
  const hasClient = existsSync(path.join(options.clientDir, 'index.html'));
  const pages = hasClient ? prerenderedPages(options.clientDir) : new Map<string, string>();
  const notFoundPage = `${PAGES_FOLDER}/${NOT_FOUND_FILE}`;
  const hasNotFoundPage = hasClient && existsSync(path.join(options.clientDir, notFoundPage));
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
    reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
    const page = pages.get(pathname);
    if (page || isApplicationPath(pathname)) return reply.sendFile(page ?? 'index.html', { cacheControl: false });
    // A path the application does not have: its 404 page, said as such to browsers and robots.
    // Without validators, so that a revalidation is never a bodiless 304 in place of the page;
    // a build without the page (an old one) leaves the application to draw its own.
    return reply.code(404).sendFile(hasNotFoundPage ? notFoundPage : 'index.html', {
      cacheControl: false,
      etag: false,
      lastModified: false,
    });
  });
}

export default fp(webAppPlugin, { name: 'web-app', dependencies: ['error-handler'] });
