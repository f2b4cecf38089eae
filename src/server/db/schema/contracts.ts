import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { foldedSqlText } from '../folded-sql.ts';
import { users } from './users.ts';

/**
 * What the list's search reads: the title and both parties' names, folded as `foldText` folds
 * (the search typed is folded the same way in JavaScript). Kept by the database on every write.
 */
const searchTextExpression = foldedSqlText(
  `"title" || ' | ' || coalesce("body" #>> '{parties,creator,name}', '') || ' | ' || coalesce("body" #>> '{parties,influencer,name}', '')`,
);
/**
 * The parties' names as the list shows them, kept by the database on every write: a page of
 * the list reads them without opening (and decompressing) each contract's body.
 */
const brandNameExpression = `coalesce("body" #>> '{parties,creator,name}', '')`;
const creatorNameExpression = `coalesce("body" #>> '{parties,influencer,name}', '')`;

export const contracts = pgTable(
  'contracts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    type: text('type', { enum: ['PAID', 'UGC', 'GIFT'] }).notNull(),
    status: text('status', { enum: ['draft', 'exported', 'sent', 'signed'] })
      .notNull()
      .default('draft'),
    template: text('template').notNull(),
    /** Parties, deliverables, compensation and clauses, validated by the shared zod schema. */
    body: jsonb('body').notNull(),
    /** Raw inputs in a wrong format, by path, set aside from the body (#shared/contract/pending-inputs.ts). */
    pendingInputs: jsonb('pending_inputs').notNull().default({}),
    /** Optimistic concurrency: a save names the version it was based on. */
    version: integer('version').notNull().default(1),
    /** Hidden from the list: a sent or signed contract is archived, never deleted, by its owner. */
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').generatedAlwaysAs(sql.raw(searchTextExpression)),
    brandName: text('brand_name').generatedAlwaysAs(sql.raw(brandNameExpression)),
    creatorName: text('creator_name').generatedAlwaysAs(sql.raw(creatorNameExpression)),
  },
  (table) => [index('contracts_owner_updated_idx').on(table.ownerId, table.updatedAt)],
);

/** Every saved version of a contract, for the history. */
export const contractVersions = pgTable(
  'contract_versions',
  {
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    body: jsonb('body').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who saved it; null once that account is deleted (the history outlives the person). */
    savedBy: uuid('saved_by').references(() => users.id, { onDelete: 'set null' }),
    /** The version this one restored, when it was made by « Restaurer ». */
    restoredFrom: integer('restored_from'),
  },
  (table) => [primaryKey({ columns: [table.contractId, table.version] })],
);
