import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '#server/app-error.ts';

/**
 * Serves the built single-page app and answers any other non-API GET with index.html
 * (history fallback). An unknown /api route is a JSON 404.
 */
async function webAppPlugin(app: FastifyInstance, options: { clientDir: string }) {
  const hasClient = existsSync(path.join(options.clientDir, 'index.html'));
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
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
  });
}

export default fp(webAppPlugin, { name: 'web-app', dependencies: ['error-handler'] });
