import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Stored trimmed and lower-cased: addresses are compared without case. */
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  isEmailVerified: boolean('is_email_verified').notNull().default(false),
  plan: text('plan', { enum: ['free', 'pro'] })
    .notNull()
    .default('free'),
  /**
   * Carried in every access token and bumped by a password reset: the auth hook refuses tokens
   * of an older version, so a reset ends every session at once, not 15 minutes later.
   */
  sessionVersion: integer('session_version').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userDetails = pgTable('user_details', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ['creator', 'brand'] }),
  isPhysicalPerson: boolean('is_physical_person').notNull().default(false),
  siret: text('siret'),
  companyName: text('company_name'),
  address: text('address'),
  city: text('city'),
  postalCode: text('postal_code'),
  /** « SAS », « SARL », « EI »…: printed beside a company's name (C. com. R123-237). */
  legalForm: text('legal_form'),
  /** « Président », « Gérant »…: the capacity in which the account holder signs for the company. */
  signatoryCapacity: text('signatory_capacity'),
  /** The plan chosen at onboarding step 3, kept until a payment makes it real. */
  intendedPlan: text('intended_plan', { enum: ['free', 'pro'] }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Absolute expiry of the family: rotation never extends it. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId), index('refresh_tokens_user_idx').on(table.userId)],
);

export const emailTokens = pgTable(
  'email_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('email_tokens_user_purpose_idx').on(table.userId, table.purpose)],
);
