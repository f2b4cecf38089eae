import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration, formatMoney, formatSiret, monthsBetween } from '#shared/template/format.ts';

describe('formatDate', () => {
  it('writes an ISO date as dd/mm/yyyy', () => {
    expect(formatDate('2026-03-05')).toBe('05/03/2026');
  });

  it('keeps the calendar day whatever the time zone, the last day of the year included', () => {
    expect(formatDate('2025-12-31')).toBe('31/12/2025');
    expect(formatDate('2026-01-01')).toBe('01/01/2026');
  });

  it('returns an empty string for a blank or impossible date', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate('2026-02-30')).toBe('');
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

describe('formatSiret', () => {
  it('groups the SIREN and the NIC', () => {
    expect(formatSiret('12345678900012')).toBe('123 456 789 00012');
    expect(formatSiret('')).toBe('');
  });
});
