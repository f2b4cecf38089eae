import { daysBetween } from '#shared/contract/dates.ts';
import { currencyLabels } from '#shared/contract/labels.ts';
import type { Currency } from '#shared/contract/schema-compensation.ts';

export function formatCurrencyName(currency: Currency): string {
  return currencyLabels[currency];
}

/** Spec section 9: duration in whole months, the number of days divided by 30, rounded. */
export function monthsBetween(startIso: string, endIso: string): number | null {
  const days = daysBetween(startIso, endIso);
  return days === null ? null : Math.round(days / 30);
}

/** "3 mois"; below half a month, the count of days (both ends included) reads better than "0 mois". */
export function formatDuration(startIso: string, endIso: string): string {
  const months = monthsBetween(startIso, endIso);
  const days = daysBetween(startIso, endIso);
  if (months === null || days === null || days < 0) return '';
  if (months >= 1) return `${months} mois`;
  const inclusiveDays = days + 1;
  return `${inclusiveDays} jour${inclusiveDays > 1 ? 's' : ''}`;
}
