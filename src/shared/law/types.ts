import type { ContractDraft } from '#shared/contract/schema.ts';

/**
 * blocking: the law requires it, the contract cannot be exported as final nor signed;
 * warning: a legal point to settle, which does not stop the contract;
 * advice: good practice a careful lawyer would add.
 */
export type Severity = 'blocking' | 'warning' | 'advice';

export type Finding = {
  ruleId: string;
  severity: Severity;
  /** Dotted paths of the form fields concerned, the first one to focus. */
  paths: string[];
  /** What is missing or wrong, short (a checklist line). */
  label: string;
  /** One plain-French sentence: what it protects, or why it matters here. */
  message: string;
  /** The text that requires it. */
  source: string;
};

/** What the contract alone cannot know. */
export type LawContext = {
  /** The calendar day in Europe/Paris, YYYY-MM-DD. */
  today: string;
  /** Not yet exported, sent or signed: dates in the past need the user's confirmation. */
  isNew: boolean;
  /** The pay and in-kind value HT already received from this advertiser in the user's other contracts. */
  advertiser: AdvertiserTotals;
};

export type AdvertiserTotals = {
  /** Total HT of the other contracts that start in the same calendar year as this one. */
  calendarYearHt: number;
  /** Total HT of the other contracts that start within the 12 months before this one's start. */
  last12MonthsHt: number;
};

export const NO_OTHER_CONTRACTS: AdvertiserTotals = { calendarYearHt: 0, last12MonthsHt: 0 };

export type Rule = {
  id: string;
  /** The text the rule applies: kept next to the rule, the place to update it when the law moves. */
  source: string;
  appliesTo?: (contract: ContractDraft, context: LawContext) => boolean;
  /** The findings of this rule for this contract, none when the contract satisfies it. */
  check: (contract: ContractDraft, context: LawContext) => RuleFinding[];
};

/** A finding before the engine adds the rule's id and source. */
export type RuleFinding = Omit<Finding, 'ruleId' | 'source'> & { source?: string };
