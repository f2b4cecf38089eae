import type { ContractDraft } from '#shared/contract/schema.ts';
import { isGiven, notGiven } from '#shared/law/given.ts';
import { SOURCES } from '#shared/law/sources.ts';
import type { Rule } from '#shared/law/types.ts';

/** UGC, or a partnership whose content the brand reuses on its own media: the CPI rules on assignment. */
export function assignsRights(contract: ContractDraft): boolean {
  return contract.type === 'UGC' || contract.clauses.ipRights.brandReuse;
}

function useGap(contract: ContractDraft): string | null {
  const { uses } = contract.clauses.rightsAssignment;
  if (uses.length === 0) return 'clauses.rightsAssignment.uses';
  const index = uses.findIndex((use) => !isGiven(use.territory) || (use.kind === 'other' && !isGiven(use.description)));
  if (index === -1) return null;
  return `clauses.rightsAssignment.uses.${index}.${isGiven(uses[index]?.territory) ? 'description' : 'territory'}`;
}

/** CPI L131-2 to L131-4 and C. civ. 9: an assignment is void for what it does not name, limit and price. */
export const rightsRules: Rule[] = [
  {
    // CPI L131-3: each right assigned is named separately.
    id: 'rights-named',
    source: SOURCES.namedRights,
    appliesTo: assignsRights,
    check: (c) => {
      const { reproduction, representation, adaptation } = c.clauses.rightsAssignment;
      return reproduction || representation || adaptation
        ? []
        : [
            {
              severity: 'blocking',
              paths: ['clauses.rightsAssignment.reproduction'],
              label: 'Chaque droit cédé nommé (reproduction, représentation, adaptation)',
              message: 'Un droit qui n’est pas nommé n’est pas cédé : la Marque ne pourrait pas diffuser les contenus.',
            },
          ];
    },
  },
  {
    // CPI L131-3: each use limited by its destination, place and duration.
    id: 'rights-uses',
    source: SOURCES.namedRights,
    appliesTo: assignsRights,
    check: (c) => {
      const gap = useGap(c);
      return gap === null
        ? []
        : [
            {
              severity: 'blocking',
              paths: [gap],
              label: 'Chaque exploitation délimitée par sa destination, son territoire et sa durée',
              message: 'Une exploitation sans limites est nulle : le juge s’en tient à ce que le contrat délimite.',
            },
          ];
    },
  },
  {
    // CPI L131-4: the price of the assignment is stated; it is part of the pay.
    id: 'rights-price',
    source: SOURCES.assignmentPrice,
    appliesTo: assignsRights,
    check: (c) => {
      const price = c.clauses.rightsAssignment.assignmentPrice;
      return price > 0 && price <= c.compensation.paymentAmount
        ? []
        : [
            {
              severity: 'blocking',
              paths: ['clauses.rightsAssignment.assignmentPrice'],
              label: 'Prix de la cession des droits, compris dans la rémunération',
              message: 'L’auteur a droit à un prix pour la cession : sans lui, elle peut être annulée.',
            },
          ];
    },
  },
  {
    // C. civ. 9: the creator who appears authorises the use of the image, separately.
    id: 'image-rights',
    source: SOURCES.imageRights,
    appliesTo: (c) => assignsRights(c) && c.clauses.imageRights.creatorAppears,
    check: (c) => {
      const image = c.clauses.imageRights;
      const paths = notGiven([
        ['clauses.imageRights.media', image.media],
        ['clauses.imageRights.territory', image.territory],
        ['clauses.imageRights.excludedUses', image.excludedUses],
      ]);
      return paths.length === 0
        ? []
        : [
            {
              severity: 'blocking',
              paths,
              label: 'Autorisation d’exploiter l’image du Créateur : supports, durée, territoire, usages exclus',
              message:
                'Sans autorisation écrite et délimitée, montrer le Créateur porte atteinte à son droit à l’image.',
            },
          ];
    },
  },
];
