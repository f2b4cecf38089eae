import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { type TestUser, createVerifiedUser } from '#testing/users.ts';

describe(`field-level save (PATCH /api/contracts/:id) on ${testEngine()}`, () => {
  let t: TestApp;
  let pro: TestUser;
  let free: TestUser;

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: authHeaders(user.accessToken), ...(payload ? { payload } : {}) });
  const create = async (user: TestUser, draft: unknown = createSampleContract('PAID')) => {
    const response = await call(user, 'POST', '/api/contracts', draft);
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const patch = (user: TestUser, id: string, version: number, changes: Record<string, unknown>, type = 'PAID') =>
    call(user, 'PATCH', `/api/contracts/${id}`, { version, type, changes });
  const read = async (user: TestUser, id: string) => (await call(user, 'GET', `/api/contracts/${id}`)).json();
  const withoutRowColumns = ({ id: _i, createdAt: _c, updatedAt: _u, ...rest }: Record<string, unknown>) => rest;

  beforeAll(async () => {
    t = await createTestApp();
    pro = await createVerifiedUser(t, { plan: 'pro' });
    free = await createVerifiedUser(t);
  });
  afterAll(async () => t.close());

  it('stores what a whole save of the same draft stores, and answers the sections sent', async () => {
    const edited = createSampleContract('PAID');
    edited.title = 'Campagne d’hiver';
    edited.deliverables.partnershipObject = 'Trois vidéos sur la collection d’hiver';
    edited.compensation.paymentAmount = 2400;
    const whole = await create(pro);
    const byField = await create(pro);

    const put = await call(pro, 'PUT', `/api/contracts/${whole.id}`, { ...edited, version: 1 });
    expect(put.statusCode).toBe(200);
    const patched = await patch(pro, byField.id, 1, {
      title: edited.title,
      deliverables: edited.deliverables,
      compensation: edited.compensation,
    });
    expect(patched.statusCode).toBe(200);
    const answer = patched.json();
    expect(answer).toMatchObject({ id: byField.id, version: 2, status: 'draft', title: 'Campagne d’hiver' });
    expect(Object.keys(answer.changes).sort()).toEqual(['compensation', 'deliverables', 'title']);
    expect(answer.changes.compensation.paymentAmount).toBe(2400);
    expect(answer).not.toHaveProperty('parties');

    expect(withoutRowColumns(await read(pro, byField.id))).toEqual(withoutRowColumns(await read(pro, whole.id)));
    // The generated columns follow: the list finds it by its new title.
    const list = (await call(pro, 'GET', '/api/contracts?q=campagne%20d%E2%80%99hiver')).json();
    expect(list.items.map((item: { id: string }) => item.id)).toEqual(expect.arrayContaining([byField.id, whole.id]));
  });

  it('keeps the new version in the history, as a whole save does', async () => {
    const contract = await create(pro);
    const deliverables = { ...contract.deliverables, partnershipObject: 'Un Reel et deux stories' };
    expect((await patch(pro, contract.id, 1, { deliverables })).statusCode).toBe(200);
    const versions = (await call(pro, 'GET', `/api/contracts/${contract.id}/versions`)).json();
    expect(versions.currentVersion).toBe(2);
    expect(versions.versions.map((item: { version: number }) => item.version)).toEqual([2, 1]);
    const second = (await call(pro, 'GET', `/api/contracts/${contract.id}/versions/2`)).json();
    expect(second.contract.deliverables.partnershipObject).toBe('Un Reel et deux stories');
    expect(second.contract.parties).toEqual(contract.parties);
  });

  it('sets a field in a wrong format aside, replacing only the raw inputs of the sections sent', async () => {
    const draft = createSampleContract('PAID');
    draft.parties.creator.siret = '123';
    draft.compensation.paymentAmount = -5;
    const contract = await create(pro, draft);
    expect(Object.keys(contract.pendingInputs).sort()).toEqual(['compensation.paymentAmount', 'parties.creator.siret']);

    const compensation = { ...contract.compensation, paymentAmount: 'abc' };
    const first = await patch(pro, contract.id, 1, { compensation });
    expect(first.statusCode).toBe(200);
    expect(first.json().pendingInputs).toEqual({ 'compensation.paymentAmount': 'abc', 'parties.creator.siret': '123' });
    // The body holds a valid value in its place, the blank contract's.
    expect(typeof first.json().changes.compensation.paymentAmount).toBe('number');

    const fixed = await patch(pro, contract.id, 2, { compensation: { ...contract.compensation, paymentAmount: 900 } });
    expect(fixed.json().pendingInputs).toEqual({ 'parties.creator.siret': '123' });
    const stored = await read(pro, contract.id);
    expect(stored.pendingInputs).toEqual({ 'parties.creator.siret': '123' });
    expect(stored.compensation.paymentAmount).toBe(900);
  });

  it('refuses a stale version with 409 and writes nothing', async () => {
    const contract = await create(pro);
    expect((await patch(pro, contract.id, 1, { title: 'Première' })).statusCode).toBe(200);
    const stale = await patch(pro, contract.id, 1, { title: 'Seconde' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('STALE_VERSION');
    // A type other than the row's is not the version the editor holds either.
    const otherType = await patch(pro, contract.id, 2, { title: 'Seconde' }, 'UGC');
    expect(otherType.statusCode).toBe(409);
    expect(await read(pro, contract.id)).toMatchObject({ version: 2, title: 'Première', type: 'PAID' });
  });

  it('refuses a signed contract (409 CONTRACT_LOCKED), and turns an exported one back into a draft', async () => {
    const locked = await create(pro);
    await t.app.database.db.execute(sql`update contracts set status = 'signed' where id = ${locked.id}`);
    const refused = await patch(pro, locked.id, 1, { title: 'Modifié' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('CONTRACT_LOCKED');

    const exported = await create(pro);
    await t.app.database.db.execute(sql`update contracts set status = 'exported' where id = ${exported.id}`);
    const saved = await patch(pro, exported.id, 1, { title: 'Modifié' });
    expect(saved.json()).toMatchObject({ status: 'draft', version: 2 });
  });

  it('answers 404 for another user’s contract, or an id that is not one, and writes nothing', async () => {
    const contract = await create(pro);
    const other = await patch(free, contract.id, 1, { title: 'Pris' });
    expect(other.statusCode).toBe(404);
    expect(other.json().error.code).toBe('NOT_FOUND');
    expect((await patch(free, 'nope', 1, { title: 'Pris' })).statusCode).toBe(404);
    expect(await read(pro, contract.id)).toMatchObject({ version: 1, title: contract.title });
  });

  it('refuses with 400 what no editor sends: the parties or the type, no section, a wrong shape', async () => {
    const contract = await create(pro);
    const cases: Array<[Record<string, unknown>, string?]> = [
      [{ parties: contract.parties }],
      [{ type: 'UGC' }],
      [{}],
      [{ unknown: 1 }],
      [{ deliverables: 'trois Reels' }, 'deliverables'],
    ];
    for (const [changes, path] of cases) {
      const response = await patch(pro, contract.id, 1, changes);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_ERROR');
      if (path) expect(response.json().error.fields.map((field: { path: string }) => field.path)).toContain(path);
    }
    const noVersion = await call(pro, 'PATCH', `/api/contracts/${contract.id}`, {
      type: 'PAID',
      changes: { title: 'x' },
    });
    expect(noVersion.statusCode).toBe(400);
    expect(await read(pro, contract.id)).toMatchObject({ version: 1 });
  });

  it('refuses a free account’s save of a contract with a Pro clause on, sent or stored (403)', async () => {
    const contract = await create(free);
    const clauses = { ...contract.clauses, exclusivity: { ...contract.clauses.exclusivity, enabled: true } };
    const sent = await patch(free, contract.id, 1, { clauses });
    expect(sent.statusCode).toBe(403);
    expect(sent.json().error.code).toBe('PRO_REQUIRED');

    // Saved while Pro: the contract stays readable, and savable once its Pro clause is off.
    const body = { ...(await read(free, contract.id)), clauses };
    const {
      id: _i,
      title: _t,
      type: _ty,
      status: _s,
      template: _te,
      version: _v,
      createdAt: _c,
      updatedAt: _u,
      ...rest
    } = body;
    const { pendingInputs: _p, archivedAt: _a, ...stored } = rest;
    await t.app.database.db.update(contracts).set({ body: stored }).where(eq(contracts.id, contract.id));
    const storedPro = await patch(free, contract.id, 1, { title: 'Autre titre' });
    expect(storedPro.statusCode).toBe(403);
    expect(storedPro.json().error.code).toBe('PRO_REQUIRED');
    const off = await patch(free, contract.id, 1, { clauses: contract.clauses });
    expect(off.statusCode).toBe(200);
    expect(off.json().version).toBe(2);
  });

  it('refuses a save that would keep more than 100 raw inputs, and keeps them all', async () => {
    const contract = await create(pro);
    const aside = Object.fromEntries(Array.from({ length: 100 }, (_, index) => [`annexes.note${index}`, 'x']));
    await t.app.database.db.update(contracts).set({ pendingInputs: aside }).where(eq(contracts.id, contract.id));
    const compensation = { ...contract.compensation, paymentAmount: 'abc' };
    const refused = await patch(pro, contract.id, 1, { compensation });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys((await read(pro, contract.id)).pendingInputs)).toHaveLength(100);
    // Sending the annexes replaces their raw inputs: room again.
    const both = await patch(pro, contract.id, 1, { compensation, annexes: contract.annexes });
    expect(both.statusCode).toBe(200);
    expect(both.json().pendingInputs).toEqual({ 'compensation.paymentAmount': 'abc' });
  });
});
