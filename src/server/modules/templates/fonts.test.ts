import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';

describe(`GET /api/templates/fonts.css on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers the PDF’s embedded @font-face rules as CSS, every font a data: URL', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/templates/fonts.css' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/css');
    expect(response.body).toContain("font-family: 'Paraphe Serif'");
    expect(response.body).toContain("font-family: 'Paraphe Sans'");
    const sources = response.body.match(/src: url\(([^)]*)\)/g) ?? [];
    // Five faces, each as a small core (French text) and a wide face for every other character.
    expect(sources.length).toBe(10);
    expect(response.body.match(/unicode-range:/g)).toHaveLength(10);
    expect(sources.every((source) => source.startsWith('src: url(data:font/woff2;base64,'))).toBe(true);
  });
});
