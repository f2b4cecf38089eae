import { daysBetween, parseIsoDate } from '#shared/contract/dates.ts';
import { currencyLabels } from '#shared/contract/labels.ts';
import type { Currency } from '#shared/contract/schema-compensation.ts';

/** "2026-03-05" → "05/03/2026", read from the string itself: no time zone can shift it. */
export function formatDate(iso: string): string {
  if (!parseIsoDate(iso)) return '';
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

const moneyFormats = new Map<Currency, Intl.NumberFormat>();

/** fr-FR money as Intl writes it: "1 500,00 €" with U+202F between groups, U+00A0 before €. */
export function formatMoney(amount: number, currency: Currency = 'EUR'): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

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

/** "123 456 789 00012": SIREN then NIC, as printed on French company documents. */
export function formatSiret(siret: string): string {
  return /^\d{14}$/.test(siret)
    ? `${siret.slice(0, 3)} ${siret.slice(3, 6)} ${siret.slice(6, 9)} ${siret.slice(9)}`
    : siret;
}
