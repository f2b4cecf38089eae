import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { redactUrl } from '#server/logger.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';

const probeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/probe',
    { schema: { body: z.object({ name: z.string().min(2), age: z.number().int() }) } },
    async (request) => ({
      hello: request.body.name,
    }),
  );
  app.get('/api/probe/boom', async () => {
    throw new Error('secret internal detail');
  });
};

describe(`API basics on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, probeRoutes);
  });
  afterAll(async () => t.close());

  it('answers the health check with the database checked', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });

  it('answers an unknown API route with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
  });

  it('answers invalid input with 400 and the failing field paths', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/probe', payload: { name: 'A', age: 'x' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.fields.map((f: { path: string }) => f.path).sort()).toEqual(['age', 'name']);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('BAD_REQUEST');
  });

  it('answers a body over 1 MB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10), age: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unexpected failure with 500 and no internal detail', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/probe/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('secret internal detail');
    expect(response.body).not.toContain('at ');
    expect(response.json()).toEqual({ error: { code: 'INTERNAL_ERROR', message: 'Erreur interne du serveur' } });
  });

  it('sets the security headers on every answer', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['strict-transport-security']).toBeUndefined();
    expect(response.headers['x-frame-options']).toBe('DENY');
    for (const url of ['/api/nope', '/api/probe/boom']) {
      const other = await t.app.inject({ method: 'GET', url });
      expect(other.statusCode).toBeGreaterThanOrEqual(400);
      expect(other.headers['content-security-policy']).toBe(csp);
      expect(other.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('behind the proxy, takes the address the proxy appended, not one the client wrote', async () => {
    const proxied = await createTestApp({ trustProxy: true }, async (app) => {
      app.get('/probe/ip', async (request) => ({ ip: request.ip }));
    });
    try {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/probe/ip',
        headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' },
      });
      expect(response.json()).toEqual({ ip: '203.0.113.7' });
    } finally {
      await proxied.close();
    }
  });

  it('adds HSTS when the request came over https through a trusted proxy', async () => {
    const proxied = await createTestApp({ trustProxy: true });
    try {
      const response = await proxied.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-forwarded-proto': 'https' },
      });
      expect(response.headers['strict-transport-security']).toContain('max-age=');
    } finally {
      await proxied.close();
    }
  });
});

describe('redactUrl', () => {
  it('hides the value of token query parameters before logging', () => {
    expect(redactUrl('/verify-email?token=abc123&x=1')).toBe('/verify-email?token=%5Bredacted%5D&x=1');
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('hides the token of signing and download links, which sits in the path', () => {
    expect(redactUrl('/api/sign/abcDEF_123-x/code/verify')).toBe('/api/sign/[redacted]/code/verify');
    expect(redactUrl('/signer/abcDEF_123-x')).toBe('/signer/[redacted]');
    expect(redactUrl('/api/signature-downloads/abc?x=1')).toBe('/api/signature-downloads/[redacted]?x=1');
    expect(redactUrl('/api/signatures/rate')).toBe('/api/signatures/rate');
  });
});
