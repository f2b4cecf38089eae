import { describe, expect, it } from 'vitest';
import { errorPaths, sectionOfPath, sectionTitle } from '#client/features/editor/lib/sections.ts';

describe('sectionOfPath', () => {
  it('finds the section of a field and of a list item', () => {
    expect(sectionOfPath('parties.creator.signatory.name')).toBe('parties');
    expect(sectionOfPath('deliverables.publications.0.date')).toBe('deliverables');
    expect(sectionOfPath('clauses.rightsAssignment.uses.1.territory')).toBe('ip');
    expect(sectionOfPath('clauses.signatures.dateSigned')).toBe('law');
    expect(sectionOfPath('confirmations.newContractPastDates')).toBe('duration');
  });

  it('puts the French-audience declaration with the applicable law, the other declarations apart', () => {
    expect(sectionOfPath('declarations.targetsFrenchAudience')).toBe('law');
    expect(sectionOfPath('children.authorisationReference')).toBe('transparency');
    expect(sectionOfPath('children.list.0.birthDate')).toBe('transparency');
    expect(sectionOfPath('children.depositShare.childPay')).toBe('transparency');
    expect(sectionOfPath('parties.intervenors.0.name')).toBe('parties');
  });

  it('falls back to the general section', () => {
    expect(sectionOfPath('title')).toBe('general');
    expect(sectionOfPath('inconnu')).toBe('general');
  });
});

describe('sectionTitle', () => {
  it('names the compensation of a gift collaboration after its products', () => {
    expect(sectionTitle('compensation', 'GIFT')).toBe('Produits et valeur');
    expect(sectionTitle('compensation', 'PAID')).toBe('Rémunération');
  });
});

describe('errorPaths', () => {
  it('lists the dotted path of every message, list items included', () => {
    const errors = {
      title: { message: 'Le titre est obligatoire.', type: 'too_small', ref: {} },
      deliverables: { publications: [undefined, { platform: { message: 'Trop long' } }] },
    };
    expect(errorPaths(errors)).toEqual(['title', 'deliverables.publications.1.platform']);
  });
});
