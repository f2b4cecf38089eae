import { describe, expect, it } from 'vitest';
import { contractDraftSchema, contractSchema } from '#shared/contract/schema.ts';
import { specShapedContract, withValue } from '#shared/contract/spec-shaped-contract.fixture.ts';

function issuesAt(input: unknown, path: string): string[] {
  const result = contractDraftSchema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.filter((issue) => issue.path.join('.') === path).map((issue) => issue.message);
}

function acceptsAt(path: string, value: unknown): boolean {
  return contractDraftSchema.safeParse(withValue(specShapedContract(), path, value)).success;
}

describe('contractDraftSchema', () => {
  it('accepts a spec-shaped contract and fills the fields French law adds', () => {
    const contract = contractDraftSchema.parse(specShapedContract());
    expect(contract.parties.creator.taxResidenceCountry).toBe('France');
    expect(contract.parties.influencer.taxResidenceCountry).toBe('France');
    expect(contract.parties.influencer.isPhysicalPerson).toBe(true);
    expect(contract.parties.influencer.outsideEea.enabled).toBe(false);
    expect(contract.deliverables.publications).toEqual([]);
    expect(contract.compensation.products).toEqual([]);
    expect(contract.compensation.vatTreatment).toBe('standard');
    expect(contract.disclosure).toEqual({
      mention: 'collaboration-commerciale',
      retouchedImages: false,
      virtualImages: false,
    });
    expect(contract.declarations.targetsFrenchAudience).toBe(true);
    expect(contract.declarations.forbiddenPromotionExcluded).toBe(false);
    expect(contract.clauses.rightsAssignment.uses).toEqual([]);
    expect(contract.clauses.imageRights.creatorAppears).toBe(false);
    expect(contract.clauses.signatures.method).toBe('electronic');
  });

  it.each([
    ['parties.creator.name', 200],
    ['parties.influencer.name', 200],
    ['parties.creator.address', 500],
    ['parties.influencer.address', 500],
    ['deliverables.partnershipObject', 5000],
    ['compensation.paymentConditions', 5000],
    ['clauses.termination.effects', 5000],
    ['clauses.confidentiality.scope', 5000],
  ])('accepts %s at %i characters and rejects one more', (path, max) => {
    expect(acceptsAt(path, 'a'.repeat(max))).toBe(true);
    expect(issuesAt(withValue(specShapedContract(), path, 'a'.repeat(max + 1)), path)).toEqual([
      `Ce champ ne doit pas dépasser ${max} caractères.`,
    ]);
  });

  it('accepts 50 duties of 1,000 characters and rejects a 51st duty or a longer one', () => {
    const duties = Array.from({ length: 50 }, () => 'a'.repeat(1000));
    expect(acceptsAt('deliverables.influencerDuties', duties)).toBe(true);
    expect(acceptsAt('deliverables.influencerDuties', [...duties, 'a'])).toBe(false);
    expect(acceptsAt('deliverables.influencerEthicalDuties', ['a'.repeat(1001)])).toBe(false);
  });

  it('accepts a valid or empty e-mail and rejects a malformed one in French', () => {
    expect(acceptsAt('parties.creator.email', '')).toBe(true);
    expect(acceptsAt('parties.creator.email', 'contact@marque.fr')).toBe(true);
    const input = withValue(specShapedContract(), 'parties.influencer.email', 'lea@');
    expect(issuesAt(input, 'parties.influencer.email')).toEqual(['Adresse e-mail invalide.']);
  });

  it('rejects a date that is not a real calendar day or not in ISO form', () => {
    expect(acceptsAt('clauses.duration.startDate', '2024-02-29')).toBe(true);
    expect(acceptsAt('clauses.duration.startDate', '2025-02-29')).toBe(false);
    expect(acceptsAt('clauses.duration.startDate', '2026-04-31')).toBe(false);
    expect(acceptsAt('clauses.duration.startDate', '01/03/2026')).toBe(false);
    expect(acceptsAt('clauses.signatures.dateSigned', '')).toBe(true);
    expect(acceptsAt('clauses.signatures.dateSigned', '2026-13-01')).toBe(false);
  });

  it('rejects an end date before the start date, on the end date field', () => {
    const input = withValue(specShapedContract(), 'clauses.duration.endDate', '2026-02-28');
    expect(issuesAt(input, 'clauses.duration.endDate')).toEqual([
      'La date de fin doit être postérieure ou égale à la date de début.',
    ]);
    expect(acceptsAt('clauses.duration.endDate', '2026-03-01')).toBe(true);
  });

  it('accepts amounts from 0 to 10,000,000 with at most two decimals', () => {
    expect(acceptsAt('compensation.paymentAmount', 0)).toBe(true);
    expect(acceptsAt('compensation.paymentAmount', 12.34)).toBe(true);
    expect(acceptsAt('compensation.paymentAmount', 10_000_000)).toBe(true);
    expect(acceptsAt('compensation.paymentAmount', -0.01)).toBe(false);
    expect(acceptsAt('compensation.paymentAmount', 10_000_000.01)).toBe(false);
    expect(acceptsAt('compensation.paymentAmount', 12.345)).toBe(false);
  });

  it('coerces numeric strings for the amount and the notice days, French decimal comma included', () => {
    const input = withValue(
      withValue(specShapedContract(), 'compensation.paymentAmount', '1 500,50'),
      'clauses.termination.breachNoticeDays',
      '15',
    );
    const contract = contractDraftSchema.parse(input);
    expect(contract.compensation.paymentAmount).toBe(1500.5);
    expect(contract.clauses.termination.breachNoticeDays).toBe(15);
    expect(acceptsAt('compensation.paymentAmount', 'mille')).toBe(false);
  });

  it('accepts notice days from 0 to 365 as whole numbers only', () => {
    expect(acceptsAt('clauses.termination.breachNoticeDays', 0)).toBe(true);
    expect(acceptsAt('clauses.termination.breachNoticeDays', 365)).toBe(true);
    expect(acceptsAt('clauses.termination.breachNoticeDays', 366)).toBe(false);
    expect(acceptsAt('clauses.termination.breachNoticeDays', -1)).toBe(false);
    expect(acceptsAt('clauses.termination.breachNoticeDays', 8.5)).toBe(false);
  });

  it('rejects values outside the enumerations', () => {
    expect(acceptsAt('type', 'BARTER')).toBe(false);
    expect(acceptsAt('compensation.currency', 'GBP')).toBe(false);
    expect(acceptsAt('clauses.lawAndJurisdiction.law', 'DE')).toBe(false);
    expect(acceptsAt('disclosure', { mention: '#ad' })).toBe(false);
  });

  it('keeps a SIRET of 14 digits, spaces removed, and rejects 13 digits', () => {
    const contract = contractDraftSchema.parse(
      withValue(specShapedContract(), 'parties.creator', {
        ...specShapedContract().parties.creator,
        siret: '123 456 789 00012',
      }),
    );
    expect(contract.parties.creator.siret).toBe('12345678900012');
    const input = withValue(specShapedContract(), 'parties.creator', {
      ...specShapedContract().parties.creator,
      siret: '1234567890001',
    });
    expect(issuesAt(input, 'parties.creator.siret')).toEqual(['Le numéro SIRET doit contenir 14 chiffres.']);
  });

  it('rejects an empty title and more than 20 content uses', () => {
    expect(acceptsAt('title', '')).toBe(false);
    const use = { kind: 'website', territory: 'France', durationMonths: 6 };
    const rights = (count: number) => ({ uses: Array.from({ length: count }, () => use) });
    expect(acceptsAt('clauses.rightsAssignment', rights(20))).toBe(true);
    expect(acceptsAt('clauses.rightsAssignment', rights(21))).toBe(false);
  });

  it('limits usage durations to between 1 and 120 months', () => {
    const use = (durationMonths: number) => ({ uses: [{ kind: 'print', territory: 'France', durationMonths }] });
    expect(acceptsAt('clauses.rightsAssignment', use(1))).toBe(true);
    expect(acceptsAt('clauses.rightsAssignment', use(120))).toBe(true);
    expect(acceptsAt('clauses.rightsAssignment', use(0))).toBe(false);
    expect(acceptsAt('clauses.rightsAssignment', use(121))).toBe(false);
  });
});

describe('contractSchema', () => {
  const stored = {
    ...specShapedContract(),
    id: '3f0b8a0e-6a5e-4c1e-9d64-2f8b8c7c1a11',
    status: 'draft',
    template: 'paid',
    version: 1,
    createdAt: '2026-02-01T10:00:00.000Z',
    updatedAt: '2026-02-01T10:00:00+01:00',
  };

  it('accepts a stored contract with its id, status, template, version and timestamps', () => {
    expect(contractSchema.safeParse(stored).success).toBe(true);
  });

  it('rejects a non-uuid id, an unknown status and an uppercase template', () => {
    expect(contractSchema.safeParse({ ...stored, id: '42' }).success).toBe(false);
    expect(contractSchema.safeParse({ ...stored, status: 'archived' }).success).toBe(false);
    expect(contractSchema.safeParse({ ...stored, template: 'PAID' }).success).toBe(false);
  });
});

describe('contract model additions', () => {
  it('defaults every new field on a spec-shaped contract', () => {
    const contract = contractDraftSchema.parse(specShapedContract());
    expect(contract.parties.creator).toMatchObject({
      rcsCity: '',
      rcsNumber: '',
      shareCapital: 0,
      isMerchant: false,
      taxResidenceConfirmed: false,
    });
    expect(contract.parties.creator.signatory.email).toBe('');
    expect(contract.parties.influencer).toMatchObject({ individualEntrepreneur: false, actsAsProfessional: true });
    expect(contract.parties.intervenors).toEqual([]);
    expect(contract.children).toEqual({
      present: false,
      list: [],
      authorisationAuthority: '',
      authorisationDate: '',
      authorisationReference: '',
      parents: [],
      soleParentalAuthority: false,
      soleAuthorityReason: '',
      depositShare: { childPay: 0, depositPercent: 0 },
    });
    expect(contract.declarations).toMatchObject({ sector: 'other', sectorDetails: '' });
    expect(contract.workerStatus).toEqual({
      regime: 'independent',
      registration: '',
      insurerName: '',
      insurancePolicy: '',
    });
    expect(contract.compensation).toMatchObject({
      productDeliveryDate: '',
      variablePay: { enabled: false, basis: 'promo-code', ratePercent: 0, code: '', reportingDays: 15 },
      cancellationFee: { enabled: false, percent: 30, noticeDays: 10 },
    });
    expect(contract.clauses.termination).toMatchObject({
      noticeDays: 0,
      convenience: { enabled: false, noticeDays: 30 },
    });
    expect(contract.clauses.lawAndJurisdiction).toMatchObject({
      law: 'FR',
      otherLegalSystem: '',
      mediation: { enabled: true, mediatorName: '' },
      consumerMediator: '',
    });
    expect(contract.annexes).toEqual({ briefDate: '', calendarDate: '' });
    expect(contract.confirmations).toEqual({ newContractPastDates: false });
  });

  it('defaults a use line to no price, non-exclusive, not from the creator account', () => {
    const contract = contractDraftSchema.parse(
      withValue(specShapedContract(), 'clauses.rightsAssignment', {
        uses: [{ kind: 'paid-social', territory: 'France', durationMonths: 3 }],
      }),
    );
    expect(contract.clauses.rightsAssignment.uses[0]).toMatchObject({
      price: 0,
      exclusive: false,
      creatorAccount: false,
    });
  });

  it('defaults a product to a TTC value at 20 % and accepts 5,5 %', () => {
    const product = { name: 'Coffret', retailValue: 49.9, quantity: 1 };
    const contract = contractDraftSchema.parse(withValue(specShapedContract(), 'compensation.products', [product]));
    expect(contract.compensation.products[0]).toMatchObject({ valueBasis: 'TTC', vatRate: 20 });
    expect(acceptsAt('compensation.products', [{ ...product, valueBasis: 'HT', vatRate: '5,5' }])).toBe(true);
    expect(acceptsAt('compensation.products', [{ ...product, vatRate: 101 }])).toBe(false);
    expect(acceptsAt('compensation.products', [{ ...product, valueBasis: 'NET' }])).toBe(false);
  });

  it('accepts law FR or OTHER only: « droit américain » names no legal system', () => {
    expect(acceptsAt('clauses.lawAndJurisdiction.law', 'OTHER')).toBe(true);
    expect(acceptsAt('clauses.lawAndJurisdiction.law', 'US')).toBe(false);
    expect(acceptsAt('clauses.lawAndJurisdiction.law', 'UK')).toBe(false);
  });

  it('limits intervenors to 10, children to 5 and parents to 2', () => {
    const person = { name: 'Nour Benali', email: 'nour@example.fr', address: '', role: 'author-performer' };
    expect(
      acceptsAt(
        'parties.intervenors',
        Array.from({ length: 10 }, () => person),
      ),
    ).toBe(true);
    expect(
      acceptsAt(
        'parties.intervenors',
        Array.from({ length: 11 }, () => person),
      ),
    ).toBe(false);
    expect(acceptsAt('parties.intervenors', [{ ...person, role: 'producer' }])).toBe(false);
    expect(acceptsAt('parties.intervenors', [{ ...person, email: 'nour@' }])).toBe(false);
    const input = withValue(specShapedContract(), 'parties.intervenors', [person]);
    expect(contractDraftSchema.parse(input).parties.intervenors[0]?.appearsOnCamera).toBe(true);
    const child = { name: 'Léo', birthDate: '2018-05-02' };
    const withChildren = (count: number, parents: number) =>
      contractDraftSchema.safeParse({
        ...specShapedContract(),
        children: {
          present: true,
          list: Array.from({ length: count }, () => child),
          parents: Array.from({ length: parents }, () => ({ name: 'Julie Petit' })),
        },
      }).success;
    expect(withChildren(5, 2)).toBe(true);
    expect(withChildren(6, 2)).toBe(false);
    expect(withChildren(1, 3)).toBe(false);
  });

  it('rejects unknown enumeration values of the new fields', () => {
    expect(acceptsAt('declarations', { sector: 'tobacco' })).toBe(false);
    expect(acceptsAt('declarations', { sector: 'alcohol' })).toBe(true);
    expect(
      contractDraftSchema.safeParse({ ...specShapedContract(), workerStatus: { regime: 'employee' } }).success,
    ).toBe(false);
    expect(acceptsAt('compensation.variablePay', { enabled: true, basis: 'affiliate-link', ratePercent: '12,5' })).toBe(
      true,
    );
    expect(acceptsAt('compensation.variablePay', { enabled: true, basis: 'cashback' })).toBe(false);
  });
});
