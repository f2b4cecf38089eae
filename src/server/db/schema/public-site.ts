import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { contactSubjects } from '#shared/contact/contact-message-rules.ts';
import { users } from './users.ts';

/** The pre-launch waiting list: one row per address (stored trimmed and lower-cased). */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    locale: text('locale').notNull().default('fr'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('waitlist_entries_created_idx').on(table.createdAt)],
);

/**
 * Messages of the contact and support form. `userId` when sent from a session; `priority`
 * when that account was on the Pro plan (priority support, spec section 1).
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    subject: text('subject', { enum: contactSubjects }).notNull(),
    message: text('message').notNull(),
    priority: boolean('priority').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_user_idx').on(table.userId),
    index('contact_messages_email_idx').on(table.email),
    index('contact_messages_created_idx').on(table.createdAt),
  ],
);
