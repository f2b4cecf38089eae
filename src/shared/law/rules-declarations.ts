import { isGiven, notGiven } from '#shared/law/given.ts';
import { SOURCES } from '#shared/law/sources.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import type { Rule } from '#shared/law/types.ts';

function bothMerchants(contract: ContractDraft): boolean {
  return contract.parties.creator.isMerchant && contract.parties.influencer.isMerchant;
}

/** Obligations that hold whatever the amount: art. 4, 5 and 9 of the influencer law. */
export const declarationRules: Rule[] = [
  {
    // Loi n° 2023-451, art. 5: « Publicité » or « Collaboration commerciale » on every content.
    id: 'disclosure-mention',
    source: SOURCES.disclosure,
    check: (c) =>
      c.disclosure.mention
        ? []
        : [
            {
              severity: 'blocking',
              paths: ['disclosure.mention'],
              label: 'Mention « Publicité » ou « Collaboration commerciale »',
              message: 'Sans cette mention, la publication est une pratique commerciale trompeuse.',
            },
          ],
  },
  {
    // Loi n° 2023-451, art. 4: the advertiser declares the product is not a forbidden promotion.
    // Blocking until ticked; the declaration is printed only when ticked.
    id: 'forbidden-promotions',
    source: SOURCES.forbiddenPromotions,
    check: (c) =>
      c.declarations.forbiddenPromotionExcluded
        ? []
        : [
            {
              severity: 'blocking',
              paths: ['declarations.forbiddenPromotionExcluded'],
              label: 'Déclaration de la Marque : le produit promu n’est pas une promotion interdite',
              message:
                'Le Créateur qui promeut une chirurgie esthétique, un produit nicotiné ou un pari risque une sanction pénale.',
            },
          ],
  },
  {
    // Loi n° 2023-451, art. 9: representative and insurer in the Union for a creator outside the EEA.
    id: 'outside-eea',
    source: SOURCES.outsideEea,
    appliesTo: (c) => c.parties.influencer.outsideEea.enabled,
    check: (c) => {
      const eea = c.parties.influencer.outsideEea;
      const paths = notGiven([
        ['parties.influencer.outsideEea.representativeName', eea.representativeName],
        ['parties.influencer.outsideEea.representativeAddress', eea.representativeAddress],
        ['parties.influencer.outsideEea.insurerName', eea.insurerName],
      ]);
      return paths.length === 0
        ? []
        : [
            {
              severity: 'blocking',
              paths,
              label: 'Représentant légal et assureur dans l’Union du Créateur établi hors EEE',
              message: 'Un créateur établi hors de l’EEE qui vise la France doit les désigner avant toute promotion.',
            },
          ];
    },
  },
  {
    // C. proc. civ. art. 48: a clause choosing a court binds only parties who are all merchants.
    id: 'court-city',
    source: SOURCES.jurisdiction,
    appliesTo: (c) => bothMerchants(c),
    check: (c) =>
      isGiven(c.clauses.lawAndJurisdiction.courtCity)
        ? []
        : [
            {
              severity: 'advice',
              paths: ['clauses.lawAndJurisdiction.courtCity'],
              label: 'Juridiction compétente',
              message: 'Entre commerçants, elle dit devant quel tribunal porter un litige.',
            },
          ],
  },
  {
    // C. proc. civ. art. 48: between non-merchants the clause is deemed unwritten (not printed).
    id: 'jurisdiction-non-merchants',
    source: SOURCES.jurisdiction,
    appliesTo: (c) => !bothMerchants(c) && isGiven(c.clauses.lawAndJurisdiction.courtCity),
    check: () => [
      {
        severity: 'warning',
        paths: ['parties.influencer.isMerchant', 'clauses.lawAndJurisdiction.courtCity'],
        label: 'Clause de juridiction entre non-commerçants',
        message:
          'Le tribunal choisi ne lie que des commerçants : sans cette qualité des deux côtés, les règles ordinaires s’appliquent et la clause n’est pas imprimée.',
      },
    ],
  },
  {
    // C. consom. L612-1: a consumer has access to a consumer mediator, named in the contract.
    id: 'consumer-mediator',
    source: 'Code de la consommation, art. L612-1',
    appliesTo: (c) => !c.parties.influencer.actsAsProfessional,
    check: (c) =>
      isGiven(c.clauses.lawAndJurisdiction.consumerMediator)
        ? []
        : [
            {
              severity: 'warning',
              paths: ['clauses.lawAndJurisdiction.consumerMediator'],
              label: 'Médiateur de la consommation',
              message:
                'Un Créateur qui agit en consommateur peut saisir gratuitement un médiateur : le contrat le nomme.',
            },
          ],
  },
];
