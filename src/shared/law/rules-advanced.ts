import { isGiven } from '#shared/law/given.ts';
import { SOURCES } from '#shared/law/sources.ts';
import type { Rule } from '#shared/law/types.ts';

/** The Pro clauses that carry legal requirements of their own once switched on. */
export const advancedClauseRules: Rule[] = [
  {
    // CPI L131-3: ads run from the creator's account (whitelisting) name their platforms and place.
    id: 'whitelisting-scope',
    source: SOURCES.namedRights,
    appliesTo: (c) => c.clauses.rightsAssignment.uses.some((use) => use.kind === 'paid-social' && use.creatorAccount),
    check: (c) => {
      const uses = c.clauses.rightsAssignment.uses;
      const index = uses.findIndex(
        (use) =>
          use.kind === 'paid-social' && use.creatorAccount && (!isGiven(use.description) || !isGiven(use.territory)),
      );
      if (index === -1) return [];
      const field = isGiven(uses[index]?.description) ? 'territory' : 'description';
      return [
        {
          severity: 'blocking',
          paths: [`clauses.rightsAssignment.uses.${index}.${field}`],
          label: 'Publicités depuis le compte du Créateur : plateformes et territoire',
          message: 'Une diffusion publicitaire sous le nom du Créateur qui n’est pas délimitée n’est pas autorisée.',
        },
      ];
    },
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
