import type { ContractType } from '#shared/contract/schema.ts';

/** The editor's collapsible sections, in order, and which fields live in each. */
const contractSectionIds = [
  'general',
  'parties',
  'deliverables',
  'compensation',
  'duration',
  'ip',
  'transparency',
  'confidentiality',
  'termination',
  'advanced',
  'law',
] as const;
/** An amendment (« avenant ») has one section: the renewed use, its price and its signature. */
export type SectionId = (typeof contractSectionIds)[number] | 'amendment';
export const sectionIds: readonly SectionId[] = contractSectionIds;

/** Spec section 2: general information, parties and deliverables start expanded. */
export const initiallyOpenSections: SectionId[] = ['general', 'parties', 'deliverables'];

const sectionPrefixes: ReadonlyArray<readonly [string, SectionId]> = [
  ['declarations.targetsFrenchAudience', 'law'],
  ['title', 'general'],
  ['type', 'general'],
  ['parties.', 'parties'],
  ['deliverables.', 'deliverables'],
  ['annexes.', 'deliverables'],
  ['compensation.', 'compensation'],
  ['clauses.duration', 'duration'],
  ['confirmations.newContractPastDates', 'duration'],
  ['clauses.ipRights', 'ip'],
  ['clauses.rightsAssignment', 'ip'],
  ['clauses.imageRights', 'ip'],
  ['disclosure.', 'transparency'],
  ['declarations.', 'transparency'],
  ['children.', 'transparency'],
  ['workerStatus.', 'parties'],
  ['clauses.confidentiality', 'confidentiality'],
  ['clauses.exclusivity', 'advanced'],
  ['clauses.contentApproval', 'advanced'],
  ['clauses.latePenalties', 'advanced'],
  ['clauses.morality', 'advanced'],
  ['clauses.forceMajeure', 'advanced'],
  ['clauses.nonDisparagement', 'advanced'],
  ['clauses.performanceReporting', 'advanced'],
  ['clauses.termination', 'termination'],
  ['clauses.lawAndJurisdiction', 'law'],
  ['clauses.signatures', 'law'],
];

/** The section holding a field, from its dotted path (a zod issue path or a compliance fieldPath). */
export function sectionOfPath(path: string): SectionId {
  return sectionPrefixes.find(([prefix]) => path === prefix || path.startsWith(prefix))?.[1] ?? 'general';
}

export function sectionTitle(id: SectionId, type: ContractType): string {
  const titles: Record<SectionId, string> = {
    general: 'Informations générales',
    parties: 'Parties',
    deliverables: 'Livrables',
    compensation: type === 'GIFT' ? 'Produits et valeur' : 'Rémunération',
    duration: 'Durée',
    ip: 'Droits de propriété intellectuelle',
    transparency: 'Transparence et déclarations',
    confidentiality: 'Confidentialité',
    termination: 'Résiliation',
    advanced: 'Clauses avancées',
    law: 'Loi applicable et juridiction / Signature',
    amendment: 'Renouvellement de l’exploitation',
  };
  return titles[id];
}

/** Flattens react-hook-form's nested errors into the dotted paths that carry a message. */
export function errorPaths(errors: unknown, prefix = ''): string[] {
  if (typeof errors !== 'object' || errors === null) return [];
  const record = errors as Record<string, unknown>;
  if (typeof record.message === 'string' && prefix !== '') return [prefix];
  return Object.entries(record).flatMap(([key, value]) =>
    key === 'ref' || key === 'type' || key === 'types' ? [] : errorPaths(value, prefix ? `${prefix}.${key}` : key),
  );
}
