/**
 * "Zum Kalender hinzufügen" (issue 33): one performance as an iCalendar file (RFC 5545). Times are written
 * in UTC (the `Z` form), which every calendar app shows in its own zone, so a 19:00 show in Berlin stays
 * 19:00 in summer and winter without shipping a VTIMEZONE block.
 */
export interface CalendarPerformance {
  /** Stable per order and performance, so importing the file again updates the entry instead of doubling it. */
  uid: string;
  title: string;
  startsAt: Date;
  doorsAt: Date | null;
  /** The event's duration as staff wrote it ('etwa 2 Stunden ohne Pause'); two hours when it names none. */
  duration: string;
  location: string;
  url: string;
  /** What the link in the description leads to; 'Deine Tickets' for a buyer's file. */
  linkLabel?: string;
  /** The door time as a sentence in the buyer's language ('Doors open at 18:30.'); German's without. */
  doorsText?: string;
  /** When the file is made (DTSTAMP); passed in, never read here. */
  now: Date;
}

export const DEFAULT_DURATION_MINUTES = 120;

/** Minutes from a free-text duration: '2 Stunden', '1,5 h', '90 Minuten', '2 Std. 15 Min.'. */
export function durationMinutes(text: string): number {
  const hours = /(\d+(?:[.,]\d+)?)\s*(?:stunden?|std\.?|h)\b/i.exec(text);
  const minutes = /(\d+)\s*(?:minuten|min\.?)(?![a-z])/i.exec(text);
  const total = (hours ? Number(hours[1].replace(',', '.')) * 60 : 0) + (minutes ? Number(minutes[1]) : 0);
  return total > 0 && total <= 24 * 60 ? Math.round(total) : DEFAULT_DURATION_MINUTES;
}

/** 20261126T180000Z */
export function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** The text without the control characters a content line may not hold (RFC 5545 §3.1: CONTROL but HTAB), line breaks included. */
function withoutControls(text: string): string {
  let clean = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    if (code === 0x09 || (code >= 0x20 && code !== 0x7f)) clean += char;
  }
  return clean;
}

/**
 * TEXT values escape backslash, semicolon, comma and line breaks (RFC 5545 §3.3.11): CRLF, a lone CR and a
 * lone LF are each one "\n" (issue 38: a lone CR in a venue began a forged line); other controls go.
 */
export function icsText(value: string): string {
  return withoutControls(
    value
      .replace(/\\/g, '\\\\')
      .replace(/;/g, '\\;')
      .replace(/,/g, '\\,')
      .replace(/\r\n|\r|\n/g, '\\n'),
  );
}

/** Content lines longer than 75 octets are folded with CRLF and a space (§3.1), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets, each continuation 74 after its leading space.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The VEVENT lines of one performance. */
function performanceEvent(performance: CalendarPerformance): string[] {
  const ends = new Date(performance.startsAt.getTime() + durationMinutes(performance.duration) * 60_000);
  const doors = performance.doorsText
    ? `${performance.doorsText} `
    : performance.doorsAt
      ? `Einlass ab ${new Intl.DateTimeFormat('de-DE', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit' }).format(performance.doorsAt)} Uhr. `
      : '';
  return [
    'BEGIN:VEVENT',
    `UID:${performance.uid}`,
    `DTSTAMP:${icsUtc(performance.now)}`,
    `DTSTART:${icsUtc(performance.startsAt)}`,
    `DTEND:${icsUtc(ends)}`,
    `SUMMARY:${icsText(performance.title)}`,
    ...(performance.location ? [`LOCATION:${icsText(performance.location)}`] : []),
    `DESCRIPTION:${icsText(`${doors}${performance.linkLabel ?? 'Deine Tickets'}: ${performance.url}`)}`,
    `URL:${performance.url}`,
    'END:VEVENT',
  ];
}

function calendar(head: string[], performances: readonly CalendarPerformance[]): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Musical-Tickets//Ticketshop//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...head,
    ...performances.flatMap(performanceEvent),
    'END:VCALENDAR',
  ];
  // Values that are no TEXT (URL, UID) are not escaped; no control character of theirs may break a line either.
  return `${lines.map((line) => foldLine(withoutControls(line))).join('\r\n')}\r\n`;
}

export function performanceIcs(performance: CalendarPerformance): string {
  return calendar([], [performance]);
}

/**
 * The shop's public calendar to subscribe to ("Öffentlicher Veranstaltungskalender"): every upcoming
 * performance in one file. Calendar apps poll it; the name and refresh hint are RFC 7986 and its common
 * predecessor X-WR-CALNAME / X-PUBLISHED-TTL.
 */
export function calendarFeed(name: string, performances: readonly CalendarPerformance[]): string {
  const head = [`NAME:${icsText(name)}`, `X-WR-CALNAME:${icsText(name)}`, 'REFRESH-INTERVAL;VALUE=DURATION:PT6H', 'X-PUBLISHED-TTL:PT6H'];
  return calendar(head, performances);
}

/** 'Das-Musical-2026-12-04.ics': the title made safe for a file name, and the day in Berlin. */
export function icsFileName(title: string, startsAt: Date): string {
  const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(startsAt);
  const safe =
    title
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 60) || 'Vorstellung';
  return `${safe}-${day}.ics`;
}
