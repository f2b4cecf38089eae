import type { VerdictCase } from '#shared/law/verdict-case.fixture.ts';

/** verdict.test.ts's cases for the mission, its pay and its declarations: mentions, sectors, the law and the courts (rules-missions, rules-declarations, rules-sector, rules-governing-law). */
export const missionCases: VerdictCase[] = [
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
];
