import { describe, expect, it } from 'vitest';
import { fieldLabels } from '#shared/contract/diff-labels.ts';
import { diffContracts } from '#shared/contract/diff.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractType } from '#shared/contract/schema.ts';

/** Every leaf path of a value, list indexes written `#`. */
function leafPatterns(value: unknown, pattern = ''): string[] {
  const join = (key: string) => (pattern === '' ? key : `${pattern}.${key}`);
  if (Array.isArray(value)) return value.flatMap((item) => leafPatterns(item, join('#')));
  if (typeof value === 'object' && value !== null) {
    return Object.entries(value).flatMap(([key, item]) => leafPatterns(item, join(key)));
  }
  return [pattern];
}

describe('diffContracts', () => {
  it('finds nothing between a contract and its copy', () => {
    const contract = createSampleContract('PAID');
    expect(diffContracts(contract, structuredClone(contract))).toEqual([]);
  });

  it('reads a change of amount, date and choice as the contract prints them', () => {
    const before = createSampleContract('PAID');
    const after = structuredClone(before);
    after.compensation.paymentAmount = 1800;
    after.clauses.duration.endDate = '2026-06-30';
    after.clauses.lawAndJurisdiction.law = 'OTHER';
    after.clauses.confidentiality.enabled = false;
    expect(diffContracts(before, after)).toEqual([
      {
        path: 'compensation.paymentAmount',
        group: 'Rémunération et produits',
        label: 'Montant de la rémunération',
        kind: 'changed',
        before: '1\u202f500,00\u00a0€',
        after: '1\u202f800,00\u00a0€',
      },
      expect.objectContaining({
        label: 'Date de fin',
        group: 'Durée',
        before: before.clauses.duration.endDate.split('-').reverse().join('/'),
        after: '30/06/2026',
      }),
      expect.objectContaining({ label: 'Clause de confidentialité', before: 'Oui', after: 'Non' }),
      expect.objectContaining({
        label: 'Droit applicable',
        before: 'Français',
        after: 'Autre système juridique (à nommer)',
      }),
    ]);
  });

  it('lists the title first, as the editor does, even when the objects put it last', () => {
    const { title, type, ...body } = createSampleContract('PAID');
    const before = { ...body, title, type };
    const after = {
      ...structuredClone(body),
      compensation: { ...body.compensation, paymentAmount: 10 },
      title: 'Autre',
      type,
    };
    expect(diffContracts(before, after).map((change) => change.label)).toEqual(['Titre', 'Montant de la rémunération']);
  });

  it('names the party a field belongs to, and an emptied field as removed', () => {
    const before = createSampleContract('UGC');
    const after = structuredClone(before);
    after.parties.creator.name = 'Maison Lumière SAS';
    after.parties.influencer.pseudonym = '';
    const changes = diffContracts(before, after);
    expect(changes).toEqual([
      expect.objectContaining({ group: 'Marque', label: 'Nom ou raison sociale', after: 'Maison Lumière SAS' }),
      expect.objectContaining({
        group: 'Créateur',
        label: 'Pseudonyme',
        kind: 'removed',
        before: '@lea.cuisine',
        after: '',
      }),
    ]);
  });

  it('numbers list items: a changed product, an added publication, a removed duty', () => {
    const before = createSampleContract('GIFT');
    const after = structuredClone(before);
    after.compensation.products[1]!.retailValue = 399;
    after.deliverables.publications.push({
      platform: 'YouTube',
      format: 'Short',
      quantity: 2,
      date: '2026-03-01',
      dateEnd: '',
    });
    const removedDuty = before.deliverables.influencerDuties.at(-1)!;
    after.deliverables.influencerDuties.pop();
    const changes = diffContracts(before, after);
    const dutyNumber = before.deliverables.influencerDuties.length;
    expect(changes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          label: 'Produit n° 2 — Valeur unitaire',
          before: '349,00\u00a0€',
          after: '399,00\u00a0€',
        }),
        expect.objectContaining({
          label: 'Publication n° 4',
          kind: 'added',
          after: 'YouTube · Short · 2 · 01/03/2026',
        }),
        expect.objectContaining({
          label: `Obligation du créateur n° ${dutyNumber}`,
          kind: 'removed',
          before: removedDuty,
        }),
      ]),
    );
    expect(changes).toHaveLength(3);
  });

  it('prints amounts in each version’s own currency', () => {
    const before = createSampleContract('PAID');
    const after = structuredClone(before);
    after.compensation.currency = 'USD';
    const [currency, ...rest] = diffContracts(before, after);
    expect(currency).toMatchObject({ label: 'Devise', before: 'euros', after: 'dollars des États-Unis' });
    expect(rest).toEqual([]);
  });

  it.each(['PAID', 'UGC', 'GIFT'] satisfies ContractType[])(
    'has a French label for every field of a %s contract',
    (type) => {
      const missing = leafPatterns(createSampleContract(type)).filter((pattern) => !fieldLabels[pattern]);
      expect(missing).toEqual([]);
    },
  );
});
