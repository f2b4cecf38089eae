import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contracts } from './contracts.ts';
import { users } from './users.ts';

/**
 * PGlite answers bytea as Uint8Array, node-postgres as Buffer: both become a Buffer. The bytes go
 * to the database as base64 text that it decodes: PGlite turns a bytea parameter into hex text
 * in JavaScript, about 50 ms for a 120 kB PDF against 12 ms as base64 (bench/README.md, the
 * export's own work); node-postgres then sends a third more bytes, as text, for a fraction of a ms.
 */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) =>
    sql`decode(${Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64')}, 'base64')`,
});

/**
 * A bytea column read as base64 text, for a large value sent whole (a PDF). node-postgres reads
 * bytea as hex text: twice the bytes, decoded into a string, then parsed; base64 is a third more
 * than the bytes and Node decodes it natively (bench/README.md: the PDF's download).
 */
export const byteaAsBase64 = (column: AnyPgColumn) => sql<string>`encode(${column}, 'base64')`;

/** The PDF bytes of each exported contract version: exporting the same version again reuses them. */
export const contractExports = pgTable(
  'contract_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    contractVersion: integer('contract_version').notNull(),
    sha256: text('sha256').notNull(),
    pdf: bytea('pdf').notNull(),
    size: integer('size').notNull(),
    pages: integer('pages').notNull(),
    /** A draft marked « PROJET — non conforme »: the law engine found a blocking point; no credit, no signature. */
    draft: boolean('draft').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('contract_exports_version_idx')
      .on(table.contractId, table.contractVersion)
      .where(sql`${table.draft} = false`),
    index('contract_exports_owner_idx').on(table.ownerId),
  ],
);

/**
 * The credits ledger: the balance is derived from its rows, never stored. `pool` is
 * 'monthly' (the free plan's allowance, one grant row per Paris calendar month, keyed by
 * `period`) or 'topup' (packs bought, which do not expire). 'refund' rows are those of
 * earlier versions, which debited before rendering and credited back on failure.
 */
export const creditLedger = pgTable(
  'credit_ledger',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['monthly_grant', 'export', 'refund', 'topup'] }).notNull(),
    pool: text('pool', { enum: ['monthly', 'topup'] }).notNull(),
    amount: integer('amount').notNull(),
    /** 'YYYY-MM' in Europe/Paris for the monthly pool; null for top-ups. */
    period: text('period'),
    exportId: uuid('export_id'),
    reference: text('reference'),
    /**
     * Set while an export's credit is only reserved (its render under way); null once the
     * export row confirmed it. A reservation whose process died is released after the time limit.
     */
    reservedAt: timestamp('reserved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('credit_ledger_user_idx').on(table.userId, table.pool, table.period),
    index('credit_ledger_reserved_idx').on(table.reservedAt).where(sql`reserved_at is not null`),
    uniqueIndex('credit_ledger_monthly_grant_idx').on(table.userId, table.period).where(sql`kind = 'monthly_grant'`),
    uniqueIndex('credit_ledger_reference_idx').on(table.reference),
  ],
);

/** The contract templates, seeded from templates/*.html at start. */
export const contractTemplates = pgTable('contract_templates', {
  name: text('name', { enum: ['paid', 'ugc', 'gift'] }).primaryKey(),
  html: text('html').notNull(),
  sha256: text('sha256').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
