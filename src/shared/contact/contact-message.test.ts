import { describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_MAX,
  contactMessageLength,
  contactSubjectLabels,
  contactSubjects,
} from '#shared/contact/contact-message-rules.ts';
import { contactMessageSchema } from '#shared/contact/contact-message.ts';

const valid = {
  firstName: 'Camille',
  lastName: 'Durand',
  email: 'Camille.Durand@Exemple.fr ',
  subject: 'question-facturation',
  message: 'Bonjour, ma facture de mars est introuvable.',
};

const issuesOf = (input: Record<string, unknown>) =>
  contactMessageSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('contact message', () => {
  it('accepts a complete message, trims it and lower-cases the address', () => {
    expect(contactMessageSchema.parse({ ...valid, message: `  ${valid.message}  ` })).toEqual({
      ...valid,
      email: 'camille.durand@exemple.fr',
    });
  });

  it('offers the seven subjects of the spec, each with a French label', () => {
    expect(contactSubjects).toEqual([
      'support-technique',
      'question-facturation',
      'demande-fonctionnalite',
      'probleme-contrat',
      'question-juridique',
      'partenariat',
      'autre',
    ]);
    expect(contactSubjectLabels['demande-fonctionnalite']).toBe('Demande de fonctionnalité');
  });

  it('requires every field, one French message per field', () => {
    expect(issuesOf({})).toEqual([
      ['firstName', 'Le prénom est obligatoire'],
      ['lastName', 'Le nom est obligatoire'],
      ['email', "L'adresse e-mail est obligatoire"],
      ['subject', 'Veuillez choisir un sujet'],
      ['message', 'Le message est obligatoire'],
    ]);
    expect(issuesOf({ ...valid, message: '   ' })).toEqual([['message', 'Le message est obligatoire']]);
  });

  it('refuses a malformed address and a subject outside the list', () => {
    expect(issuesOf({ ...valid, email: 'camille@', subject: 'spam' })).toEqual([
      ['email', 'Veuillez saisir une adresse e-mail valide'],
      ['subject', 'Veuillez choisir un sujet'],
    ]);
  });

  it('enforces the 10-character minimum and the 5,000-character cap, outer spaces aside', () => {
    expect(issuesOf({ ...valid, message: ' Trop court ' })).toEqual([]);
    expect(issuesOf({ ...valid, message: '123456789' })).toEqual([
      ['message', 'Le message doit contenir au moins 10 caractères'],
    ]);
    expect(issuesOf({ ...valid, message: 'a'.repeat(CONTACT_MESSAGE_MAX) })).toEqual([]);
    expect(issuesOf({ ...valid, message: 'a'.repeat(CONTACT_MESSAGE_MAX + 1) })).toEqual([
      ['message', 'Le message ne peut pas dépasser 5\u202f000 caractères'],
    ]);
    expect(contactMessageLength('  dix lettres  ')).toBe(11);
  });
});
