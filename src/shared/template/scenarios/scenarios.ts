import { buildAmendmentDraft } from '#shared/contract/amendment-draft.ts';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';

/**
 * Realistic contracts whose rendered text is committed (`*.txt` beside this file), so that a
 * change of legal wording shows as a diff in review. Each covers a fact pattern of the legal
 * review: each type, free and Pro, a company creator, a child on camera, a creator outside
 * the EEA, each sector, variable pay.
 */

const TODAY = '2026-11-25';

function base(type: ContractDraft['type']): ContractDraft {
  const contract = createSampleContract(type, TODAY);
  contract.parties.creator.rcsCity = 'Paris';
  contract.parties.creator.rcsNumber = '123 456 789';
  contract.parties.creator.shareCapital = 10000;
  contract.parties.creator.signatory.email = 'claire.martin@maison-lumiere.example';
  contract.parties.influencer.individualEntrepreneur = true;
  contract.annexes = { briefDate: '2026-11-20', calendarDate: '2026-11-20' };
  contract.workerStatus = {
    regime: 'independent',
    registration: 'SIRET 987 654 321 00019, activité déclarée auprès de l’URSSAF',
    insurerName: 'Mutuelle des Créateurs',
    insurancePolicy: 'RC-2026-4411',
  };
  contract.clauses.signatures.dateSigned = '';
  return contract;
}

function withPro(contract: ContractDraft): ContractDraft {
  contract.clauses.exclusivity = {
    enabled: true,
    sector: 'ustensiles de cuisine',
    scope: '',
    monthsAfterTerm: 3,
    territory: 'France, Belgique et Suisse',
    price: 400,
  };
  contract.clauses.contentApproval = { enabled: true, responseDays: 3, approverContact: 'Inès Roux' };
  contract.clauses.latePenalties = { enabled: true, dailyAmount: 50, capAmount: 500, graceDays: 2 };
  contract.clauses.morality.enabled = true;
  contract.clauses.forceMajeure.enabled = true;
  contract.clauses.nonDisparagement = { enabled: true, monthsAfterTerm: 6 };
  contract.clauses.termination.noticeDays = 8;
  contract.clauses.termination.convenience = { enabled: true, noticeDays: 30 };
  contract.compensation.cancellationFee = { enabled: true, percent: 30, noticeDays: 10 };
  return contract;
}

function brandReuse(contract: ContractDraft, creatorAccount = false): ContractDraft {
  contract.clauses.ipRights.brandReuse = true;
  contract.clauses.rightsAssignment = {
    ...contract.clauses.rightsAssignment,
    reproduction: true,
    representation: true,
    adaptation: true,
    uses: [
      {
        kind: 'organic-social',
        description: 'Instagram et Facebook',
        territory: 'France',
        durationMonths: 6,
        price: 300,
        exclusive: false,
        creatorAccount: false,
      },
      {
        kind: 'paid-social',
        description: 'Meta Ads',
        territory: 'France',
        durationMonths: 3,
        price: 750,
        exclusive: true,
        creatorAccount,
      },
    ],
  };
  contract.clauses.imageRights.creatorAppears = true;
  return contract;
}

function companyCreator(contract: ContractDraft): ContractDraft {
  contract.parties.influencer = {
    ...contract.parties.influencer,
    name: 'Studio Nour',
    isPhysicalPerson: false,
    individualEntrepreneur: false,
    legalForm: 'société par actions simplifiée unipersonnelle',
    rcsCity: 'Lyon',
    rcsNumber: '912 345 678',
    shareCapital: 1000,
    isMerchant: true,
    pseudonym: '@studio.nour',
    signatory: { name: 'Nour Benali', capacity: 'Présidente', email: 'nour@studio-nour.example' },
  };
  contract.parties.creator.isMerchant = true;
  contract.parties.intervenors = [
    {
      name: 'Nour Benali',
      email: 'nour@studio-nour.example',
      address: '4 rue Mercière, 69002 Lyon',
      role: 'author-performer',
      appearsOnCamera: true,
    },
    {
      name: 'Hugo Lefèvre',
      email: 'hugo@studio-nour.example',
      address: '9 rue Royale, 69001 Lyon',
      role: 'author',
      appearsOnCamera: false,
    },
  ];
  return contract;
}

function childOnCamera(contract: ContractDraft): ContractDraft {
  contract.children = {
    present: true,
    list: [{ name: 'Léo Petit', birthDate: '2019-04-12' }],
    authorisationAuthority: 'le préfet du Rhône (DDETS)',
    authorisationDate: '2026-11-10',
    authorisationReference: 'DDETS-69-2026-1542',
    parents: [
      { name: 'Julie Petit', email: 'julie.petit@example.fr', address: '3 rue Juiverie, 69005 Lyon' },
      { name: 'Marc Petit', email: 'marc.petit@example.fr', address: '3 rue Juiverie, 69005 Lyon' },
    ],
    soleParentalAuthority: false,
    soleAuthorityReason: '',
    depositShare: { childPay: 200, depositPercent: 90 },
  };
  contract.declarations.sector = 'children-products';
  return contract;
}

/**
 * Amendment n° 1 of a paid partnership whose brand reuses the content: it renews the paid
 * social ads (exclusive, three months) for three more months, at a price of its own.
 */
function amendmentRenewingPaidSocial(): ContractDraft {
  const parent = { ...brandReuse(base('PAID')), id: '3f9c2a71-5b8e-4d20-9a61-0c4e7f2b8d15' };
  parent.title = 'Lancement de la sauteuse en cuivre';
  const amendment = buildAmendmentDraft({
    parent,
    parentSignedOn: '2026-11-26',
    use: { useKind: 'paid-social', territory: 'France', months: 3, exclusive: true, dueOn: '2027-02-24' },
    number: 1,
    today: '2027-02-01',
  });
  const [use] = amendment.clauses.rightsAssignment.uses;
  if (use) use.price = 600;
  return amendment;
}

export const SCENARIOS: Record<string, () => ContractDraft> = {
  'paid-amendment-renewal': amendmentRenewingPaidSocial,
  'paid-free': () => base('PAID'),
  'paid-pro-brand-reuse-whitelisting': () => withPro(brandReuse(base('PAID'), true)),
  'ugc-free': () => base('UGC'),
  'ugc-pro-company-creator': () => withPro(companyCreator(brandReuse(base('UGC')))),
  'gift-free-consumer': () => {
    const contract = base('GIFT');
    contract.parties.influencer.actsAsProfessional = false;
    contract.parties.influencer.individualEntrepreneur = false;
    contract.parties.influencer.siret = '';
    contract.clauses.lawAndJurisdiction.consumerMediator = 'CM2C, 49 rue de Ponthieu, 75008 Paris';
    contract.clauses.signatures.method = 'handwritten';
    return contract;
  },
  'gift-child-on-camera': () => childOnCamera(base('GIFT')),
  'paid-outside-eea-english-law': () => {
    const contract = base('PAID');
    contract.parties.influencer.taxResidenceCountry = 'Canada';
    contract.parties.influencer.outsideEea = {
      enabled: true,
      representativeName: 'Représentation UE SARL',
      representativeAddress: '2 rue du Rhône, 1204 Genève',
      insurerName: 'Assurances Européennes SA',
      insurancePolicy: 'EU-77120',
    };
    contract.declarations.targetsFrenchAudience = false;
    contract.clauses.lawAndJurisdiction.law = 'OTHER';
    contract.clauses.lawAndJurisdiction.otherLegalSystem = 'droit anglais';
    return contract;
  },
  'paid-food-variable-pay': () => {
    const contract = base('PAID');
    contract.declarations.sector = 'food';
    contract.compensation.variablePay = {
      enabled: true,
      basis: 'promo-code',
      ratePercent: 10,
      code: 'LEA15',
      reportingDays: 15,
    };
    // A window (« entre le … et le … ») and a deadline (« au plus tard le … ») instead of dates.
    const [, story, video] = contract.deliverables.publications;
    if (story) story.dateEnd = '2026-12-13';
    if (video) Object.assign(video, { date: '', dateEnd: '2026-12-20' });
    return contract;
  },
  'paid-alcohol': () => {
    const contract = base('PAID');
    contract.declarations.sector = 'alcohol';
    contract.declarations.sectorDetails = 'vins de Bourgogne';
    return contract;
  },
  'paid-gambling-affiliate': () => {
    const contract = base('PAID');
    contract.declarations.sector = 'gambling';
    contract.compensation.variablePay = {
      enabled: true,
      basis: 'affiliate-link',
      ratePercent: 12.5,
      code: 'https://jeu.example/lea',
      reportingDays: 10,
    };
    return contract;
  },
  'paid-finance-urssaf': () => {
    const contract = base('PAID');
    contract.declarations.sector = 'finance';
    contract.compensation.paymentAmount = 6000;
    return contract;
  },
  'ugc-cosmetics': () => {
    const contract = base('UGC');
    contract.declarations.sector = 'cosmetics';
    contract.clauses.rightsAssignment.uses = contract.clauses.rightsAssignment.uses.map((use) => ({
      ...use,
      price: 450,
    }));
    return contract;
  },
  'paid-mannequin-presumption': () => {
    const contract = base('PAID');
    contract.workerStatus.regime = 'presumption-applies';
    return contract;
  },
};
