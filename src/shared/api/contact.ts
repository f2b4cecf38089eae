import { z } from 'zod';
import { contactMessageSchema } from '#shared/contact/contact-message.ts';

/** POST /api/contact (spec section 7): the form's fields; the rules live in shared/contact. */
export const contactBodySchema = contactMessageSchema;
export type ContactBody = z.input<typeof contactBodySchema>;

/** 201: the message is stored and both e-mails are queued. `priority` when sent by a Pro account. */
export const contactResponseSchema = z.object({ id: z.uuid(), priority: z.boolean() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

/**
 * GET /api/public/site-info: what the contact card and the legal notice show, from the
 * server's configuration. `null` for a value the operator has not set (hide the line).
 */
export const siteInfoSchema = z.object({
  supportEmail: z.string(),
  contactAddress: z.string(),
  contactPhone: z.string().nullable(),
  hours: z.string(),
  replyWithin: z.string(),
  publisher: z.object({
    name: z.string(),
    address: z.string(),
    siret: z.string().nullable(),
    director: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
  }),
  host: z.object({ name: z.string(), address: z.string(), phone: z.string().nullable() }),
  launchDate: z.string(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;
