import { describe, expect, it } from 'vitest';
import { checkContactMessage, contactFields } from '#shared/contact/contact-message-rules.ts';
import { contactMessageSchema } from '#shared/contact/contact-message.ts';

const valid = {
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'camille.durand@exemple.fr',
  subject: 'question-facturation',
  message: 'Bonjour, ma facture de mars est introuvable.',
};

/** Each case changes the valid message: the form (without zod) and the API (zod) must agree on it. */
const cases: [string, Record<string, unknown>][] = [
  ['a complete message', {}],
  ['every field empty', { firstName: '', lastName: '', email: '', subject: '', message: '' }],
  [
    'every field missing',
    { firstName: undefined, lastName: undefined, email: undefined, subject: undefined, message: undefined },
  ],
  [
    'names, address and message to trim, an address in capitals',
    { firstName: '  Inès ', lastName: ' Morel  ', email: ' Ines@Exemple.FR ', message: '  Bonjour, une question.  ' },
  ],
  ['a name of spaces', { firstName: '   ', lastName: '\t' }],
  ['names of 100 and 101 characters', { firstName: 'a'.repeat(100), lastName: 'b'.repeat(101) }],
  ['a name in decomposed Unicode', { firstName: 'Ine\u0300s' }],
  [
    'a control character in a name and in the address',
    { firstName: 'Ca\u0007mille', email: 'camille\u0000@exemple.fr' },
  ],
  ['a lone surrogate in the message', { message: 'Bonjour \ud83d, une question ?' }],
  ['a malformed address', { email: 'camille@' }],
  ['an address of 255 characters', { email: `${'a'.repeat(244)}@exemple.fr` }],
  ['a subject outside the list', { subject: 'spam' }],
  ['a subject that is not text', { subject: 3 }],
  ['a message of spaces', { message: '     ' }],
  ['a message of 9 characters', { message: '123456789' }],
  ['a message of 10 characters between spaces', { message: ' Trop court ' }],
  ['a message with Windows line breaks', { message: 'Bonjour,\r\nune question.\r\nMerci' }],
  ['a message of 5,000 characters', { message: 'a'.repeat(5000) }],
  ['a message of 5,001 characters', { message: 'a'.repeat(5001) }],
  ['a message that is not text', { message: 42 }],
];

function schemaAnswer(input: Record<string, unknown>) {
  const parsed = contactMessageSchema.safeParse(input);
  if (parsed.success) return { ok: true, message: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return { ok: false, errors };
}

describe('checkContactMessage, the contact form’s rules without zod', () => {
  it.each(cases)('answers %s as the API’s schema does', (_name, change) => {
    const input = { ...valid, ...change };
    expect(checkContactMessage(input)).toEqual(schemaAnswer(input));
  });

  it('names the fields in the order of the form, each with its French message', () => {
    const answer = checkContactMessage({});
    expect(answer.ok).toBe(false);
    expect(answer.ok ? [] : Object.entries(answer.errors)).toEqual([
      ['firstName', 'Le prénom est obligatoire'],
      ['lastName', 'Le nom est obligatoire'],
      ['email', "L'adresse e-mail est obligatoire"],
      ['subject', 'Veuillez choisir un sujet'],
      ['message', 'Le message est obligatoire'],
    ]);
    expect(contactFields).toEqual(Object.keys(contactMessageSchema.shape));
  });
});
