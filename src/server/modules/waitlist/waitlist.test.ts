import { tmpdir } from 'node:os';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config.ts';
import { waitlistEntries } from '#server/db/schema/public-site.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { nextTestIp } from '#testing/requests.ts';
import { uniqueEmail } from '#testing/users.ts';

const defaultSite = loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(32) }).site;

/** A multipart body as a browser's FormData posts it. */
function multipart(fields: Record<string, string>) {
  const boundary = '----ParapheFormBoundary7MA4YWxkTrZu0gW';
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

describe(`waiting list on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      site: { ...defaultSite, launchDate: '2027-03-01', waitlistFormUrl: 'https://formulaires.exemple.fr/liste' },
    });
  });
  afterAll(async () => t.close());
  beforeEach(async () => {
    await t.database.db.delete(waitlistEntries);
  });

  const listed = async (email: string) =>
    t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
  const stats = async () => (await t.app.inject({ method: 'GET', url: '/api/waitlist/stats' })).json();

  it("stores the spec's multipart post (EMAIL, locale) once, trimmed and lower-cased", async () => {
    const email = uniqueEmail('liste');
    const form = multipart({ EMAIL: `  ${email.toUpperCase()} `, locale: 'fr', email_address_check: '' });
    const response = await t.app.inject({ method: 'POST', url: '/api/waitlist', remoteAddress: nextTestIp(), ...form });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await listed(email)).toMatchObject([{ email, locale: 'fr' }]);
  });

  it('gives a second signup of the same address the same answer, and keeps one row', async () => {
    const email = uniqueEmail('deux-fois');
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      remoteAddress: nextTestIp(),
      payload: { email },
    });
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      remoteAddress: nextTestIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ EMAIL: email.toUpperCase(), locale: 'fr' }).toString(),
    });
    expect([first.statusCode, again.statusCode]).toEqual([200, 200]);
    expect(again.json()).toEqual(first.json());
    expect(await listed(email)).toHaveLength(1);
    expect((await stats()).count).toBe(1);
  });

  it('drops silently a submission whose honeypot is filled: same answer, nothing stored', async () => {
    const email = uniqueEmail('robot');
    const form = multipart({ EMAIL: email, locale: 'fr', email_address_check: 'robot@spam.example' });
    const response = await t.app.inject({ method: 'POST', url: '/api/waitlist', remoteAddress: nextTestIp(), ...form });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(await listed(email)).toHaveLength(0);
  });

  it('refuses a malformed address with the field and its French message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      remoteAddress: nextTestIp(),
      ...multipart({ EMAIL: 'pas-une-adresse', locale: 'fr' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [{ path: 'email', message: 'Veuillez saisir une adresse e-mail valide' }],
    });
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      remoteAddress: nextTestIp(),
      payload: {},
    });
    expect(empty.json().error.fields).toEqual([{ path: 'email', message: "L'adresse e-mail est obligatoire" }]);
  });

  it('refuses a form body larger than a signup form with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      remoteAddress: nextTestIp(),
      ...multipart({ EMAIL: uniqueEmail(), filler: 'x'.repeat(20_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers 429 with Retry-After past five posts a minute from one address', async () => {
    const remoteAddress = nextTestIp();
    const post = () =>
      t.app.inject({ method: 'POST', url: '/api/waitlist', remoteAddress, payload: { email: uniqueEmail('rafale') } });
    for (let attempt = 0; attempt < 5; attempt++) expect((await post()).statusCode).toBe(200);
    const refused = await post();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another visitor is not affected.
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      remoteAddress: nextTestIp(),
      payload: { email: uniqueEmail() },
    });
    expect(other.statusCode).toBe(200);
  });

  it("lets the landing post to the operator's external form: the page's CSP allows its origin, and no other", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    const connectSrc = /connect-src ([^;]*)/.exec(String(response.headers['content-security-policy']))?.[1];
    expect(connectSrc).toBe("'self' https://formulaires.exemple.fr");
  });

  it('answers the real count rounded down, the launch date and the external form from the configuration', async () => {
    expect(await stats()).toEqual({
      count: 0,
      display: '0',
      launchDate: '2027-03-01',
      formUrl: 'https://formulaires.exemple.fr/liste',
    });
    await t.database.db
      .insert(waitlistEntries)
      .values(Array.from({ length: 123 }, (_, index) => ({ email: `inscrit-${index}@exemple.fr` })));
    const response = await t.app.inject({ method: 'GET', url: '/api/waitlist/stats' });
    expect(response.json()).toMatchObject({ count: 123, display: '100+' });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
  });
});
