import { checkEmailAddress } from '#shared/account/email-address.ts';
import { checkPersonName } from '#shared/account/person-name.ts';
import { formatNumber } from '#shared/format/numbers.ts';
import { hasForbiddenCharacters, INVALID_CHARACTERS_MESSAGE, normaliseText } from '#shared/text/text-rule.ts';

/**
 * The contact form's rules (spec sections 3, 5 and 8) without the zod runtime: the prerendered
 * /contact checks its form with them (issue « Close to the floor »: no zod on the public pages).
 * `contactMessageSchema`, which POST /api/contact checks, is built on the same values and
 * messages, and `contact-message-rules.test.ts` checks both give the same answers. Unlike the
 * spec's form, the 10-character minimum is enforced, and a message is capped so that one
 * request cannot flood the support inbox.
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

/** The form's fields, in the order of the page. */
export const contactFields = ['firstName', 'lastName', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof contactFields)[number];

export const contactMessageErrors = {
  subject: 'Veuillez choisir un sujet',
  messageRequired: 'Le message est obligatoire',
  messageTooShort: `Le message doit contenir au moins ${CONTACT_MESSAGE_MIN} caractères`,
  messageTooLong: `Le message ne peut pas dépasser ${formatNumber(CONTACT_MESSAGE_MAX)} caractères`,
} as const;

export const firstNameLabel = 'Le prénom';
export const lastNameLabel = 'Le nom';

/** What counts toward the 10-character hint and the 5,000 cap: the message without its outer spaces. */
export function contactMessageLength(message: string): number {
  return message.trim().length;
}

/** A message as the server stores it: trimmed, line breaks and Unicode normalised, address in lower case. */
export type CheckedContactMessage = {
  firstName: string;
  lastName: string;
  email: string;
  subject: ContactSubject;
  message: string;
};

export type ContactMessageCheck =
  | { ok: true; message: CheckedContactMessage }
  | { ok: false; errors: Partial<Record<ContactField, string>> };

function isContactSubject(value: unknown): value is ContactSubject {
  return contactSubjects.includes(value as ContactSubject);
}

function checkMessageText(value: unknown): { ok: true; value: string } | { ok: false; message: string } {
  if (typeof value !== 'string') return { ok: false, message: contactMessageErrors.messageRequired };
  if (hasForbiddenCharacters(value)) return { ok: false, message: INVALID_CHARACTERS_MESSAGE };
  const text = normaliseText(value).trim();
  if (text.length === 0) return { ok: false, message: contactMessageErrors.messageRequired };
  if (text.length < CONTACT_MESSAGE_MIN) return { ok: false, message: contactMessageErrors.messageTooShort };
  if (text.length > CONTACT_MESSAGE_MAX) return { ok: false, message: contactMessageErrors.messageTooLong };
  return { ok: true, value: text };
}

/** Checks every field; the first problem of each field is its message. */
export function checkContactMessage(input: Partial<Record<ContactField, unknown>>): ContactMessageCheck {
  const firstName = checkPersonName(input.firstName, firstNameLabel);
  const lastName = checkPersonName(input.lastName, lastNameLabel);
  const email = checkEmailAddress(input.email);
  const subject = input.subject;
  const message = checkMessageText(input.message);
  if (firstName.ok && lastName.ok && email.ok && isContactSubject(subject) && message.ok) {
    return {
      ok: true,
      message: {
        firstName: firstName.value,
        lastName: lastName.value,
        email: email.email,
        subject,
        message: message.value,
      },
    };
  }
  const errors: Partial<Record<ContactField, string>> = {};
  if (!firstName.ok) errors.firstName = firstName.message;
  if (!lastName.ok) errors.lastName = lastName.message;
  if (!email.ok) errors.email = email.message;
  if (!isContactSubject(subject)) errors.subject = contactMessageErrors.subject;
  if (!message.ok) errors.message = message.message;
  return { ok: false, errors };
}
