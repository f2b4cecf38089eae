import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { signatoryRoles } from '#shared/signature/contract-signatories.ts';
import { contracts } from './contracts.ts';
import { bytea, contractExports } from './exports.ts';
import { users } from './users.ts';

/** A contract sent for signature: the exact PDF sent (an export) is frozen with its SHA-256. */
export const signatureRequests = pgTable(
  'signature_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The contract, its owner and its export; null once the owner's account is deleted, when a
     * completed request is kept alone as evidence until `retainedUntil` (C. civ. 2224).
     */
    contractId: uuid('contract_id').references(() => contracts.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'cascade' }),
    exportId: uuid('export_id').references(() => contractExports.id, { onDelete: 'cascade' }),
    /** The contract's title and the sender's identity when it was sent, for the certificate. */
    contractTitle: text('contract_title'),
    senderName: text('sender_name'),
    senderEmail: text('sender_email'),
    /** Set when the owner's account is deleted: the evidence is purged after this date. */
    retainedUntil: timestamp('retained_until', { withTimezone: true }),
    documentSha256: text('document_sha256').notNull(),
    ordered: boolean('ordered').notNull(),
    state: text('state', { enum: ['pending', 'completed', 'declined', 'cancelled', 'expired'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The sealed final PDF, once every signer has signed. */
    finalPdf: bytea('final_pdf'),
    finalSha256: text('final_sha256'),
    /** SHA-256 of the signed pages (original + signatures) before the proof page and the seal. */
    signedContentSha256: text('signed_content_sha256'),
    /** The owner's link to the final PDF in the completed mail (hashed). */
    ownerDownloadTokenHash: text('owner_download_token_hash'),
  },
  (table) => [
    index('signature_requests_contract_idx').on(table.contractId),
    index('signature_requests_owner_idx').on(table.ownerId, table.createdAt),
    uniqueIndex('signature_requests_download_idx').on(table.ownerDownloadTokenHash),
    index('signature_requests_retained_idx').on(table.retainedUntil),
  ],
);

export const signatureSigners = pgTable(
  'signature_signers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** In which capacity the contract names this signer (src/shared/signature/contract-signatories.ts). */
    party: text('party', { enum: signatoryRoles }).notNull(),
    /** The capacity as the certificate words it, e.g. « Pour la Marque (Maison Lumière) ». */
    capacity: text('capacity'),
    /** The owner herself, who signs in Paraphe with her session (no invitation mail). */
    isSender: boolean('is_sender').notNull().default(false),
    name: text('name').notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    state: text('state', { enum: ['pending', 'signed', 'declined'] })
      .notNull()
      .default('pending'),
    otpHash: text('otp_hash'),
    otpExpiresAt: timestamp('otp_expires_at', { withTimezone: true }),
    otpAttempts: integer('otp_attempts').notNull().default(0),
    otpVerifiedAt: timestamp('otp_verified_at', { withTimezone: true }),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    typedName: text('typed_name'),
    signatureKind: text('signature_kind', { enum: ['drawn', 'typed'] }),
    /** A PNG data URL for a drawn signature. */
    signatureImage: text('signature_image'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    autoReminders: integer('auto_reminders').notNull().default(0),
    /** The link of the completed mail to download the final PDF (hashed like the signing token). */
    downloadTokenHash: text('download_token_hash'),
  },
  (table) => [
    uniqueIndex('signature_signers_token_idx').on(table.tokenHash),
    uniqueIndex('signature_signers_download_idx').on(table.downloadTokenHash),
    index('signature_signers_request_idx').on(table.requestId, table.position),
  ],
);

/** The audit trail: rows are only ever inserted (a trigger refuses updates). */
export const signatureEvents = pgTable(
  'signature_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => signatureRequests.id, { onDelete: 'cascade' }),
    signerId: uuid('signer_id').references(() => signatureSigners.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    detail: text('detail'),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('signature_events_request_idx').on(table.requestId, table.createdAt)],
);
