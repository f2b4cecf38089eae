import type { ContractDraft } from '#shared/contract/schema.ts';
import { formatMoney } from '#shared/format/numbers.ts';
import { formatAmountInWords, formatCountInWords } from '#shared/template/number-words.ts';
import { countInWords, NOUNS, withDe } from '#shared/template/typography.ts';
import { optionalSentence, orMissing, typeset, withoutFinalPeriod } from '#shared/template/placeholder.ts';

const days = (count: number) => formatCountInWords(count, 'jour', 'jours');
const workingDays = (count: number) => countInWords(count, NOUNS.workingDay);
const months = (count: number) => formatCountInWords(count, 'mois', 'mois');

/** The Pro clauses (`pro-clauses.ts`): each `…Enabled` flag adds or replaces an article. */
export function buildAdvancedClausesView(contract: ContractDraft) {
  const { exclusivity, contentApproval, latePenalties, morality, forceMajeure } = contract.clauses;
  const { nonDisparagement, performanceReporting: reporting } = contract.clauses;
  const { currency } = contract.compensation;
  // Contracts saved before the sector existed described the exclusivity in `scope` alone.
  const sector = exclusivity.sector.trim() === '' ? exclusivity.scope : exclusivity.sector;
  return {
    exclusivityEnabled: exclusivity.enabled,
    exclusivitySector: orMissing(withoutFinalPeriod(sector)),
    exclusivityDetails: exclusivity.sector.trim() === '' ? '' : optionalSentence(exclusivity.scope),
    exclusivityTerritory: orMissing(exclusivity.territory),
    exclusivityPrice: exclusivity.price > 0 ? formatMoney(exclusivity.price, currency) : '[à compléter]',
    exclusivityPriceInWords: formatAmountInWords(exclusivity.price, currency),
    exclusivityAfterTerm: exclusivity.monthsAfterTerm > 0 ? months(exclusivity.monthsAfterTerm) : '',

    approvalEnabled: contentApproval.enabled,
    approvalResponseDays: workingDays(contentApproval.responseDays),
    approvalContact: typeset(contentApproval.approverContact),
    // « auprès d’Inès Roux », « auprès de Paul Roux ».
    approvalContactWithDe: withDe(typeset(contentApproval.approverContact)),

    latePenaltiesEnabled: latePenalties.enabled,
    penaltyDailyAmount: formatMoney(latePenalties.dailyAmount, currency),
    penaltyDailyAmountInWords: formatAmountInWords(latePenalties.dailyAmount, currency),
    penaltyCapAmount: formatMoney(latePenalties.capAmount, currency),
    penaltyCapAmountInWords: formatAmountInWords(latePenalties.capAmount, currency),
    penaltyGraceDays: latePenalties.graceDays > 0 ? workingDays(latePenalties.graceDays) : '',

    moralityEnabled: morality.enabled,
    moralityWithdrawalDays: days(morality.withdrawalDays),

    forceMajeureEnabled: forceMajeure.enabled,
    forceMajeureNoticeDays: days(forceMajeure.noticeDays),
    forceMajeureTerminationDays: days(forceMajeure.terminationDays),

    nonDisparagementEnabled: nonDisparagement.enabled,
    nonDisparagementAfterTerm: nonDisparagement.monthsAfterTerm > 0 ? months(nonDisparagement.monthsAfterTerm) : '',

    reportingEnabled: reporting.enabled,
    reportingKpis: orMissing(withoutFinalPeriod(reporting.kpis)),
    reportingFirstDays: days(reporting.firstReportDays),
    reportingFinalDays: reporting.finalReportDays > 0 ? days(reporting.finalReportDays) : '',
    reportingScreenshots: reporting.screenshots,
  };
}
