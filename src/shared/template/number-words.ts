import type { Currency } from '#shared/contract/schema-compensation.ts';

/**
 * French numbers in words, traditional spelling (vingt et un, quatre-vingts, deux cents,
 * mille), as contracts write amounts and periods in full beside the figures.
 */

const UNITS = [
  'zéro',
  'un',
  'deux',
  'trois',
  'quatre',
  'cinq',
  'six',
  'sept',
  'huit',
  'neuf',
  'dix',
  'onze',
  'douze',
  'treize',
  'quatorze',
  'quinze',
  'seize',
  'dix-sept',
  'dix-huit',
  'dix-neuf',
];
const TENS = ['', '', 'vingt', 'trente', 'quarante', 'cinquante', 'soixante'];

function belowHundred(n: number, final: boolean): string {
  if (n < 20) return UNITS[n] as string;
  const ten = Math.floor(n / 10);
  const unit = n % 10;
  if (ten <= 6) {
    const base = TENS[ten] as string;
    if (unit === 0) return base;
    return unit === 1 ? `${base} et un` : `${base}-${UNITS[unit]}`;
  }
  if (ten === 7) return unit === 1 ? 'soixante et onze' : `soixante-${UNITS[10 + unit]}`;
  if (ten === 8) return unit === 0 ? (final ? 'quatre-vingts' : 'quatre-vingt') : `quatre-vingt-${UNITS[unit]}`;
  return `quatre-vingt-${UNITS[10 + unit]}`;
}

/** `final`: nothing but a noun (million) follows, so cents and quatre-vingts take their s. */
function belowThousand(n: number, final: boolean): string {
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds === 1) parts.push('cent');
  if (hundreds > 1) parts.push(`${UNITS[hundreds]} cent${rest === 0 && final ? 's' : ''}`);
  if (rest > 0) parts.push(belowHundred(rest, final));
  return parts.join(' ');
}

export function formatNumberInWords(value: number): string {
  const n = Math.floor(Math.abs(value));
  if (n === 0) return 'zéro';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor(n / 1000) % 1000;
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions > 0) parts.push(`${belowThousand(millions, true)} million${millions > 1 ? 's' : ''}`);
  if (thousands === 1) parts.push('mille');
  if (thousands > 1) parts.push(`${belowThousand(thousands, false)} mille`);
  if (rest > 0) parts.push(belowThousand(rest, true));
  return parts.join(' ');
}

const CURRENCY_WORDS: Record<Currency, { unit: [string, string]; cent: [string, string]; elided: string }> = {
  EUR: { unit: ['euro', 'euros'], cent: ['centime', 'centimes'], elided: 'd’euros' },
  USD: {
    unit: ['dollar des États-Unis', 'dollars des États-Unis'],
    cent: ['cent', 'cents'],
    elided: 'de dollars des États-Unis',
  },
};

/** "mille cinq cents euros et cinquante centimes"; "deux millions d’euros". */
export function formatAmountInWords(amount: number, currency: Currency): string {
  const words = CURRENCY_WORDS[currency];
  const whole = Math.floor(amount);
  const cents = Math.round((amount - whole) * 100);
  const unit = whole >= 1_000_000 && whole % 1_000_000 === 0 ? words.elided : words.unit[whole > 1 ? 1 : 0];
  const main = `${formatNumberInWords(whole)} ${unit}`;
  if (cents === 0) return main;
  return `${main} et ${formatNumberInWords(cents)} ${words.cent[cents > 1 ? 1 : 0]}`;
}

/** "huit (8) jours", the way a contract states a period. */
export function formatCountInWords(count: number, singular: string, plural: string): string {
  return `${formatNumberInWords(count)} (${count}) ${count > 1 ? plural : singular}`;
}
