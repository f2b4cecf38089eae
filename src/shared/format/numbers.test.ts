import { describe, expect, it } from 'vitest';
import {
  formatEurosFromCents,
  formatEurosShort,
  formatMoney,
  formatNumber,
  formatOneDecimal,
} from '#shared/format/numbers.ts';

// fr-FR: U+202F (narrow no-break space) between groups of digits, U+00A0 before the currency sign.
describe('formatNumber', () => {
  it('groups thousands with a narrow no-break space', () => {
    expect(formatNumber(1234)).toBe('1\u202f234');
    expect(formatNumber(1234567)).toBe('1\u202f234\u202f567');
    expect(formatNumber(999)).toBe('999');
  });

  it('writes decimals with a comma', () => {
    expect(formatNumber(4.5)).toBe('4,5');
  });
});

describe('formatMoney', () => {
  it('writes euros as fr-FR Intl does, narrow no-break space between groups', () => {
    expect(formatMoney(1500)).toBe('1\u202f500,00\u00a0€');
    expect(formatMoney(0)).toBe('0,00\u00a0€');
    expect(formatMoney(1234567.5)).toBe('1\u202f234\u202f567,50\u00a0€');
  });

  it('writes US dollars the fr-FR way', () => {
    expect(formatMoney(99.9, 'USD')).toBe('99,90\u00a0$US');
  });
});

describe('formatEurosFromCents', () => {
  it('turns cents into euros', () => {
    expect(formatEurosFromCents(990)).toBe('9,90\u00a0€');
    expect(formatEurosFromCents(150000)).toBe('1\u202f500,00\u00a0€');
  });
});

describe('formatEurosShort', () => {
  it('drops the cents of a whole amount and keeps two decimals otherwise', () => {
    expect(formatEurosShort(5000)).toBe('5\u202f000\u00a0€');
    expect(formatEurosShort(1234.5)).toBe('1\u202f234,50\u00a0€');
    expect(formatEurosShort(0.1)).toBe('0,10\u00a0€');
  });
});

describe('formatOneDecimal', () => {
  it('rounds to one decimal and drops a zero one', () => {
    expect(formatOneDecimal(4.56)).toBe('4,6');
    expect(formatOneDecimal(21)).toBe('21');
    expect(formatOneDecimal(1234.04)).toBe('1\u202f234');
  });
});
