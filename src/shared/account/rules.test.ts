import { describe, expect, it } from 'vitest';
import { professionalDetailsSchema } from '#shared/account/professional-details.ts';
import { emailSchema, isValidSiret, keepDigits, passwordSchema } from '#shared/account/rules.ts';

describe('isValidSiret', () => {
  it('accepts real SIRETs whose Luhn checksum is valid', () => {
    expect(isValidSiret('73282932000074')).toBe(true);
    expect(isValidSiret('55210055400013')).toBe(true);
  });
  it('rejects a SIRET with one wrong digit', () => {
    expect(isValidSiret('73282932000075')).toBe(false);
  });
  it('rejects a SIRET of 13 digits or with letters', () => {
    expect(isValidSiret('7328293200007')).toBe(false);
    expect(isValidSiret('7328293200007A')).toBe(false);
  });
  it("applies La Poste's own rule to its establishments, and Luhn to its head office", () => {
    expect(isValidSiret('35600000000048')).toBe(true);
    expect(isValidSiret('35600000000049')).toBe(false);
    expect(isValidSiret('35600000012341')).toBe(true);
    expect(isValidSiret('35600000012342')).toBe(false);
  });
});

describe('account fields', () => {
  it('trims and lower-cases e-mail addresses', () => {
    expect(emailSchema.parse('  Camille.Durand@Example.FR ')).toBe('camille.durand@example.fr');
  });
  it('refuses a malformed e-mail with the French message', () => {
    expect(emailSchema.safeParse('camille@').error?.issues[0]?.message).toBe(
      'Veuillez saisir une adresse e-mail valide',
    );
  });
  it('refuses passwords of 7 characters and of 129', () => {
    expect(passwordSchema.safeParse('a'.repeat(7)).success).toBe(false);
    expect(passwordSchema.safeParse('a'.repeat(8)).success).toBe(true);
    expect(passwordSchema.safeParse('a'.repeat(128)).success).toBe(true);
    expect(passwordSchema.safeParse('a'.repeat(129)).success).toBe(false);
  });
  it('keeps only digits, at most the given count', () => {
    expect(keepDigits('73 282-932 000 074 99', 14)).toBe('73282932000074');
    expect(keepDigits('75a0 11', 5)).toBe('75011');
  });
});

describe('professionalDetailsSchema', () => {
  const company = {
    role: 'creator' as const,
    isPhysicalPerson: false,
    siret: '73282932000074',
    companyName: 'Studio Lumière',
    address: '12 rue des Lilas',
    city: 'Lyon',
    postalCode: '69003',
  };
  it('accepts a creator company with every field', () => {
    const withMentions = { ...company, legalForm: 'SAS', signatoryCapacity: 'Président' };
    expect(professionalDetailsSchema.parse(withMentions)).toEqual(withMentions);
    expect(professionalDetailsSchema.parse(company)).toEqual({ ...company, legalForm: null, signatoryCapacity: null });
  });
  it('clears the company fields of a physical person and keeps the postal address', () => {
    expect(professionalDetailsSchema.parse({ ...company, isPhysicalPerson: true, legalForm: 'SAS' })).toEqual({
      role: 'creator',
      isPhysicalPerson: true,
      siret: null,
      companyName: null,
      address: '12 rue des Lilas',
      city: 'Lyon',
      postalCode: '69003',
      legalForm: null,
      signatoryCapacity: null,
    });
  });
  it('lets a physical person leave the address out', () => {
    const person = professionalDetailsSchema.safeParse({ role: 'creator', isPhysicalPerson: true });
    expect(person.success).toBe(true);
  });
  it('forces isPhysicalPerson to false for a brand', () => {
    expect(
      professionalDetailsSchema.parse({ ...company, role: 'brand', isPhysicalPerson: true }).isPhysicalPerson,
    ).toBe(false);
  });
  it('requires the five fields when not a physical person', () => {
    const result = professionalDetailsSchema.safeParse({ role: 'brand', siret: '', companyName: '' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.')).sort();
    expect(paths).toEqual(['address', 'city', 'companyName', 'postalCode', 'siret']);
    expect(result.error?.issues[0]?.message).toBe('Veuillez remplir tous les champs obligatoires');
  });
  it('rejects a SIRET of 13 digits with the length message', () => {
    const result = professionalDetailsSchema.safeParse({ ...company, siret: '7328293200007' });
    expect(result.error?.issues[0]?.message).toBe('Le numéro SIRET doit contenir 14 chiffres');
  });
  it('rejects a SIRET that fails the checksum', () => {
    const result = professionalDetailsSchema.safeParse({ ...company, siret: '73282932000075' });
    expect(result.error?.issues[0]?.path).toEqual(['siret']);
    expect(result.error?.issues[0]?.message).toMatch(/n’est pas valide/);
  });
  it('rejects an unknown role', () => {
    expect(professionalDetailsSchema.safeParse({ ...company, role: 'agency' }).success).toBe(false);
  });
});
