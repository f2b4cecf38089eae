import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { precompressFolder } from '../../../scripts/precompress.ts';

/** A built client as scripts/prerender.ts leaves it: the app's shell and two prerendered pages. */
function builtClient(): string {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'paraphe-client-'));
  mkdirSync(path.join(clientDir, 'pages'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Application</title><div id="root"></div>');
  const landing = `<!doctype html><title>Accueil</title><h1>Vos contrats d’influence</h1>${'<p>x</p>'.repeat(300)}`;
  writeFileSync(path.join(clientDir, 'pages', 'index.html'), landing);
  writeFileSync(path.join(clientDir, 'pages', 'conditions.html'), '<!doctype html><h1>Conditions</h1>');
  precompressFolder(clientDir);
  return clientDir;
}

describe(`prerendered public pages on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers / and a legal page with their prerendered HTML, checked again on each visit', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false, clientDir: builtClient() });
    try {
      const home = await app.inject({
        method: 'GET',
        url: '/?utm_source=lettre',
        headers: { 'accept-encoding': 'br' },
      });
      expect(home.statusCode).toBe(200);
      expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(home.headers['cache-control']).toBe('no-cache');
      expect(home.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(home.rawPayload).toString()).toContain('<h1>Vos contrats d’influence</h1>');

      const terms = await app.inject({ method: 'GET', url: '/conditions' });
      expect(terms.body).toContain('<h1>Conditions</h1>');
    } finally {
      await app.close();
    }
  });

  it('answers every other page with the application, as before', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false, clientDir: builtClient() });
    try {
      for (const url of ['/login', '/dashboard', '/conditions/autre', '/nulle-part']) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.body, url).toContain('<title>Application</title>');
      }
      expect((await app.inject({ method: 'GET', url: '/api/nulle-part' })).statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
