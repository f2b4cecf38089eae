import { disclosureMentionLabels, vatTreatmentLabels } from '#shared/contract/labels.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { formatCurrencyName, formatDate, formatMoney } from '#shared/template/format.ts';
import { formatAmountInWords, formatCountInWords } from '#shared/template/number-words.ts';
import {
  asSentence,
  nonBlankLines,
  optionalSentence,
  orMissing,
  withoutFinalPeriod,
} from '#shared/template/placeholder.ts';

/** Loi n° 2023-451, art. 8 I: the precise nature of the missions; art. 5: the mentions. */
export function buildMissionsView(contract: ContractDraft) {
  const { deliverables, disclosure } = contract;
  const publications = deliverables.publications.map((item) => ({
    platform: orMissing(item.platform),
    format: orMissing(item.format),
    quantity: String(item.quantity),
    date: item.date === '' ? '' : formatDate(item.date),
  }));
  const influencerDuties = nonBlankLines(deliverables.influencerDuties);
  const influencerEthicalDuties = nonBlankLines(deliverables.influencerEthicalDuties);
  const { reviewDays, revisionRounds } = deliverables.contentReview;
  return {
    partnershipObject: orMissing(withoutFinalPeriod(deliverables.partnershipObject)),
    publications,
    hasPublications: publications.length > 0,
    timetable: optionalSentence(deliverables.timetable),
    influencerDuties,
    hasInfluencerDuties: influencerDuties.length > 0,
    influencerEthicalDuties,
    hasInfluencerEthicalDuties: influencerEthicalDuties.length > 0,
    reviewDays: formatCountInWords(reviewDays, 'jour ouvré', 'jours ouvrés'),
    revisionRounds: formatCountInWords(revisionRounds, 'série', 'séries'),
    hasRevisionRounds: revisionRounds > 0,
    disclosureMention: disclosureMentionLabels[disclosure.mention],
    retouchedImages: disclosure.retouchedImages,
    virtualImages: disclosure.virtualImages,
  };
}

/** Pay and benefits in kind, with their value (art. 8 I) and the invoicing terms (L441-10). */
export function buildCompensationView(contract: ContractDraft) {
  const { compensation } = contract;
  const { currency } = compensation;
  const products = compensation.products.map((product) => ({
    productName: orMissing(product.name),
    productQuantity: String(product.quantity),
    productValue: formatMoney(product.retailValue, currency),
    productTotal: formatMoney(product.retailValue * product.quantity, currency),
  }));
  const productsTotal = compensation.products.reduce((sum, p) => sum + p.retailValue * p.quantity, 0);
  return {
    paymentAmount: formatMoney(compensation.paymentAmount, currency),
    paymentAmountInWords: formatAmountInWords(compensation.paymentAmount, currency),
    hasPayment: compensation.paymentAmount > 0,
    currency: formatCurrencyName(currency),
    paymentConditions: asSentence(compensation.paymentConditions),
    additionalObligations: optionalSentence(compensation.additionalObligations),
    paymentDueDays: formatCountInWords(compensation.paymentDueDays, 'jour', 'jours'),
    vatTreatment: vatTreatmentLabels[compensation.vatTreatment],
    vatStandard: compensation.vatTreatment === 'standard',
    vatFranchise: compensation.vatTreatment === 'franchise',
    vatReverseCharge: compensation.vatTreatment === 'reverse-charge',
    products,
    hasProducts: products.length > 0,
    productsTotal: formatMoney(productsTotal, currency),
    productsTotalInWords: formatAmountInWords(productsTotal, currency),
    productReturnRequired: compensation.productReturn.required,
    productReturnConditions: compensation.productReturn.required
      ? asSentence(compensation.productReturn.conditions)
      : optionalSentence(compensation.productReturn.conditions),
  };
}
