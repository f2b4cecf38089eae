import { formatMoney, formatNumber } from '#shared/format/numbers.ts';

/** « 1 200,00 € HT »: the amount and its tax basis never break apart. */
export const formatHt = (amount: number, currency: string) => `${formatMoney(amount, currency)}\u00a0HT`;
export const formatTtc = (amount: number, currency: string) => `${formatMoney(amount, currency)}\u00a0TTC`;

/** « 12,15 % », with the no-break space French puts before the sign. */
export const formatPercent = (value: number) => `${formatNumber(value)}\u00a0%`;

/** « 1 jour », « 12 jours ». */
export const formatDays = (days: number) => `${formatNumber(days)}\u00a0${Math.abs(days) < 2 ? 'jour' : 'jours'}`;
