import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite, type QueryOptions, type Transaction as PgliteTransaction } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { preparedStatements } from './pglite-statements.ts';
import * as brandingSchema from './schema/branding.ts';
import * as contractsSchema from './schema/contracts.ts';
import * as counterpartiesSchema from './schema/counterparties.ts';
import * as exportsSchema from './schema/exports.ts';
import * as infrastructureSchema from './schema/infrastructure.ts';
import * as paymentsSchema from './schema/payments.ts';
import * as privacySchema from './schema/privacy.ts';
import * as publicSiteSchema from './schema/public-site.ts';
import * as signaturesSchema from './schema/signatures.ts';
import * as supportChatSchema from './schema/support-chat.ts';
import * as usersSchema from './schema/users.ts';

export const schema = {
  ...usersSchema,
  ...contractsSchema,
  ...counterpartiesSchema,
  ...exportsSchema,
  ...infrastructureSchema,
  ...paymentsSchema,
  ...publicSiteSchema,
  ...privacySchema,
  ...signaturesSchema,
  ...brandingSchema,
  ...supportChatSchema,
};
export type Schema = typeof schema;

/** The one database type the use cases see, whichever engine is underneath. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Executor = Database | Transaction;

export type DatabaseHandle = {
  db: Database;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Serialises migrations when several instances start at once against one PostgreSQL. */
const MIGRATION_LOCK_ID = 7_240_512;

export function openPostgres(connectionString: string, options: { max?: number } = {}): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  const db = drizzlePg(pool, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    engine: 'postgres',
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

/**
 * The types drizzle reads as text from PGlite (drizzle-orm/pglite/session.js: timestamps,
 * intervals, dates and their arrays) and parses itself.
 */
const TYPES_READ_AS_TEXT = [1114, 1184, 1186, 1082, 1231, 1115, 1185, 1187, 1182];
const asText = (value: string) => value;

/**
 * drizzle sends those parsers with every query, and PGlite then copies its whole table of
 * parsers (one per type and array type: hundreds) to merge them in, per query: about as long
 * as a primary-key read itself. The instance gets them once instead. And each statement runs as
 * a named statement, prepared once per SQL text (`pglite-statements.ts`), in transactions too.
 */
function withPreparedStatements(client: PGlite): PGlite {
  for (const type of TYPES_READ_AS_TEXT) client.parsers[type] = asText;
  const statements = preparedStatements(client);
  const withoutParsers = (options: QueryOptions | undefined) => options && { ...options, parsers: undefined };
  const inTransaction = (tx: PgliteTransaction): PgliteTransaction =>
    new Proxy(tx, {
      get(target, key) {
        if (key === 'query') {
          const query: PgliteTransaction['query'] = async (text, params, options) => {
            if (target.closed) throw new Error('Transaction is closed');
            return statements.queryInTransaction(text, params, withoutParsers(options));
          };
          return query;
        }
        return Reflect.get(target, key, target);
      },
    });
  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') {
        const query: PGlite['query'] = (text, params, options) =>
          statements.query(text, params, withoutParsers(options));
        return query;
      }
      if (key === 'transaction') {
        const transaction: PGlite['transaction'] = (callback) =>
          target.transaction((tx) => callback(inTransaction(tx)));
        return transaction;
      }
      const value: unknown = Reflect.get(target, key, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

export function openPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite(withPreparedStatements(client), { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    engine: 'pglite',
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema, casing: 'snake_case' }), { migrationsFolder });
    },
    close: () => client.close(),
  };
}

/** PostgreSQL when a URL is given, else PGlite with its files in `<dataDir>/pglite`. */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  const client = await PGlite.create(path.join(options.dataDir, 'pglite'));
  return openPglite(client);
}

/** Runs raw SQL and returns its rows, the same way on both engines. */
export async function queryRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
