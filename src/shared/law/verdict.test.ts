import { describe, expect, it } from 'vitest';
import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft, ContractType } from '#shared/contract/schema.ts';
import { type LawContext, NO_OTHER_CONTRACTS, type Severity } from '#shared/law/types.ts';
import { lawRules, verdict } from '#shared/law/verdict.ts';

const context: LawContext = { today: '2026-02-02', isNew: true, advertiser: NO_OTHER_CONTRACTS };

type Case = {
  rule: string;
  type: ContractType;
  /** Makes the rule apply while the contract still satisfies it. */
  setup?: (c: ContractDraft) => void;
  /** Breaks the rule. */
  breakIt: (c: ContractDraft) => void;
  severity: Severity;
  path: string;
  context?: Partial<LawContext>;
};

const cases: Case[] = [
  {
    rule: 'brand-identity',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.creator.name = '[à compléter]';
    },
    severity: 'blocking',
    path: 'parties.creator.name',
  },
  {
    rule: 'brand-identity',
    type: 'GIFT',
    breakIt: (c) => {
      c.parties.creator.name = '';
    },
    severity: 'warning',
    path: 'parties.creator.name',
  },
  {
    rule: 'brand-addresses',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.creator.email = '';
    },
    severity: 'blocking',
    path: 'parties.creator.email',
  },
  {
    rule: 'brand-tax-residence',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.creator.taxResidenceCountry = 'XXX';
    },
    severity: 'blocking',
    path: 'parties.creator.taxResidenceCountry',
  },
  {
    rule: 'influencer-identity',
    type: 'UGC',
    breakIt: (c) => {
      c.parties.influencer.name = ' ';
    },
    severity: 'blocking',
    path: 'parties.influencer.name',
  },
  {
    rule: 'influencer-addresses',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.influencer.address = 'à compléter';
    },
    severity: 'blocking',
    path: 'parties.influencer.address',
  },
  {
    rule: 'influencer-tax-residence',
    type: 'GIFT',
    breakIt: (c) => {
      c.parties.influencer.taxResidenceCountry = '';
    },
    severity: 'warning',
    path: 'parties.influencer.taxResidenceCountry',
  },
  {
    rule: 'brand-registration',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.creator.siret = '';
    },
    severity: 'advice',
    path: 'parties.creator.siret',
  },
  {
    rule: 'brand-signatory',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.creator.signatory.capacity = '';
    },
    severity: 'advice',
    path: 'parties.creator.signatory.capacity',
  },
  {
    rule: 'influencer-company-signatory',
    type: 'PAID',
    setup: (c) => {
      c.parties.influencer.isPhysicalPerson = false;
      c.parties.influencer.legalForm = 'SASU';
      c.parties.influencer.signatory = { name: 'Léa Dubois', capacity: 'Présidente', email: '' };
      c.parties.intervenors = [
        { name: 'Léa Dubois', email: '', address: '', role: 'author-performer', appearsOnCamera: true },
      ];
    },
    breakIt: (c) => {
      c.parties.influencer.signatory.name = '';
    },
    severity: 'advice',
    path: 'parties.influencer.signatory.name',
  },
  {
    rule: 'mission-object',
    type: 'PAID',
    breakIt: (c) => {
      c.deliverables.partnershipObject = '…';
    },
    severity: 'blocking',
    path: 'deliverables.partnershipObject',
  },
  {
    rule: 'mission-publications',
    type: 'PAID',
    breakIt: (c) => {
      c.deliverables.publications = [];
    },
    severity: 'blocking',
    path: 'deliverables.publications',
  },
  {
    rule: 'mission-schedule',
    type: 'PAID',
    breakIt: (c) => {
      c.deliverables.timetable = '';
      c.deliverables.publications[1]!.date = '';
    },
    severity: 'blocking',
    path: 'deliverables.publications.1.date',
  },
  {
    rule: 'remuneration',
    type: 'PAID',
    breakIt: (c) => {
      c.compensation.paymentAmount = 0;
    },
    severity: 'blocking',
    path: 'compensation.paymentAmount',
  },
  {
    rule: 'benefits-in-kind',
    type: 'GIFT',
    breakIt: (c) => {
      c.compensation.products[0]!.retailValue = 0;
    },
    severity: 'blocking',
    path: 'compensation.products.0.retailValue',
  },
  {
    rule: 'benefits-in-kind',
    type: 'GIFT',
    breakIt: (c) => {
      c.compensation.products[0]!.name = '[à compléter]';
    },
    severity: 'warning',
    path: 'compensation.products.0.name',
  },
  {
    rule: 'intellectual-property',
    type: 'PAID',
    breakIt: (c) => {
      c.clauses.ipRights.creatorUsageLicense = '';
    },
    severity: 'blocking',
    path: 'clauses.ipRights.creatorUsageLicense',
  },
  {
    rule: 'payment-terms',
    type: 'PAID',
    breakIt: (c) => {
      c.compensation.paymentConditions = '';
    },
    severity: 'advice',
    path: 'compensation.paymentConditions',
  },
  {
    rule: 'product-return',
    type: 'GIFT',
    setup: (c) => {
      c.compensation.productReturn = { required: true, conditions: 'Retour sous 30 jours.' };
    },
    breakIt: (c) => {
      c.compensation.productReturn.conditions = '';
    },
    severity: 'advice',
    path: 'compensation.productReturn.conditions',
  },
  {
    rule: 'disclosure-mention',
    type: 'PAID',
    // A contract stored before the mention had a default, read without the schema.
    breakIt: (c) => Object.assign(c.disclosure, { mention: undefined }),
    severity: 'blocking',
    path: 'disclosure.mention',
  },
  {
    rule: 'forbidden-promotions',
    type: 'GIFT',
    breakIt: (c) => {
      c.declarations.forbiddenPromotionExcluded = false;
    },
    severity: 'blocking',
    path: 'declarations.forbiddenPromotionExcluded',
  },
  {
    rule: 'outside-eea',
    type: 'PAID',
    setup: (c) => {
      c.parties.influencer.outsideEea = {
        enabled: true,
        representativeName: 'Rep SARL',
        representativeAddress: '1 rue X, Bruxelles',
        insurerName: 'Assur SA',
        insurancePolicy: '',
      };
    },
    breakIt: (c) => {
      c.parties.influencer.outsideEea.insurerName = '';
    },
    severity: 'blocking',
    path: 'parties.influencer.outsideEea.insurerName',
  },
  {
    rule: 'court-city',
    type: 'PAID',
    breakIt: (c) => {
      c.clauses.lawAndJurisdiction.courtCity = '';
    },
    severity: 'advice',
    path: 'clauses.lawAndJurisdiction.courtCity',
  },
  {
    rule: 'french-law',
    type: 'PAID',
    breakIt: (c) => {
      c.clauses.lawAndJurisdiction.law = 'OTHER';
    },
    severity: 'blocking',
    path: 'clauses.lawAndJurisdiction.law',
  },
  {
    rule: 'foreign-law-named',
    type: 'PAID',
    setup: (c) => {
      c.declarations.targetsFrenchAudience = false;
      c.clauses.lawAndJurisdiction.law = 'OTHER';
      c.clauses.lawAndJurisdiction.otherLegalSystem = 'droit de l’État de New York';
    },
    breakIt: (c) => {
      c.clauses.lawAndJurisdiction.otherLegalSystem = 'droit américain';
    },
    severity: 'blocking',
    path: 'clauses.lawAndJurisdiction.otherLegalSystem',
  },

  {
    rule: 'publications-within-term',
    type: 'PAID',
    breakIt: (c) => {
      c.deliverables.publications[2]!.date = '2030-01-01';
    },
    severity: 'blocking',
    path: 'deliverables.publications.2.date',
  },
  {
    rule: 'publications-within-term',
    type: 'PAID',
    breakIt: (c) => {
      c.deliverables.publications[0]!.dateEnd = '2030-01-01';
    },
    severity: 'blocking',
    path: 'deliverables.publications.0.dateEnd',
  },
  {
    rule: 'publication-window-order',
    type: 'PAID',
    setup: (c) => {
      const first = c.deliverables.publications[0]!;
      first.dateEnd = first.date;
    },
    breakIt: (c) => {
      c.deliverables.publications[0]!.dateEnd = '2026-01-01';
    },
    severity: 'blocking',
    path: 'deliverables.publications.0.dateEnd',
  },
  {
    rule: 'rights-outlast-publications',
    type: 'UGC',
    breakIt: (c) => {
      // Within a month of the start, but the window runs past it: the window's end counts.
      c.clauses.duration.startDate = '2026-10-15';
      c.clauses.duration.endDate = '2026-12-31';
      for (const publication of c.deliverables.publications) publication.date = '2026-11-01';
      c.deliverables.publications[0]!.dateEnd = '2026-11-20';
      c.clauses.rightsAssignment.uses[0]!.durationMonths = 1;
    },
    severity: 'blocking',
    path: 'clauses.rightsAssignment.uses.0.durationMonths',
  },
  {
    rule: 'rights-outlast-publications',
    type: 'UGC',
    breakIt: (c) => {
      c.clauses.duration.endDate = '2026-12-31';
      c.deliverables.publications[0]!.date = '2026-11-20';
      c.clauses.rightsAssignment.uses[0]!.durationMonths = 1;
    },
    severity: 'blocking',
    path: 'clauses.rightsAssignment.uses.0.durationMonths',
  },
  {
    rule: 'past-dates-confirmed',
    type: 'PAID',
    breakIt: (c) => {
      c.confirmations.newContractPastDates = false;
    },
    context: { today: '2026-03-01' },
    severity: 'blocking',
    path: 'clauses.duration.startDate',
  },
  {
    rule: 'rights-named',
    type: 'UGC',
    breakIt: (c) =>
      Object.assign(c.clauses.rightsAssignment, { reproduction: false, representation: false, adaptation: false }),
    severity: 'blocking',
    path: 'clauses.rightsAssignment.reproduction',
  },
  {
    rule: 'rights-uses',
    type: 'UGC',
    breakIt: (c) => {
      c.clauses.rightsAssignment.uses[0]!.territory = '[à compléter]';
    },
    severity: 'blocking',
    path: 'clauses.rightsAssignment.uses.0.territory',
  },
  {
    rule: 'rights-price',
    type: 'UGC',
    breakIt: (c) => {
      c.clauses.rightsAssignment.assignmentPrice = 0;
    },
    severity: 'blocking',
    path: 'clauses.rightsAssignment.assignmentPrice',
  },
  {
    rule: 'image-rights',
    type: 'UGC',
    setup: (c) => {
      c.clauses.imageRights = {
        ...c.clauses.imageRights,
        creatorAppears: true,
        media: 'Réseaux sociaux de la Marque',
        durationMonths: 120,
        territory: 'Monde',
      };
    },
    breakIt: (c) => {
      c.clauses.imageRights.media = '';
    },
    severity: 'blocking',
    path: 'clauses.imageRights.media',
  },
  {
    rule: 'use-granted-twice',
    type: 'UGC',
    breakIt: (c) => {
      const first = c.clauses.rightsAssignment.uses[0]!;
      c.clauses.rightsAssignment.uses.push({ ...first, durationMonths: first.durationMonths + 3 });
    },
    severity: 'blocking',
    path: 'clauses.rightsAssignment.uses.',
  },
  {
    rule: 'image-narrower-than-assignment',
    type: 'UGC',
    setup: (c) => {
      c.clauses.imageRights = {
        ...c.clauses.imageRights,
        creatorAppears: true,
        media: 'Réseaux sociaux de la Marque',
        durationMonths: 120,
        territory: 'Monde',
      };
    },
    breakIt: (c) => {
      c.clauses.imageRights.durationMonths = 1;
    },
    severity: 'blocking',
    path: 'clauses.imageRights.durationMonths',
  },

  {
    rule: 'exclusivity-sector',
    type: 'PAID',
    setup: (c) => {
      c.clauses.exclusivity = { ...c.clauses.exclusivity, enabled: true, sector: 'cuisine' };
    },
    breakIt: (c) => {
      c.clauses.exclusivity = { ...c.clauses.exclusivity, sector: '', scope: '' };
    },
    severity: 'advice',
    path: 'clauses.exclusivity.sector',
  },
  {
    rule: 'child-identified',
    type: 'GIFT',
    setup: (c) => {
      c.children.present = true;
      c.children.list = [{ name: 'Jeanne Dubois', birthDate: '2016-05-04' }];
      c.children.authorisationAuthority = 'préfet de Paris (DDETS)';
      c.children.authorisationDate = '2026-01-15';
      c.children.authorisationReference = 'Arrêté n° 2026-014';
      c.children.parents = [
        { name: 'Léa Dubois', email: 'lea@example.test', address: '' },
        { name: 'Marc Dubois', email: 'marc@example.test', address: '' },
      ];
      c.children.depositShare = { childPay: 200, depositPercent: 90 };
    },
    breakIt: (c) => {
      c.children.list[0]!.birthDate = '';
    },
    severity: 'blocking',
    path: 'children.list.0.birthDate',
  },
  {
    rule: 'child-authorisation',
    type: 'GIFT',
    setup: (c) => {
      c.children.present = true;
      c.children.list = [{ name: 'Jeanne Dubois', birthDate: '2016-05-04' }];
      c.children.authorisationAuthority = 'préfet de Paris (DDETS)';
      c.children.authorisationDate = '2026-01-15';
      c.children.authorisationReference = 'Arrêté n° 2026-014';
      c.children.parents = [
        { name: 'Léa Dubois', email: 'lea@example.test', address: '' },
        { name: 'Marc Dubois', email: 'marc@example.test', address: '' },
      ];
      c.children.depositShare = { childPay: 200, depositPercent: 90 };
    },
    breakIt: (c) => {
      c.children.authorisationReference = '[à compléter]';
    },
    severity: 'blocking',
    path: 'children.authorisationReference',
  },
  {
    rule: 'child-both-parents',
    type: 'GIFT',
    setup: (c) => {
      c.children.present = true;
      c.children.list = [{ name: 'Jeanne Dubois', birthDate: '2016-05-04' }];
      c.children.authorisationAuthority = 'préfet de Paris (DDETS)';
      c.children.authorisationDate = '2026-01-15';
      c.children.authorisationReference = 'Arrêté n° 2026-014';
      c.children.parents = [
        { name: 'Léa Dubois', email: 'lea@example.test', address: '' },
        { name: 'Marc Dubois', email: 'marc@example.test', address: '' },
      ];
      c.children.depositShare = { childPay: 200, depositPercent: 90 };
    },
    breakIt: (c) => {
      c.children.parents.pop();
    },
    severity: 'blocking',
    path: 'children.parents',
  },
  {
    rule: 'child-pay-deposit',
    type: 'GIFT',
    setup: (c) => {
      c.children.present = true;
      c.children.list = [{ name: 'Jeanne Dubois', birthDate: '2016-05-04' }];
      c.children.authorisationAuthority = 'préfet de Paris (DDETS)';
      c.children.authorisationDate = '2026-01-15';
      c.children.authorisationReference = 'Arrêté n° 2026-014';
      c.children.parents = [
        { name: 'Léa Dubois', email: 'lea@example.test', address: '' },
        { name: 'Marc Dubois', email: 'marc@example.test', address: '' },
      ];
      c.children.depositShare = { childPay: 200, depositPercent: 90 };
    },
    breakIt: (c) => {
      c.children.depositShare.childPay = 0;
    },
    severity: 'blocking',
    path: 'children.depositShare.childPay',
  },
  {
    rule: 'company-intervenors',
    type: 'UGC',
    setup: (c) => {
      c.parties.influencer = { ...c.parties.influencer, isPhysicalPerson: false, legalForm: 'SASU' };
      c.parties.influencer.signatory = { name: 'Nour Haddad', capacity: 'Présidente', email: '' };
      c.parties.intervenors = [
        { name: 'Nour Haddad', email: '', address: '', role: 'author-performer', appearsOnCamera: true },
      ];
    },
    breakIt: (c) => {
      c.parties.intervenors = [];
    },
    severity: 'blocking',
    path: 'parties.intervenors',
  },
  {
    rule: 'worker-status',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.influencer.siret = '';
      c.workerStatus.registration = '';
    },
    severity: 'warning',
    path: 'workerStatus.registration',
  },
  {
    rule: 'sector-mentions',
    type: 'PAID',
    setup: (c) => {
      c.declarations.sector = 'food';
      c.declarations.sectorDetails =
        'Chaque contenu porte le message « Pour votre santé, mangez au moins cinq fruits et légumes par jour ».';
    },
    breakIt: (c) => {
      c.declarations.sectorDetails = '';
    },
    severity: 'blocking',
    path: 'declarations.sectorDetails',
  },
  {
    rule: 'sector-forbidden-promotion',
    type: 'PAID',
    breakIt: (c) => {
      c.deliverables.partnershipObject = 'la promotion des puffs à la nicotine de la Marque';
    },
    severity: 'blocking',
    path: 'deliverables.partnershipObject',
  },
  {
    rule: 'jurisdiction-non-merchants',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.influencer.isMerchant = false;
    },
    severity: 'warning',
    path: 'parties.influencer.isMerchant',
  },
  {
    rule: 'consumer-mediator',
    type: 'GIFT',
    setup: (c) => {
      c.parties.influencer.actsAsProfessional = false;
      c.clauses.lawAndJurisdiction.consumerMediator = 'CM2C, 49 rue de Ponthieu, 75008 Paris';
    },
    breakIt: (c) => {
      c.clauses.lawAndJurisdiction.consumerMediator = '';
    },
    severity: 'warning',
    path: 'clauses.lawAndJurisdiction.consumerMediator',
  },
  {
    rule: 'whitelisting-scope',
    type: 'UGC',
    setup: (c) => {
      c.clauses.rightsAssignment.uses[1]!.creatorAccount = true;
      c.clauses.rightsAssignment.uses[1]!.description = 'Instagram et TikTok (Spark Ads)';
    },
    breakIt: (c) => {
      c.clauses.rightsAssignment.uses[1]!.description = '';
    },
    severity: 'blocking',
    path: 'clauses.rightsAssignment.uses.1.description',
  },
  {
    rule: 'influencer-tax-residence',
    type: 'PAID',
    breakIt: (c) => {
      c.parties.influencer.taxResidenceConfirmed = false;
    },
    severity: 'blocking',
    path: 'parties.influencer.taxResidenceConfirmed',
  },
  {
    rule: 'delivery-before-publication',
    type: 'GIFT',
    setup: (c) => Object.assign(c.compensation, { productDeliveryDate: '2026-02-05' }),
    breakIt: (c) => Object.assign(c.compensation, { productDeliveryDate: '2026-02-28' }),
    severity: 'warning',
    path: 'compensation.productDeliveryDate',
  },
  {
    rule: 'use-price-per-mode',
    type: 'UGC',
    setup: (c) => {
      for (const use of c.clauses.rightsAssignment.uses) Object.assign(use, { price: 300 });
    },
    breakIt: (c) => Object.assign(c.clauses.rightsAssignment.uses[1]!, { price: 0 }),
    severity: 'blocking',
    path: 'clauses.rightsAssignment.uses.1.price',
  },
];

function findingsOf(contract: ContractDraft, rule: string, extra?: Partial<LawContext>) {
  return verdict(contract, { ...context, ...extra }).filter((finding) => finding.ruleId === rule);
}

describe('verdict, rule by rule', () => {
  it.each(cases)('$rule ($type, $severity): holds on a complete contract, fails once broken', (entry) => {
    const contract = createSampleContract(entry.type);
    entry.setup?.(contract);
    const holds = entry.context?.today ? { ...entry.context, today: context.today } : entry.context;
    expect(findingsOf(contract, entry.rule, holds)).toEqual([]);
    entry.breakIt(contract);
    const [finding] = findingsOf(contract, entry.rule, entry.context);
    expect(finding).toMatchObject({ ruleId: entry.rule, severity: entry.severity });
    expect(finding?.paths[0]).toContain(entry.path);
    expect(finding?.message).toMatch(/\.$/);
  });

  it('has a test case for every rule, and every rule names its source', () => {
    const tested = new Set(cases.map((entry) => entry.rule));
    const untested = lawRules.map((rule) => rule.id).filter((id) => !tested.has(id));
    expect(untested).toEqual([]);
    for (const rule of lawRules) expect(rule.source).toMatch(/^(Loi|Code|Règlement|Recommandation|Bonne pratique)/);
  });

  it.each(['PAID', 'UGC', 'GIFT'] as const)('finds nothing in the complete %s sample', (type) => {
    expect(verdict(createSampleContract(type), context)).toEqual([]);
  });
});
