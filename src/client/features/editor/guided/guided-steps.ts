import type { ContractType } from '#shared/contract/schema.ts';
import type { Finding } from '#shared/law/types.ts';

/**
 * The guided mode's five steps (issue « A contract in two minutes »; UX review 2026-11,
 * friction 1): each asks the essentials of one stage, the rest keeps the defaults of the full
 * form (« Mode expert »), where every field stays reachable.
 */
export const guidedStepIds = ['parties', 'mission', 'pay', 'rights', 'review'] as const;
export type GuidedStepId = (typeof guidedStepIds)[number];

export function guidedStepTitle(step: GuidedStepId, type: ContractType): string {
  const titles: Record<GuidedStepId, string> = {
    parties: 'Type et parties',
    mission: 'Mission et publications',
    pay: type === 'GIFT' ? 'Produits et rémunération' : 'Rémunération',
    rights: 'Droits et image',
    review: 'Vérification',
  };
  return titles[step];
}

/** The fields each step shows, by exact path or by a prefix ending in a dot. */
const stepFields: Record<Exclude<GuidedStepId, 'review'>, readonly string[]> = {
  parties: [
    'title',
    'parties.creator.name',
    'parties.creator.address',
    'parties.creator.email',
    'parties.influencer.name',
    'parties.influencer.address',
    'parties.influencer.email',
  ],
  mission: [
    'deliverables.partnershipObject',
    'deliverables.publications',
    'deliverables.publications.',
    'declarations.forbiddenPromotionExcluded',
    'clauses.duration.startDate',
    'clauses.duration.endDate',
  ],
  pay: [
    'compensation.paymentAmount',
    'compensation.paymentConditions',
    'compensation.products',
    'compensation.products.',
    'parties.influencer.taxResidenceConfirmed',
    'parties.creator.taxResidenceConfirmed',
  ],
  rights: [
    'disclosure.mention',
    'clauses.ipRights.usageTerritory',
    'clauses.ipRights.usageDuration',
    'clauses.ipRights.brandReuse',
    'parties.intervenors',
    'parties.intervenors.',
    'children.present',
  ],
};

/**
 * A field the guided steps do not show, but whose finding another field of a step answers:
 * without publications, « Dates ou calendrier » is answered by adding a dated publication.
 */
const answeredBy: Record<string, string> = {
  'deliverables.timetable': 'deliverables.publications',
};

/** Fields of a step that only some contracts show: no products list in a paid partnership. */
function isShown(path: string, type: ContractType): boolean {
  if (path.startsWith('compensation.products')) return type === 'GIFT';
  if (path === 'clauses.ipRights.brandReuse') return type !== 'UGC';
  return true;
}

/** Where a field lives in the guided mode: its step and the path to focus, or null (expert mode only). */
export function guidedTargetOf(path: string, type: ContractType): { step: GuidedStepId; path: string } | null {
  const target = answeredBy[path] ?? path;
  if (!isShown(target, type)) return null;
  for (const [step, fields] of Object.entries(stepFields) as [GuidedStepId, readonly string[]][]) {
    if (fields.some((field) => (field.endsWith('.') ? target.startsWith(field) : target === field))) {
      return { step, path: target };
    }
  }
  return null;
}

/** The checklist's findings that a step answers, most serious first (the verdict's order). */
export function findingsOfStep(findings: readonly Finding[], step: GuidedStepId, type: ContractType): Finding[] {
  return findings.filter(
    (finding) =>
      finding.severity !== 'advice' &&
      finding.paths[0] !== undefined &&
      guidedTargetOf(finding.paths[0], type)?.step === step,
  );
}
