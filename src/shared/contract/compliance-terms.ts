import { type ComplianceRule, firstBlank, SOURCES } from '#shared/contract/compliance-types.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';

function findPublicationGap(contract: ContractDraft): string | null {
  const { publications } = contract.deliverables;
  if (publications.length === 0) return 'deliverables.publications';
  const index = publications.findIndex((item) => item.platform === '' || item.format === '');
  if (index === -1) return null;
  const field = publications[index]?.platform === '' ? 'platform' : 'format';
  return `deliverables.publications.${index}.${field}`;
}

function findScheduleGap(contract: ContractDraft): string | null {
  const { publications, timetable } = contract.deliverables;
  if (timetable !== '') return null;
  const undated = publications.findIndex((item) => item.date === '');
  if (publications.length > 0 && undated === -1) return null;
  return undated === -1 ? 'deliverables.timetable' : `deliverables.publications.${undated}.date`;
}

function findBenefitGap(contract: ContractDraft): string | null {
  const { products } = contract.compensation;
  if (contract.type === 'GIFT' && products.length === 0) return 'compensation.products';
  const index = products.findIndex((item) => item.name === '' || item.retailValue <= 0);
  if (index === -1) return null;
  return `compensation.products.${index}.${products[index]?.name === '' ? 'name' : 'retailValue'}`;
}

/** Terms every type must state (loi n° 2023-451, art. 4, 5, 8 and 9; Code du travail L7124-1). */
export const termRules: ComplianceRule[] = [
  {
    id: 'mission-object',
    label: 'Objet du partenariat',
    source: SOURCES.influenceContract,
    severity: 'legal',
    fieldPath: 'deliverables.partnershipObject',
    findGap: (c) => firstBlank([['deliverables.partnershipObject', c.deliverables.partnershipObject]]),
  },
  {
    id: 'mission-publications',
    label: 'Plateformes, formats et nombre des contenus',
    source: SOURCES.influenceContract,
    severity: 'legal',
    fieldPath: 'deliverables.publications',
    findGap: findPublicationGap,
  },
  {
    id: 'mission-schedule',
    label: 'Dates ou calendrier des contenus',
    source: SOURCES.influenceContract,
    severity: 'legal',
    fieldPath: 'deliverables.timetable',
    findGap: findScheduleGap,
  },
  {
    id: 'remuneration',
    label: 'Montant de la rémunération',
    source: SOURCES.influenceContract,
    severity: 'legal',
    fieldPath: 'compensation.paymentAmount',
    appliesTo: (c) => c.type !== 'GIFT',
    findGap: (c) => (c.compensation.paymentAmount > 0 ? null : 'compensation.paymentAmount'),
  },
  {
    id: 'benefits-in-kind',
    label: 'Produits remis et leur valeur',
    source: SOURCES.influenceContract,
    severity: 'legal',
    fieldPath: 'compensation.products',
    appliesTo: (c) => c.type === 'GIFT' || c.compensation.products.length > 0,
    findGap: findBenefitGap,
  },
  {
    id: 'intellectual-property',
    label: 'Droits de propriété intellectuelle de chaque partie',
    source: SOURCES.influenceContract,
    severity: 'legal',
    fieldPath: 'clauses.ipRights.creatorUsageLicense',
    findGap: (c) =>
      firstBlank([
        ['clauses.ipRights.creatorUsageLicense', c.clauses.ipRights.creatorUsageLicense],
        ['clauses.ipRights.influencerContentLicense', c.clauses.ipRights.influencerContentLicense],
      ]),
  },
  {
    id: 'french-law',
    label: 'Droit français applicable lorsque la promotion vise un public en France',
    source: SOURCES.influenceContract,
    severity: 'legal',
    fieldPath: 'clauses.lawAndJurisdiction.law',
    findGap: (c) =>
      c.declarations.targetsFrenchAudience && c.clauses.lawAndJurisdiction.law !== 'FR'
        ? 'clauses.lawAndJurisdiction.law'
        : null,
  },
  {
    id: 'disclosure-mention',
    label: 'Mention « Publicité » ou « Collaboration commerciale » choisie',
    source: SOURCES.disclosure,
    severity: 'legal',
    fieldPath: 'disclosure.mention',
    findGap: (c) => (c.disclosure.mention ? null : 'disclosure.mention'),
  },
  {
    id: 'forbidden-promotions',
    label: 'Déclaration de la Marque : le produit promu n’est pas une promotion interdite',
    source: SOURCES.forbiddenPromotions,
    severity: 'legal',
    fieldPath: 'declarations.forbiddenPromotionExcluded',
    findGap: (c) => (c.declarations.forbiddenPromotionExcluded ? null : 'declarations.forbiddenPromotionExcluded'),
  },
  {
    id: 'outside-eea',
    label: 'Représentant légal et assureur dans l’Union européenne du Créateur établi hors EEE',
    source: SOURCES.outsideEea,
    severity: 'legal',
    fieldPath: 'parties.influencer.outsideEea.representativeName',
    appliesTo: (c) => c.parties.influencer.outsideEea.enabled,
    findGap: (c) => {
      const eea = c.parties.influencer.outsideEea;
      return firstBlank([
        ['parties.influencer.outsideEea.representativeName', eea.representativeName],
        ['parties.influencer.outsideEea.representativeAddress', eea.representativeAddress],
        ['parties.influencer.outsideEea.insurerName', eea.insurerName],
      ]);
    },
  },
  {
    id: 'minor-under-16',
    label: 'Autorisation ou déclaration pour l’enfant de moins de 16 ans',
    source: SOURCES.minors,
    severity: 'legal',
    fieldPath: 'children.authorisationReference',
    appliesTo: (c) => c.children.present,
    findGap: (c) => firstBlank([['children.authorisationReference', c.children.authorisationReference]]),
  },
  {
    id: 'payment-terms',
    label: 'Échéancier et modalités de paiement',
    source: SOURCES.paymentTerms,
    severity: 'practice',
    fieldPath: 'compensation.paymentConditions',
    appliesTo: (c) => c.type !== 'GIFT',
    findGap: (c) => firstBlank([['compensation.paymentConditions', c.compensation.paymentConditions]]),
  },
  {
    id: 'court-city',
    label: 'Juridiction compétente',
    source: SOURCES.jurisdiction,
    severity: 'practice',
    fieldPath: 'clauses.lawAndJurisdiction.courtCity',
    findGap: (c) => firstBlank([['clauses.lawAndJurisdiction.courtCity', c.clauses.lawAndJurisdiction.courtCity]]),
  },
];
