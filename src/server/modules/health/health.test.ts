import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { PdfRenderer } from '#server/plugins/pdf.ts';
import { createTestApp, type TestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { createVerifiedUser } from '#testing/users.ts';

const TOKEN = 'jeton-des-metriques-0123456789';
const FAKE_PDF = Buffer.from('%PDF-1.4\ntrailer<</Root 1 0 R>>\n%%EOF\n', 'latin1');

describe(`readiness and metrics on ${testEngine()}`, () => {
  let t: TestApp;
  let renderer: { ready: boolean; reason?: string } = { ready: true };
  beforeAll(async () => {
    const stand: PdfRenderer = {
      render: async () => ({ pdf: FAKE_PDF, pages: 1 }),
      close: async () => {},
      health: () => renderer,
    };
    t = await createTestApp({ metricsToken: TOKEN }, undefined, { createPdfRenderer: () => stand });
  });
  afterAll(async () => t?.close());

  it('is ready when the database answers and the renderer can take a render, 503 with the reason otherwise', async () => {
    const ready = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready', database: 'ok', renderer: 'ok' });

    renderer = { ready: false, reason: 'file d’attente pleine' };
    const busy = await t.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(busy.statusCode).toBe(503);
    expect(busy.json()).toEqual({ status: 'unavailable', database: 'ok', renderer: 'file d’attente pleine' });
    renderer = { ready: true };
  });

  it('serves Prometheus metrics to the bearer of the token only', async () => {
    const owner = await createVerifiedUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: authHeaders(owner.accessToken),
      payload: createSampleContract('PAID'),
    });
    const exported = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${created.json().id}/export`,
      headers: authHeaders(owner.accessToken),
    });
    expect(exported.statusCode).toBe(200);

    for (const authorization of [undefined, 'Bearer mauvais-jeton-0123456789xx', `Basic ${TOKEN}`]) {
      const refused = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(refused.statusCode).toBe(404);
      expect(refused.body).not.toContain('paraphe_');
    }
    const metrics = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.headers['content-type']).toContain('text/plain');
    expect(metrics.body).toMatch(
      /paraphe_http_request_duration_seconds_count\{method="POST",route="\/api\/contracts\/:id\/export",status="200"\} 1/,
    );
    expect(metrics.body).toMatch(/paraphe_exports_total\{outcome="charged"\} 1/);
    expect(metrics.body).toMatch(/paraphe_mail_outbox\{status="pending"\} \d+/);
    expect(metrics.body).toContain('process_cpu_user_seconds_total');
  });

  it('serves no metrics at all without METRICS_TOKEN', async () => {
    const closed = await createTestApp();
    try {
      const response = await closed.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: 'Bearer ' },
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
