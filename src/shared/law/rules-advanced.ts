import { isGiven, notGiven } from '#shared/law/given.ts';
import { SOURCES } from '#shared/law/sources.ts';
import type { Rule } from '#shared/law/types.ts';

/** The Pro clauses that carry legal requirements of their own once switched on. */
export const advancedClauseRules: Rule[] = [
  {
    // CPI L131-3: the paid-ads use is named and limited like any other.
    id: 'paid-usage-scope',
    source: SOURCES.namedRights,
    appliesTo: (c) => c.clauses.paidUsage.enabled,
    check: (c) => {
      const paths = notGiven([
        ['clauses.paidUsage.platforms', c.clauses.paidUsage.platforms],
        ['clauses.paidUsage.territory', c.clauses.paidUsage.territory],
      ]);
      return paths.length === 0
        ? []
        : [
            {
              severity: 'blocking',
              paths,
              label: 'Usage publicitaire délimité : plateformes et territoire',
              message: 'Une diffusion publicitaire non délimitée n’est pas cédée.',
            },
          ];
    },
  },
  {
    // CPI L131-4 and L132-31: the paid-ads use has its own price.
    id: 'paid-usage-price',
    source: SOURCES.advertisingWork,
    appliesTo: (c) => c.clauses.paidUsage.enabled,
    check: (c) =>
      c.clauses.paidUsage.fee > 0
        ? []
        : [
            {
              severity: 'blocking',
              paths: ['clauses.paidUsage.fee'],
              label: 'Prix distinct de la cession pour l’usage publicitaire',
              message: 'La diffusion en publicité est un mode d’exploitation à part : elle a son propre prix.',
            },
          ],
  },
  {
    // C. civ. 1163: the object of the exclusivity is determined; it must stay proportionate.
    id: 'exclusivity-sector',
    source: SOURCES.determinedObject,
    appliesTo: (c) => c.clauses.exclusivity.enabled,
    check: (c) =>
      isGiven(c.clauses.exclusivity.sector) || isGiven(c.clauses.exclusivity.scope)
        ? []
        : [
            {
              severity: 'advice',
              paths: ['clauses.exclusivity.sector'],
              label: 'Secteur de l’exclusivité précisé',
              message: 'Une exclusivité sans secteur défini est disproportionnée et risque d’être écartée.',
            },
          ],
  },
];
