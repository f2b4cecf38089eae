/**
 * The support team's opening hours (the contact card: lundi au vendredi, 9h–18h, Paris time)
 * and when an answer can be expected when a message is written outside them. Pure: the
 * instant is given, the rules of Europe/Paris (summer time included) come from Intl.
 * Public holidays are not counted as closed: the card announces weekdays only.
 */
import { formatWeekdayDayMonth } from '#shared/format/dates.ts';
import { parisOffsetMinutes, parisWallTime } from '#shared/format/paris-time.ts';

export const SUPPORT_OPENS_AT_HOUR = 9;
export const SUPPORT_CLOSES_AT_HOUR = 18;

/** The instant of an hour on the hour, Paris time, on a calendar day (month 1–12, day may overflow). */
function parisInstant(year: number, month: number, day: number, hour: number): Date {
  const utcGuess = Date.UTC(year, month - 1, day, hour);
  // 9h is never inside a change of time (those happen between 2h and 3h on Sundays).
  return new Date(utcGuess - parisOffsetMinutes(new Date(utcGuess)) * 60_000);
}

const isWeekday = (weekday: number) => weekday >= 1 && weekday <= 5;

/** Whether the team is at work at this instant. */
export function isSupportOpen(now: Date): boolean {
  const wall = parisWallTime(now);
  return isWeekday(wall.weekday) && wall.hour >= SUPPORT_OPENS_AT_HOUR && wall.hour < SUPPORT_CLOSES_AT_HOUR;
}

/**
 * The next opening time (9h, Paris, on a weekday) after `now`, or null when the team is at
 * work now. Before 9h on a weekday it is the same morning; after 18h, the next weekday.
 */
export function nextSupportOpening(now: Date): Date | null {
  if (isSupportOpen(now)) return null;
  const wall = parisWallTime(now);
  let offsetDays = isWeekday(wall.weekday) && wall.hour < SUPPORT_OPENS_AT_HOUR ? 0 : 1;
  while (!isWeekday((wall.weekday + offsetDays) % 7)) offsetDays += 1;
  return parisInstant(wall.year, wall.month, wall.day + offsetDays, SUPPORT_OPENS_AT_HOUR);
}

/**
 * The sentence the chat shows outside the hours, e.g. « Nous vous répondrons à partir de
 * lundi 30 novembre à 9h (heure de Paris). », or « demain » / « ce matin » when it is so.
 */
export function expectedAnswerSentence(now: Date): string | null {
  const opening = nextSupportOpening(now);
  if (!opening) return null;
  const dayKey = (instant: Date) => {
    const wall = parisWallTime(instant);
    return Date.UTC(wall.year, wall.month - 1, wall.day) / 86_400_000;
  };
  const days = dayKey(opening) - dayKey(now);
  const when = days === 0 ? 'ce matin' : days === 1 ? 'demain' : formatWeekdayDayMonth(opening);
  return `Notre équipe est absente pour le moment : nous vous répondrons à partir de ${when} à 9h (heure de Paris).`;
}
