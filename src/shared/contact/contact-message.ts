import { z } from 'zod';
import { emailSchema, personNameSchema } from '#shared/account/rules.ts';
import { cleanString } from '#shared/text/clean-text.ts';
import { formatNumber } from '#shared/format/numbers.ts';

/**
 * The contact form's rules (spec sections 3, 5 and 8), checked by the form and by
 * POST /api/contact alike. Unlike the spec's form, the 10-character minimum is enforced, and
 * a message is capped so that one request cannot flood the support inbox.
 */
export const CONTACT_MESSAGE_MIN = 10;
export const CONTACT_MESSAGE_MAX = 5000;

export const contactSubjects = [
  'support-technique',
  'question-facturation',
  'demande-fonctionnalite',
  'probleme-contrat',
  'question-juridique',
  'partenariat',
  'autre',
] as const;
export type ContactSubject = (typeof contactSubjects)[number];

/** The subject list of the form, in this order. */
export const contactSubjectLabels: Record<ContactSubject, string> = {
  'support-technique': 'Support technique',
  'question-facturation': 'Question de facturation',
  'demande-fonctionnalite': 'Demande de fonctionnalité',
  'probleme-contrat': 'Problème avec un contrat',
  'question-juridique': 'Question juridique',
  partenariat: 'Partenariat',
  autre: 'Autre',
};

/** What counts toward the 10-character hint and the 5,000 cap: the message without its outer spaces. */
export function contactMessageLength(message: string): number {
  return message.trim().length;
}

export const contactMessageSchema = z.object({
  firstName: personNameSchema('Le prénom'),
  lastName: personNameSchema('Le nom'),
  email: emailSchema,
  subject: z.enum(contactSubjects, { error: 'Veuillez choisir un sujet' }),
  message: cleanString({ error: 'Le message est obligatoire' })
    .trim()
    .min(1, { error: 'Le message est obligatoire', abort: true })
    .min(CONTACT_MESSAGE_MIN, `Le message doit contenir au moins ${CONTACT_MESSAGE_MIN} caractères`)
    .max(CONTACT_MESSAGE_MAX, `Le message ne peut pas dépasser ${formatNumber(CONTACT_MESSAGE_MAX)} caractères`),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;
export type ContactMessage = z.output<typeof contactMessageSchema>;

/** Spec section 9: the support's hours and its usual reply delay, shown on the contact card and in mails. */
export const SUPPORT_HOURS = 'Lundi au vendredi, 9h–18h';
export const SUPPORT_REPLY_WITHIN = '24 heures';
