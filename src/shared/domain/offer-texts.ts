import { SHOP_TIME_ZONE } from './berlin-time.js';

/**
 * The waiting-list offer in words a parent reads at a glance (issue 51 item 5): a deadline a day away is a
 * weekday and a time, not '1439:06 Minuten'; the offered seats are named row by row.
 */

const parts = new Intl.DateTimeFormat('de-DE', {
  timeZone: SHOP_TIME_ZONE,
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

function berlinParts(at: Date): Record<string, string> {
  return Object.fromEntries(parts.formatToParts(at).map((part) => [part.type, part.value]));
}

/** 'Do, 03.12., 00:27 Uhr' on the Berlin clock; the year only when it is not `now`'s ('Fr, 01.01.2027, 09:00 Uhr'). */
export function deadlineText(at: Date, now: Date): string {
  const p = berlinParts(at);
  const year = p.year === berlinParts(now).year ? '' : p.year;
  return `${p.weekday.replace(/\.$/, '')}, ${p.day}.${p.month}.${year}, ${p.hour}:${p.minute} Uhr`;
}

/** 'gilt bis Do, 03.12., 00:27 Uhr'. */
export const validUntil = (at: Date, now: Date) => `gilt bis ${deadlineText(at, now)}`;

/** Up to this much time left a hold shows minutes and seconds; longer, its end as a time of day. */
export const COUNTDOWN_LIMIT_MS = 60 * 60 * 1000;

/** A hold's end as a deadline ('Do, 03.12., 00:27 Uhr') when more than an hour is left; null: count down instead. */
export function holdDeadline(expiresAt: Date, now: Date): string | null {
  return expiresAt.getTime() - now.getTime() > COUNTDOWN_LIMIT_MS ? deadlineText(expiresAt, now) : null;
}

const list = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} und ${items[items.length - 1]}`);

/**
 * Seats grouped by row in the order given: ['A1', 'A2'] → 'Reihe A, Plätze 1 und 2'; several rows are
 * separated by '; '. A label of another shape is named as it is.
 */
export function seatListText(labels: readonly string[]): string {
  const { rows, others } = seatsByRow(labels);
  const named = rows.map(({ row, numbers }) => `Reihe ${row}, ${numbers.length === 1 ? 'Platz' : 'Plätze'} ${list(numbers)}`);
  return [...named, ...others].join('; ');
}

/** The mail's and the page's sentence about the seats: 'Deine Plätze: Reihe A, Plätze 1 und 2.'; empty without seats. */
export const offeredSeatsSentence = (labels: readonly string[]) => (labels.length ? `Deine Plätze: ${seatListText(labels)}.` : '');

/**
 * Seat labels grouped by row in the order given ('A1', 'A2', 'B4' → A: 1, 2; B: 4); a label of another
 * shape stays apart, as it is. Every language words the groups itself.
 */
export function seatsByRow(labels: readonly string[]): { rows: Array<{ row: string; numbers: string[] }>; others: string[] } {
  const rows: Array<{ row: string; numbers: string[] }> = [];
  const others: string[] = [];
  for (const label of labels) {
    const match = /^([A-Za-z]+)(\d+)$/.exec(label.trim());
    if (!match) {
      others.push(label);
      continue;
    }
    const row = match[1].toUpperCase();
    const group = rows.find((candidate) => candidate.row === row);
    if (group) group.numbers.push(match[2]);
    else rows.push({ row, numbers: [match[2]] });
  }
  return { rows, others };
}
