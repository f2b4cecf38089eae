import type { ContractType, ContractDraft } from '#shared/contract/schema.ts';
import type { LawContext, Severity } from '#shared/law/types.ts';

/**
 * One line of verdict.test.ts's table: a rule, on the complete sample of a type, holds; once
 * `breakIt` has run, it fails with this severity on this path.
 */
export type VerdictCase = {
  rule: string;
  type: ContractType;
  /** Makes the rule apply while the contract still satisfies it. */
  setup?: (c: ContractDraft) => void;
  /** Breaks the rule. */
  breakIt: (c: ContractDraft) => void;
  severity: Severity;
  path: string;
  context?: Partial<LawContext>;
};
