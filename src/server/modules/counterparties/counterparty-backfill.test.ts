import { readFileSync } from 'node:fs';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Counterparty } from '#shared/api/counterparties.ts';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import type { BrandParty, InfluencerParty } from '#shared/contract/schema-parties.ts';
import { foldText } from '#shared/counterparty/match.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { counterparties } from '#server/db/schema/counterparties.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { type TestUser, createVerifiedUser } from '#testing/users.ts';

/** The statement of migration 0017 that fills the book from the contracts written before it. */
const backfill = readFileSync(new URL('../../db/migrations/0017_counterparties.sql', import.meta.url), 'utf8')
  .split('--> statement-breakpoint')
  .find((statement) => statement.includes('INSERT INTO "counterparties"'));

const details = {
  role: 'creator',
  isPhysicalPerson: true,
  address: '3 rue du Port',
  postalCode: '13002',
  city: 'Marseille',
} as const;

describe(`the migration that fills the book from earlier contracts on ${testEngine()}`, () => {
  let t: TestApp;
  let alice: TestUser;
  let bob: TestUser;
  let carol: TestUser;

  const call = (user: TestUser, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers: authHeaders(user.accessToken), ...(payload ? { payload } : {}) });
  const createWith = async (
    user: TestUser,
    parties: { creator?: Partial<BrandParty>; influencer?: Partial<InfluencerParty> },
    savedAt: string,
  ) => {
    const draft = createDefaultContract('PAID');
    const body = {
      ...draft,
      parties: {
        ...draft.parties,
        creator: { ...draft.parties.creator, ...parties.creator },
        influencer: { ...draft.parties.influencer, ...parties.influencer },
      },
    };
    const response = await call(user, 'POST', '/api/contracts', body);
    expect(response.statusCode).toBe(201);
    await t.app.database.db
      .update(contracts)
      .set({ updatedAt: new Date(savedAt) })
      .where(eq(contracts.id, response.json().id));
  };
  const book = async (user: TestUser, q = ''): Promise<Counterparty[]> =>
    (await call(user, 'GET', `/api/counterparties?q=${encodeURIComponent(q)}`)).json();

  beforeAll(async () => {
    t = await createTestApp();
    alice = await createVerifiedUser(t, { details });
    bob = await createVerifiedUser(t, {
      details: {
        ...details,
        role: 'brand',
        isPhysicalPerson: false,
        companyName: 'Maison Verte',
        siret: '81234567800013',
      },
    });
    carol = await createVerifiedUser(t);
    await createWith(
      alice,
      { creator: { name: 'Maison Lumière', siret: '73282932000074', email: 'ancien@lumiere.fr' } },
      '2026-01-10T09:00:00Z',
    );
    await createWith(
      alice,
      { creator: { name: 'Lumière SAS', siret: '73282932000074', email: 'contact@lumiere.fr' } },
      '2026-03-10T09:00:00Z',
    );
    await createWith(
      alice,
      { creator: { name: 'Crème Brûlée Œuvre', address: '5 rue Haute, 35000 Rennes' } },
      '2026-02-01T09:00:00Z',
    );
    await createWith(alice, { creator: { name: '' } }, '2026-02-02T09:00:00Z');
    await createWith(bob, { influencer: { name: 'Léa Dubois', pseudonym: '@Léa.cuisine' } }, '2026-02-03T09:00:00Z');
    await createWith(carol, { creator: { name: 'Sans Rôle' } }, '2026-02-04T09:00:00Z');
    // As before the migration: contracts, and an empty book.
    await t.app.database.db.delete(counterparties);
    await t.app.database.db.execute(sql.raw(backfill ?? 'missing backfill'));
  });
  afterAll(async () => t.close());

  it('makes one entry per counterparty, from the most recently saved contract', async () => {
    const entries = await book(alice);
    expect(entries.map((entry) => entry.name).sort()).toEqual(['Crème Brûlée Œuvre', 'Lumière SAS']);
    expect(entries.find((entry) => entry.siret === '73282932000074')).toMatchObject({
      name: 'Lumière SAS',
      email: 'contact@lumiere.fr',
      side: 'creator',
      updatedAt: '2026-03-10T09:00:00.000Z',
    });
  });

  it('takes the other side for a brand, and nothing for an account without a role', async () => {
    expect(await book(bob)).toMatchObject([{ name: 'Léa Dubois', side: 'influencer', pseudonym: '@Léa.cuisine' }]);
    expect(await book(carol)).toEqual([]);
  });

  it('folds names as the application does, so searches and later saves find the entries', async () => {
    const [row] = await t.app.database.db
      .select({ nameKey: counterparties.nameKey })
      .from(counterparties)
      .where(eq(counterparties.name, 'Crème Brûlée Œuvre'));
    expect(row?.nameKey).toBe(foldText('Crème Brûlée Œuvre'));
    expect((await book(alice, 'BRULEE')).map((entry) => entry.name)).toEqual(['Crème Brûlée Œuvre']);
    expect((await book(bob, 'lea.cui')).map((entry) => entry.name)).toEqual(['Léa Dubois']);

    await createWith(
      alice,
      { creator: { name: 'CREME BRULEE OEUVRE', email: 'bonjour@creme.fr' } },
      '2026-04-01T09:00:00Z',
    );
    const creme = (await book(alice)).filter((entry) => foldText(entry.name) === 'creme brulee oeuvre');
    expect(creme).toMatchObject([
      { name: 'CREME BRULEE OEUVRE', email: 'bonjour@creme.fr', address: '5 rue Haute, 35000 Rennes' },
    ]);
  });
});
