import { advancedClauseRules } from '#shared/contract/compliance-advanced.ts';
import { partyRules } from '#shared/contract/compliance-parties.ts';
import { rightsRules } from '#shared/contract/compliance-rights.ts';
import { termRules } from '#shared/contract/compliance-terms.ts';
import type { ComplianceItem, ComplianceRule } from '#shared/contract/compliance-types.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';

/** legal-checklist.md as code: every requirement that depends on what the user entered. */
export const complianceRules: readonly ComplianceRule[] = [
  ...partyRules,
  ...termRules,
  ...rightsRules,
  ...advancedClauseRules,
];

function evaluate(rule: ComplianceRule, contract: ContractDraft): ComplianceItem {
  const gap = rule.findGap(contract);
  const fieldPath = gap ?? rule.fieldPath;
  return {
    id: rule.id,
    label: rule.label,
    source: rule.source,
    ok: gap === null,
    severity: rule.severity,
    ...(fieldPath ? { fieldPath } : {}),
  };
}

/** The rules that apply to this contract, each with its verdict. */
export function checkCompliance(contract: ContractDraft): ComplianceItem[] {
  return complianceRules.filter((rule) => rule.appliesTo?.(contract) ?? true).map((rule) => evaluate(rule, contract));
}

/** Only what the law requires and the contract still lacks. */
export function missingCompliance(contract: ContractDraft): ComplianceItem[] {
  return checkCompliance(contract).filter((item) => !item.ok && item.severity === 'legal');
}
