import { addDays, parseIsoDate, toIsoDate } from '#shared/contract/dates.ts';

/**
 * Calendar arithmetic of the tracker on ISO days (YYYY-MM-DD). « Today » is always the day in
 * Paris (`parisDay`), given by the caller, so the same instant gives the same statuses on any
 * machine.
 */

/**
 * The same day `months` later; a day the target month lacks falls on its last day
 * (31 August + 6 months = 28 or 29 February), as C. civ. 641 counts months « de quantième à
 * quantième ».
 */
export function addMonths(iso: string, months: number): string {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`Not an ISO date: ${iso}`);
  const year = date.getUTCFullYear();
  const month = date.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return toIsoDate(new Date(Date.UTC(year, month, Math.min(date.getUTCDate(), lastDay))));
}

/** The last day of a use of `months` starting on `startIso`: the day before the same date `months` later. */
export function lastDayOfTerm(startIso: string, months: number): string {
  return addDays(addMonths(startIso, months), -1);
}

/** Monday of the week of an ISO day (French weeks start on Monday). */
export function mondayOf(iso: string): string {
  const date = parseIsoDate(iso);
  if (!date) throw new Error(`Not an ISO date: ${iso}`);
  const weekday = (date.getUTCDay() + 6) % 7;
  return addDays(iso, -weekday);
}

/** Sunday of the week of an ISO day. */
export function sundayOf(iso: string): string {
  return addDays(mondayOf(iso), 6);
}

/** The later of two ISO days (ISO days compare as strings). */
export const laterDay = (a: string, b: string) => (a > b ? a : b);
