import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { contracts } from './contracts.ts';
import { users } from './users.ts';

/**
 * The address book: one entry per counterparty of a user's contracts, matched by SIRET when it
 * has one, else by its folded name (#shared/counterparty/match.ts).
 */
export const counterparties = pgTable(
  'counterparties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The key of `parties` it came from: `creator` is a brand, `influencer` a content creator. */
    side: text('side', { enum: ['creator', 'influencer'] }).notNull(),
    name: text('name').notNull(),
    /** 14 digits, or '' when unknown. */
    siret: text('siret').notNull().default(''),
    nameKey: text('name_key').notNull(),
    searchText: text('search_text').notNull(),
    /** The identity fields, read back through #shared/counterparty/counterparty.ts. */
    fields: jsonb('fields').notNull(),
    /**
     * The contract that created the entry while it was still the only one to write it: a name
     * being typed in that contract renames the entry instead of leaving one per pause.
     */
    draftContractId: uuid('draft_contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('counterparties_owner_siret_idx').on(table.ownerId, table.siret).where(sql`${table.siret} <> ''`),
    uniqueIndex('counterparties_owner_name_idx').on(table.ownerId, table.nameKey).where(sql`${table.siret} = ''`),
    index('counterparties_owner_idx').on(table.ownerId, table.nameKey),
  ],
);
