import { isGiven, notGiven } from '#shared/law/given.ts';
import { SOURCES } from '#shared/law/sources.ts';
import type { Rule } from '#shared/law/types.ts';

/** A child under 16 in the content (C. trav. L7124-1 ff.; C. civ. 372-1 and 9). */
export const childrenRules: Rule[] = [
  {
    // C. trav. L7124-1: the child is named, with a birth date that shows the age.
    id: 'child-identified',
    source: SOURCES.minors,
    appliesTo: (c) => c.children.present,
    check: (c) => {
      const { list } = c.children;
      const index = list.findIndex((child) => !isGiven(child.name) || child.birthDate === '');
      if (list.length > 0 && index === -1) return [];
      const path =
        list.length === 0
          ? 'children.list'
          : `children.list.${index}.${isGiven(list[index]?.name) ? 'birthDate' : 'name'}`;
      return [
        {
          severity: 'blocking',
          paths: [path],
          label: 'Enfant de moins de 16 ans : nom et date de naissance',
          message: 'L’autorisation administrative vise un enfant précis : le contrat doit dire lequel.',
        },
      ];
    },
  },
  {
    // C. trav. L7124-1: a prior individual authorisation (not a mere declaration) when the brand
    // commissions the child's appearance: its authority, date and reference.
    id: 'child-authorisation',
    source: SOURCES.minors,
    appliesTo: (c) => c.children.present,
    check: (c) => {
      const paths = notGiven([
        ['children.authorisationAuthority', c.children.authorisationAuthority],
        ['children.authorisationReference', c.children.authorisationReference],
      ]);
      if (c.children.authorisationDate === '') paths.push('children.authorisationDate');
      return paths.length === 0
        ? []
        : [
            {
              severity: 'blocking',
              paths,
              label: 'Autorisation préalable pour l’enfant de moins de 16 ans',
              message: 'Faire tourner un enfant pour une marque sans autorisation préalable est une infraction pénale.',
            },
          ];
    },
  },
  {
    // C. civ. 372-1 (loi n° 2024-120) and art. 9: both parents consent to the child's image,
    // unless one alone holds parental authority, with the reason.
    id: 'child-both-parents',
    source: SOURCES.bothParents,
    appliesTo: (c) => c.children.present,
    check: (c) => {
      const { parents, soleParentalAuthority, soleAuthorityReason } = c.children;
      const needed = soleParentalAuthority ? 1 : 2;
      const index = parents.findIndex((parent) => !isGiven(parent.name));
      let path: string | null = null;
      if (index !== -1) path = `children.parents.${index}.name`;
      else if (parents.length < needed) path = 'children.parents';
      else if (soleParentalAuthority && !isGiven(soleAuthorityReason)) path = 'children.soleAuthorityReason';
      return path === null
        ? []
        : [
            {
              severity: 'blocking',
              paths: [path],
              label: 'Consentement des deux parents à l’image de l’enfant',
              message: 'L’image de l’enfant est protégée par ses deux parents ensemble : chacun consent et signe.',
            },
          ];
    },
  },
  {
    // C. trav. L7124-9 and L7124-25: part of the child's pay is deposited at the Caisse des
    // dépôts until majority; a pay only in kind leaves nothing to deposit.
    id: 'child-pay-deposit',
    source: 'Code du travail, art. L7124-9 et L7124-25',
    appliesTo: (c) => c.children.present,
    check: (c) =>
      c.children.depositShare.childPay > 0
        ? []
        : [
            {
              severity: 'blocking',
              paths: ['children.depositShare.childPay'],
              label: 'Rémunération de l’enfant et part consignée',
              message:
                'L’enfant est payé en argent pour son apparition, et une part est versée à la Caisse des dépôts jusqu’à sa majorité.',
            },
          ],
  },
];
