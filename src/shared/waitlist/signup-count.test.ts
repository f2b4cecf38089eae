import { describe, expect, it } from 'vitest';
import { displayedSignupCount, formatSignupCount } from '#shared/waitlist/signup-count.ts';

describe('formatSignupCount', () => {
  it('shows an exact count under ten', () => {
    expect(formatSignupCount(0)).toBe('0');
    expect(formatSignupCount(7)).toBe('7');
    expect(formatSignupCount(9)).toBe('9');
  });
  it('rounds down to the ten under a hundred, never up', () => {
    expect(formatSignupCount(10)).toBe('10+');
    expect(formatSignupCount(42)).toBe('40+');
    expect(formatSignupCount(99)).toBe('90+');
  });
  it('rounds down to the hundred from a hundred on, as the spec shows it', () => {
    expect(formatSignupCount(100)).toBe('100+');
    expect(formatSignupCount(599)).toBe('500+');
    expect(formatSignupCount(1234)).toBe('1\u202f200+');
  });
  it('never shows a negative or fractional figure', () => {
    expect(formatSignupCount(-3)).toBe('0');
    expect(formatSignupCount(12.9)).toBe('10+');
  });
});

describe('displayedSignupCount', () => {
  it('hides a count too small to be worth showing', () => {
    expect(displayedSignupCount(0)).toBeNull();
    expect(displayedSignupCount(99)).toBeNull();
  });
  it('shows the rounded-down count from a hundred on', () => {
    expect(displayedSignupCount(100)).toBe('100+');
    expect(displayedSignupCount(587)).toBe('500+');
  });
});
