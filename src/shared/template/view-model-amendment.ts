import { addDays } from '#shared/contract/dates.ts';
import { usageKindLabels } from '#shared/contract/labels.ts';
import { isAmendment } from '#shared/contract/schema-amendment.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { formatMoney } from '#shared/format/numbers.ts';
import { formatAmountInWords, formatCountInWords } from '#shared/template/number-words.ts';
import { MISSING_VALUE, orMissing, typeset } from '#shared/template/placeholder.ts';
import { dateInLetters } from '#shared/template/typography.ts';
import { lastDayOfTerm } from '#shared/tracker/calendar.ts';

const inLetters = (iso: string) => dateInLetters(iso) || MISSING_VALUE;

/**
 * What an amendment (« avenant ») prints: the contract it modifies and the one use it renews
 * (CPI L131-3: destination, territory, duration; L132-31: its own price). The use runs from the
 * amendment's start date for its number of months, to the day before the same date (C. civ. 641).
 * Ordinary contracts get `isAmendment: false` and nothing else is read from here.
 */
export function buildAmendmentView(contract: ContractDraft) {
  if (!isAmendment(contract)) return { isAmendment: false };
  const { amendment, clauses, compensation } = contract;
  const use = clauses.rightsAssignment.uses[0];
  const start = clauses.duration.startDate;
  const months = use?.durationMonths ?? 0;
  const price = use?.price ?? 0;
  const label = use ? (use.kind === 'other' ? orMissing(use.description) : usageKindLabels[use.kind]) : MISSING_VALUE;
  return {
    isAmendment: true,
    amendmentNumber: String(amendment.number),
    amendmentParentTitle: orMissing(amendment.parentTitle),
    amendmentParentReference: orMissing(amendment.parentReference),
    amendmentParentSignedOn: inLetters(amendment.parentSignedOn),
    // The old term ends the day before the renewal starts.
    amendmentParentEndsOn: inLetters(start ? addDays(start, -1) : ''),
    renewedUseLabel: label,
    renewedUseDetails: use && use.kind !== 'other' ? typeset(use.description) : '',
    renewedUseTerritory: orMissing(use?.territory ?? ''),
    renewedUseDuration: formatCountInWords(months, 'mois', 'mois'),
    renewedUseStart: inLetters(start),
    renewedUseEnd: inLetters(start && months > 0 ? lastDayOfTerm(start, months) : ''),
    renewedUseExclusive: use?.exclusive === true,
    renewedUseCreatorAccount: use?.kind === 'paid-social' && use.creatorAccount,
    renewedUsePrice: price > 0 ? formatMoney(price, compensation.currency) : MISSING_VALUE,
    renewedUsePriceInWords: price > 0 ? formatAmountInWords(price, compensation.currency) : MISSING_VALUE,
  };
}
