import { createSampleContract } from '#shared/contract/sample-contract.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';

/**
 * A PAID contract long enough that Chromium is still printing it when a test kills the browser
 * or the server: the sample with 50 publications and four long paragraphs.
 */
export function slowToPrintContract(): ContractDraft {
  const draft = createSampleContract('PAID');
  const paragraph = 'Le Créateur s’engage à respecter la ligne éditoriale convenue. '.repeat(75).slice(0, 4900);
  draft.deliverables.publications = Array.from({ length: 50 }, (_, index) => ({
    platform: 'Instagram',
    format: `Publication n° ${index + 1}`,
    quantity: 1,
    date: '2026-03-01',
    dateEnd: '',
  }));
  draft.deliverables.partnershipObject = paragraph;
  draft.deliverables.timetable = paragraph;
  draft.compensation.paymentConditions = paragraph;
  draft.compensation.additionalObligations = paragraph;
  return draft;
}
