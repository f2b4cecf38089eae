import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { contactMessages, waitlistEntries } from '#server/db/schema/public-site.ts';
import { createTestApp, type TestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders, nextTestIp } from '#testing/requests.ts';
import { createVerifiedUser, DEFAULT_TEST_PASSWORD, type TestUser, uniqueEmail } from '#testing/users.ts';

/** A tiny valid PDF: the signature request only needs an export to exist. */
const FAKE_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);

/**
 * The same corpus for every route that takes text. `refused`: a 400 with this code; `stored`:
 * accepted and read back as this exact string (already NFC and trimmed, unless said otherwise).
 */
const CORPUS: Array<{ name: string; value: string } & ({ refused: string } | { stored: string })> = [
  { name: 'a NUL character', value: 'Maison\u0000Lumière', refused: 'INVALID_CHARACTERS' },
  { name: 'a bell and an escape sequence', value: 'Alerte\u0007 \u001b[31mrouge', refused: 'INVALID_CHARACTERS' },
  { name: 'a C1 control character', value: 'Contrôle\u0085caché', refused: 'INVALID_CHARACTERS' },
  { name: 'a lone high surrogate', value: 'Émoji coupé \ud83d', refused: 'INVALID_CHARACTERS' },
  { name: 'a lone low surrogate', value: '\ude00 à l’envers', refused: 'INVALID_CHARACTERS' },
  { name: 'a 100 kB string', value: 'é'.repeat(100_000), refused: 'VALIDATION_ERROR' },
  {
    name: 'right-to-left marks',
    value: 'Maison \u200fلومière\u202e inversé\u202c',
    stored: 'Maison \u200fلومière\u202e inversé\u202c',
  },
  { name: 'emoji, joined and skin-toned', value: 'Léa 🎉👩🏽‍💻🇫🇷', stored: 'Léa 🎉👩🏽‍💻🇫🇷' },
  { name: 'a decomposed accent (NFD)', value: 'Cre\u0301ation Fe\u0301vrier', stored: 'Création Février' },
];

describe(`one text rule for every string entering the API, on ${testEngine()}`, () => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp({}, undefined, {
      createPdfRenderer: () => ({
        render: async () => ({ pdf: FAKE_PDF, pages: 1 }),
        close: async () => {},
      }),
    });
    // Pro: the signature route exports a contract per corpus entry, past the free plan's 3 credits.
    owner = await createVerifiedUser(t, { plan: 'pro' });
  });
  afterAll(async () => t?.close());

  const call = (method: 'POST' | 'PUT', url: string, payload: unknown, user: TestUser | null = owner) =>
    t.app.inject({
      method,
      url,
      remoteAddress: nextTestIp(),
      headers: { 'content-type': 'application/json', ...(user ? authHeaders(user.accessToken) : {}) },
      payload: JSON.stringify(payload),
    });
  const get = async (url: string, user: TestUser = owner) =>
    (await t.app.inject({ method: 'GET', url, headers: authHeaders(user.accessToken) })).json();

  /** Each route: send the value in one text field, then read back what was stored. */
  const routes: Array<{
    route: string;
    send(value: string): ReturnType<typeof call>;
    read(response: Awaited<ReturnType<typeof call>>): Promise<string>;
  }> = [
    {
      route: 'POST /api/contracts (title)',
      send: (value) => call('POST', '/api/contracts', { ...createSampleContract('PAID'), title: value }),
      read: async (response) => (await get(`/api/contracts/${response.json().id}`)).title,
    },
    {
      route: 'POST /api/contracts (a party’s name in the body)',
      send: (value) => {
        const draft = createSampleContract('GIFT');
        draft.parties.creator.name = value;
        return call('POST', '/api/contracts', draft);
      },
      read: async (response) => (await get(`/api/contracts/${response.json().id}`)).parties.creator.name,
    },
    {
      route: 'POST /api/contact (first name)',
      send: (value) =>
        call(
          'POST',
          '/api/contact',
          {
            firstName: value,
            lastName: 'Martin',
            email: uniqueEmail('contact'),
            subject: 'autre',
            message: 'Bonjour, une question sur les exports.',
          },
          null,
        ),
      read: async (response) => {
        const [row] = await t.database.db
          .select()
          .from(contactMessages)
          .where(eq(contactMessages.id, response.json().id));
        return row!.firstName;
      },
    },
    {
      route: 'POST /api/auth/register (last name)',
      send: (value) =>
        call(
          'POST',
          '/api/auth/register',
          { email: uniqueEmail('inscription'), password: DEFAULT_TEST_PASSWORD, firstName: 'Léa', lastName: value },
          null,
        ),
      read: async (response) => response.json().user.lastName,
    },
    {
      route: 'PUT /api/me (first name)',
      send: (value) => call('PUT', '/api/me', { firstName: value, lastName: 'Dubois' }),
      read: async () => (await get('/api/me')).firstName,
    },
    {
      route: 'PUT /api/user (company name of the profile)',
      send: (value) =>
        call('PUT', '/api/user', {
          role: 'brand',
          isPhysicalPerson: false,
          siret: '73282932000074',
          companyName: value,
          address: '12 rue de la Paix',
          city: 'Paris',
          postalCode: '75002',
        }),
      read: async () => (await get('/api/user')).companyName,
    },
    {
      route: 'POST /api/contracts/:id/signature-requests (a signer’s name)',
      send: async (value) => {
        const created = await call('POST', '/api/contracts', createSampleContract('PAID'));
        expect((await call('POST', `/api/contracts/${created.json().id}/export`, {})).statusCode).toBe(200);
        return call('POST', `/api/contracts/${created.json().id}/signature-requests`, {
          signers: [
            { party: 'influencer', name: value, email: uniqueEmail('signataire') },
            { party: 'creator', name: 'Claire Martin', email: uniqueEmail('signataire') },
          ],
          ordered: false,
        });
      },
      read: async (response) =>
        response.json().signers.find((signer: { name: string }) => signer.name !== 'Claire Martin').name,
    },
  ];

  for (const { route, send, read } of routes) {
    it.each(CORPUS)(`${route}: $name is refused with its code or stored exactly, never a 5xx`, async (entry) => {
      const response = await send(entry.value);
      if ('refused' in entry) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error.code).toBe(entry.refused);
      } else {
        expect(response.statusCode, response.body).toBeLessThan(300);
        expect(await read(response)).toBe(entry.stored);
      }
    });
  }

  it('refuses a control character in every text field of the contract body, each with its path', async () => {
    const draft = createSampleContract('UGC') as unknown as Record<string, unknown>;
    const paths: string[][] = [];
    const walk = (value: unknown, path: string[]) => {
      if (typeof value === 'string') paths.push(path);
      else if (value && typeof value === 'object')
        for (const [key, inner] of Object.entries(value)) walk(inner, [...path, key]);
    };
    walk(draft, []);
    expect(paths.length).toBeGreaterThan(30);
    for (const path of paths) {
      const copy = structuredClone(draft);
      let node = copy as Record<string, unknown>;
      for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
      node[path.at(-1)!] = `${String(node[path.at(-1)!])}\u0000`;
      const response = await call('POST', '/api/contracts', copy);
      expect(response.statusCode, path.join('.')).toBe(400);
      expect(response.json().error.code, path.join('.')).toBe('INVALID_CHARACTERS');
    }
  });

  it('refuses a control character in the waiting list, in JSON and as a form', async () => {
    const json = await call('POST', '/api/waitlist', { email: `liste\u0000${uniqueEmail('attente')}` }, null);
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe('INVALID_CHARACTERS');
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/waitlist',
      remoteAddress: nextTestIp(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `EMAIL=${encodeURIComponent(`liste${uniqueEmail('attente')}`)}&locale=fr%00`,
    });
    expect(form.statusCode).toBeLessThan(500);
    expect(form.statusCode === 400 || form.statusCode === 200).toBe(true);
  });

  it('lets no __proto__ or constructor key of a JSON body pollute anything', async () => {
    const email = uniqueEmail('prototype');
    const bodies = [
      `{"email":"${email}","__proto__":{"polluted":true}}`,
      `{"email":"${email}","constructor":{"prototype":{"polluted":true}}}`,
    ];
    for (const payload of bodies) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/waitlist',
        remoteAddress: nextTestIp(),
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBeLessThan(500);
    }
    const contract = await call('POST', '/api/contracts', JSON.parse(`{"__proto__":{"plan":"pro"},"title":"x"}`));
    expect(contract.statusCode).toBeLessThan(500);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(({} as Record<string, unknown>).plan).toBeUndefined();
    const listed = await t.database.db.select().from(waitlistEntries).where(eq(waitlistEntries.email, email));
    expect(listed.length).toBeLessThanOrEqual(1);
  });
});
