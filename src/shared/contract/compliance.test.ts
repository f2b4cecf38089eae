import { describe, expect, it } from 'vitest';
import { checkCompliance, missingCompliance } from '#shared/contract/compliance.ts';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';

const types = ['PAID', 'UGC', 'GIFT'] as const;

function item(contract: ContractDraft, id: string) {
  return checkCompliance(contract).find((candidate) => candidate.id === id);
}

function ids(contract: ContractDraft): string[] {
  return checkCompliance(contract).map((candidate) => candidate.id);
}

describe('checkCompliance', () => {
  it.each(types)('finds that a default %s contract lacks the identity of both parties', (type) => {
    const missing = missingCompliance(createDefaultContract(type, '2026-02-02'));
    expect(missing.find((gap) => gap.id === 'brand-identity')?.fieldPath).toBe('parties.creator.name');
    expect(missing.find((gap) => gap.id === 'influencer-addresses')?.fieldPath).toBe('parties.influencer.address');
    expect(missing.map((gap) => gap.id)).toContain('forbidden-promotions');
  });

  it.each(types)('passes every rule for a fully completed %s contract', (type) => {
    expect(checkCompliance(createSampleContract(type)).filter((candidate) => !candidate.ok)).toEqual([]);
  });

  it('gives every item a French label, its legal source and a field to focus', () => {
    for (const candidate of checkCompliance(createDefaultContract('UGC', '2026-02-02'))) {
      expect(candidate.label).not.toBe('');
      expect(candidate.source).toMatch(/^(Loi|Code|Bonne pratique)/);
      expect(candidate.fieldPath).toBeTruthy();
    }
  });

  it('applies the assignment rules to UGC, and to a paid partnership only when the brand reuses content', () => {
    expect(ids(createSampleContract('UGC'))).toEqual(
      expect.arrayContaining(['rights-named', 'rights-uses', 'rights-price']),
    );
    const paid = createSampleContract('PAID');
    expect(ids(paid)).not.toContain('rights-named');
    paid.clauses.ipRights.brandReuse = true;
    expect(item(paid, 'rights-uses')).toMatchObject({ ok: false, fieldPath: 'clauses.rightsAssignment.uses' });
  });

  it('requires the UGC rights to be named and the assignment price to be stated within the pay', () => {
    const contract = createSampleContract('UGC');
    contract.clauses.rightsAssignment = {
      ...contract.clauses.rightsAssignment,
      reproduction: false,
      representation: false,
      adaptation: false,
    };
    expect(item(contract, 'rights-named')?.ok).toBe(false);
    contract.clauses.rightsAssignment.assignmentPrice = contract.compensation.paymentAmount + 1;
    expect(item(contract, 'rights-price')?.ok).toBe(false);
  });

  it('requires each use to name its territory', () => {
    const contract = createSampleContract('UGC');
    contract.clauses.rightsAssignment.uses[1] = {
      kind: 'print',
      description: '',
      territory: '',
      durationMonths: 3,
      price: 0,
      exclusive: false,
      creatorAccount: false,
    };
    expect(item(contract, 'rights-uses')?.fieldPath).toBe('clauses.rightsAssignment.uses.1.territory');
  });

  it('asks for the image-rights authorisation only when the creator appears', () => {
    const contract = createSampleContract('UGC');
    contract.clauses.imageRights.media = '';
    expect(item(contract, 'image-rights')).toMatchObject({ ok: false, fieldPath: 'clauses.imageRights.media' });
    contract.clauses.imageRights.creatorAppears = false;
    expect(item(contract, 'image-rights')).toBeUndefined();
  });

  it('requires each gifted product to carry its retail value', () => {
    const contract = createSampleContract('GIFT');
    contract.compensation.products[1] = {
      name: 'Casserole',
      retailValue: 0,
      quantity: 1,
      valueBasis: 'TTC',
      vatRate: 20,
    };
    expect(item(contract, 'benefits-in-kind')?.fieldPath).toBe('compensation.products.1.retailValue');
    contract.compensation.products = [];
    expect(item(contract, 'benefits-in-kind')).toMatchObject({ ok: false, fieldPath: 'compensation.products' });
  });

  it('asks how gifted products come back only when they must be returned', () => {
    const contract = createSampleContract('GIFT');
    contract.compensation.productReturn = { required: true, conditions: '' };
    expect(item(contract, 'product-return')).toMatchObject({ ok: false, severity: 'practice' });
    expect(missingCompliance(contract).map((gap) => gap.id)).not.toContain('product-return');
  });

  it('does not ask a gift collaboration for a cash amount', () => {
    expect(ids(createSampleContract('GIFT'))).not.toContain('remuneration');
    const paid = createSampleContract('PAID');
    paid.compensation.paymentAmount = 0;
    expect(item(paid, 'remuneration')?.ok).toBe(false);
  });

  it('requires French law when the promotion targets an audience in France', () => {
    const contract = createSampleContract('PAID');
    contract.clauses.lawAndJurisdiction.law = 'OTHER';
    expect(item(contract, 'french-law')?.ok).toBe(false);
    contract.declarations.targetsFrenchAudience = false;
    expect(item(contract, 'french-law')?.ok).toBe(true);
  });

  it('requires platforms, formats and dates or a timetable for the missions', () => {
    const contract = createSampleContract('PAID');
    contract.deliverables.timetable = '';
    contract.deliverables.publications[2] = { platform: 'TikTok', format: 'Vidéo', quantity: 1, date: '' };
    expect(item(contract, 'mission-schedule')?.fieldPath).toBe('deliverables.publications.2.date');
    contract.deliverables.publications = [];
    expect(item(contract, 'mission-publications')?.fieldPath).toBe('deliverables.publications');
  });

  it('asks for an EU representative and insurer only for a creator established outside the EEA', () => {
    const contract = createSampleContract('PAID');
    expect(item(contract, 'outside-eea')).toBeUndefined();
    contract.parties.influencer.outsideEea.enabled = true;
    expect(item(contract, 'outside-eea')).toMatchObject({ ok: false, source: 'Loi n° 2023-451, art. 9' });
  });

  it('asks for the authorisation reference when a child under 16 appears', () => {
    const contract = createSampleContract('GIFT');
    expect(item(contract, 'minor-under-16')).toBeUndefined();
    contract.children.present = true;
    expect(item(contract, 'minor-under-16')).toMatchObject({ ok: false, source: 'Code du travail, art. L7124-1' });
  });

  it('asks for the signatory of a creator acting through a company', () => {
    const contract = createSampleContract('PAID');
    contract.parties.influencer.isPhysicalPerson = false;
    expect(item(contract, 'influencer-company-signatory')?.ok).toBe(false);
  });
});

describe('missingCompliance', () => {
  it('returns only the failed legal requirements', () => {
    const missing = missingCompliance(createDefaultContract('PAID', '2026-02-02'));
    expect(missing.length).toBeGreaterThan(0);
    expect(missing.every((gap) => !gap.ok && gap.severity === 'legal')).toBe(true);
    expect(missing.map((gap) => gap.id)).not.toContain('brand-signatory');
  });
});
