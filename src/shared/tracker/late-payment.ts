import { addDays, daysBetween } from '#shared/contract/dates.ts';

/**
 * Late payment between professionals (C. com. L441-10 II): from the day after the due date,
 * penalties at the rate the contract states — Paraphe's contracts state the legal default,
 * the European Central Bank's rate for its most recent main refinancing operation plus ten
 * points — and a fixed indemnity of 40 € for recovery costs per invoice (C. com. L441-10 II
 * and D441-5). The ECB rate of a half-year is the one in force on its 1 January or 1 July
 * (L441-10 II, second paragraph). Neither needs a reminder: they are due « de plein droit ».
 */

/** C. com. D441-5: the fixed recovery indemnity, per invoice paid late. */
export const RECOVERY_INDEMNITY_EUR = 40;

/** L441-10 II: « majoré de 10 points de pourcentage ». */
export const LEGAL_MARGIN_POINTS = 10;

/**
 * The ECB's main refinancing rate (%) in force on the first day of each half-year (ECB,
 * « Key ECB interest rates »; published each half-year in the Journal officiel by the
 * Banque de France). Add each half-year as it is published.
 */
export const ECB_RATES: ReadonlyArray<{ from: string; rate: number }> = [
  { from: '2022-01-01', rate: 0 },
  { from: '2022-07-01', rate: 0 },
  { from: '2023-01-01', rate: 2.5 },
  { from: '2023-07-01', rate: 4 },
  { from: '2024-01-01', rate: 4.5 },
  { from: '2024-07-01', rate: 4.25 },
  { from: '2025-01-01', rate: 3.15 },
  { from: '2025-07-01', rate: 2.15 },
];

export type HalfYearRate = {
  /** First day of the half-year, 'YYYY-01-01' or 'YYYY-07-01'. */
  halfYear: string;
  /** The ECB rate used (%). */
  ecbRate: number;
  /** False when the half-year is after the last rate recorded: the last one is used, and said so. */
  recorded: boolean;
};

export function halfYearOf(iso: string): string {
  return `${iso.slice(0, 4)}-${Number(iso.slice(5, 7)) <= 6 ? '01' : '07'}-01`;
}

export function ecbRateFor(iso: string): HalfYearRate {
  const halfYear = halfYearOf(iso);
  const exact = ECB_RATES.find((entry) => entry.from === halfYear);
  if (exact) return { halfYear, ecbRate: exact.rate, recorded: true };
  const earlier = ECB_RATES.filter((entry) => entry.from <= halfYear);
  const last = earlier.at(-1) ?? ECB_RATES[0];
  return { halfYear, ecbRate: last?.rate ?? 0, recorded: false };
}

export type PenaltyPeriod = HalfYearRate & {
  from: string;
  to: string;
  days: number;
  ratePercent: number;
  amount: number;
};

export type LatePaymentComputation = {
  /** Days from the day after the due date to the payment (or today), both counted. */
  daysLate: number;
  periods: PenaltyPeriod[];
  penalties: number;
  indemnity: number;
  total: number;
};

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Penalties on `amountTtc` (penalties run on the sum the invoice asks for, VAT included) for
 * each day after `dueOn` up to `until` (the day paid, or today), split by half-year so each day
 * takes its half-year's rate: amount × rate × days / 365. Null when nothing is late.
 */
export function computeLatePayment({
  amountTtc,
  dueOn,
  until,
  marginPoints = LEGAL_MARGIN_POINTS,
}: {
  amountTtc: number;
  dueOn: string;
  until: string;
  marginPoints?: number;
}): LatePaymentComputation | null {
  const daysLate = daysBetween(dueOn, until);
  if (daysLate === null || daysLate <= 0 || amountTtc <= 0) return null;
  const periods: PenaltyPeriod[] = [];
  let from = addDays(dueOn, 1);
  while (from <= until) {
    const rate = ecbRateFor(from);
    const halfYearEnd = rate.halfYear.slice(5) === '01-01' ? `${from.slice(0, 4)}-06-30` : `${from.slice(0, 4)}-12-31`;
    const to = halfYearEnd < until ? halfYearEnd : until;
    const days = (daysBetween(from, to) ?? 0) + 1;
    const ratePercent = round2(rate.ecbRate + marginPoints);
    periods.push({ ...rate, from, to, days, ratePercent, amount: round2((amountTtc * ratePercent * days) / 36_500) });
    from = addDays(to, 1);
  }
  const penalties = round2(periods.reduce((sum, period) => sum + period.amount, 0));
  return {
    daysLate,
    periods,
    penalties,
    indemnity: RECOVERY_INDEMNITY_EUR,
    total: round2(penalties + RECOVERY_INDEMNITY_EUR),
  };
}
