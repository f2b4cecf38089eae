import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import type pg from 'pg';
import { type Database, type DatabaseHandle, schema } from '#server/db/client.ts';

/**
 * The test database seen through a second Drizzle instance that records the text of every
 * statement it runs (parameters left out), on the same connection or pool. For the use cases
 * that must do the same work whatever the input, e.g. forgot-password for a known and an
 * unknown address:
 *
 *   const known = recordingDatabase(t.database);
 *   await requestPasswordReset({ ...app.createContext(), db: known.db }, { email: user.email });
 *   expect(unknown.statements).toEqual(known.statements);
 */
export function recordingDatabase(handle: DatabaseHandle): { db: Database; statements: string[] } {
  const statements: string[] = [];
  const options = {
    schema,
    casing: 'snake_case' as const,
    logger: { logQuery: (query: string) => statements.push(query.replace(/\s+/g, ' ').trim()) },
  };
  const client = (handle.db as unknown as { $client: unknown }).$client;
  const db =
    handle.engine === 'pglite' ? drizzlePglite(client as PGlite, options) : drizzlePg(client as pg.Pool, options);
  return { db: db as unknown as Database, statements };
}
