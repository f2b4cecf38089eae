import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfessionalDetailsInput } from '#shared/account/professional-details.ts';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { fillProfileParty, profileParty } from '#shared/contract/profile-party.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { contractVersions, contracts } from '#server/db/schema/contracts.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { type TestUser, createVerifiedUser } from '#testing/users.ts';

const studio = {
  role: 'creator',
  isPhysicalPerson: false,
  siret: '73282932000074',
  companyName: 'Studio Lumière',
  address: '12 rue des Arts',
  postalCode: '33000',
  city: 'Bordeaux',
  legalForm: 'SAS',
  signatoryCapacity: 'Présidente',
} satisfies ProfessionalDetailsInput;
const moved = { ...studio, address: '3 place du Marché', postalCode: '69002', city: 'Lyon' };

describe(`the user's side of the contract follows the profile on ${testEngine()}`, () => {
  let t: TestApp;

  const call = (user: TestUser, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: authHeaders(user.accessToken), ...(payload ? { payload } : {}) });
  /** A new contract as the editor saves it: prefilled from the profile as it is now. */
  const newContract = async (user: TestUser, change: (draft: ContractDraft) => ContractDraft = (draft) => draft) => {
    const details = (await call(user, 'GET', '/api/user')).json();
    const draft = createDefaultContract('UGC');
    const prefilled = { ...draft, parties: fillProfileParty(draft.parties, profileParty(user.user, details)) };
    const response = await call(user, 'POST', '/api/contracts', change(prefilled));
    expect(response.statusCode).toBe(201);
    return response.json();
  };
  const read = async (user: TestUser, id: string) => (await call(user, 'GET', `/api/contracts/${id}`)).json();
  const setStatus = (id: string, values: Partial<typeof contracts.$inferInsert>) =>
    t.app.database.db.update(contracts).set(values).where(eq(contracts.id, id));

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('moves the new address into an untouched draft as a new version in the history', async () => {
    const camille = await createVerifiedUser(t, { details: studio });
    const draft = await newContract(camille);
    expect(draft.parties.influencer).toMatchObject({
      name: 'Studio Lumière',
      address: '12 rue des Arts, 33000 Bordeaux',
      email: camille.user.email,
      isPhysicalPerson: false,
      siret: '73282932000074',
      legalForm: 'SAS',
      signatory: { name: 'Camille Durand', capacity: 'Présidente', email: camille.user.email },
    });

    expect((await call(camille, 'PUT', '/api/user', moved)).statusCode).toBe(200);

    const after = await read(camille, draft.id);
    expect(after.parties.influencer.address).toBe('3 place du Marché, 69002 Lyon');
    expect(after.parties.influencer.name).toBe('Studio Lumière');
    expect(after.version).toBe(2);
    const versions = await t.app.database.db
      .select()
      .from(contractVersions)
      .where(and(eq(contractVersions.contractId, draft.id), eq(contractVersions.version, 2)));
    expect(versions).toHaveLength(1);
  });

  it('leaves a field typed by hand in that contract as it was, and moves the others', async () => {
    const camille = await createVerifiedUser(t, { details: studio });
    const draft = await newContract(camille, (contract) => ({
      ...contract,
      parties: { ...contract.parties, influencer: { ...contract.parties.influencer, address: 'Bureau de Nantes' } },
    }));
    await call(camille, 'PUT', '/api/user', { ...moved, signatoryCapacity: 'Gérante' });
    const after = await read(camille, draft.id);
    expect(after.parties.influencer.address).toBe('Bureau de Nantes');
    expect(after.parties.influencer.signatory.capacity).toBe('Gérante');
  });

  it('follows a new name (PUT /api/me) in the signatory of a company', async () => {
    const camille = await createVerifiedUser(t, { details: studio });
    const draft = await newContract(camille);
    expect((await call(camille, 'PUT', '/api/me', { firstName: 'Camille', lastName: 'Roux' })).statusCode).toBe(200);
    expect((await read(camille, draft.id)).parties.influencer.signatory.name).toBe('Camille Roux');
  });

  it('puts a brand on the brand side (parties.creator) and keeps it in step', async () => {
    const brand = await createVerifiedUser(t, { details: { ...studio, role: 'brand', companyName: 'Maison Verte' } });
    const draft = await newContract(brand);
    expect(draft.parties.creator.name).toBe('Maison Verte');
    expect(draft.parties.influencer.name).toBe('');
    await call(brand, 'PUT', '/api/user', { ...moved, role: 'brand', companyName: 'Maison Verte SAS' });
    const after = await read(brand, draft.id);
    expect(after.parties.creator.name).toBe('Maison Verte SAS');
    expect(after.parties.influencer.name).toBe('');
  });

  it('never touches a contract sent, signed, exported or archived', async () => {
    const camille = await createVerifiedUser(t, { details: studio });
    const sent = await newContract(camille);
    const signed = await newContract(camille);
    const exported = await newContract(camille);
    const archived = await newContract(camille);
    await setStatus(sent.id, { status: 'sent' });
    await setStatus(signed.id, { status: 'signed' });
    await setStatus(exported.id, { status: 'exported' });
    await setStatus(archived.id, { archivedAt: new Date() });
    await call(camille, 'PUT', '/api/user', moved);
    for (const contract of [sent, signed, exported, archived]) {
      const after = await read(camille, contract.id);
      expect(after.parties.influencer.address).toBe('12 rue des Arts, 33000 Bordeaux');
      expect(after.version).toBe(1);
    }
  });

  it('never touches another user’s contracts, even with the same values', async () => {
    const camille = await createVerifiedUser(t, { details: studio });
    const other = await createVerifiedUser(t, { details: studio, firstName: 'Camille', lastName: 'Durand' });
    const theirs = await newContract(other);
    await call(camille, 'PUT', '/api/user', moved);
    await call(camille, 'PUT', '/api/me', { firstName: 'Camille', lastName: 'Roux' });
    const after = await read(other, theirs.id);
    expect(after.parties.influencer.address).toBe('12 rue des Arts, 33000 Bordeaux');
    expect(after.parties.influencer.signatory.name).toBe('Camille Durand');
    expect(after.version).toBe(1);
  });

  it('leaves the drafts as they are when the role changes', async () => {
    const camille = await createVerifiedUser(t, { details: studio });
    const draft = await newContract(camille);
    await call(camille, 'PUT', '/api/user', { ...moved, role: 'brand' });
    const after = await read(camille, draft.id);
    expect(after.version).toBe(1);
    expect(after.parties.creator.name).toBe('');
  });
});
