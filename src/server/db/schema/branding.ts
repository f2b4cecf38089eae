import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bytea } from './exports.ts';
import { users } from './users.ts';

/**
 * Brand personalisation (Pro): one row per account. The logo is kept as checked bytes (a PNG
 * or JPEG whose magic bytes matched, or the PNG drawn from an uploaded SVG; an SVG stored
 * before that is drawn into a PNG when first read); it is printed into the PDF as a data: URL,
 * since the PDF renderer loads nothing else.
 */
export const userBrandings = pgTable('user_brandings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  logo: bytea('logo'),
  logoMimeType: text('logo_mime_type', { enum: ['image/png', 'image/jpeg', 'image/svg+xml'] }),
  accentColor: text('accent_color'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
