import { formatIsoDayLong } from '#shared/format/dates.ts';

/**
 * The hero's launch line from LAUNCH_DATE ('YYYY-MM-DD', a day in France): "Lancement prévu le
 * 15 janvier 2027" while it is ahead, nothing once it has passed (the page no longer announces
 * it) or when the value is not a date. The day is read as a calendar day, not an instant, so it
 * shows the same in every time zone.
 */
export function launchAnnouncement(launchDate: string, today: Date = new Date()): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(launchDate);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const launch = new Date(year, month - 1, day);
  if (Number.isNaN(launch.getTime())) return null;
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate());
  if (launch < startOfToday) return null;
  const calendarDay = [launch.getFullYear(), launch.getMonth() + 1, launch.getDate()].map((n) =>
    String(n).padStart(2, '0'),
  );
  const formatted = formatIsoDayLong(calendarDay.join('-')).replace(/^1 /, '1er ');
  return `Lancement prévu le ${formatted}`;
}
