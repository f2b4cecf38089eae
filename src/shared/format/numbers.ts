/**
 * French numbers and money, as Intl writes them for fr-FR: U+202F (narrow no-break space)
 * between groups of digits, U+00A0 (no-break space) before the currency sign.
 */

const numberFormat = new Intl.NumberFormat('fr-FR');
const moneyFormats = new Map<string, Intl.NumberFormat>();

const oneDecimalFormat = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 1 });

/** 1234 → "1 234". */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** At most one decimal: 4.56 → "4,6", 21 → "21". */
export function formatOneDecimal(value: number): string {
  return oneDecimalFormat.format(value);
}

/** 1500 → "1 500,00 €"; another currency is written with its own sign ("1 500,00 $US"). */
export function formatMoney(amount: number, currency = 'EUR'): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

/** 990 cents → "9,90 €". */
export function formatEurosFromCents(cents: number): string {
  return formatMoney(cents / 100, 'EUR');
}

const wholeEuros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/** Euros without ",00" for a whole amount: 5000 → "5 000 €", 1234.5 → "1 234,50 €". */
export function formatEurosShort(amount: number): string {
  return Number.isInteger(amount) ? wholeEuros.format(amount) : formatMoney(amount, 'EUR');
}
