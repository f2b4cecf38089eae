import { isAmendment } from '#shared/contract/schema-amendment.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { amendmentRules } from '#shared/law/rules-amendment.ts';
import { advancedClauseRules } from '#shared/law/rules-advanced.ts';
import { childrenRules } from '#shared/law/rules-children.ts';
import { companyRules } from '#shared/law/rules-company.ts';
import { dateRules } from '#shared/law/rules-dates.ts';
import { declarationRules } from '#shared/law/rules-declarations.ts';
import { governingLawRules } from '#shared/law/rules-governing-law.ts';
import { missionRules } from '#shared/law/rules-missions.ts';
import { partyRules } from '#shared/law/rules-parties.ts';
import { rightsConsistencyRules } from '#shared/law/rules-rights-consistency.ts';
import { rightsRules } from '#shared/law/rules-rights.ts';
import { sectorRules } from '#shared/law/rules-sector.ts';
import type { Finding, LawContext, Rule } from '#shared/law/types.ts';

/** legal-checklist.md as code, in the order of the editor's sections. */
export const lawRules: readonly Rule[] = [
  ...partyRules,
  ...companyRules,
  ...missionRules,
  ...declarationRules,
  ...sectorRules,
  ...governingLawRules,
  ...childrenRules,
  ...dateRules,
  ...rightsRules,
  ...rightsConsistencyRules,
  ...advancedClauseRules,
];

const ORDER = { blocking: 0, warning: 1, advice: 2 } as const;

/**
 * The verdict of the law on a contract: what it lacks or contradicts, most serious first.
 * The server decides export and signature with it; the editor shows the same findings.
 */
export function verdict(contract: ContractDraft, context: LawContext): Finding[] {
  const findings: Finding[] = [];
  // An amendment states only the renewal of a use: the rest is the signed contract's.
  for (const rule of isAmendment(contract) ? amendmentRules : lawRules) {
    if (rule.appliesTo && !rule.appliesTo(contract, context)) continue;
    for (const finding of rule.check(contract, context)) {
      findings.push({ ...finding, ruleId: rule.id, source: finding.source ?? rule.source });
    }
  }
  return findings.sort((left, right) => ORDER[left.severity] - ORDER[right.severity]);
}

export function blockingFindings(findings: readonly Finding[]): Finding[] {
  return findings.filter((finding) => finding.severity === 'blocking');
}
