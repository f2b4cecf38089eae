import type { ContractDraft } from '#shared/contract/schema.ts';
import { isGiven } from '#shared/law/given.ts';
import { SOURCES } from '#shared/law/sources.ts';
import type { Rule } from '#shared/law/types.ts';

type Sector = ContractDraft['declarations']['sector'];

/** The mandatory mentions of each regulated sector, and the text that sets them. */
const SECTOR_RULES: Record<Exclude<Sector, 'other'>, { source: string; mentions: string }> = {
  food: { source: SOURCES.sectorFood, mentions: 'le message sanitaire « Pour votre santé… » (mangerbouger.fr)' },
  alcohol: {
    source: SOURCES.sectorAlcohol,
    mentions:
      'le message « L’abus d’alcool est dangereux pour la santé » et les seules informations objectives permises',
  },
  gambling: {
    source: SOURCES.sectorGambling,
    mentions:
      'l’interdiction aux mineurs, le message de mise en garde de l’ANJ et l’exclusion des mineurs de l’audience',
  },
  finance: {
    source: SOURCES.sectorFinance,
    mentions: 'l’enregistrement ou l’agrément du prestataire (AMF) et les risques de perte en capital',
  },
  cosmetics: { source: SOURCES.sectorCosmetics, mentions: 'des allégations justifiées, sans vertu thérapeutique' },
  'children-products': {
    source: SOURCES.sectorChildren,
    mentions: 'les règles de l’ARPP pour la publicité destinée aux enfants',
  },
};

/** Promotions art. 4 of the influencer law forbids outright, as words a user would type. */
const FORBIDDEN = [
  /chirurgie\s+esth[ée]tique|injection|botox|acide\s+hyaluronique|blanchiment\s+dentaire/i,
  /nicotine|cigarette\s+[ée]lectronique|\bpuff\b|vapoteuse|sachets?\s+de\s+nicotine/i,
  /pronostics?\s+sportifs?|abonnements?\s+[àa]\s+des\s+(conseils|pronostics)/i,
  /substitut\s+(d[’']un|au)\s+traitement|remplace\s+(un|le)\s+traitement/i,
];

export const sectorRules: Rule[] = [
  {
    // The regulated sectors: each has mentions the content must carry.
    id: 'sector-mentions',
    source: 'Loi n° 2023-451, art. 4 ; règles du secteur',
    appliesTo: (c) => c.declarations.sector !== 'other',
    check: (c) => {
      const rule = SECTOR_RULES[c.declarations.sector as Exclude<Sector, 'other'>];
      return isGiven(c.declarations.sectorDetails)
        ? []
        : [
            {
              severity: 'blocking',
              paths: ['declarations.sectorDetails'],
              label: 'Mentions obligatoires du secteur',
              message: `Ce secteur impose ${rule.mentions} : précisez-les dans le contrat.`,
              source: rule.source,
            },
          ];
    },
  },
  {
    // Loi n° 2023-451, art. 4: cosmetic surgery, nicotine products, sports tips, substitutes for
    // treatment are never promoted by influence.
    id: 'sector-forbidden-promotion',
    source: SOURCES.forbiddenPromotions,
    check: (c) => {
      const text = `${c.deliverables.partnershipObject} ${c.declarations.sectorDetails}`;
      const forbidden = FORBIDDEN.some((pattern) => pattern.test(text));
      return forbidden
        ? [
            {
              severity: 'blocking',
              paths: ['deliverables.partnershipObject'],
              label: 'Promotion interdite par la loi',
              message:
                'L’objet décrit une promotion que l’article 4 interdit aux influenceurs : elle ne peut faire l’objet du contrat.',
            },
          ]
        : [];
    },
  },
];
