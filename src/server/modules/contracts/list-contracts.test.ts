import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { foldText } from '#shared/counterparty/match.ts';
import { queryRows } from '#server/db/client.ts';
import { contracts } from '#server/db/schema/contracts.ts';
import { foldedCharacters, foldedSqlText } from '#server/db/folded-sql.ts';
import { type TestApp, createTestApp } from '#testing/app.ts';
import { testEngine } from '#testing/database.ts';
import { authHeaders } from '#testing/requests.ts';
import { type TestUser, createVerifiedUser } from '#testing/users.ts';

type Summary = { id: string; title: string; status: string; type: string; parties: unknown };
type Page = { items: Summary[]; nextCursor: string | null; counts: { total: number; matching: number } | null };

describe(`the contracts list on ${testEngine()}`, () => {
  let t: TestApp;

  const list = async (user: TestUser, query = '') => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/contracts${query}`,
      headers: authHeaders(user.accessToken),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Page>();
  };
  const listStatus = async (user: TestUser, query: string) => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/contracts${query}`,
      headers: authHeaders(user.accessToken),
    });
    return { status: response.statusCode, code: response.json().error?.code };
  };
  const create = async (
    user: TestUser,
    { title, brand = 'Maison Lumen', creator = 'Léa Martin', type = 'PAID' as const } = {} as {
      title: string;
      brand?: string;
      creator?: string;
      type?: 'PAID' | 'UGC' | 'GIFT';
    },
  ) => {
    const draft = createSampleContract(type);
    draft.title = title;
    draft.parties.creator.name = brand;
    draft.parties.influencer.name = creator;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: authHeaders(user.accessToken),
      payload: draft,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: string }>();
  };
  /** Every page, following the cursors, as the client's « Afficher plus » does. */
  const allPages = async (user: TestUser, query: string) => {
    const seen: Summary[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const separator = query === '' ? '?' : '&';
      const suffix: string = cursor ? `${separator}cursor=${encodeURIComponent(cursor)}` : '';
      const page = await list(user, `${query}${suffix}`);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    return { seen, pages };
  };

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t.close());

  it('answers a summary of each contract, not its content', async () => {
    const user = await createVerifiedUser(t);
    const { id } = await create(user, { title: 'Campagne printemps', brand: 'Séphora', creator: 'Zoé Durand' });
    const page = await list(user);
    expect(page.items).toEqual([
      {
        id,
        title: 'Campagne printemps',
        type: 'PAID',
        status: 'draft',
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        archivedAt: null,
        parties: { creator: { name: 'Séphora' }, influencer: { name: 'Zoé Durand' } },
      },
    ]);
    expect(page.nextCursor).toBeNull();
    expect(page.counts).toEqual({ total: 1, matching: 1 });
  });

  it('pages through every contract once, in order, even when several share the same instant', async () => {
    const user = await createVerifiedUser(t);
    const ids: string[] = [];
    for (let index = 0; index < 7; index += 1) ids.push((await create(user, { title: `Contrat ${index}` })).id);
    // Four of them saved within the same microsecond: only the id still orders them.
    const same = new Date('2026-03-01T10:00:00.123456Z');
    for (const id of ids.slice(1, 5)) {
      await t.app.database.db.execute(
        sql`update ${contracts} set updated_at = ${same.toISOString()}::timestamptz + interval '0.000456 second', created_at = ${same.toISOString()}::timestamptz where id = ${id}`,
      );
    }
    const whole = await list(user, '?limit=100');
    const { seen, pages } = await allPages(user, '?limit=2');
    expect(pages).toBe(4);
    expect(seen.map((item) => item.id)).toEqual(whole.items.map((item) => item.id));
    expect(new Set(seen.map((item) => item.id))).toEqual(new Set(ids));
    const first = await list(user, '?limit=2');
    const second = await list(user, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.counts).toBeNull();
  });

  it('searches the title and both names on the server, case, accents and spaces ignored', async () => {
    const user = await createVerifiedUser(t);
    const sephora = await create(user, { title: 'Été 2026', brand: 'Séphora', creator: 'Chloé' });
    const oeuvre = await create(user, { title: 'Œuvre commune', brand: 'Maison\u202fLumen', creator: 'Ana' });
    const other = await create(user, { title: 'Autre', brand: 'Nike', creator: 'Jérôme Dupont' });
    const found = async (q: string) =>
      (await list(user, `?q=${encodeURIComponent(q)}`)).items.map((item) => item.id).sort();
    expect(await found('sephora')).toEqual([sephora.id]);
    expect(await found('ETE')).toEqual([sephora.id]);
    expect(await found('oeuvre')).toEqual([oeuvre.id]);
    expect(await found('maison lumen')).toEqual([oeuvre.id]);
    expect(await found('JEROME')).toEqual([other.id]);
    expect(await found('  chloé ')).toEqual([sephora.id]);
    expect(await found('Nïké')).toEqual([other.id]);
    expect(await found('PAID')).toEqual([]);
    expect(await found('%')).toEqual([]);
    expect(await found('_')).toEqual([]);
    expect(await found('')).toEqual([sephora.id, oeuvre.id, other.id].sort());
    expect((await list(user, '?q=e')).counts).toEqual({ total: 3, matching: 3 });
    expect((await list(user, '?q=nike')).counts).toEqual({ total: 3, matching: 1 });
    // A first page that shows nothing still counts the contracts of the view.
    expect((await list(user, '?q=introuvable')).counts).toEqual({ total: 3, matching: 0 });
    expect((await list(user, '?archived=true')).counts).toEqual({ total: 0, matching: 0 });
  });

  it('filters by type and status, and pages a search', async () => {
    const user = await createVerifiedUser(t);
    const ugc = await create(user, { title: 'Vidéo', type: 'UGC', brand: 'Nike' });
    const gift = await create(user, { title: 'Coffret', type: 'GIFT', brand: 'Nike' });
    await create(user, { title: 'Partenariat', type: 'PAID', brand: 'Nike' });
    await t.app.database.db.update(contracts).set({ status: 'signed' }).where(eq(contracts.id, gift.id));
    const ids = async (query: string) => (await list(user, query)).items.map((item) => item.id).sort();
    expect(await ids('?types=UGC,GIFT')).toEqual([ugc.id, gift.id].sort());
    expect(await ids('?statuses=signed')).toEqual([gift.id]);
    expect(await ids('?types=UGC&statuses=signed')).toEqual([]);
    expect((await list(user, '?types=UGC')).counts).toEqual({ total: 3, matching: 1 });
    const { seen } = await allPages(user, '?q=o&limit=1');
    expect(seen.map((item) => item.title).sort()).toEqual(['Coffret', 'Vidéo']);
  });

  it('lists the archived contracts apart', async () => {
    const user = await createVerifiedUser(t);
    const kept = await create(user, { title: 'Gardé' });
    const archived = await create(user, { title: 'Archivé' });
    await t.app.database.db.update(contracts).set({ archivedAt: new Date() }).where(eq(contracts.id, archived.id));
    expect((await list(user)).items.map((item) => item.id)).toEqual([kept.id]);
    const view = await list(user, '?archived=true');
    expect(view.items.map((item) => item.id)).toEqual([archived.id]);
    expect(view.items[0]?.parties).toBeDefined();
    expect(view.counts).toEqual({ total: 1, matching: 1 });
  });

  it('answers every change at once, by any route or by hand, though the same request was answered before', async () => {
    const user = await createVerifiedUser(t);
    const first = await create(user, { title: 'Premier' });
    const second = await create(user, { title: 'Second' });
    const titles = async (query = '') => (await list(user, query)).items.map((item) => item.title);
    expect(await titles()).toEqual(['Second', 'Premier']);
    expect(await titles()).toEqual(['Second', 'Premier']);

    // A save through the API: new title, first in the list.
    const current = await t.app.inject({
      method: 'GET',
      url: `/api/contracts/${first.id}`,
      headers: authHeaders(user.accessToken),
    });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/contracts/${first.id}`,
      headers: authHeaders(user.accessToken),
      payload: { ...current.json<Record<string, unknown>>(), title: 'Premier, renommé' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await titles()).toEqual(['Premier, renommé', 'Second']);

    // A change by hand, which leaves the update time as it was: only the row's version tells.
    await t.app.database.db.update(contracts).set({ status: 'signed' }).where(eq(contracts.id, second.id));
    expect((await list(user, '?statuses=signed')).items.map((item) => item.id)).toEqual([second.id]);
    expect((await list(user)).items.find((item) => item.id === second.id)?.status).toBe('signed');

    // Leaving the view, and coming back; then a contract deleted, and one added.
    await t.app.database.db.update(contracts).set({ archivedAt: new Date() }).where(eq(contracts.id, second.id));
    expect(await titles()).toEqual(['Premier, renommé']);
    await t.app.database.db.update(contracts).set({ archivedAt: null }).where(eq(contracts.id, second.id));
    expect((await titles()).sort()).toEqual(['Premier, renommé', 'Second']);
    await t.app.database.db.delete(contracts).where(eq(contracts.id, first.id));
    expect(await titles()).toEqual(['Second']);
    await create(user, { title: 'Troisième' });
    expect(await titles()).toEqual(['Troisième', 'Second']);
    expect((await list(user)).counts).toEqual({ total: 2, matching: 2 });

    // Another account asking the very same thing gets its own contracts.
    const other = await createVerifiedUser(t);
    expect((await list(other)).items).toEqual([]);
  });

  it('never shows another user’s contracts, whatever cursor is sent', async () => {
    const alice = await createVerifiedUser(t);
    const bob = await createVerifiedUser(t);
    for (const title of ['A1', 'A2', 'A3']) await create(alice, { title });
    const bobs = await create(bob, { title: 'B1' });
    const alicePage = await list(alice, '?limit=1');
    expect(alicePage.nextCursor).not.toBeNull();
    const withAliceCursor = await allPages(bob, `?limit=1&cursor=${alicePage.nextCursor}`);
    expect(withAliceCursor.seen.every((item) => item.id === bobs.id)).toBe(true);
    expect((await list(bob)).items.map((item) => item.id)).toEqual([bobs.id]);
  });

  it('refuses a cursor, a filter or a size it cannot read with 400, not 500', async () => {
    const user = await createVerifiedUser(t);
    const forge = (time: string) => btoa(JSON.stringify([time, '2026-01-01T10:00:00.000000Z', crypto.randomUUID()]));
    for (const query of [
      '?cursor=abc',
      '?cursor=%25%25',
      // Impossible dates: no month 13, no 30 February, no hour 24, no year 0.
      ...[
        '2026-13-45T10:00:00.000000Z',
        '2026-02-30T10:00:00.000000Z',
        '2026-02-28T24:00:00.000000Z',
        '0000-01-01T10:00:00.000000Z',
      ].map((time) => `?cursor=${forge(time)}`),
      `?cursor=${btoa(JSON.stringify(['x', 'y', 'z']))}`,
      '?types=LOAN',
      '?statuses=draft,lost',
      '?limit=0',
      '?limit=101',
      '?limit=deux',
      `?q=${'a'.repeat(201)}`,
    ]) {
      expect(await listStatus(user, query), query).toEqual({ status: 400, code: 'VALIDATION_ERROR' });
    }
    // A search with a character no contract can hold (NUL) is refused before the database sees it.
    expect(await listStatus(user, '?q=a%00b')).toEqual({ status: 400, code: 'INVALID_CHARACTERS' });
  });

  it('folds every accented letter in SQL, as the search column does, as foldText folds it in JavaScript', async () => {
    const characters = foldedCharacters();
    expect(characters.length).toBeGreaterThan(400);
    const words = characters.map((character) => `x${character}Y`);
    const rows = await queryRows<{ folded: string }>(
      t.app.database.db,
      sql`select ${sql.raw(foldedSqlText('word'))} as folded
          from jsonb_array_elements_text(${JSON.stringify(words)}::jsonb) with ordinality as input(word, position)
          order by position`,
    );
    expect(rows.map((row) => row.folded)).toEqual(words.map(foldText));
  });
});
