import { type ComplianceRule, firstBlank, SOURCES } from '#shared/contract/compliance-types.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';

/** UGC, or a partnership whose content the brand reuses on its own media: the CPI rules on assignment. */
export function assignsRights(contract: ContractDraft): boolean {
  return contract.type === 'UGC' || contract.clauses.ipRights.brandReuse;
}

function findUseGap(contract: ContractDraft): string | null {
  const { uses } = contract.clauses.rightsAssignment;
  if (uses.length === 0) return 'clauses.rightsAssignment.uses';
  const index = uses.findIndex((use) => use.territory === '' || (use.kind === 'other' && use.description === ''));
  if (index === -1) return null;
  const field = uses[index]?.territory === '' ? 'territory' : 'description';
  return `clauses.rightsAssignment.uses.${index}.${field}`;
}

function findPriceGap(contract: ContractDraft): string | null {
  const price = contract.clauses.rightsAssignment.assignmentPrice;
  const total = contract.compensation.paymentAmount;
  // The price of the assignment is part of the total pay, so it cannot exceed it.
  return price > 0 && price <= total ? null : 'clauses.rightsAssignment.assignmentPrice';
}

export const rightsRules: ComplianceRule[] = [
  {
    id: 'rights-named',
    label: 'Chaque droit cédé nommé (reproduction, représentation, adaptation)',
    source: SOURCES.namedRights,
    severity: 'legal',
    fieldPath: 'clauses.rightsAssignment.reproduction',
    appliesTo: assignsRights,
    findGap: (c) => {
      const { reproduction, representation, adaptation } = c.clauses.rightsAssignment;
      return reproduction || representation || adaptation ? null : 'clauses.rightsAssignment.reproduction';
    },
  },
  {
    id: 'rights-uses',
    label: 'Chaque exploitation délimitée par sa destination, son territoire et sa durée',
    source: SOURCES.namedRights,
    severity: 'legal',
    fieldPath: 'clauses.rightsAssignment.uses',
    appliesTo: assignsRights,
    findGap: findUseGap,
  },
  {
    id: 'rights-price',
    label: 'Prix de la cession des droits, compris dans la rémunération',
    source: SOURCES.assignmentPrice,
    severity: 'legal',
    fieldPath: 'clauses.rightsAssignment.assignmentPrice',
    appliesTo: assignsRights,
    findGap: findPriceGap,
  },
  {
    id: 'image-rights',
    label: 'Autorisation d’exploiter l’image du Créateur : supports, durée, territoire, usages exclus',
    source: SOURCES.imageRights,
    severity: 'legal',
    fieldPath: 'clauses.imageRights.media',
    appliesTo: (c) => assignsRights(c) && c.clauses.imageRights.creatorAppears,
    findGap: (c) =>
      firstBlank([
        ['clauses.imageRights.media', c.clauses.imageRights.media],
        ['clauses.imageRights.territory', c.clauses.imageRights.territory],
        ['clauses.imageRights.excludedUses', c.clauses.imageRights.excludedUses],
      ]),
  },
  {
    id: 'product-return',
    label: 'Conditions de restitution des produits',
    source: SOURCES.productReturn,
    severity: 'practice',
    fieldPath: 'compensation.productReturn.conditions',
    appliesTo: (c) => c.type === 'GIFT' || c.compensation.products.length > 0,
    findGap: (c) =>
      c.compensation.productReturn.required
        ? firstBlank([['compensation.productReturn.conditions', c.compensation.productReturn.conditions]])
        : null,
  },
];
