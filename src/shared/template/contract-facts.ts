import type { ContractDraft } from '#shared/contract/schema.ts';

/**
 * Facts the text and the clause selection derive from the contract, each in one place.
 */

/** CPC art. 48: a jurisdiction clause binds only parties who all contract as merchants. */
export function allPartiesAreMerchants(contract: ContractDraft): boolean {
  const { creator, influencer } = contract.parties;
  return creator.isMerchant && influencer.isMerchant && influencer.actsAsProfessional;
}

/** CPI L111-1, L113-1; C. civ. 9: a company creator brings the natural persons who author or appear. */
export function hasIntervenors(contract: ContractDraft): boolean {
  return !contract.parties.influencer.isPhysicalPerson && contract.parties.intervenors.length > 0;
}

/** Someone's image is exploited: the creator, an intervenor on camera, or a child. */
export function showsImage(contract: ContractDraft): boolean {
  const onCamera = hasIntervenors(contract) && contract.parties.intervenors.some((person) => person.appearsOnCamera);
  return contract.clauses.imageRights.creatorAppears || onCamera || contract.children.present;
}

/** A value typed TTC brought to HT with its VAT rate (the art. 8 I threshold is HT). */
export function valueExcludingTax(value: number, basis: 'HT' | 'TTC', vatRate: number): number {
  return basis === 'HT' ? value : Math.round((value / (1 + vatRate / 100)) * 100) / 100;
}

export function productsValueExcludingTax(contract: ContractDraft): number {
  const total = contract.compensation.products.reduce(
    (sum, product) =>
      sum + valueExcludingTax(product.retailValue, product.valueBasis, product.vatRate) * product.quantity,
    0,
  );
  return Math.round(total * 100) / 100;
}

/** CPI L132-31: the separate prices of the modes of exploitation. */
export function usesPrice(contract: ContractDraft): number {
  return contract.clauses.rightsAssignment.uses.reduce((sum, use) => sum + use.price, 0);
}

/** Whether the contract assigns rights: UGC always, PAID and GIFT when the brand reuses the content. */
export function assignsRights(contract: ContractDraft): boolean {
  return contract.type === 'UGC' || contract.clauses.ipRights.brandReuse;
}

/**
 * The total consideration excluding tax: pay for the missions, the price of each mode of
 * exploitation, the price of the exclusivity, the child's pay, and the HT value of the benefits
 * in kind (art. 8 I).
 */
export function totalConsideration(contract: ContractDraft): number {
  const cash = contract.type === 'GIFT' ? 0 : contract.compensation.paymentAmount;
  const uses = assignsRights(contract) ? usesPrice(contract) : 0;
  const { exclusivity } = contract.clauses;
  const exclusivityPrice = exclusivity.enabled ? exclusivity.price : 0;
  // C. trav. L7124-9: the child's pay is a sum of money of its own (docs/decisions/012).
  const childPay = contract.children.present ? contract.children.depositShare.childPay : 0;
  return Math.round((cash + uses + exclusivityPrice + childPay + productsValueExcludingTax(contract)) * 100) / 100;
}

/** C. trav. L8222-1 and D8222-5: the vigilance duty starts at 5,000 € HT. */
export const URSSAF_VIGILANCE_THRESHOLD = 5000;
