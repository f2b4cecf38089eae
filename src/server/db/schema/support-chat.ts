import { bigint, boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contracts } from './contracts.ts';
import { bytea } from './exports.ts';
import { users } from './users.ts';

/**
 * The support chat: one conversation per account with the support team, reopened when the
 * person writes again. `replyToken` names it in the Reply-To of its notification e-mails;
 * `waitingSince` is the oldest message of the person not answered yet (null when answered).
 */
export const supportConversations = pgTable('support_conversations', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  status: text('status', { enum: ['open', 'resolved'] })
    .notNull()
    .default('open'),
  priority: boolean('priority').notNull().default(false),
  replyToken: text('reply_token').notNull().unique(),
  waitingSince: timestamp('waiting_since', { withTimezone: true }),
  userReadAt: timestamp('user_read_at', { withTimezone: true }),
  teamReadAt: timestamp('team_read_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The messages of a conversation. `seq` orders them across the whole table: the live stream
 * of every instance polls for rows past the last `seq` it sent. An operator's message keeps
 * the operator's address (for the team) and first name (what the person sees).
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['user', 'operator'] }).notNull(),
    operatorEmail: text('operator_email'),
    operatorFirstName: text('operator_first_name'),
    body: text('body').notNull(),
    via: text('via', { enum: ['app', 'email'] })
      .notNull()
      .default('app'),
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'set null' }),
    attachment: bytea('attachment'),
    attachmentMimeType: text('attachment_mime_type', { enum: ['image/png', 'image/jpeg'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_messages_conversation_idx').on(table.conversationId, table.seq)],
);

/** Who of the team did what, and when: replies, resolutions, reopenings. */
export const supportOperatorActions = pgTable(
  'support_operator_actions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => supportConversations.id, { onDelete: 'cascade' }),
    operatorEmail: text('operator_email').notNull(),
    action: text('action', { enum: ['reply', 'resolve', 'reopen'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('support_operator_actions_conversation_idx').on(table.conversationId)],
);

/**
 * One row per open live stream of a person, refreshed while it lives and deleted when it
 * closes: an answer to somebody with no fresh row here is also sent by e-mail. Shared by
 * every instance; a row left by a crashed instance stops counting once stale.
 */
export const supportPresence = pgTable(
  'support_presence',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('support_presence_user_idx').on(table.userId)],
);
