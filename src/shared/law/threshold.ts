import type { ContractDraft } from '#shared/contract/schema.ts';
import type { AdvertiserTotals, LawContext, Severity } from '#shared/law/types.ts';
import { formatEurosShort } from '#shared/format/numbers.ts';

/**
 * Loi n° 2023-451, art. 8 I and décret n° 2025-1137: the contract is written, on pain of
 * nullity, once the pay plus the value of benefits in kind received from one advertiser reach
 * 1 000 € HT. Whether the décret's year is the calendar year or any twelve months is not
 * settled: both are computed and either one reaching the threshold makes the mentions binding.
 */
export const THRESHOLD_HT = 1000;
const DEFAULT_VAT_RATE = 20;
const LEGAL_FORMS = /\b(sas|sasu|sarl|eurl|sa|sci|snc|scop|sca|selarl|ei|eirl|micro entreprise)\b/g;

/** The advertiser as the threshold counts it: its SIRET, else its name without accents, case or legal form. */
export type AdvertiserKey = { siret: string; name: string };

export function advertiserKeyOf(contract: Pick<ContractDraft, 'parties'>): AdvertiserKey {
  const { creator } = contract.parties;
  return { siret: creator.siret.replace(/\s+/g, ''), name: normaliseName(creator.name) };
}

export function normaliseName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(LEGAL_FORMS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function isSameAdvertiser(left: AdvertiserKey, right: AdvertiserKey): boolean {
  if (left.siret !== '' && right.siret !== '') return left.siret === right.siret;
  return left.name !== '' && left.name === right.name;
}

type Product = ContractDraft['compensation']['products'][number];

/** A product's value HT: the value is asked HT or TTC; TTC is converted at its VAT rate. */
export function productValueHt(product: Product): number {
  const total = product.retailValue * product.quantity;
  if (product.valueBasis === 'HT') return total;
  return total / (1 + (product.vatRate ?? DEFAULT_VAT_RATE) / 100);
}

/**
 * Pay HT plus benefits in kind HT, plus the price of ads run from the creator's account
 * (whitelisting: a fee paid on top of the pay, formerly the Pro paid-ads block).
 */
export function contractValueHt(contract: ContractDraft): number {
  const products = contract.compensation.products.reduce((sum, product) => sum + productValueHt(product), 0);
  const whitelisting = contract.clauses.rightsAssignment.uses
    .filter((use) => use.kind === 'paid-social' && use.creatorAccount)
    .reduce((sum, use) => sum + use.price, 0);
  return round(contract.compensation.paymentAmount + whitelisting + products);
}

function round(amount: number): number {
  return Math.round(amount * 100) / 100;
}

function monthsBefore(iso: string, months: number): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1 - months, day));
  return date.toISOString().slice(0, 10);
}

/** What the threshold reads of another contract: its advertiser, its start, its value HT. */
export type ThresholdFacts = { advertiser: AdvertiserKey; startDate: string; valueHt: number };

export function thresholdFactsOf(contract: ContractDraft): ThresholdFacts {
  return {
    advertiser: advertiserKeyOf(contract),
    startDate: contract.clauses.duration.startDate,
    valueHt: contractValueHt(contract),
  };
}

/**
 * The other contracts' totals for this advertiser: those starting in the same calendar year as
 * `startDate`, and those starting within the 12 months up to it.
 */
export function sumAdvertiserTotals(
  target: { advertiser: AdvertiserKey; startDate: string },
  others: readonly ThresholdFacts[],
): AdvertiserTotals {
  const year = target.startDate.slice(0, 4);
  const windowStart = monthsBefore(target.startDate, 12);
  let calendarYearHt = 0;
  let last12MonthsHt = 0;
  for (const other of others) {
    if (!isSameAdvertiser(target.advertiser, other.advertiser)) continue;
    const otherStart = other.startDate;
    const value = other.valueHt;
    if (otherStart.slice(0, 4) === year) calendarYearHt += value;
    if (otherStart > windowStart && otherStart <= target.startDate) last12MonthsHt += value;
  }
  return { calendarYearHt: round(calendarYearHt), last12MonthsHt: round(last12MonthsHt) };
}

export type ThresholdStatus = {
  ownHt: number;
  calendarYearHt: number;
  last12MonthsHt: number;
  year: string;
  /** Which reading of the décret's year reaches the threshold, if any. */
  reachedBy: 'calendar-year' | 'last-12-months' | null;
  /** One sentence for the editor: the running total with this contract. */
  summary: string;
};

export function thresholdStatus(contract: ContractDraft, context: LawContext): ThresholdStatus {
  const ownHt = contractValueHt(contract);
  const calendarYearHt = round(context.advertiser.calendarYearHt + ownHt);
  const last12MonthsHt = round(context.advertiser.last12MonthsHt + ownHt);
  const year = contract.clauses.duration.startDate.slice(0, 4);
  const reachedBy =
    calendarYearHt >= THRESHOLD_HT ? 'calendar-year' : last12MonthsHt >= THRESHOLD_HT ? 'last-12-months' : null;
  const advertiser = contract.parties.creator.name.trim() || 'cet annonceur';
  const amount = reachedBy === 'last-12-months' ? last12MonthsHt : calendarYearHt;
  const period = reachedBy === 'last-12-months' ? 'sur les 12 derniers mois' : `en ${year}`;
  const tail = reachedBy ? 'contrat écrit obligatoire' : `sous le seuil de ${formatHt(THRESHOLD_HT)}`;
  const summary = `Avec ce contrat : ${formatHt(amount)} reçus de ${advertiser} ${period} — ${tail}`;
  return { ownHt, calendarYearHt, last12MonthsHt, year, reachedBy, summary };
}

export function formatHt(amount: number): string {
  return `${formatEurosShort(amount)}\u00a0HT`;
}

/**
 * The severity of an art. 8 I mention: blocking once the threshold is reached (the contract
 * would be void without it), a warning with the reason below it.
 */
export function art8Severity(contract: ContractDraft, context: LawContext): { severity: Severity; reason: string } {
  const status = thresholdStatus(contract, context);
  if (status.reachedBy) {
    const period = status.reachedBy === 'calendar-year' ? `en ${status.year}` : 'sur les 12 derniers mois';
    const amount = status.reachedBy === 'calendar-year' ? status.calendarYearHt : status.last12MonthsHt;
    return {
      severity: 'blocking',
      reason: `Obligatoire à peine de nullité : ${formatHt(amount)} reçus de cet annonceur ${period}, seuil de ${formatHt(THRESHOLD_HT)} atteint.`,
    };
  }
  return {
    severity: 'warning',
    reason: `Obligatoire dès ${formatHt(THRESHOLD_HT)} reçus d’un même annonceur sur un an ; ${formatHt(status.calendarYearHt)} à ce jour avec ce contrat.`,
  };
}
