import { addDays, parseIsoDate } from '#shared/contract/dates.ts';

/**
 * The due dates of the tracker as an iCalendar feed (RFC 5545) that a calendar application
 * subscribes to: one all-day event per date. Lines end in CRLF and are folded at 75 octets
 * (§3.1); text values are escaped (§3.3.11).
 */

export type CalendarEvent = {
  /** Stable across feeds, so a calendar updates the event instead of adding another (§3.8.4.7). */
  uid: string;
  /** 'YYYY-MM-DD'. */
  day: string;
  summary: string;
  description: string;
  url?: string;
};

export type CalendarInput = { name: string; events: CalendarEvent[]; now: Date };

/** §3.1: « Lines of text SHOULD NOT be longer than 75 octets, excluding the line break. » */
const MAX_OCTETS = 75;

const octets = (codePoint: number) => (codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4);

/**
 * §3.1: a long line goes on as CRLF and one space, which counts in the next line's 75 octets.
 * Cut between characters, never inside one's UTF-8 bytes.
 */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const character of line) {
    const width = octets(character.codePointAt(0) ?? 0);
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (size + width > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += character;
    size += width;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** §3.3.11: backslash, semicolon and comma escaped, a line break as « \n »; other controls dropped. */
function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/(?!\t)\p{Cc}/gu, ' ');
}

/** A URI is not escaped like text (§3.3.13), but a control character would end the line. */
const uri = (value: string) => value.replace(/[\p{Cc} ]/gu, '');

const calendarDate = (iso: string) => {
  if (!parseIsoDate(iso)) throw new Error(`Not an ISO day: ${iso}`);
  return iso.replace(/-/g, '');
};

/** §3.3.5, form 2: UTC, « 20261127T185500Z ». */
const utcStamp = (instant: Date) =>
  instant
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

function eventLines(event: CalendarEvent, stamp: string): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    // §3.6.1: an all-day event is a DATE start and the next day as its (exclusive) end.
    `DTSTART;VALUE=DATE:${calendarDate(event.day)}`,
    `DTEND;VALUE=DATE:${calendarDate(addDays(event.day, 1))}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.url ? [`URL:${uri(event.url)}`] : []),
    // A due date does not make its owner busy that day.
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

export function calendarIcs({ name, events, now }: CalendarInput): string {
  const stamp = utcStamp(now);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Paraphe//Échéances//FR',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(name)}`,
    ...events.flatMap((event) => eventLines(event, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
