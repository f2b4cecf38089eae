import { describe, expect, it } from 'vitest';
import { type CalendarEvent, calendarIcs } from '#server/modules/tracker/documents/calendar-ics.ts';

const now = new Date('2026-01-20T11:00:00+01:00');
const event: CalendarEvent = {
  uid: 'item-1@paraphe',
  day: '2026-02-01',
  summary: 'Paiement · Rémunération',
  description: 'Contrat « Collection d’hiver »',
  url: 'https://paraphe.example/contracts/1/suivi',
};

/** RFC 5545 §3.1: a CRLF followed by one space or tab is removed to unfold. */
const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, '');
const physicalLines = (ics: string) => ics.split('\r\n').slice(0, -1);
const property = (ics: string, name: string) =>
  unfold(ics)
    .split('\r\n')
    .find((line) => line.startsWith(`${name}:`) || line.startsWith(`${name};`));

describe('the calendar feed', () => {
  it('is a VCALENDAR named, stamped in UTC, with one all-day VEVENT per date', () => {
    const ics = calendarIcs({
      name: 'Paraphe — échéances',
      now,
      events: [event, { ...event, uid: 'item-2@paraphe', day: '2026-12-31' }],
    });
    expect(physicalLines(ics).slice(0, 6)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Paraphe//Échéances//FR',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Paraphe — échéances',
    ]);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT\r\n/g)).toHaveLength(2);
    expect(ics).toContain(
      'BEGIN:VEVENT\r\nUID:item-1@paraphe\r\nDTSTAMP:20260120T100000Z\r\nDTSTART;VALUE=DATE:20260201\r\nDTEND;VALUE=DATE:20260202\r\n',
    );
    // The end is the next day, across a year.
    expect(ics).toContain('DTSTART;VALUE=DATE:20261231\r\nDTEND;VALUE=DATE:20270101\r\n');
    expect(ics).toContain('URL:https://paraphe.example/contracts/1/suivi\r\n');
  });

  it('ends every line with CRLF, never a bare line feed or carriage return', () => {
    const ics = calendarIcs({
      name: 'Échéances',
      now,
      events: [{ ...event, description: 'une\nligne\r\npuis\rune autre' }],
    });
    for (const line of physicalLines(ics)) expect(line).not.toMatch(/[\r\n]/);
    expect(property(ics, 'DESCRIPTION')).toBe('DESCRIPTION:une\\nligne\\npuis\\nune autre');
  });

  it('escapes backslash, semicolon and comma in text values', () => {
    const ics = calendarIcs({
      name: 'A, B; C\\D',
      now,
      events: [{ ...event, uid: 'x;y,z', summary: 'Payer 1,5 k€; vite \\ merci', description: 'a,b;c' }],
    });
    expect(property(ics, 'X-WR-CALNAME')).toBe('X-WR-CALNAME:A\\, B\\; C\\\\D');
    expect(property(ics, 'UID')).toBe('UID:x\\;y\\,z');
    expect(property(ics, 'SUMMARY')).toBe('SUMMARY:Payer 1\\,5 k€\\; vite \\\\ merci');
    expect(property(ics, 'DESCRIPTION')).toBe('DESCRIPTION:a\\,b\\;c');
  });

  it('folds long lines at 75 octets without splitting a character, and unfolds to the same text', () => {
    const summary = `Échéance « Collection d’hiver » — ${'é'.repeat(40)}${'😀'.repeat(25)} ${'x'.repeat(80)} fin`;
    const ics = calendarIcs({ name: 'Échéances', now, events: [{ ...event, summary }] });
    const lines = physicalLines(ics);
    expect(lines.filter((line) => line.startsWith(' ')).length).toBeGreaterThan(2);
    const decoder = new TextDecoder('utf-8', { fatal: true });
    for (const line of lines) {
      const bytes = Buffer.from(line, 'utf8');
      expect(bytes.length).toBeLessThanOrEqual(75);
      // Each physical line is valid UTF-8 on its own: no character was cut in two.
      expect(decoder.decode(bytes)).toBe(line);
    }
    expect(property(ics, 'SUMMARY')).toBe(`SUMMARY:${summary}`);
  });

  it('folds a line of 76 octets and leaves one of 75 whole', () => {
    const fits = calendarIcs({ name: 'x'.repeat(75 - 'X-WR-CALNAME:'.length), now, events: [] });
    expect(physicalLines(fits)).toContain(`X-WR-CALNAME:${'x'.repeat(62)}`);
    const over = calendarIcs({ name: 'x'.repeat(63), now, events: [] });
    expect(physicalLines(over)).toContain(`X-WR-CALNAME:${'x'.repeat(62)}`);
    expect(physicalLines(over)).toContain(' x');
  });

  it('leaves the URL out when there is none and refuses a day that is not one', () => {
    const { url: _url, ...withoutUrl } = event;
    expect(calendarIcs({ name: 'x', now, events: [withoutUrl] })).not.toContain('URL:');
    expect(() => calendarIcs({ name: 'x', now, events: [{ ...event, day: '2026-02-30' }] })).toThrow();
  });
});
