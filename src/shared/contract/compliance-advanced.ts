import { type ComplianceRule, firstBlank, SOURCES } from '#shared/contract/compliance-types.ts';

/** The Pro clauses that carry legal requirements of their own once switched on. */
export const advancedClauseRules: ComplianceRule[] = [
  {
    id: 'paid-usage-scope',
    label: 'Usage publicitaire délimité : plateformes et territoire',
    source: SOURCES.namedRights,
    severity: 'legal',
    fieldPath: 'clauses.paidUsage.platforms',
    appliesTo: (c) => c.clauses.paidUsage.enabled,
    findGap: (c) =>
      firstBlank([
        ['clauses.paidUsage.platforms', c.clauses.paidUsage.platforms],
        ['clauses.paidUsage.territory', c.clauses.paidUsage.territory],
      ]),
  },
  {
    id: 'paid-usage-price',
    label: 'Prix distinct de la cession pour l’usage publicitaire',
    source: SOURCES.assignmentPrice,
    severity: 'legal',
    fieldPath: 'clauses.paidUsage.fee',
    appliesTo: (c) => c.clauses.paidUsage.enabled,
    findGap: (c) => (c.clauses.paidUsage.fee > 0 ? null : 'clauses.paidUsage.fee'),
  },
  {
    id: 'exclusivity-sector',
    label: 'Secteur de l’exclusivité précisé',
    source: 'Code civil, art. 1163 (objet déterminable) ; proportionnalité des clauses de non-concurrence',
    severity: 'practice',
    fieldPath: 'clauses.exclusivity.sector',
    appliesTo: (c) => c.clauses.exclusivity.enabled,
    findGap: (c) =>
      c.clauses.exclusivity.sector.trim() === '' && c.clauses.exclusivity.scope.trim() === ''
        ? 'clauses.exclusivity.sector'
        : null,
  },
];
