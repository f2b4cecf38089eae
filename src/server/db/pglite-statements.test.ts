import { PGlite, type QueryOptions } from '@electric-sql/pglite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { preparedStatements } from '#server/db/pglite-statements.ts';
import { testEngine } from '#testing/database.ts';

type Prepared = { name: string; statement: string; generic_plans: number };

// PGlite only: the PostgreSQL pass has nothing of this to test.
describe.skipIf(testEngine() !== 'pglite')('named statements on PGlite', () => {
  let client: PGlite;
  beforeAll(async () => {
    client = await PGlite.create();
  });
  afterAll(async () => client.close());
  // A fresh table, and no statement left from the test before.
  beforeEach(async () => {
    await client.exec(`
      deallocate all;
      drop table if exists notes;
      create table notes (
        id uuid primary key default gen_random_uuid(),
        owner uuid not null,
        title text not null unique,
        tags text[] not null default '{}',
        body jsonb,
        picture bytea,
        written_at timestamptz not null default now()
      );
      insert into notes (owner, title, tags, body, picture, written_at) values
        ('11111111-1111-4111-8111-111111111111', 'Première', '{a,b}', '{"n": 1}', '\\x0102', '2026-01-02T03:04:05Z'),
        ('11111111-1111-4111-8111-111111111111', 'Deuxième', '{}', null, null, '2026-02-03T04:05:06Z'),
        ('22222222-2222-4222-8222-222222222222', 'Troisième', '{c}', '[1, 2]', null, '2026-03-04T05:06:07Z');
    `);
  });

  const preparedOf = (text: string) =>
    client.query<Prepared>('select name, statement, generic_plans from pg_prepared_statements where statement = $1', [
      text,
    ]);

  it('answers every statement as query() does: rows as objects or arrays, each type parsed the same', async () => {
    const statements = preparedStatements(client);
    const cases: Array<[string, unknown[], QueryOptions | undefined]> = [
      ['select * from notes where owner = $1 order by title', ['11111111-1111-4111-8111-111111111111'], undefined],
      ['select id, title, tags, body, picture, written_at from notes order by title', [], { rowMode: 'array' }],
      [
        'select title from notes where written_at > $1 and $2 = any(tags)',
        [new Date('2026-01-01T00:00:00Z'), 'a'],
        undefined,
      ],
      [
        'select $1::jsonb as body, $2::text[] as tags, $3::bytea as picture',
        [{ é: 'à' }, ['x', 'y'], Buffer.from([7, 8])],
        undefined,
      ],
      ['select title from notes where body = $1 or $2::text is null', [null, undefined], undefined],
      ["update notes set title = title || '!' where owner = $1", ['22222222-2222-4222-8222-222222222222'], undefined],
      [
        'insert into notes (owner, title) values ($1, $2) returning title',
        ['33333333-3333-4333-8333-333333333333', 'Quatrième'],
        undefined,
      ],
    ];
    for (const [text, params, options] of cases) {
      // Each statement changes the table at most once: the reference runs inside a transaction
      // rolled back, then the prepared one runs for real.
      const expected = await client.transaction(async (tx) => {
        const result = await tx.query(text, params, options);
        await tx.rollback();
        return result;
      });
      expect(await statements.query(text, params, options), text).toEqual(expected);
    }
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 4 }]);
  });

  it('prepares each SQL text once, and PostgreSQL keeps a generic plan for it', async () => {
    const statements = preparedStatements(client);
    const text = 'select title from notes where id = $1 and owner = $2';
    const [{ id, owner }] = (await client.query<{ id: string; owner: string }>('select id, owner from notes limit 1'))
      .rows as [{ id: string; owner: string }];
    for (let run = 0; run < 10; run += 1) {
      expect((await statements.query(text, [id, owner])).rows).toHaveLength(1);
    }
    const prepared = (await preparedOf(text)).rows;
    expect(prepared).toHaveLength(1);
    expect(prepared[0]!.generic_plans).toBeGreaterThan(0);
  });

  it('closes the least recently used statement beyond its limit', async () => {
    const statements = preparedStatements(client, { limit: 3 });
    const texts = [1, 2, 3, 4].map((n) => `select ${n} as n, $1::text as label`);
    for (const text of texts.slice(0, 3)) await statements.query(text, ['x']);
    await statements.query(texts[0]!, ['x']); // used again: the 2nd is now the least recent
    await statements.query(texts[3]!, ['x']);
    // The 2nd is closed with the next statement prepared.
    await statements.query('select 5 as n', []);
    const open = (await client.query<Prepared>('select statement from pg_prepared_statements')).rows.map(
      (row) => row.statement,
    );
    expect(open.sort()).toEqual([texts[0], texts[3], 'select 5 as n'].sort());
  });

  it('throws the PostgreSQL error with its query, and keeps working after it', async () => {
    const statements = preparedStatements(client);
    const text = 'insert into notes (owner, title) values ($1, $2)';
    const params = ['11111111-1111-4111-8111-111111111111', 'Première'];
    const error = await statements.query(text, params).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: '23505', query: text, params });
    await expect(statements.query('select $1::uuid', ['pas un uuid'])).rejects.toMatchObject({ code: '22P02' });
    await statements.query(text, ['11111111-1111-4111-8111-111111111111', 'Cinquième']);
    expect((await client.query('select count(*)::int as n from notes')).rows).toEqual([{ n: 4 }]);
  });

  it('prepares a statement again when a table changes the shape of its rows', async () => {
    const statements = preparedStatements(client);
    const text = 'select * from notes where title = $1';
    expect((await statements.query<Record<string, unknown>>(text, ['Première'])).rows[0]).not.toHaveProperty('pinned');
    await client.exec('alter table notes add column pinned boolean not null default false');
    expect((await statements.query<Record<string, unknown>>(text, ['Première'])).rows[0]).toMatchObject({
      pinned: false,
    });
    expect((await preparedOf(text)).rows).toHaveLength(1);
  });

  it('runs inside a transaction, which a query from outside waits for', async () => {
    const statements = preparedStatements(client);
    const events: string[] = [];
    let outside: Promise<unknown> | undefined;
    await expect(
      client.transaction(async () => {
        await statements.queryInTransaction("update notes set title = 'Changée' where title = 'Première'");
        outside = statements
          .query('select count(*)::int as n from notes where title = $1', ['Changée'])
          .then((result) => {
            events.push('outside');
            return result.rows;
          });
        for (let step = 0; step < 5; step += 1) await statements.queryInTransaction('select 1');
        events.push('transaction done');
        throw new Error('annulée');
      }),
    ).rejects.toThrow('annulée');
    expect(await outside).toEqual([{ n: 0 }]);
    expect(events).toEqual(['transaction done', 'outside']);
  });
});
