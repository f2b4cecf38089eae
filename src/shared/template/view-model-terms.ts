import { disclosureMentionLabels, vatTreatmentLabels } from '#shared/contract/labels.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { formatCurrencyName, formatDate, formatMoney } from '#shared/template/format.ts';
import { formatAmountInWords } from '#shared/template/number-words.ts';
import { productsValueExcludingTax, valueExcludingTax } from '#shared/template/contract-facts.ts';
import { countInWords, NOUNS, punctuateList } from '#shared/template/typography.ts';
import {
  asSentence,
  nonBlankLines,
  optionalSentence,
  orMissing,
  sentence,
  withoutFinalPeriod,
} from '#shared/template/placeholder.ts';

/** A date, a window (« entre le … et le … ») or a deadline (« au plus tard le … »); empty when none. */
function publicationDate(date: string, dateEnd: string): string {
  if (dateEnd === '' || dateEnd === date) return date === '' ? '' : formatDate(date);
  if (date === '') return `au plus tard le ${formatDate(dateEnd)}`;
  return `entre le ${formatDate(date)} et le ${formatDate(dateEnd)}`;
}

/** Loi n° 2023-451, art. 8 I: the precise nature of the missions; art. 5: the mentions. */
export function buildMissionsView(contract: ContractDraft) {
  const { deliverables, disclosure } = contract;
  const publications = deliverables.publications.map((item) => ({
    platform: orMissing(item.platform),
    format: orMissing(item.format),
    quantity: String(item.quantity),
    date: publicationDate(item.date, item.dateEnd),
  }));
  const influencerDuties = punctuateList(nonBlankLines(deliverables.influencerDuties));
  const influencerEthicalDuties = punctuateList(nonBlankLines(deliverables.influencerEthicalDuties));
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
    reviewDays: countInWords(reviewDays, NOUNS.workingDay),
    revisionRounds: countInWords(revisionRounds, NOUNS.round),
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
  // Loi n° 2023-451, art. 8 I: the threshold is HT, so each value is stated HT.
  const products = compensation.products.map((product) => {
    const unitHt = valueExcludingTax(product.retailValue, product.valueBasis, product.vatRate);
    return {
      productName: orMissing(product.name),
      productQuantity: String(product.quantity),
      productValue: formatMoney(unitHt, currency),
      productTotal: formatMoney(unitHt * product.quantity, currency),
    };
  });
  const productsTotal = productsValueExcludingTax(contract);
  return {
    paymentAmount: formatMoney(compensation.paymentAmount, currency),
    paymentAmountInWords: formatAmountInWords(compensation.paymentAmount, currency),
    hasPayment: compensation.paymentAmount > 0,
    currency: formatCurrencyName(currency),
    paymentConditions: asSentence(compensation.paymentConditions),
    additionalObligations: optionalSentence(compensation.additionalObligations),
    paymentDueDays: countInWords(compensation.paymentDueDays, NOUNS.day),
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
      : compensation.productReturn.conditions.trim() === ''
        ? ''
        : sentence(compensation.productReturn.conditions),
  };
}
