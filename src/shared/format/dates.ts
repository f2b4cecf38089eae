import { PARIS } from '#shared/format/paris-time.ts';

/**
 * French dates. An instant (a Date, or an ISO timestamp) is written in Paris time; a calendar
 * day ('YYYY-MM-DD', as a contract stores it) is read from the string, so no time zone can
 * shift it. The `Local` formatters follow the reader's own clock (the chat's message times).
 */

type Instant = Date | string | number;
const toDate = (value: Instant) => (value instanceof Date ? value : new Date(value));
const fr = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('fr-FR', options);

const short = fr({ day: '2-digit', month: '2-digit', year: 'numeric', timeZone: PARIS });
const long = fr({ day: 'numeric', month: 'long', year: 'numeric', timeZone: PARIS });
const longDayUtc = fr({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const longWithTime = fr({ dateStyle: 'long', timeStyle: 'short', timeZone: PARIS });
const mediumWithTime = fr({ dateStyle: 'medium', timeStyle: 'short', timeZone: PARIS });
const shortWithTime = fr({ dateStyle: 'short', timeStyle: 'short', timeZone: PARIS });
const shortWithSeconds = fr({ dateStyle: 'short', timeStyle: 'medium', timeZone: PARIS });
const timestampParis = fr({ dateStyle: 'long', timeStyle: 'medium', timeZone: PARIS });
const timestampUtc = fr({ dateStyle: 'long', timeStyle: 'medium', timeZone: 'UTC' });
const time = fr({ hour: '2-digit', minute: '2-digit', timeZone: PARIS });
const weekdayDayMonth = fr({ weekday: 'long', day: 'numeric', month: 'long', timeZone: PARIS });
const monthYearUtc = fr({ month: 'long', year: 'numeric', timeZone: 'UTC' });
const shortMonthUtc = fr({ month: 'short', timeZone: 'UTC' });
const localTime = fr({ hour: '2-digit', minute: '2-digit' });
const localDayMonth = fr({ day: 'numeric', month: 'long' });
const localShortWithTime = fr({ dateStyle: 'short', timeStyle: 'short' });

/** The UTC midnight of a real calendar day 'YYYY-MM-DD', else null ('2026-02-30' is not one). */
function calendarDay(iso: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isReal = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isReal ? date : null;
}

/** Calendar day: "2026-03-05" → "05/03/2026"; '' when it is not a real day. */
export function formatIsoDay(iso: string): string {
  if (!calendarDay(iso)) return '';
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}

/** Calendar day: "2027-01-15" → "15 janvier 2027"; '' when it is not a real day. */
export function formatIsoDayLong(iso: string): string {
  const date = calendarDay(iso);
  return date ? longDayUtc.format(date) : '';
}

/** "05/03/2026" (Paris). */
export const formatDateShort = (value: Instant) => short.format(toDate(value));
/** "5 mars 2026" (Paris). */
export const formatDateLong = (value: Instant) => long.format(toDate(value));
/** "5 mars 2026 à 14:05" (Paris). */
export const formatDateTimeLong = (value: Instant) => longWithTime.format(toDate(value));
/** "5 mars 2026, 14:05" (Paris). */
export const formatDateTimeMedium = (value: Instant) => mediumWithTime.format(toDate(value));
/** "05/03/2026 14:05" (Paris). */
export const formatDateTimeShort = (value: Instant) => shortWithTime.format(toDate(value));
/** "05/03/2026 14:05:09" (Paris). */
export const formatDateTimeShortWithSeconds = (value: Instant) => shortWithSeconds.format(toDate(value));
/** "5 mars 2026 à 14:05:09" in Paris, for a record of proof. */
export const formatTimestampParis = (value: Instant) => timestampParis.format(toDate(value));
/** "5 mars 2026 à 13:05:09" in UTC, for a record of proof. */
export const formatTimestampUtc = (value: Instant) => timestampUtc.format(toDate(value));
/** "14:05" (Paris). */
export const formatTimeParis = (value: Instant) => time.format(toDate(value));
/** "lundi 30 novembre" (Paris). */
export const formatWeekdayDayMonth = (value: Instant) => weekdayDayMonth.format(toDate(value));

function monthOf(key: string): Date {
  const [year, month] = key.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1, 15));
}

/** Month key: '2026-03' → 'mars 2026'. */
export const formatMonthKey = (key: string) => monthYearUtc.format(monthOf(key));
/** Month key: '2026-03' → 'mars', for the axis under a bar. */
export const formatShortMonthKey = (key: string) => shortMonthUtc.format(monthOf(key)).replace('.', '');

/** "14:05" on the reader's clock. */
export const formatLocalTime = (value: Instant) => localTime.format(toDate(value));
/** "3 novembre" on the reader's calendar. */
export const formatLocalDayMonth = (value: Instant) => localDayMonth.format(toDate(value));
/** "05/03/2026 14:05" on the reader's clock. */
export const formatLocalDateTimeShort = (value: Instant) => localShortWithTime.format(toDate(value));
