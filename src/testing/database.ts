import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { type DatabaseHandle, openPglite, openPostgres } from '#server/db/client.ts';
import { TEMPLATE_DATABASE, withDatabase } from '#testing/global-setup.ts';

/**
 * A fresh, migrated database for one test file, on the engine of this run. Closing it drops
 * the PostgreSQL copy.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const target = inject('testDatabase');
  if (target.engine === 'pglite') {
    const dump = new Blob([readFileSync(target.dumpFile)]);
    const client = await PGlite.create({ loadDataDir: dump });
    return openPglite(client);
  }
  const copy = await createPostgresCopy();
  const handle = openPostgres(copy.url, { max: 10 });
  return {
    ...handle,
    async close() {
      await handle.close();
      await copy.drop();
    },
  };
}

/**
 * A fresh migrated PostgreSQL database (a copy of the run's template) for processes the test
 * starts itself; `drop()` removes it once every connection has gone. PostgreSQL runs only.
 */
export async function createPostgresCopy(): Promise<{ url: string; drop(): Promise<void> }> {
  const target = inject('testDatabase');
  if (target.engine !== 'postgres') throw new Error('createPostgresCopy needs TEST_DATABASE_URL');
  const name = `paraphe_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: target.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DATABASE}`);
  await admin.end();
  return {
    url: withDatabase(target.adminUrl, name),
    async drop() {
      const dropper = new pg.Client({ connectionString: target.adminUrl });
      await dropper.connect();
      // pool.end() resolves before its sockets are closed: a forced drop would then kill those
      // backends mid-goodbye, and their clients raise an unhandled FATAL 57P01.
      for (let attempt = 0; attempt < 50; attempt++) {
        const { rows } = await dropper.query<{ count: number }>(
          'select count(*)::int as count from pg_stat_activity where datname = $1',
          [name],
        );
        if (rows[0]?.count === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

export const testEngine = () => inject('testDatabase').engine;
