import { describe, expect, it } from 'vitest';
import {
  formatDateLong,
  formatDateShort,
  formatDateTimeLong,
  formatDateTimeMedium,
  formatDateTimeShort,
  formatDateTimeShortWithSeconds,
  formatIsoDay,
  formatIsoDayLong,
  formatLocalDateTimeShort,
  formatLocalDayMonth,
  formatLocalTime,
  formatMonthKey,
  formatShortMonthKey,
  formatTimeParis,
  formatTimestampParis,
  formatTimestampUtc,
  formatWeekdayDayMonth,
} from '#shared/format/dates.ts';

// 23:30 UTC on 31 December 2026 is 00:30 on 1 January 2027 in Paris.
const newYearInParis = new Date('2026-12-31T23:30:09Z');

describe('calendar days', () => {
  it('writes an ISO date as dd/mm/yyyy, read from the string', () => {
    expect(formatIsoDay('2026-03-05')).toBe('05/03/2026');
    expect(formatIsoDay('2025-12-31')).toBe('31/12/2025');
  });

  it('writes an ISO date in words', () => {
    expect(formatIsoDayLong('2027-01-15')).toBe('15 janvier 2027');
    expect(formatIsoDayLong('2026-12-31')).toBe('31 décembre 2026');
  });

  it('returns an empty string for a blank or impossible date', () => {
    expect(formatIsoDay('')).toBe('');
    expect(formatIsoDay('2026-02-30')).toBe('');
    expect(formatIsoDayLong('bientôt')).toBe('');
  });
});

describe('instants, in Paris time', () => {
  it('writes the Paris day of an instant that is still the previous day in UTC', () => {
    expect(formatDateShort(newYearInParis)).toBe('01/01/2027');
    expect(formatDateLong(newYearInParis)).toBe('1 janvier 2027');
    expect(formatDateLong('2026-12-31T22:59:00Z')).toBe('31 décembre 2026');
  });

  it('adds the time of day in Paris, summer time included', () => {
    expect(formatDateTimeLong(newYearInParis)).toBe('1 janvier 2027 à 00:30');
    expect(formatDateTimeLong('2026-07-04T09:07:00Z')).toBe('4 juillet 2026 à 11:07');
    expect(formatDateTimeMedium('2026-11-24T20:30:00Z')).toBe('24 nov. 2026, 21:30');
    expect(formatDateTimeShort('2026-11-24T20:30:00Z')).toBe('24/11/2026 21:30');
    expect(formatDateTimeShortWithSeconds('2026-11-24T20:30:05Z')).toBe('24/11/2026 21:30:05');
    expect(formatTimeParis(Date.parse('2026-11-24T20:30:00Z'))).toBe('21:30');
    expect(formatWeekdayDayMonth('2026-11-29T23:30:00Z')).toBe('lundi 30 novembre');
  });

  it('stamps a record of proof to the second, in Paris and in UTC', () => {
    expect(formatTimestampParis(newYearInParis)).toBe('1 janvier 2027 à 00:30:09');
    expect(formatTimestampUtc(newYearInParis)).toBe('31 décembre 2026 à 23:30:09');
  });
});

describe('month keys', () => {
  it('names a month', () => {
    expect(formatMonthKey('2026-03')).toBe('mars 2026');
    expect(formatShortMonthKey('2026-02')).toBe('févr');
    expect(formatShortMonthKey('2026-05')).toBe('mai');
  });
});

describe("instants on the reader's clock", () => {
  it('follows the local time zone of the machine', () => {
    const local = new Date(2026, 10, 3, 14, 5);
    expect(formatLocalTime(local)).toBe('14:05');
    expect(formatLocalDayMonth(local)).toBe('3 novembre');
    expect(formatLocalDateTimeShort(local)).toBe('03/11/2026 14:05');
  });
});
