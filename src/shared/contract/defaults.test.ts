import { describe, expect, it } from 'vitest';
import { contractCatalogue, findCatalogueEntry } from '#shared/contract/catalogue.ts';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { contractDraftSchema } from '#shared/contract/schema.ts';

const types = ['PAID', 'UGC', 'GIFT'] as const;

describe('createDefaultContract', () => {
  it.each(types)('returns a %s contract that the schema accepts unchanged', (type) => {
    const contract = createDefaultContract(type, '2026-02-02');
    expect(contractDraftSchema.parse(contract)).toEqual(contract);
    expect(contract.type).toBe(type);
  });

  it.each(types)('applies the spec defaults to a %s contract', (type) => {
    const contract = createDefaultContract(type, '2026-02-02');
    expect(contract.compensation.paymentAmount).toBe(0);
    expect(contract.compensation.currency).toBe('EUR');
    expect(contract.clauses.ipRights.usageTerritory).toBe('France');
    expect(contract.clauses.ipRights.usageDuration).toBe('6 mois');
    expect(contract.clauses.termination.breachNoticeDays).toBe(8);
    expect(contract.clauses.lawAndJurisdiction).toMatchObject({ law: 'FR', courtCity: 'Paris' });
    expect(contract.clauses.signatures.city).toBe('Paris');
    expect(contract.clauses.confidentiality.enabled).toBe(false);
    expect(contract.deliverables.influencerEthicalDuties[0]).toContain('« Publicité »');
    expect(contract.deliverables.influencerEthicalDuties[0]).toContain('#sponsorisé');
  });

  it('dates the contract from the given day', () => {
    const contract = createDefaultContract('PAID', '2026-01-31');
    expect(contract.clauses.duration).toEqual({ startDate: '2026-01-31', endDate: '2026-05-01' });
    expect(contract.clauses.signatures.dateSigned).toBe('2026-01-31');
  });

  it('refuses a day that is not an ISO date', () => {
    expect(() => createDefaultContract('PAID', '31/01/2026')).toThrow();
  });

  it('gives each type its own title', () => {
    expect(createDefaultContract('PAID').title).toBe('Contrat de partenariat rémunéré');
    expect(createDefaultContract('UGC').title).toBe('Contrat de création de contenus et de cession de droits');
    expect(createDefaultContract('GIFT').title).toBe('Contrat de collaboration avec remise de produits');
  });

  it('names the reproduction, representation and adaptation rights and two limited uses for UGC', () => {
    const { rightsAssignment, imageRights } = createDefaultContract('UGC', '2026-02-02').clauses;
    expect(rightsAssignment).toMatchObject({ reproduction: true, representation: true, adaptation: true });
    expect(rightsAssignment.uses.map((use) => use.kind)).toEqual(['organic-social', 'paid-social']);
    expect(rightsAssignment.uses.every((use) => use.territory === 'France' && use.durationMonths === 6)).toBe(true);
    expect(imageRights.creatorAppears).toBe(true);
  });

  it('assigns no rights by default for a paid partnership or a gift', () => {
    for (const type of ['PAID', 'GIFT'] as const) {
      const { rightsAssignment, ipRights } = createDefaultContract(type, '2026-02-02').clauses;
      expect(ipRights.brandReuse).toBe(false);
      expect(rightsAssignment.uses).toEqual([]);
    }
  });
});

describe('contractCatalogue', () => {
  it('lists the three types with their lucide icons and the badge on the paid partnership', () => {
    expect(contractCatalogue.map((entry) => [entry.id, entry.icon])).toEqual([
      ['PAID', 'euro'],
      ['UGC', 'video'],
      ['GIFT', 'gift'],
    ]);
    expect(findCatalogueEntry('PAID').badge).toBe('Plus populaire');
    expect(findCatalogueEntry('UGC').badge).toBeNull();
    expect(contractCatalogue.every((entry) => entry.features.length === 5)).toBe(true);
  });
});
