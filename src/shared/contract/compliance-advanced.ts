import { type ComplianceRule, SOURCES } from '#shared/contract/compliance-types.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';

/** Paid-social lines whose ads run from the creator's account (whitelisting, Pro). */
function creatorAccountLines(c: ContractDraft) {
  return c.clauses.rightsAssignment.uses.filter((use) => use.kind === 'paid-social' && use.creatorAccount);
}

/** The Pro clauses that carry legal requirements of their own once switched on. */
export const advancedClauseRules: ComplianceRule[] = [
  {
    id: 'paid-usage-scope',
    label: 'Usage publicitaire délimité : plateformes et territoire',
    source: SOURCES.namedRights,
    severity: 'legal',
    fieldPath: 'clauses.rightsAssignment.uses',
    appliesTo: (c) => creatorAccountLines(c).length > 0,
    findGap: (c) => {
      const index = c.clauses.rightsAssignment.uses.findIndex(
        (use) => use.kind === 'paid-social' && use.creatorAccount && (use.description === '' || use.territory === ''),
      );
      return index < 0 ? null : `clauses.rightsAssignment.uses.${index}.description`;
    },
  },
  {
    id: 'paid-usage-price',
    label: 'Prix distinct de la cession pour l’usage publicitaire',
    source: SOURCES.assignmentPrice,
    severity: 'legal',
    fieldPath: 'clauses.rightsAssignment.uses',
    appliesTo: (c) => creatorAccountLines(c).length > 0,
    findGap: (c) => {
      const index = c.clauses.rightsAssignment.uses.findIndex(
        (use) => use.kind === 'paid-social' && use.creatorAccount && use.price <= 0,
      );
      return index < 0 ? null : `clauses.rightsAssignment.uses.${index}.price`;
    },
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
