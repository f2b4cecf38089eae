import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, queryRows } from '#server/db/client.ts';
import { users } from '#server/db/schema/users.ts';
import { createTestDatabase, testEngine } from '#testing/database.ts';

describe(`migrations on ${testEngine()}`, () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => database.close());

  it('creates every table of the schema', async () => {
    const rows = await queryRows<{ table_name: string }>(
      database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by table_name`,
    );
    const tables = rows.map((row) => row.table_name);
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'user_details', 'refresh_tokens', 'email_tokens', 'contracts', 'mail_outbox']),
    );
  });

  it('round-trips a row with its defaults', async () => {
    const [inserted] = await database.db
      .insert(users)
      .values({ email: 'camille@example.fr', passwordHash: 'x', firstName: 'Camille', lastName: 'Durand' })
      .returning();
    expect(inserted?.id).toMatch(/^[0-9a-f-]{36}$/);
    const [found] = await database.db.select().from(users).where(eq(users.id, inserted!.id));
    expect(found).toMatchObject({ email: 'camille@example.fr', plan: 'free', isEmailVerified: false });
    expect(found?.createdAt).toBeInstanceOf(Date);
  });

  it('stores the PDFs uncompressed, out of line: PostgreSQL does not try to compress them again', async () => {
    const rows = await queryRows<{ table: string; column: string; storage: string }>(
      database.db,
      sql`select c.relname as "table", a.attname as "column", a.attstorage as storage
        from pg_attribute a join pg_class c on c.oid = a.attrelid
        where (c.relname, a.attname) in (('contract_exports', 'pdf'), ('signature_requests', 'final_pdf'))
        order by c.relname`,
    );
    expect(rows).toEqual([
      { table: 'contract_exports', column: 'pdf', storage: 'e' },
      { table: 'signature_requests', column: 'final_pdf', storage: 'e' },
    ]);
  });

  it('applies the migrations a second time without change', async () => {
    await expect(database.migrate()).resolves.toBeUndefined();
  });
});
