import { describe, expect, it } from 'vitest';
import { expectedAnswerSentence, isSupportOpen, nextSupportOpening } from '#shared/support-chat/opening-hours.ts';

const at = (iso: string) => new Date(iso);

describe('support opening hours (lundi–vendredi, 9h–18h, Paris)', () => {
  it('is open on a weekday between 9h and 18h, Paris time, winter and summer', () => {
    // Wednesday 25 November 2026, 9h00 in Paris = 8h00 UTC (winter, UTC+1).
    expect(isSupportOpen(at('2026-11-25T08:00:00Z'))).toBe(true);
    expect(isSupportOpen(at('2026-11-25T07:59:59Z'))).toBe(false);
    // 17h59 open, 18h00 closed.
    expect(isSupportOpen(at('2026-11-25T16:59:00Z'))).toBe(true);
    expect(isSupportOpen(at('2026-11-25T17:00:00Z'))).toBe(false);
    // Wednesday 15 July 2026, 9h00 in Paris = 7h00 UTC (summer, UTC+2).
    expect(isSupportOpen(at('2026-07-15T07:00:00Z'))).toBe(true);
    expect(isSupportOpen(at('2026-07-15T06:59:00Z'))).toBe(false);
    expect(isSupportOpen(at('2026-07-15T16:00:00Z'))).toBe(false);
  });

  it('has no next opening while open', () => {
    expect(nextSupportOpening(at('2026-11-25T10:00:00Z'))).toBeNull();
    expect(expectedAnswerSentence(at('2026-11-25T10:00:00Z'))).toBeNull();
  });

  it('opens the same morning before 9h and the next weekday after 18h', () => {
    // Wednesday 7h30 Paris → Wednesday 9h.
    expect(nextSupportOpening(at('2026-11-25T06:30:00Z'))?.toISOString()).toBe('2026-11-25T08:00:00.000Z');
    // Wednesday 20h Paris → Thursday 9h.
    expect(nextSupportOpening(at('2026-11-25T19:00:00Z'))?.toISOString()).toBe('2026-11-26T08:00:00.000Z');
    // Wednesday 23h30 Paris (22h30 UTC) → Thursday 9h.
    expect(nextSupportOpening(at('2026-11-25T22:30:00Z'))?.toISOString()).toBe('2026-11-26T08:00:00.000Z');
    // Thursday 00h30 Paris (23h30 UTC on Wednesday) → Thursday 9h, the same Paris day.
    expect(nextSupportOpening(at('2026-11-25T23:30:00Z'))?.toISOString()).toBe('2026-11-26T08:00:00.000Z');
  });

  it('skips the weekend: Friday evening, Saturday and Sunday lead to Monday 9h', () => {
    // Friday 27 November 2026, 18h Paris.
    expect(nextSupportOpening(at('2026-11-27T17:00:00Z'))?.toISOString()).toBe('2026-11-30T08:00:00.000Z');
    // Saturday noon, Sunday 23h59 Paris.
    expect(nextSupportOpening(at('2026-11-28T11:00:00Z'))?.toISOString()).toBe('2026-11-30T08:00:00.000Z');
    expect(nextSupportOpening(at('2026-11-29T22:59:00Z'))?.toISOString()).toBe('2026-11-30T08:00:00.000Z');
  });

  it('follows the changes of time: the opening is 9h Paris on either side of them', () => {
    // Spring forward on Sunday 29 March 2026: Saturday 28 (UTC+1) → Monday 30 at 9h UTC+2 = 7h UTC.
    expect(nextSupportOpening(at('2026-03-28T12:00:00Z'))?.toISOString()).toBe('2026-03-30T07:00:00.000Z');
    // Fall back on Sunday 25 October 2026: Friday 23 at 19h (UTC+2) → Monday 26 at 9h UTC+1 = 8h UTC.
    expect(nextSupportOpening(at('2026-10-23T17:00:00Z'))?.toISOString()).toBe('2026-10-26T08:00:00.000Z');
    // During the doubled hour itself (Sunday 2h30 Paris, either offset).
    expect(nextSupportOpening(at('2026-10-25T00:30:00Z'))?.toISOString()).toBe('2026-10-26T08:00:00.000Z');
    expect(nextSupportOpening(at('2026-10-25T01:30:00Z'))?.toISOString()).toBe('2026-10-26T08:00:00.000Z');
  });

  it('crosses the end of a month and of a year', () => {
    // Thursday 31 December 2026, 19h Paris → Friday 1 January 2027, 9h (no holiday calendar).
    expect(nextSupportOpening(at('2026-12-31T18:00:00Z'))?.toISOString()).toBe('2027-01-01T08:00:00.000Z');
  });

  it('says in French when the answer can be expected', () => {
    expect(expectedAnswerSentence(at('2026-11-25T06:30:00Z'))).toBe(
      'Notre équipe est absente pour le moment : nous vous répondrons à partir de ce matin à 9h (heure de Paris).',
    );
    expect(expectedAnswerSentence(at('2026-11-25T19:00:00Z'))).toContain('à partir de demain à 9h');
    expect(expectedAnswerSentence(at('2026-11-27T17:00:00Z'))).toContain('à partir de lundi 30 novembre à 9h');
  });
});
