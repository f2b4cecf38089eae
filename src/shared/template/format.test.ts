import { describe, expect, it } from 'vitest';
import { formatDuration, monthsBetween } from '#shared/template/format.ts';

describe('monthsBetween and formatDuration', () => {
  it('counts whole months as days divided by 30, rounded', () => {
    expect(monthsBetween('2026-01-01', '2026-03-31')).toBe(3); // 89 days
    expect(monthsBetween('2026-01-01', '2026-02-14')).toBe(1); // 44 days
    expect(monthsBetween('2026-01-01', '2026-02-15')).toBe(2); // 45 days, 1.5 rounds up
    expect(monthsBetween('2026-01-01', 'bientôt')).toBeNull();
  });

  it('states the duration in months, or in days under half a month', () => {
    expect(formatDuration('2026-01-01', '2026-03-31')).toBe('3 mois');
    expect(formatDuration('2026-01-01', '2026-01-10')).toBe('10 jours');
    expect(formatDuration('2026-01-01', '2026-01-01')).toBe('1 jour');
    expect(formatDuration('2026-02-01', '2026-01-01')).toBe('');
  });

  it('is not shifted by a change to summer time', () => {
    expect(monthsBetween('2026-03-01', '2026-03-31')).toBe(1);
    expect(formatDuration('2026-03-28', '2026-03-30')).toBe('3 jours');
  });
});
