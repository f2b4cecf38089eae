import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { contracts } from './contracts.ts';
import { bytea } from './exports.ts';
import { users } from './users.ts';

/**
 * The tracker of a signed contract (#shared/tracker): its publications, payments and rights,
 * made once from the contract (#shared/tracker/derive-items.ts) and kept up by both parties.
 * One table for the three kinds: they share their dates and their reminders; the columns of
 * one kind are null on the others.
 */
export const trackerItems = pgTable(
  'tracker_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contractId: uuid('contract_id')
      .notNull()
      .references(() => contracts.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['publication', 'payment', 'right'] }).notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    /** Publication: first day it may go out; right: first day of the use. */
    startsOn: date('starts_on', { mode: 'string' }),
    /** Publication: last day allowed; payment: due date; right: last day of the use. */
    dueOn: date('due_on', { mode: 'string' }).notNull(),
    // Publication
    platform: text('platform'),
    format: text('format'),
    url: text('url'),
    publishedOn: date('published_on', { mode: 'string' }),
    mentionConfirmed: boolean('mention_confirmed'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }),
    review: text('review', { enum: ['pending', 'approved', 'correction-requested'] }),
    reviewComment: text('review_comment'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    // Payment
    amountHt: numeric('amount_ht', { precision: 12, scale: 2, mode: 'number' }),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2, mode: 'number' }),
    declaredBy: text('declared_by', { enum: ['influencer', 'brand'] }),
    paidOn: date('paid_on', { mode: 'string' }),
    declaredAt: timestamp('declared_at', { withTimezone: true }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /**
     * The day of the payment's invoice, issued in Paraphe (tracker_invoices) or outside it (then
     * its number is `externalInvoiceNumber`): the payment term runs from it (C. com. L441-10 I).
     */
    invoicedOn: date('invoiced_on', { mode: 'string' }),
    externalInvoiceNumber: text('external_invoice_number'),
    // Right
    useKind: text('use_kind'),
    territory: text('territory'),
    months: integer('months'),
    exclusive: boolean('exclusive'),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tracker_items_contract_idx').on(table.contractId, table.kind, table.position),
    index('tracker_items_due_idx').on(table.dueOn),
  ],
);

/** The screenshots of a recorded publication, PNG or JPEG checked by their first bytes. */
export const trackerScreenshots = pgTable(
  'tracker_screenshots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => trackerItems.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type', { enum: ['image/png', 'image/jpeg'] }).notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('tracker_screenshots_item_idx').on(table.itemId, table.createdAt)],
);

/**
 * Invoices, numbered without a gap per issuer (CGI ann. II art. 242 nonies A: « numéro unique
 * basé sur une séquence chronologique et continue »): the number is taken from
 * `invoice_counters` in the transaction that writes the invoice, so two at once never share
 * one and a failed write leaves no hole. An invoice is never changed or deleted by the app (an
 * error is corrected by a credit note, outside Paraphe).
 */
export const trackerInvoices = pgTable(
  'tracker_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => trackerItems.id, { onDelete: 'cascade' }),
    /** `user:<id>` for an account, `email:<address>` for a creator who signed by link. */
    issuerKey: text('issuer_key').notNull(),
    number: integer('number').notNull(),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** Everything the invoice prints, frozen when it is issued; its PDF is rendered from it. */
    snapshot: jsonb('snapshot').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tracker_invoices_item_idx').on(table.itemId),
    uniqueIndex('tracker_invoices_number_idx').on(table.issuerKey, table.number),
  ],
);

export const invoiceCounters = pgTable('invoice_counters', {
  issuerKey: text('issuer_key').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

/** Each reminder or notice of an item, claimed once (instances sharing a database race for it). */
export const trackerNotices = pgTable(
  'tracker_notices',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => trackerItems.id, { onDelete: 'cascade' }),
    notice: text('notice').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().default(sql`now()`),
  },
  (table) => [primaryKey({ columns: [table.itemId, table.notice] })],
);

/** The personal calendar feed (ICS): its secret is stored hashed; revoking deletes the row. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
