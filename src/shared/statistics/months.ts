import { type ParisMonth, parisMonthOf } from '#shared/time/paris-month.ts';

/**
 * The `count` calendar months in Europe/Paris that end with the month of `now`, oldest
 * first: the dashboard's twelve bars, and the window of its other figures.
 */
export function lastParisMonths(now: Date, count: number): ParisMonth[] {
  const months: ParisMonth[] = [parisMonthOf(now)];
  while (months.length < count) {
    // The last instant of the previous month is one millisecond before this one starts.
    const earliest = months[0]!;
    months.unshift(parisMonthOf(new Date(earliest.start.getTime() - 1)));
  }
  return months;
}

export type MonthCount = { month: string; count: number };

/** Every month of the window, a month without contracts included with 0. */
export function fillMonthlySeries(months: ParisMonth[], counts: ReadonlyArray<MonthCount>): MonthCount[] {
  const byMonth = new Map(counts.map((row) => [row.month, row.count]));
  return months.map((month) => ({ month: month.key, count: byMonth.get(month.key) ?? 0 }));
}
