import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * What is kept of a paid order after its account is deleted: accounting records are kept ten
 * years (Code de commerce, art. L123-22), the person is not (RGPD art. 17). No user id, no
 * name, no address: only the order, what was sold, for how much and when, and the provider's
 * references, under which the provider keeps the invoice itself.
 */
export const retainedInvoices = pgTable('retained_invoices', {
  orderId: uuid('order_id').primaryKey(),
  provider: text('provider', { enum: ['stripe', 'sandbox'] }).notNull(),
  sku: text('sku').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull().default('EUR'),
  paidAt: timestamp('paid_at', { withTimezone: true }).notNull(),
  providerSessionId: text('provider_session_id'),
  providerCustomerId: text('provider_customer_id'),
  retainedAt: timestamp('retained_at', { withTimezone: true }).notNull().defaultNow(),
});
