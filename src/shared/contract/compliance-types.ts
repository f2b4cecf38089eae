import type { ContractDraft } from '#shared/contract/schema.ts';

export type ComplianceSeverity = 'legal' | 'practice';

export type ComplianceItem = {
  id: string;
  /** What the contract must contain, in French, as shown in the editor's checklist. */
  label: string;
  /** The text that requires it: shown beside the label, and the place to update the rule. */
  source: string;
  ok: boolean;
  severity: ComplianceSeverity;
  /** Dotted path of the form field to focus (zod issue path joined with dots). */
  fieldPath?: string;
};

export type ComplianceRule = {
  id: string;
  label: string;
  source: string;
  severity: ComplianceSeverity;
  appliesTo?: (contract: ContractDraft) => boolean;
  /** The path of the first field that fails the rule, `null` when the contract satisfies it. */
  findGap: (contract: ContractDraft) => string | null;
  /** Where to send the user when the rule holds (or has no single field). */
  fieldPath?: string;
};

export const SOURCES = {
  influenceContract: 'Loi n° 2023-451, art. 8 I',
  disclosure: 'Loi n° 2023-451, art. 5',
  forbiddenPromotions: 'Loi n° 2023-451, art. 4',
  outsideEea: 'Loi n° 2023-451, art. 9',
  minors: 'Code du travail, art. L7124-1',
  namedRights: 'Code de la propriété intellectuelle, art. L131-3',
  assignmentPrice: 'Code de la propriété intellectuelle, art. L131-4',
  imageRights: 'Code civil, art. 9',
  representation: 'Code civil, art. 1153',
  companyIdentity: 'Code de commerce, art. R123-237',
  paymentTerms: 'Code de commerce, art. L441-10',
  jurisdiction: 'Code de procédure civile, art. 48',
  productReturn: 'Bonne pratique (loi n° 2023-451, art. 8 I)',
} as const;

function isBlank(value: string): boolean {
  return value.trim() === '';
}

/** The path of the first blank text among [path, value] pairs. */
export function firstBlank(fields: ReadonlyArray<readonly [string, string]>): string | null {
  return fields.find(([, value]) => isBlank(value))?.[0] ?? null;
}
