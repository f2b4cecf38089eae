/**
 * The calendar and the clock in Europe/Paris, whatever the time zone of the machine: contracts
 * are dated in France, the free plan's month and the support team's hours follow Paris time
 * (summer time included, from Intl's time-zone data).
 */

export const PARIS = 'Europe/Paris';

// en-CA writes a date as YYYY-MM-DD.
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: PARIS });
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: PARIS, timeZoneName: 'longOffset' });
const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: PARIS,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  weekday: 'short',
  hour: 'numeric',
  minute: 'numeric',
  hourCycle: 'h23',
});
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The calendar day in Paris at an instant, 'YYYY-MM-DD' (23:30 UTC on 31 December is already 1 January). */
export function parisDay(instant: Date = new Date()): string {
  return dayFormat.format(instant);
}

/** The offset of Paris from UTC at an instant, in minutes (60 in winter, 120 in summer). */
export function parisOffsetMinutes(instant: Date): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
}

export type ParisWallTime = { year: number; month: number; day: number; weekday: number; hour: number; minute: number };

/** The wall-clock time in Paris at an instant; month 1–12, weekday 0 is Sunday. */
export function parisWallTime(instant: Date): ParisWallTime {
  const parts = wallFormat.formatToParts(instant);
  const value = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return {
    year: Number(value('year')),
    month: Number(value('month')),
    day: Number(value('day')),
    weekday: WEEKDAYS.indexOf(value('weekday')),
    hour: Number(value('hour')),
    minute: Number(value('minute')),
  };
}
