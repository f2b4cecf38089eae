import type { ContractDraft } from '#shared/contract/schema.ts';
import { formatDate, formatDuration } from '#shared/template/format.ts';
import { formatCountInWords } from '#shared/template/number-words.ts';
import { asSentence, MISSING_VALUE, optionalSentence, orMissing } from '#shared/template/placeholder.ts';

/** Adjective after « droit »: « régi par le droit français ». */
const GOVERNING_LAW = { FR: 'français', US: 'américain', UK: 'britannique' } as const;

function dateOrMissing(iso: string): string {
  return formatDate(iso) || MISSING_VALUE;
}

export function buildClausesView(contract: ContractDraft) {
  const { clauses, declarations } = contract;
  const { startDate, endDate } = clauses.duration;
  const { law, courtCity } = clauses.lawAndJurisdiction;
  const targetsFrance = declarations.targetsFrenchAudience;
  return {
    duration: formatDuration(startDate, endDate) || MISSING_VALUE,
    startDate: dateOrMissing(startDate),
    endDate: dateOrMissing(endDate),

    confidentialityEnabled: clauses.confidentiality.enabled,
    confidentialityScope: asSentence(clauses.confidentiality.scope),

    breachNoticeDays: formatCountInWords(clauses.termination.breachNoticeDays, 'jour', 'jours'),
    terminationEffects: optionalSentence(clauses.termination.effects),

    // Loi n° 2023-451, art. 8 I: French law is mandatory when the audience is in France.
    targetsFrance,
    governingLaw: targetsFrance ? GOVERNING_LAW.FR : GOVERNING_LAW[law],
    courtCity: orMissing(courtCity),

    forbiddenPromotionExcluded: declarations.forbiddenPromotionExcluded,
    minorUnder16: declarations.minorUnder16,
    minorAuthorisation: asSentence(declarations.minorAuthorisation),

    city: orMissing(clauses.signatures.city),
    dateSigned: formatDate(clauses.signatures.dateSigned),
    signatureElectronic: clauses.signatures.method === 'electronic',
    signatureHandwritten: clauses.signatures.method === 'handwritten',
  };
}
