import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { precompressFolder } from '../../../scripts/precompress.ts';

/** A built client as scripts/prerender.ts leaves it: the app's shell, prerendered pages and the 404 page. */
function builtClient(): string {
  const clientDir = mkdtempSync(path.join(tmpdir(), 'paraphe-client-'));
  mkdirSync(path.join(clientDir, 'pages'));
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Application</title><div id="root"></div>');
  const landing = `<!doctype html><title>Accueil</title><h1>Vos contrats d’influence</h1>${'<p>x</p>'.repeat(300)}`;
  writeFileSync(path.join(clientDir, 'pages', 'index.html'), landing);
  writeFileSync(path.join(clientDir, 'pages', 'conditions.html'), '<!doctype html><h1>Conditions</h1>');
  writeFileSync(path.join(clientDir, 'pages', 'contact.html'), '<!doctype html><h1>Contactez-nous</h1>');
  writeFileSync(path.join(clientDir, 'pages', '404.html'), '<!doctype html><h1>Page introuvable</h1>');
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

  it('answers /contact with its prerendered page', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false, clientDir: builtClient() });
    try {
      const contact = await app.inject({ method: 'GET', url: '/contact' });
      expect(contact.statusCode).toBe(200);
      expect(contact.headers['cache-control']).toBe('no-cache');
      expect(contact.body).toContain('<h1>Contactez-nous</h1>');
    } finally {
      await app.close();
    }
  });

  it('answers the other routes of the application, dynamic ones too, with the application', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false, clientDir: builtClient() });
    try {
      for (const url of [
        '/login',
        '/dashboard/',
        '/Profile',
        '/support',
        '/contracts/0b6a2c1e-2f3d-4c5b-8a9e-1f2e3d4c5b6a/suivi',
        '/signer/jeton-de-signature?source=mail',
        '/checkout/sandbox/commande-42',
      ]) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(200);
        expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(page.body, url).toContain('<title>Application</title>');
      }
    } finally {
      await app.close();
    }
  });

  it('answers any other path with the prerendered 404 page and the status 404, never a 304', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false, clientDir: builtClient() });
    try {
      for (const url of [
        '/nulle-part',
        '/conditions/autre',
        '/contracts/0b6a2c1e',
        '/404',
        '/contracts/x/suivi/plus',
      ]) {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode, url).toBe(404);
        expect(page.headers['content-type'], url).toBe('text/html; charset=utf-8');
        expect(page.headers['cache-control'], url).toBe('no-cache');
        expect(page.headers.etag, url).toBeUndefined();
        expect(page.body, url).toContain('<h1>Page introuvable</h1>');
      }
      // Asked again with a date after the page's: still the page, not an empty 304 (and no ETag above).
      const revisited = await app.inject({
        method: 'GET',
        url: '/nulle-part',
        headers: { 'if-modified-since': 'Fri, 01 Jan 2100 00:00:00 GMT' },
      });
      expect(revisited.statusCode).toBe(404);
      expect(revisited.body).toContain('<h1>Page introuvable</h1>');
      const head = await app.inject({ method: 'HEAD', url: '/nulle-part' });
      expect(head.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('leaves the API’s answers as they were: an unknown route is a JSON 404', async () => {
    const app = await buildApp({ config: t.config, database: t.database, logger: false, clientDir: builtClient() });
    try {
      for (const url of ['/api/nulle-part', '/api']) {
        const answer = await app.inject({ method: 'GET', url });
        expect(answer.statusCode, url).toBe(404);
        expect(answer.json(), url).toMatchObject({ error: { code: 'NOT_FOUND' } });
      }
      const missingFile = await app.inject({ method: 'GET', url: '/assets/absent-1234.js' });
      expect(missingFile.statusCode).toBe(404);
      expect(missingFile.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
      const post = await app.inject({ method: 'POST', url: '/nulle-part' });
      expect(post.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
    } finally {
      await app.close();
    }
  });
});
