import { describe, expect, it } from 'vitest';
import { parisMonthOf } from '#shared/time/paris-month.ts';

describe('parisMonthOf', () => {
  it('starts a winter month at 23:00 UTC the day before', () => {
    const month = parisMonthOf(new Date('2026-11-22T10:00:00Z'));
    expect(month.key).toBe('2026-11');
    expect(month.start.toISOString()).toBe('2026-10-31T23:00:00.000Z');
    expect(month.end.toISOString()).toBe('2026-11-30T23:00:00.000Z');
  });

  it('starts a summer month at 22:00 UTC the day before', () => {
    const month = parisMonthOf(new Date('2026-07-15T12:00:00Z'));
    expect(month.start.toISOString()).toBe('2026-06-30T22:00:00.000Z');
    expect(month.end.toISOString()).toBe('2026-07-31T22:00:00.000Z');
  });

  it('counts the last evening of a month in UTC as the next month in Paris', () => {
    expect(parisMonthOf(new Date('2026-11-30T23:30:00Z')).key).toBe('2026-12');
    expect(parisMonthOf(new Date('2026-12-31T23:30:00Z')).key).toBe('2027-01');
  });

  it('spans the change to summer time inside March', () => {
    const month = parisMonthOf(new Date('2026-03-29T12:00:00Z'));
    expect(month.start.toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(month.end.toISOString()).toBe('2026-03-31T22:00:00.000Z');
  });
});
