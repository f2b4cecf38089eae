import { describe, expect, it } from 'vitest';
import { waitedTime } from '#client/features/support-console/waited-time.ts';

describe('waitedTime', () => {
  const now = new Date('2026-11-25T12:00:00Z');
  it('speaks in minutes, then hours and minutes, then days', () => {
    expect(waitedTime('2026-11-25T11:59:30Z', now)).toBe('moins d’une minute');
    expect(waitedTime('2026-11-25T11:56:00Z', now)).toBe('4 min');
    expect(waitedTime('2026-11-25T09:55:00Z', now)).toBe('2 h 05');
    expect(waitedTime('2026-11-22T11:00:00Z', now)).toBe('3 j');
  });
  it('never goes negative when the clocks disagree', () => {
    expect(waitedTime('2026-11-25T12:05:00Z', now)).toBe('moins d’une minute');
  });
});
