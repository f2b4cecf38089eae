import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { buildApp } from '#server/app.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { createVerifiedUser } from '#testing/users.ts';
import { precompressFolder } from '../../../scripts/precompress.ts';

describe(`compressed answers on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('compresses a JSON answer over 1 kB for a client that accepts it, and only then', async () => {
    const user = await createVerifiedUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: authHeaders(user.accessToken),
      payload: createSampleContract('PAID'),
    });
    const url = `/api/contracts/${created.json().id}`;
    const get = (encoding?: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { ...authHeaders(user.accessToken), ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);

    const brotli = await get('br, gzip');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 2);

    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const small = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('sends the built files precompressed at build, as the browser accepts them', async () => {
    const clientDir = mkdtempSync(path.join(tmpdir(), 'paraphe-client-'));
    mkdirSync(path.join(clientDir, 'assets'));
    const script = `export const words = ${JSON.stringify('contrat de collaboration '.repeat(400))};\n`;
    writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), script);
    writeFileSync(path.join(clientDir, 'index.html'), `<!doctype html><title>Paraphe</title>${'<p>x</p>'.repeat(300)}`);
    precompressFolder(clientDir);
    const app = await buildApp({ config: t.config, database: t.database, logger: false, clientDir });
    try {
      const asset = (encoding: string) =>
        app.inject({ method: 'GET', url: '/assets/entry-abc123.js', headers: { 'accept-encoding': encoding } });
      const brotli = await asset('gzip, deflate, br');
      expect(brotli.statusCode).toBe(200);
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(String(brotli.headers.vary).toLowerCase()).toContain('accept-encoding');
      expect(brotli.headers['content-type']).toContain('javascript');
      expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe(script);
      const gzip = await asset('gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
      const identity = await asset('identity');
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body).toBe(script);

      const page = await app.inject({ method: 'GET', url: '/contrats', headers: { 'accept-encoding': 'br' } });
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Paraphe</title>');
    } finally {
      await app.close();
    }
  });
});
