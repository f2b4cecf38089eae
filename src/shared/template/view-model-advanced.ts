import type { ContractDraft } from '#shared/contract/schema.ts';
import { formatMoney } from '#shared/template/format.ts';
import { formatAmountInWords, formatCountInWords } from '#shared/template/number-words.ts';
import { optionalSentence, orMissing, typeset, withoutFinalPeriod } from '#shared/template/placeholder.ts';

const days = (count: number) => formatCountInWords(count, 'jour', 'jours');
const workingDays = (count: number) => formatCountInWords(count, 'Jour ouvré', 'Jours ouvrés');
const months = (count: number) => formatCountInWords(count, 'mois', 'mois');

/** The Pro clauses (`pro-clauses.ts`): each `…Enabled` flag adds or replaces an article. */
export function buildAdvancedClausesView(contract: ContractDraft) {
  const { exclusivity, contentApproval, latePenalties, morality, forceMajeure } = contract.clauses;
  // Whitelisting is an option of the paid-social use line (one use, one grant).
  const paidSocial = contract.clauses.rightsAssignment.uses.find(
    (use) => use.kind === 'paid-social' && use.creatorAccount,
  );
  const paidUsage = {
    enabled: paidSocial !== undefined,
    platforms: paidSocial?.description ?? '',
    territory: paidSocial?.territory ?? '',
    durationMonths: paidSocial?.durationMonths ?? 1,
    fee: paidSocial?.price ?? 0,
    creatorAccountAccess: true,
  };
  const { nonDisparagement, performanceReporting: reporting } = contract.clauses;
  const { currency } = contract.compensation;
  // Contracts saved before the sector existed described the exclusivity in `scope` alone.
  const sector = exclusivity.sector.trim() === '' ? exclusivity.scope : exclusivity.sector;
  return {
    exclusivityEnabled: exclusivity.enabled,
    exclusivitySector: orMissing(withoutFinalPeriod(sector)),
    exclusivityDetails: exclusivity.sector.trim() === '' ? '' : optionalSentence(exclusivity.scope),
    exclusivityAfterTerm: exclusivity.monthsAfterTerm > 0 ? months(exclusivity.monthsAfterTerm) : '',

    approvalEnabled: contentApproval.enabled,
    approvalResponseDays: workingDays(contentApproval.responseDays),
    approvalContact: typeset(contentApproval.approverContact),

    latePenaltiesEnabled: latePenalties.enabled,
    penaltyDailyAmount: formatMoney(latePenalties.dailyAmount, currency),
    penaltyDailyAmountInWords: formatAmountInWords(latePenalties.dailyAmount, currency),
    penaltyCapAmount: formatMoney(latePenalties.capAmount, currency),
    penaltyGraceDays: latePenalties.graceDays > 0 ? workingDays(latePenalties.graceDays) : '',

    paidUsageEnabled: paidUsage.enabled,
    paidUsagePlatforms: orMissing(withoutFinalPeriod(paidUsage.platforms)),
    paidUsageTerritory: orMissing(paidUsage.territory),
    paidUsageDuration: months(paidUsage.durationMonths),
    paidUsageHasFee: paidUsage.fee > 0,
    paidUsageFee: formatMoney(paidUsage.fee, currency),
    paidUsageFeeInWords: formatAmountInWords(paidUsage.fee, currency),
    paidUsageCreatorAccount: paidUsage.creatorAccountAccess,

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
