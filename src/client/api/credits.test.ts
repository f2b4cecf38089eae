import { describe, expect, it } from 'vitest';
import { exportsRemainingOf, hasExportCredit } from '#client/api/credits.ts';

const balance = { remaining: 2, monthlyAllowance: 3, unlimited: false };

describe('exportsRemainingOf', () => {
  it('shows nothing for the pro plan', () => {
    expect(exportsRemainingOf({ plan: 'pro', creditsLeft: null }, undefined)).toBeNull();
  });
  it('counts from the balance once it has answered', () => {
    expect(exportsRemainingOf({ plan: 'free', creditsLeft: 3 }, balance)).toEqual({ remaining: 2, allowance: 3 });
  });
  it("uses the user's creditsLeft until the balance answers", () => {
    expect(exportsRemainingOf({ plan: 'free', creditsLeft: 1 }, undefined)).toEqual({ remaining: 1, allowance: 3 });
  });
  it('counts top-up credits beyond the monthly allowance', () => {
    expect(exportsRemainingOf({ plan: 'free', creditsLeft: 3 }, { ...balance, remaining: 7 })).toEqual({
      remaining: 7,
      allowance: 3,
    });
  });
  it('never shows a negative count, and nothing when the balance says unlimited', () => {
    expect(exportsRemainingOf({ plan: 'free', creditsLeft: -1 }, undefined)?.remaining).toBe(0);
    expect(exportsRemainingOf({ plan: 'free', creditsLeft: 3 }, { ...balance, unlimited: true })).toBeNull();
  });
});

describe('hasExportCredit', () => {
  it('lets a free user with one credit left export', () => {
    expect(hasExportCredit({ remaining: 1, unlimited: false })).toBe(true);
  });

  it('blocks a free user below one credit', () => {
    expect(hasExportCredit({ remaining: 0, unlimited: false })).toBe(false);
    expect(hasExportCredit({ remaining: -1, unlimited: false })).toBe(false);
  });

  it('never blocks an unlimited plan', () => {
    expect(hasExportCredit({ remaining: null, unlimited: true })).toBe(true);
    expect(hasExportCredit({ remaining: 0, unlimited: true })).toBe(true);
  });
});
