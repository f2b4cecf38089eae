import type { ContractDraft } from '#shared/contract/schema.ts';
import { formatIsoDay } from '#shared/format/dates.ts';
import { dateInLetters } from '#shared/template/typography.ts';
import { formatCountInWords } from '#shared/template/number-words.ts';
import { asSentence, MISSING_VALUE, optionalSentence, orMissing } from '#shared/template/placeholder.ts';

/** What follows « régi par le droit »: « français », or the legal system the user named. */
function governingLawOf(contract: ContractDraft): string {
  const { law, otherLegalSystem } = contract.clauses.lawAndJurisdiction;
  if (contract.declarations.targetsFrenchAudience || law === 'FR') return 'français';
  const named = otherLegalSystem.trim().replace(/^(le\s+)?droit\s+/i, '');
  return named === '' ? MISSING_VALUE : named;
}

/** Dates in running text are written in letters: « le 1er décembre 2026 ». */
function dateOrMissing(iso: string): string {
  return dateInLetters(iso) || MISSING_VALUE;
}

export function buildClausesView(contract: ContractDraft) {
  const { clauses, declarations } = contract;
  const { startDate, endDate } = clauses.duration;
  const { courtCity } = clauses.lawAndJurisdiction;
  const targetsFrance = declarations.targetsFrenchAudience;
  return {
    startDate: dateOrMissing(startDate),
    endDate: dateOrMissing(endDate),

    confidentialityEnabled: clauses.confidentiality.enabled,
    confidentialityScope: asSentence(clauses.confidentiality.scope),

    breachNoticeDays: formatCountInWords(clauses.termination.breachNoticeDays, 'jour', 'jours'),
    terminationEffects: optionalSentence(clauses.termination.effects),

    // Loi n° 2023-451, art. 8 I: French law is mandatory when the audience is in France.
    targetsFrance,
    governingLaw: governingLawOf(contract),
    courtCity: orMissing(courtCity),

    forbiddenPromotionExcluded: declarations.forbiddenPromotionExcluded,
    minorUnder16: contract.children.present,
    minorAuthorisation: asSentence(contract.children.authorisationReference),

    city: orMissing(clauses.signatures.city),
    dateSigned: formatIsoDay(clauses.signatures.dateSigned),
    dateSignedInLetters: dateInLetters(clauses.signatures.dateSigned),
    signatureElectronic: clauses.signatures.method === 'electronic',
    signatureHandwritten: clauses.signatures.method === 'handwritten',
  };
}
