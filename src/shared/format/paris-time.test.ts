import { describe, expect, it } from 'vitest';
import { parisDay, parisOffsetMinutes, parisWallTime } from '#shared/format/paris-time.ts';

describe('parisDay', () => {
  it('is already the next day in Paris late in the UTC evening', () => {
    expect(parisDay(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01');
    expect(parisDay(new Date('2026-06-14T22:15:00Z'))).toBe('2026-06-15');
  });

  it('is still the same day just before midnight in Paris', () => {
    expect(parisDay(new Date('2026-12-31T22:59:00Z'))).toBe('2026-12-31');
    expect(parisDay(new Date('2026-06-14T21:59:00Z'))).toBe('2026-06-14');
  });
});

describe('parisOffsetMinutes', () => {
  it('is one hour in winter and two in summer', () => {
    expect(parisOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(60);
    expect(parisOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(120);
  });

  it('changes at 1h UTC on the last Sunday of March', () => {
    expect(parisOffsetMinutes(new Date('2026-03-29T00:59:00Z'))).toBe(60);
    expect(parisOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(120);
  });
});

describe('parisWallTime', () => {
  it('reads the clock in Paris, with Sunday as weekday 0', () => {
    expect(parisWallTime(new Date('2026-11-29T23:05:00Z'))).toEqual({
      year: 2026,
      month: 11,
      day: 30,
      weekday: 1,
      hour: 0,
      minute: 5,
    });
    expect(parisWallTime(new Date('2026-11-29T10:00:00Z')).weekday).toBe(0);
  });
});
