import { z } from 'zod';
import { emailSchema, personNameSchema } from '#shared/account/rules.ts';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  contactMessageErrors,
  contactSubjects,
  firstNameLabel,
  lastNameLabel,
} from '#shared/contact/contact-message-rules.ts';
import { cleanString } from '#shared/text/clean-text.ts';

/**
 * The contact message's schema, checked by POST /api/contact: its rules and messages are those
 * of `contact-message-rules.ts`, with which the contact form checks itself without zod.
 */
export const contactMessageSchema = z.object({
  firstName: personNameSchema(firstNameLabel),
  lastName: personNameSchema(lastNameLabel),
  email: emailSchema,
  subject: z.enum(contactSubjects, { error: contactMessageErrors.subject }),
  message: cleanString({ error: contactMessageErrors.messageRequired })
    .trim()
    .min(1, { error: contactMessageErrors.messageRequired, abort: true })
    .min(CONTACT_MESSAGE_MIN, contactMessageErrors.messageTooShort)
    .max(CONTACT_MESSAGE_MAX, contactMessageErrors.messageTooLong),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Spec section 9: the support's hours and its usual reply delay, shown on the contact card and in mails. */
export const SUPPORT_HOURS = 'Lundi au vendredi, 9h–18h';
export const SUPPORT_REPLY_WITHIN = '24 heures';
