import { parisDay, parisOffsetMinutes } from '#shared/format/paris-time.ts';

/**
 * Calendar months in Europe/Paris: the free plan's allowance and the dashboard's "this month"
 * follow the French calendar, whatever the server's time zone.
 */
export type ParisMonth = {
  /** 'YYYY-MM' */
  key: string;
  /** First instant of the month in Paris. */
  start: Date;
  /** First instant of the next month in Paris. */
  end: Date;
};

/** The instant of midnight, Paris time, on the first day of the given month. */
function parisMidnightOfFirst(year: number, monthIndex: number): Date {
  const utcGuess = Date.UTC(year, monthIndex, 1);
  // Midnight on the 1st is never inside a DST change (those happen at 2–3 a.m. on Sundays).
  return new Date(utcGuess - parisOffsetMinutes(new Date(utcGuess)) * 60_000);
}

export function parisMonthOf(now: Date): ParisMonth {
  const [year, month] = parisDay(now).split('-').map(Number) as [number, number];
  return {
    key: `${year}-${String(month).padStart(2, '0')}`,
    start: parisMidnightOfFirst(year, month - 1),
    end: parisMidnightOfFirst(month === 12 ? year + 1 : year, month === 12 ? 0 : month),
  };
}
