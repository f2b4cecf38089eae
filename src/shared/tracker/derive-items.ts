import { addDays } from '#shared/contract/dates.ts';
import { disclosureMentionLabels, usageKindLabels } from '#shared/contract/labels.ts';
import type { ContractDraft } from '#shared/contract/schema.ts';
import { assignsRights, usesPrice } from '#shared/template/contract-facts.ts';
import { lastDayOfTerm, laterDay } from '#shared/tracker/calendar.ts';

/**
 * The items a signed contract is tracked by, taken from what it says: each publication it
 * lists (one item per unit of its quantity), the money owed to the creator, and each mode of
 * exploitation it assigns. Computed once, when the tracker is first opened after signature;
 * the items then live on their own (a schedule split, an invoice, a recorded publication).
 */

export type PublicationSeed = {
  kind: 'publication';
  label: string;
  platform: string;
  format: string;
  startsOn: string;
  dueOn: string;
};
export type PaymentSeed = { kind: 'payment'; label: string; amountHt: number; vatRate: number; dueOn: string };
export type RightSeed = {
  kind: 'right';
  label: string;
  useKind: string;
  territory: string;
  months: number;
  exclusive: boolean;
  startsOn: string;
  dueOn: string;
};
export type ItemSeed = PublicationSeed | PaymentSeed | RightSeed;

/** CGI art. 278: the standard rate; the contract charges VAT « au taux en vigueur ». */
export const STANDARD_VAT_RATE = 20;

/** The VAT rate on the creator's invoices: none under the franchise (CGI 293 B) or reverse charge (CGI 283-2). */
export function invoiceVatRate(contract: ContractDraft): number {
  return contract.compensation.vatTreatment === 'standard' ? STANDARD_VAT_RATE : 0;
}

/** The money the brand owes the creator HT: pay, the price of each use assigned (CPI L132-31), the exclusivity's price. */
export function cashOwed(contract: ContractDraft): number {
  const pay = contract.type === 'GIFT' ? 0 : contract.compensation.paymentAmount;
  const uses = assignsRights(contract) ? usesPrice(contract) : 0;
  const exclusivity = contract.clauses.exclusivity.enabled ? contract.clauses.exclusivity.price : 0;
  return Math.round((pay + uses + exclusivity) * 100) / 100;
}

export function publicationSeeds(contract: ContractDraft): PublicationSeed[] {
  const { startDate, endDate } = contract.clauses.duration;
  return contract.deliverables.publications.flatMap((publication) => {
    const startsOn = publication.date || startDate;
    const dueOn = publication.dateEnd || publication.date || endDate;
    const name = [publication.platform, publication.format].filter((part) => part.trim() !== '').join(' · ');
    return Array.from({ length: publication.quantity }, (_, index) => ({
      kind: 'publication' as const,
      label: publication.quantity > 1 ? `${name} (${index + 1}/${publication.quantity})` : name,
      platform: publication.platform,
      format: publication.format,
      startsOn,
      dueOn: laterDay(dueOn, startsOn),
    }));
  });
}

/**
 * One payment of everything owed, due `paymentDueDays` after the invoice, itself expected
 * once the last publication is due (or the contract ends): the templates make each invoice
 * payable « dans un délai de N jours à compter de sa date d'émission » (C. com. L441-10 I).
 * The owner can split it afterwards (30 % / 70 %…), the total kept.
 */
export function paymentSeeds(contract: ContractDraft): PaymentSeed[] {
  const amountHt = cashOwed(contract);
  if (amountHt <= 0) return [];
  const invoiceExpected = publicationSeeds(contract).reduce(
    (latest, item) => laterDay(item.dueOn, latest),
    contract.clauses.duration.endDate,
  );
  return [
    {
      kind: 'payment',
      label: 'Rémunération',
      amountHt,
      vatRate: invoiceVatRate(contract),
      dueOn: addDays(invoiceExpected, contract.compensation.paymentDueDays),
    },
  ];
}

/**
 * Each use assigned, from the contract's start: the templates run each use « à compter de la
 * validation du Contenu concerné », which the brand's approval of a publication later moves.
 */
export function rightSeeds(contract: ContractDraft): RightSeed[] {
  if (!assignsRights(contract)) return [];
  const startsOn = contract.clauses.duration.startDate;
  return contract.clauses.rightsAssignment.uses.map((use) => ({
    kind: 'right' as const,
    label: use.kind === 'other' && use.description.trim() !== '' ? use.description.trim() : usageKindLabels[use.kind],
    useKind: use.kind,
    territory: use.territory,
    months: use.durationMonths,
    exclusive: use.exclusive,
    startsOn,
    dueOn: lastDayOfTerm(startsOn, use.durationMonths),
  }));
}

export function deriveTrackerItems(contract: ContractDraft): ItemSeed[] {
  return [...publicationSeeds(contract), ...paymentSeeds(contract), ...rightSeeds(contract)];
}

/** Loi n° 2023-451, art. 5: the mentions each publication must show, in the contract's words. */
export function requiredMentions(contract: ContractDraft): string[] {
  const { disclosure } = contract;
  return [
    disclosureMentionLabels[disclosure.mention],
    ...(disclosure.retouchedImages ? ['Images retouchées'] : []),
    ...(disclosure.virtualImages ? ['Images virtuelles'] : []),
  ];
}
