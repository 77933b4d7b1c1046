import { describe, expect, it } from 'vitest';
import { calendarFeed, durationMinutes, foldLine, icsFileName, icsText, performanceIcs } from './calendar-file';

const show = {
  uid: 'order-7-performance-3@tickets.example.de',
  title: 'Das Musical',
  // 19:00 in Berlin in winter (UTC+1) and summer (UTC+2).
  startsAt: new Date('2026-12-04T18:00:00Z'),
  doorsAt: new Date('2026-12-04T17:30:00Z'),
  duration: 'etwa 2 Stunden ohne Pause',
  location: 'Aula der Gesamtschule, Parkstraße 12, 45127 Essen',
  url: 'https://tickets.example.de/tickets/abc',
  now: new Date('2026-11-26T10:00:00Z'),
};

describe('performanceIcs', () => {
  it('writes a VEVENT with UTC times, CRLF line ends and the escaped venue', () => {
    const ics = performanceIcs(show);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.split('\r\n').every((line) => !line.includes('\n'))).toBe(true);
    expect(ics).toContain('DTSTART:20261204T180000Z\r\n');
    expect(ics).toContain('DTEND:20261204T200000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261126T100000Z\r\n');
    expect(ics).toContain('LOCATION:Aula der Gesamtschule\\, Parkstraße 12\\, 45127 Essen');
    expect(ics).toContain('URL:https://tickets.example.de/tickets/abc');
    expect(ics).toContain('UID:order-7-performance-3@tickets.example.de');
    expect(ics).toContain('Einlass ab 18:30 Uhr');
  });

  it('keeps 19:00 Berlin time across the summer-time change', () => {
    const summer = performanceIcs({ ...show, startsAt: new Date('2026-07-08T17:00:00Z'), doorsAt: new Date('2026-07-08T16:30:00Z') });
    expect(summer).toContain('DTSTART:20260708T170000Z');
    expect(summer).toContain('Einlass ab 18:30 Uhr');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const ics = performanceIcs({ ...show, location: 'Ä'.repeat(100) });
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`LOCATION:${'Ä'.repeat(100)}`);
  });
});

describe('the whole file of one performance', () => {
  it('is the calendar head and one VEVENT, without doors, venue or link label when none are given', () => {
    const ics = performanceIcs({ ...show, doorsAt: null, location: '', linkLabel: undefined, duration: '90 Minuten' });
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Musical-Tickets//Ticketshop//DE',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'BEGIN:VEVENT',
      'UID:order-7-performance-3@tickets.example.de',
      'DTSTAMP:20261126T100000Z',
      'DTSTART:20261204T180000Z',
      'DTEND:20261204T193000Z',
      'SUMMARY:Das Musical',
      'DESCRIPTION:Deine Tickets: https://tickets.example.de/tickets/abc',
      'URL:https://tickets.example.de/tickets/abc',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});

describe('calendarFeed', () => {
  it('names itself and asks calendar apps to refresh every six hours', () => {
    const lines = calendarFeed('Musical-Tickets', []).split('\r\n');
    expect(lines.slice(5, 9)).toEqual(['NAME:Musical-Tickets', 'X-WR-CALNAME:Musical-Tickets', 'REFRESH-INTERVAL;VALUE=DURATION:PT6H', 'X-PUBLISHED-TTL:PT6H']);
  });

  it('holds every performance as its own VEVENT under the shop name', () => {
    const second = { ...show, uid: 'performance-4@tickets.example.de', startsAt: new Date('2026-12-05T18:00:00Z'), linkLabel: 'Tickets und Infos' };
    const ics = calendarFeed('Musical-Tickets, Gesamtschule', [show, second]);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('X-WR-CALNAME:Musical-Tickets\\, Gesamtschule\r\n');
    expect(ics).toContain('DTSTART:20261205T180000Z');
    expect(ics.replace(/\r\n /g, '')).toContain('Tickets und Infos: https://tickets.example.de/tickets/abc');
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
  });

  it('is a valid empty calendar without performances', () => {
    const ics = calendarFeed('Musical-Tickets', []);
    expect(ics).not.toContain('VEVENT');
    expect(ics).toContain('BEGIN:VCALENDAR');
  });
});

describe('calendar helpers', () => {
  it('reads a duration from free text, two hours when it names none', () => {
    expect(durationMinutes('etwa 2 Stunden ohne Pause')).toBe(120);
    expect(durationMinutes('1,5 h')).toBe(90);
    expect(durationMinutes('90 Minuten')).toBe(90);
    expect(durationMinutes('2 Std. 15 Min.')).toBe(135);
    expect(durationMinutes('')).toBe(120);
  });

  it('reads hours with two digits or two decimals, in the singular and without a space', () => {
    expect(durationMinutes('12 Stunden')).toBe(720);
    expect(durationMinutes('1,25 Stunden')).toBe(75);
    expect(durationMinutes('1 Stunde')).toBe(60);
    expect(durationMinutes('3Stunden')).toBe(180);
    expect(durationMinutes('2 h 30 min, danach Empfang')).toBe(150);
    expect(durationMinutes('45Min.')).toBe(45);
  });

  it('takes the two-hour default for no time at all or for more than a day', () => {
    expect(durationMinutes('0 Minuten')).toBe(120);
    expect(durationMinutes('ohne Pause')).toBe(120);
    expect(durationMinutes('24 Stunden')).toBe(1440);
    expect(durationMinutes('25 Stunden')).toBe(120);
  });

  it('lets no lone CR or LF, nor any other control character, start a line of its own (issue 38)', () => {
    const forged = 'Aula\rLOCATION:Fake Place\nURL:https://evil.example\r\nX:1\u0000\u001b\u007f';
    const ics = calendarFeed('Shop\rMETHOD:CANCEL', [
      { ...show, title: `Titel\r${forged}`, location: forged, duration: '2 h\rX', url: 'https://t.example/a\rEND:VEVENT', uid: 'u\n1' },
    ]);
    const lines = ics.split('\r\n');
    const control = (char: string) => char !== '\t' && (char < ' ' || char === '\u007f');
    expect(lines.filter((line) => [...line].some(control))).toEqual([]);
    expect(lines.filter((line) => line.startsWith('LOCATION:'))).toEqual(['LOCATION:Aula\\nLOCATION:Fake Place\\nURL:https://evil.example\\nX:1']);
    expect(lines.filter((line) => /^(URL|END:VEVENT|METHOD)/.test(line))).toEqual(['METHOD:PUBLISH', 'URL:https://t.example/aEND:VEVENT', 'END:VEVENT']);
    expect(icsText('a\rb\nc\r\nd\te')).toBe('a\\nb\\nc\\nd\te');
  });

  it('escapes TEXT values', () => {
    expect(icsText('a,b;c\\d\ne')).toBe('a\\,b\\;c\\\\d\\ne');
    expect(foldLine('short')).toBe('short');
  });

  it('folds after 75 octets on the first line and 74 on each continuation', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    expect(foldLine('x'.repeat(76))).toBe(`${'x'.repeat(75)}\r\n x`);
    expect(foldLine('x'.repeat(75 + 74))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}`);
    expect(foldLine('x'.repeat(75 + 75))).toBe(`${'x'.repeat(75)}\r\n ${'x'.repeat(74)}\r\n x`);
  });

  it('names the file after the title and the Berlin day', () => {
    expect(icsFileName('Das Musical!', new Date('2026-12-04T23:30:00Z'))).toBe('Das-Musical-2026-12-05.ics');
  });

  it('makes a file name of letters, digits and single hyphens, at most 60 characters, and "Vorstellung" when none is left', () => {
    const day = new Date('2026-12-04T18:00:00Z');
    expect(icsFileName('  Die  Schöne und das Biest ', day)).toBe('Die-Schone-und-das-Biest-2026-12-04.ics');
    expect(icsFileName('A'.repeat(80), day)).toBe(`${'A'.repeat(60)}-2026-12-04.ics`);
    expect(icsFileName('„!?“', day)).toBe('Vorstellung-2026-12-04.ics');
  });
});
