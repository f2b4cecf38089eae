import { describe, expect, it } from 'vitest';
import { amountText, parseFrenchAmount, remainingHt, splitAmount } from '#client/components/tracker/schedule-split.ts';

describe('the schedule arithmetic', () => {
  it('splits 30 % / 70 % to the cent, the last part taking the rounding so the total never moves', () => {
    expect(splitAmount(1234.56, [30, 70])).toEqual([370.37, 864.19]);
    expect(splitAmount(0.1, [30, 70])).toEqual([0.03, 0.07]);
    expect(splitAmount(1000, [30, 70])).toEqual([300, 700]);
  });

  it('counts what remains to place, negative when the parts exceed the total, and ignores text not yet a number', () => {
    expect(remainingHt(1000, [300, 600])).toBe(100);
    expect(remainingHt(1000, [300, 800])).toBe(-100);
    expect(remainingHt(0.3, [0.1, 0.2])).toBe(0);
    expect(remainingHt(1000, [300, '7O0'])).toBe(700);
  });

  it('reads amounts as French writes them and writes them back with a comma', () => {
    expect(parseFrenchAmount('1\u202f500,50')).toBe(1500.5);
    expect(parseFrenchAmount('1 500')).toBe(1500);
    expect(parseFrenchAmount('douze')).toBe('douze');
    expect(parseFrenchAmount('-3')).toBe('-3');
    expect(amountText(370.37)).toBe('370,37');
    expect(amountText(700)).toBe('700,00');
  });
});
