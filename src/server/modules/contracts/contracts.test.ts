import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { specShapedContract } from '#shared/contract/spec-shaped-contract.fixture.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { type TestUser, createUser, createVerifiedUser } from '#testing/users.ts';

describe(`contracts API on ${testEngine()}`, () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: authHeaders(user.accessToken), ...(payload ? { payload } : {}) });
  const create = async (user: TestUser, draft: unknown = createSampleContract('PAID')) => {
    const response = await call(user, 'POST', '/api/contracts', draft);
    expect(response.statusCode).toBe(201);
    return response.json();
  };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createVerifiedUser(t);
    bob = await createVerifiedUser(t);
  });
  afterAll(async () => t.close());

  it('creates a contract of each type and answers it with its id, status and version', async () => {
    for (const type of ['PAID', 'UGC', 'GIFT'] as const) {
      const contract = await create(alice, createDefaultContract(type));
      expect(contract).toMatchObject({ type, status: 'draft', version: 1, template: type.toLowerCase() });
      expect(contract.id).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('accepts a contract shaped as in the spec and fills in the new fields', async () => {
    const contract = await create(alice, specShapedContract());
    expect(contract.parties.creator.taxResidenceCountry).toBe('France');
    expect(contract.disclosure).toBeDefined();
  });

  it('opens a contract stored under the former model, migrated to the current one', async () => {
    const { id } = await create(alice, createSampleContract('UGC'));
    const { title: _title, type: _type, children: _children, ...body } = createSampleContract('UGC');
    const legacy = {
      ...body,
      declarations: { ...body.declarations, minorUnder16: true, minorAuthorisation: 'Autorisation n° 2026-15' },
      clauses: {
        ...body.clauses,
        lawAndJurisdiction: { law: 'US', courtCity: 'Paris' },
        paidUsage: { enabled: true, platforms: 'Meta', territory: 'France', durationMonths: 3, fee: 750 },
      },
    };
    await t.app.database.db.update(contracts).set({ body: legacy }).where(eq(contracts.id, id));
    const response = await call(alice, 'GET', `/api/contracts/${id}`);
    expect(response.statusCode).toBe(200);
    const contract = response.json();
    expect(contract.children).toMatchObject({ present: true, authorisationReference: 'Autorisation n° 2026-15' });
    expect(contract.clauses.lawAndJurisdiction).toMatchObject({ law: 'OTHER', otherLegalSystem: '' });
    expect(contract.clauses.paidUsage).toBeUndefined();
    const paidSocial = contract.clauses.rightsAssignment.uses.filter(
      (use: { kind: string }) => use.kind === 'paid-social',
    );
    expect(paidSocial).toEqual([
      expect.objectContaining({ price: 450 + 750, creatorAccount: true, durationMonths: 6 }),
    ]);
  });

  it('saves a draft with fields in a wrong format as typed, and gives the raw inputs back', async () => {
    const draft = createSampleContract('PAID') as Record<string, any>;
    draft.clauses.duration.endDate = '2020-01-01';
    draft.compensation.paymentAmount = -5;
    draft.parties.creator.siret = '123';
    draft.parties.influencer.email = 'pas-un-email';
    const created = await create(alice, draft);
    expect(created.pendingInputs).toMatchObject({
      'clauses.duration.endDate': '2020-01-01',
      'compensation.paymentAmount': -5,
      'parties.creator.siret': '123',
      'parties.influencer.email': 'pas-un-email',
    });
    // Everything else is kept as typed.
    expect(created.parties.creator.name).toBe(draft.parties.creator.name);
    expect(created.deliverables.partnershipObject).toBe(draft.deliverables.partnershipObject);
    const read = (await call(alice, 'GET', `/api/contracts/${created.id}`)).json();
    expect(read.pendingInputs['parties.creator.siret']).toBe('123');

    // Fixed in a later save: nothing is left aside.
    const fixed = await call(alice, 'PUT', `/api/contracts/${created.id}`, {
      ...createSampleContract('PAID'),
      version: 1,
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().pendingInputs).toEqual({});
  });

  it('refuses a body no editor can produce with 400, the field paths, and stores nothing', async () => {
    const before = (await call(alice, 'GET', '/api/contracts')).json().counts.total;
    const draft = createSampleContract('PAID') as Record<string, any>;
    draft.parties.creator = 'Maison Lumen';
    draft.deliverables.influencerDuties = 'trois Reels';
    const response = await call(alice, 'POST', '/api/contracts', draft);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    const paths = response.json().error.fields.map((field: { path: string }) => field.path);
    expect(paths).toEqual(expect.arrayContaining(['parties.creator', 'deliverables.influencerDuties']));
    const noType = await call(alice, 'POST', '/api/contracts', { ...createSampleContract('PAID'), type: 'LOAN' });
    expect(noType.statusCode).toBe(400);
    expect((await call(alice, 'GET', '/api/contracts')).json().counts.total).toBe(before);
  });

  it('lists only the owner’s contracts, most recently updated first', async () => {
    const older = await create(alice);
    const newer = await create(alice);
    await create(bob);
    await call(alice, 'PUT', `/api/contracts/${older.id}`, { ...createSampleContract('PAID'), version: 1 });
    const list = (await call(alice, 'GET', '/api/contracts')).json().items;
    expect(list[0].id).toBe(older.id);
    expect(list[1].id).toBe(newer.id);
    expect(list.every((contract: { id: string }) => contract.id !== undefined)).toBe(true);
    const bobs = (await call(bob, 'GET', '/api/contracts')).json().items;
    expect(bobs.map((c: { id: string }) => c.id)).not.toContain(older.id);
  });

  it('counts the contracts created this month', async () => {
    const fresh = await createVerifiedUser(t);
    await create(fresh);
    await create(fresh);
    expect((await call(fresh, 'GET', '/api/contracts/count')).json()).toEqual({ count: 2 });
  });

  it('saves a new version, and refuses a save based on a stale version with 409', async () => {
    const contract = await create(alice);
    const first = await call(alice, 'PUT', `/api/contracts/${contract.id}`, {
      ...createSampleContract('PAID'),
      title: 'Version deux',
      version: 1,
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ title: 'Version deux', version: 2 });
    const stale = await call(alice, 'PUT', `/api/contracts/${contract.id}`, {
      ...createSampleContract('PAID'),
      title: 'Écrasement',
      version: 1,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_VERSION');
    expect((await call(alice, 'GET', `/api/contracts/${contract.id}`)).json().title).toBe('Version deux');
  });

  it('answers a contract read again with every change made since, whatever wrote it', async () => {
    const { id, version } = await create(alice);
    const read = async () => {
      const response = await call(alice, 'GET', `/api/contracts/${id}`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      return response.json();
    };
    expect((await read()).title).toBe(createSampleContract('PAID').title);
    expect(await read()).toEqual(await read());

    const saved = await call(alice, 'PUT', `/api/contracts/${id}`, {
      ...(await read()),
      title: 'Après sauvegarde',
      version,
    });
    expect(saved.statusCode).toBe(200);
    expect(await read()).toMatchObject({ title: 'Après sauvegarde', version: version + 1 });

    expect((await call(alice, 'POST', `/api/contracts/${id}/archive`)).statusCode).toBe(200);
    expect((await read()).archivedAt).not.toBeNull();

    // A write that changes neither the version nor the update time is answered all the same.
    await t.app.database.db.update(contracts).set({ title: 'Écrit à côté' }).where(eq(contracts.id, id));
    expect((await read()).title).toBe('Écrit à côté');

    // Read by its owner just before, it is still nobody else's.
    expect((await call(bob, 'GET', `/api/contracts/${id}`)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', `/api/contracts/${id}`)).statusCode).toBe(204);
    expect((await call(alice, 'GET', `/api/contracts/${id}`)).statusCode).toBe(404);
  });

  it('requires the base version on a save', async () => {
    const contract = await create(alice);
    const response = await call(alice, 'PUT', `/api/contracts/${contract.id}`, createSampleContract('PAID'));
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields[0].path).toBe('version');
  });

  it('answers 404 for another user’s contract on every route that takes an id', async () => {
    const contract = await create(alice);
    const body = { ...createSampleContract('PAID'), version: 1 };
    const attempts = [
      call(bob, 'GET', `/api/contracts/${contract.id}`),
      call(bob, 'PUT', `/api/contracts/${contract.id}`, body),
      call(bob, 'DELETE', `/api/contracts/${contract.id}`),
      call(bob, 'POST', `/api/contracts/${contract.id}/duplicate`),
      call(bob, 'POST', `/api/contracts/${contract.id}/mark-signed`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const untouched = (await call(alice, 'GET', `/api/contracts/${contract.id}`)).json();
    expect(untouched).toMatchObject({ version: 1, status: 'draft' });
  });

  it('answers 404 for an id that is not a uuid or does not exist', async () => {
    expect((await call(alice, 'GET', '/api/contracts/nope')).statusCode).toBe(404);
    expect((await call(alice, 'GET', '/api/contracts/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('deletes a contract', async () => {
    const contract = await create(alice);
    expect((await call(alice, 'DELETE', `/api/contracts/${contract.id}`)).statusCode).toBe(204);
    expect((await call(alice, 'GET', `/api/contracts/${contract.id}`)).statusCode).toBe(404);
  });

  it('duplicates a contract as a new draft', async () => {
    const contract = await create(alice);
    const response = await call(alice, 'POST', `/api/contracts/${contract.id}/duplicate`);
    expect(response.statusCode).toBe(201);
    const copy = response.json();
    expect(copy.id).not.toBe(contract.id);
    expect(copy).toMatchObject({ title: `Copie de ${contract.title}`, status: 'draft', version: 1 });
    expect(copy.parties).toEqual(contract.parties);
  });

  it('only marks an exported contract as signed, which then becomes read-only', async () => {
    const contract = await create(alice);
    const refused = await call(alice, 'POST', `/api/contracts/${contract.id}/mark-signed`);
    expect(refused.statusCode).toBe(409);
    await t.app.database.db.execute(sql`update contracts set status = 'exported' where id = ${contract.id}`);
    const signed = await call(alice, 'POST', `/api/contracts/${contract.id}/mark-signed`);
    expect(signed.json().status).toBe('signed');
    const edit = await call(alice, 'PUT', `/api/contracts/${contract.id}`, {
      ...createSampleContract('PAID'),
      version: 1,
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('CONTRACT_LOCKED');
  });

  it('turns an exported contract back into a draft when it changes', async () => {
    const contract = await create(alice);
    await t.app.database.db.execute(sql`update contracts set status = 'exported' where id = ${contract.id}`);
    const saved = await call(alice, 'PUT', `/api/contracts/${contract.id}`, {
      ...createSampleContract('PAID'),
      version: 1,
    });
    expect(saved.json()).toMatchObject({ status: 'draft', version: 2 });
  });

  it('asks for a session, and a verified e-mail', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/contracts' })).statusCode).toBe(401);
    const unverified = await createUser(t);
    const response = await call(unverified, 'GET', '/api/contracts');
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe(`templates API on ${testEngine()}`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers the HTML of each template', async () => {
    for (const name of ['paid', 'ugc', 'gift']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/templates/${name}` });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('{{');
    }
  });

  it('answers 404 for any other name', async () => {
    for (const name of ['PAID', 'nda', '..%2Fpackage.json']) {
      expect((await t.app.inject({ method: 'GET', url: `/api/templates/${name}` })).statusCode).toBe(404);
    }
  });
});
