import { describe, expect, it } from 'vitest';
import { createDefaultContract } from '#shared/contract/defaults.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import { MISSING_VALUE } from '#shared/template/placeholder.ts';
import { buildContractViewModel } from '#shared/template/view-model.ts';

describe('buildContractViewModel', () => {
  it('offers the placeholders the spec names, formatted', () => {
    const view = buildContractViewModel(createSampleContract('PAID'));
    expect(view).toMatchObject({
      creatorName: 'Maison Lumière',
      creatorAddress: '12 rue de la Paix, 75002 Paris',
      influencerName: 'Léa Dubois',
      influencerAddress: '8 quai Saint-Vincent, 69001 Lyon',
      startDate: '2\u00a0février\u00a02026',
      endDate: '3\u00a0mai\u00a02026',
      paymentAmount: '1\u202f500,00\u00a0€',
      paymentAmountInWords: 'mille cinq cents euros',
      city: 'Paris',
      dateSigned: '02/02/2026',
    });
    expect(view.partnershipObject).toContain('Lumière Cuivre');
    expect(view.influencerDuties).toHaveLength(1);
    expect(view.influencerEthicalDuties).toHaveLength(1);
  });

  it('shows a visible placeholder for required values still empty', () => {
    const view = buildContractViewModel(createDefaultContract('PAID', '2026-02-02'));
    expect(view.creatorName).toBe(MISSING_VALUE);
    expect(view.influencerEmail).toBe(MISSING_VALUE);
    expect(view.partnershipObject).toBe(MISSING_VALUE);
    expect(view.creatorSignatoryName).toBe(MISSING_VALUE);
  });

  it('drops blank duty lines and keeps the order of the others', () => {
    const contract = createDefaultContract('PAID', '2026-02-02');
    contract.deliverables.influencerDuties = ['Publier un Reel.', '  ', 'Envoyer les statistiques'];
    // A list after « s’engage à : » starts in lower case and ends each item with « ; ».
    expect(buildContractViewModel(contract).influencerDuties).toEqual([
      'publier un Reel ;',
      'envoyer les statistiques.',
    ]);
  });

  it('switches the optional clauses with booleans', () => {
    const contract = createDefaultContract('UGC', '2026-02-02');
    let view = buildContractViewModel(contract);
    expect(view).toMatchObject({
      confidentialityEnabled: false,
      exclusivityEnabled: false,
      outsideEea: false,
      minorUnder16: false,
      retouchedImages: false,
      virtualImages: false,
      hasProducts: false,
      creatorAppears: true,
      hasAgent: false,
      signatureElectronic: true,
    });
    contract.clauses.confidentiality.enabled = true;
    contract.children.present = true;
    contract.disclosure.virtualImages = true;
    contract.parties.agent.name = 'Agence Étoile';
    view = buildContractViewModel(contract);
    expect(view).toMatchObject({
      confidentialityEnabled: true,
      minorUnder16: true,
      virtualImages: true,
      hasAgent: true,
    });
  });

  it('lists gifted products with their value excluding tax and the total (art. 8 I threshold is HT)', () => {
    const contract = createSampleContract('GIFT');
    let view = buildContractViewModel(contract);
    expect(view.products[0]).toEqual({
      productName: 'Sauteuse en cuivre 24 cm',
      productQuantity: '1',
      productValue: '158,25\u00a0€',
      productTotal: '158,25\u00a0€',
    });
    expect(view.productsTotal).toBe('449,08\u00a0€');
    contract.compensation.products = contract.compensation.products.map((p) => ({ ...p, valueBasis: 'HT' as const }));
    view = buildContractViewModel(contract);
    expect(view.productsTotal).toBe('538,90\u00a0€');
  });

  it('states each use of the assigned rights with its territory and duration in full', () => {
    const view = buildContractViewModel(createSampleContract('UGC'));
    expect(view.uses[0]).toMatchObject({ useTerritory: 'France', useDuration: 'six (6) mois' });
    expect(view.assignmentPrice).toBe('900,00\u00a0€');
  });

  it('applies French law whenever the promotion targets France, whatever law was chosen', () => {
    const contract = createSampleContract('PAID');
    contract.clauses.lawAndJurisdiction.law = 'OTHER';
    contract.clauses.lawAndJurisdiction.otherLegalSystem = 'droit anglais';
    expect(buildContractViewModel(contract).governingLaw).toBe('français');
    contract.declarations.targetsFrenchAudience = false;
    expect(buildContractViewModel(contract).governingLaw).toBe('anglais');
  });

  it('has a company creator sign through its representative and a person in person', () => {
    const contract = createSampleContract('PAID');
    expect(buildContractViewModel(contract).influencerSignatoryName).toBe('Léa Dubois');
    contract.parties.influencer.isPhysicalPerson = false;
    contract.parties.influencer.signatory = { name: 'Paul Roux', capacity: 'Gérant', email: '' };
    expect(buildContractViewModel(contract)).toMatchObject({
      influencerSignatoryName: 'Paul Roux',
      influencerIsCompany: true,
    });
  });

  it('keeps French spacing around guillemets and colons in typed text', () => {
    const contract = createSampleContract('PAID');
    contract.deliverables.partnershipObject = 'la gamme « Cuivre » : lancement.';
    expect(buildContractViewModel(contract).partnershipObject).toBe('la gamme «\u00a0Cuivre\u00a0»\u00a0: lancement');
  });
});
