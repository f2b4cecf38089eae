import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Counterparty } from '#shared/api/counterparties.ts';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import type { BrandParty } from '#shared/contract/schema-parties.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { type TestUser, createVerifiedUser } from '#testing/users.ts';

const creatorDetails = {
  role: 'creator',
  isPhysicalPerson: true,
  siret: '',
  companyName: '',
  address: '3 rue du Port',
  postalCode: '13002',
  city: 'Marseille',
} as const;

const lumiere: Partial<BrandParty> = {
  name: 'Maison Lumière',
  legalForm: 'SAS',
  siret: '73282932000074',
  address: '12 rue des Lilas, 75011 Paris',
  email: 'contact@lumiere.fr',
  signatory: { name: 'Claire Dupont', capacity: 'Présidente', email: 'claire@lumiere.fr' },
};

describe(`the address book of counterparties on ${testEngine()}`, () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: authHeaders(user.accessToken), ...(payload ? { payload } : {}) });
  const withBrand = (brand: Partial<BrandParty>, draft: ContractDraft = createDefaultContract('PAID')) => ({
    ...draft,
    parties: { ...draft.parties, creator: { ...draft.parties.creator, ...brand } },
  });
  const create = async (user: TestUser, draft: unknown) => {
    const response = await call(user, 'POST', '/api/contracts', draft);
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const save = async (user: TestUser, contract: { id: string; version: number } & ContractDraft) => {
    const response = await call(user, 'PUT', `/api/contracts/${contract.id}`, contract);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const book = async (user: TestUser, q?: string): Promise<Counterparty[]> => {
    const query = q === undefined ? '' : `?q=${encodeURIComponent(q)}`;
    const response = await call(user, 'GET', `/api/counterparties${query}`);
    expect(response.statusCode).toBe(200);
    return response.json();
  };
  const entryNamed = async (user: TestUser, name: string) => {
    const entry = (await book(user)).find((candidate) => candidate.name === name);
    if (!entry) throw new Error(`no entry named ${name}`);
    return entry;
  };

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createVerifiedUser(t, { details: creatorDetails });
    bob = await createVerifiedUser(t, {
      details: {
        ...creatorDetails,
        role: 'brand',
        isPhysicalPerson: false,
        companyName: 'Maison Verte',
        siret: '81234567800013',
      },
    });
  });
  afterAll(async () => t.close());

  it('fills the book with the brand of a contract a creator saves, its whole block', async () => {
    await create(alice, withBrand(lumiere));
    expect(await entryNamed(alice, 'Maison Lumière')).toMatchObject({
      side: 'creator',
      legalForm: 'SAS',
      siret: '73282932000074',
      address: '12 rue des Lilas, 75011 Paris',
      email: 'contact@lumiere.fr',
      signatory: { name: 'Claire Dupont', capacity: 'Présidente', email: 'claire@lumiere.fr' },
    });
  });

  it('keeps one entry per SIRET, with the most recent contract’s data', async () => {
    const created = await create(
      alice,
      withBrand({ ...lumiere, name: 'MAISON LUMIERE', address: '1 quai Nord, 69001 Lyon' }),
    );
    const entries = (await book(alice)).filter((entry) => entry.siret === '73282932000074');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ name: 'MAISON LUMIERE', address: '1 quai Nord, 69001 Lyon' });
    await save(alice, {
      ...created,
      parties: { ...created.parties, creator: { ...created.parties.creator, name: 'Maison Lumière' } },
    });
    expect((await book(alice)).filter((entry) => entry.siret === '73282932000074')).toMatchObject([
      { name: 'Maison Lumière' },
    ]);
  });

  it('keeps one entry per name without SIRET, whatever the case or accents', async () => {
    await create(alice, withBrand({ name: 'Café Noisette', email: 'bonjour@noisette.fr' }));
    await create(alice, withBrand({ name: 'CAFE NOISETTE', address: '5 rue Haute, 35000 Rennes' }));
    const entries = (await book(alice)).filter((entry) => entry.name.toLowerCase().includes('noisette'));
    // The later save names it, and adds its address to what the book knew.
    expect(entries).toMatchObject([
      { name: 'CAFE NOISETTE', email: 'bonjour@noisette.fr', address: '5 rue Haute, 35000 Rennes' },
    ]);
  });

  it('renames the entry a contract made while its name is being typed, rather than keeping each pause', async () => {
    const created = await create(alice, withBrand({ name: 'Ver' }));
    const saved = await save(alice, {
      ...created,
      parties: { ...created.parties, creator: { ...created.parties.creator, name: 'Verdure & Co' } },
    });
    const names = (await book(alice)).map((entry) => entry.name);
    expect(names).toContain('Verdure & Co');
    expect(names).not.toContain('Ver');
    expect(saved.version).toBe(2);
  });

  it('puts the content creator of a brand’s contract in the brand’s book', async () => {
    const draft = createDefaultContract('UGC');
    const influencer = {
      ...draft.parties.influencer,
      name: 'Léa Dubois',
      pseudonym: '@lea.cuisine',
      isPhysicalPerson: true,
    };
    await create(bob, { ...draft, parties: { ...draft.parties, influencer } });
    expect(await book(bob)).toMatchObject([
      { name: 'Léa Dubois', pseudonym: '@lea.cuisine', isPhysicalPerson: true, side: 'influencer' },
    ]);
    expect((await book(alice)).map((entry) => entry.name)).not.toContain('Léa Dubois');
  });

  it('leaves the book alone for an account without a role yet', async () => {
    const carol = await createVerifiedUser(t);
    await create(carol, withBrand(lumiere));
    expect(await book(carol)).toEqual([]);
  });

  it('finds entries from a few letters, without accents or case, and by e-mail or SIRET', async () => {
    expect((await book(alice, 'lumie')).map((entry) => entry.name)).toEqual(['Maison Lumière']);
    expect((await book(alice, 'LUMIÈ')).map((entry) => entry.name)).toEqual(['Maison Lumière']);
    expect((await book(alice, 'cafe')).map((entry) => entry.name)).toEqual(['CAFE NOISETTE']);
    expect((await book(alice, 'bonjour@')).map((entry) => entry.name)).toEqual(['CAFE NOISETTE']);
    expect((await book(alice, '732 829')).map((entry) => entry.name)).toEqual(['Maison Lumière']);
    expect(await book(alice, 'introuvable')).toEqual([]);
    expect(await book(alice, '%')).toEqual([]);
  });

  it('updates an entry with the contract’s field rules', async () => {
    const entry = await entryNamed(alice, 'Maison Lumière');
    const response = await call(alice, 'PUT', `/api/counterparties/${entry.id}`, {
      ...entry,
      email: 'presse@lumiere.fr',
      siret: '552 100 554 00013',
      signatory: { ...entry.signatory, capacity: 'Directrice générale' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ email: 'presse@lumiere.fr', siret: '55210055400013' });
    expect(await entryNamed(alice, 'Maison Lumière')).toMatchObject({
      signatory: { capacity: 'Directrice générale' },
    });
  });

  it('refuses bad input with 400 and the field, never 500', async () => {
    const entry = await entryNamed(alice, 'Maison Lumière');
    const put = (body: unknown) => call(alice, 'PUT', `/api/counterparties/${entry.id}`, body);
    const badSiret = await put({ ...entry, siret: '73282932000075' });
    expect(badSiret.statusCode).toBe(400);
    expect(badSiret.json().error).toMatchObject({
      code: 'VALIDATION_ERROR',
      fields: [expect.objectContaining({ path: 'siret' })],
    });
    const badEmail = await put({ ...entry, email: 'pas-un-email' });
    expect(badEmail.json().error.fields).toEqual([expect.objectContaining({ path: 'email' })]);
    expect((await put({ ...entry, name: 'x'.repeat(201) })).statusCode).toBe(400);
    expect((await put({ ...entry, name: '' })).statusCode).toBe(400);
    expect((await put([1, 2])).statusCode).toBe(400);
    expect((await put({ ...entry, name: 'Maison\u0007Lumière' })).json().error.code).toBe('INVALID_CHARACTERS');
    // A malformed id names no entry of the user's: 404, as for any unknown id.
    expect((await call(alice, 'PUT', '/api/counterparties/pas-un-id', entry)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', '/api/counterparties/pas-un-id')).json().error.code).toBe('NOT_FOUND');
    expect((await call(alice, 'GET', `/api/counterparties?q=${'a'.repeat(101)}`)).statusCode).toBe(400);
    expect(await entryNamed(alice, 'Maison Lumière')).toMatchObject({ siret: '55210055400013' });
  });

  it('refuses to make two entries of one counterparty, naming the field (409)', async () => {
    const cafe = await entryNamed(alice, 'CAFE NOISETTE');
    const response = await call(alice, 'PUT', `/api/counterparties/${cafe.id}`, { ...cafe, siret: '55210055400013' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'CONFLICT',
      fields: [expect.objectContaining({ path: 'siret' })],
    });
  });

  it('answers 404 for another user’s entry, on update and on delete, and changes nothing', async () => {
    const entry = await entryNamed(alice, 'Maison Lumière');
    const update = await call(bob, 'PUT', `/api/counterparties/${entry.id}`, { ...entry, name: 'Volée' });
    expect(update.statusCode).toBe(404);
    expect(update.json().error.code).toBe('NOT_FOUND');
    expect((await call(bob, 'DELETE', `/api/counterparties/${entry.id}`)).statusCode).toBe(404);
    expect(await entryNamed(alice, 'Maison Lumière')).toMatchObject({ id: entry.id, name: 'Maison Lumière' });
    expect((await book(bob)).map((candidate) => candidate.id)).not.toContain(entry.id);
  });

  it('deletes an entry, which an autosave that leaves the counterparty unchanged does not bring back', async () => {
    const created = await create(alice, withBrand({ name: 'Atelier Sève', siret: '44321876500016' }));
    const entry = await entryNamed(alice, 'Atelier Sève');
    expect((await call(alice, 'DELETE', `/api/counterparties/${entry.id}`)).statusCode).toBe(204);
    expect((await call(alice, 'DELETE', `/api/counterparties/${entry.id}`)).statusCode).toBe(404);

    const autosaved = await save(alice, { ...created, title: 'Contrat modifié' });
    expect((await book(alice)).map((candidate) => candidate.name)).not.toContain('Atelier Sève');

    // A change to that counterparty's block is new information: the book takes it again.
    await save(alice, {
      ...autosaved,
      parties: { ...autosaved.parties, creator: { ...autosaved.parties.creator, email: 'atelier@seve.fr' } },
    });
    expect(await entryNamed(alice, 'Atelier Sève')).toMatchObject({ email: 'atelier@seve.fr' });
  });
});
