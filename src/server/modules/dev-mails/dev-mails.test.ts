import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { nextTestIp } from '#testing/requests.ts';
import { uniqueEmail } from '#testing/users.ts';

describe(`the development mailbox on ${testEngine()}`, () => {
  let t: TestApp;
  let email: string;
  beforeAll(async () => {
    t = await createTestApp();
    email = uniqueEmail('nouveau');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: nextTestIp(),
      payload: { email, password: 'Contrat-Lumière-2026', firstName: 'Yanis <b>', lastName: "O'Brien" },
    });
    expect(response.statusCode).toBe(201);
    // Without SMTP the worker "delivers" to the local outbox.
    expect((await t.app.mail.flush()).sent).toBe(1);
  });
  afterAll(async () => t.close());

  it('lists the verification link on /dev/mails, as a link, for one recipient', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/dev/mails?to=${encodeURIComponent(email.toUpperCase())}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).toContain('<html lang="fr">');
    expect(response.body).toContain('Confirmez votre adresse e-mail');
    expect(response.body).toContain('remis');
    // What the account holder typed is escaped, not markup.
    expect(response.body).toContain('Bonjour Yanis &lt;b&gt;,');
    expect(response.body).not.toContain('Yanis <b>');
    const link = /<a href="(http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43})">/.exec(response.body);
    expect(link).not.toBeNull();
    const other = await t.app.inject({ method: 'GET', url: `/dev/mails?to=${uniqueEmail('personne')}` });
    expect(other.body).toContain('Aucun e-mail pour l’instant.');
    expect(other.body).not.toContain(link![1]);
  });

  it('answers the same list as JSON on /api/dev/mails', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/dev/mails?to=${email}` });
    expect(response.statusCode).toBe(200);
    const [mail, ...others] = response.json();
    expect(others).toHaveLength(0);
    expect(mail).toMatchObject({ to: email, subject: 'Confirmez votre adresse e-mail', purpose: 'verify-email' });
    expect(mail.text).toMatch(/^http:\/\/localhost:3000\/verify-email\?token=[A-Za-z0-9_-]{43}$/m);
  });

  describe('outside this machine', () => {
    const from = (remoteAddress: string, url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, remoteAddress, headers });

    it('answers 404 to a client that is not on loopback, on the page and on the JSON list', async () => {
      for (const url of ['/dev/mails', `/api/dev/mails?to=${encodeURIComponent(email)}`]) {
        const remote = await from('203.0.113.7', url);
        expect(remote.statusCode, url).toBe(404);
        expect(remote.body).not.toContain('verify-email');
        expect((await from('::1', url)).statusCode, url).toBe(200);
        expect((await from('127.0.0.1', url)).statusCode, url).toBe(200);
      }
    });

    it('believes a trusted proxy about the client: a remote client behind a local proxy gets 404', async () => {
      const proxied = await createTestApp({ trustProxy: true });
      try {
        const remote = await proxied.app.inject({
          method: 'GET',
          url: '/api/dev/mails',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '198.51.100.4' },
        });
        expect(remote.statusCode).toBe(404);
        const local = await proxied.app.inject({
          method: 'GET',
          url: '/api/dev/mails',
          remoteAddress: '127.0.0.1',
          headers: { 'x-forwarded-for': '127.0.0.1' },
        });
        expect(local.statusCode).toBe(200);
      } finally {
        await proxied.close();
      }
    });

    it('is served to everyone when DEV_MAILS_OPEN says so', async () => {
      const open = await createTestApp({ devMailsOpen: true });
      try {
        const remote = await open.app.inject({ method: 'GET', url: '/api/dev/mails', remoteAddress: '203.0.113.7' });
        expect(remote.statusCode).toBe(200);
      } finally {
        await open.close();
      }
    });
  });

  describe('in production', () => {
    const production = (clientDir: string) =>
      buildApp({
        config: { ...t.config, env: 'production', isProduction: true },
        database: t.database,
        logger: false,
        clientDir,
      });

    it('does not exist: 404 on the page and on the JSON list', async () => {
      const app = await production(path.join(t.config.dataDir, 'no-client'));
      try {
        for (const url of ['/dev/mails', `/dev/mails?to=${email}`, '/api/dev/mails', `/api/dev/mails?to=${email}`]) {
          const response = await app.inject({ method: 'GET', url });
          expect(response.statusCode, url).toBe(404);
          expect(response.json().error.code, url).toBe('NOT_FOUND');
        }
      } finally {
        await app.close();
      }
    });

    it('serves the web app for /dev/mails when one is built, never the mailbox', async () => {
      const clientDir = mkdtempSync(path.join(tmpdir(), 'paraphe-client-'));
      writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><title>Paraphe</title><div id="root"></div>');
      const app = await production(clientDir);
      try {
        const response = await app.inject({ method: 'GET', url: `/dev/mails?to=${email}` });
        expect(response.body).toContain('<div id="root"></div>');
        expect(response.body).not.toContain('verify-email');
        expect(response.body).not.toContain(email);
        expect((await app.inject({ method: 'GET', url: '/api/dev/mails' })).statusCode).toBe(404);
      } finally {
        await app.close();
      }
    });
  });
});
