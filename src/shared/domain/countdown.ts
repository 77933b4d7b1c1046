import { formatLongDate, formatTime } from './format.js';

const PREMIERE_PAST = 'Die Premiere hat bereits stattgefunden.';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Whole days until the premiere, rounded up (spec §4); negative or zero once it has begun. */
export function daysUntil(premiere: Date, now: Date): number {
  return Math.ceil((premiere.getTime() - now.getTime()) / DAY_MS);
}

/**
 * Spec §4 premiere countdown: more than one day 'N Tage bis zur Premiere!', exactly one
 * '1 Tag bis zur Premiere!', otherwise 'Die Premiere hat bereits stattgefunden.'; unknown without a date.
 */
export function premiereCountdown(premiere: Date | string | null | undefined, now: Date): string | undefined {
  if (!premiere) return undefined;
  const at = premiere instanceof Date ? premiere : new Date(premiere);
  if (Number.isNaN(at.getTime())) return undefined;
  const days = daysUntil(at, now);
  if (days > 1) return `${days} Tage bis zur Premiere!`;
  if (days === 1) return '1 Tag bis zur Premiere!';
  return PREMIERE_PAST;
}

/** Which countdown an event's page shows (issue 32 item 1): the spec's premiere countdown, one to its first date, or none. */
export const COUNTDOWN_KINDS = ['premiere', 'first', 'none'] as const;
export type CountdownKind = (typeof COUNTDOWN_KINDS)[number];
export const COUNTDOWN_LABELS: Record<CountdownKind, string> = {
  premiere: 'Tage bis zur Premiere (Musical, Theater)',
  first: 'Tage bis zum ersten Termin (Konzert, Fest …)',
  none: 'Kein Countdown',
};

/**
 * The countdown line as a catalog key with its values (issue 53), for the shop's languages; German text of
 * the same line: countdownText. 'premiereDays'/'firstDays' carry whole days (1 or more), the 'next' ones the
 * date named.
 */
export type CountdownLine =
  | { key: 'countdown.premiereDays' | 'countdown.firstDays'; days: number }
  | { key: 'countdown.premierePast' }
  | { key: 'countdown.nextShow' | 'countdown.nextDate'; at: Date };

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const soonestAhead = (onSale: ReadonlyArray<Date | string>, now: Date) =>
  onSale
    .map(toDate)
    .filter((start) => start.getTime() > now.getTime())
    .sort((a, b) => a.getTime() - b.getTime())[0];

/**
 * The line above the buy button for an event that chose its countdown: 'premiere' is the spec's premiere
 * countdown, but once the premiere is over and a later performance is still on sale, that performance
 * ('Nächste Vorstellung: …') instead of 'Die Premiere hat bereits stattgefunden.', which reads as if nothing
 * were left to buy; 'first' counts to the first date without calling it a premiere; 'none' shows nothing.
 */
export function countdownLine(
  kind: CountdownKind,
  premiere: Date | string | null | undefined,
  onSale: ReadonlyArray<Date | string>,
  now: Date,
): CountdownLine | undefined {
  if (kind === 'none' || !premiere) return undefined;
  const at = toDate(premiere);
  if (Number.isNaN(at.getTime())) return undefined;
  const days = daysUntil(at, now);
  if (days >= 1) return { key: kind === 'premiere' ? 'countdown.premiereDays' : 'countdown.firstDays', days };
  const next = soonestAhead(onSale, now);
  if (next) return { key: kind === 'premiere' ? 'countdown.nextShow' : 'countdown.nextDate', at: next };
  return kind === 'premiere' ? { key: 'countdown.premierePast' } : undefined;
}

/** The German text of a countdown line: the spec's wording (and the German catalog's). */
export function countdownText(line: CountdownLine): string {
  switch (line.key) {
    case 'countdown.premiereDays':
      return line.days === 1 ? '1 Tag bis zur Premiere!' : `${line.days} Tage bis zur Premiere!`;
    case 'countdown.firstDays':
      return line.days === 1 ? 'Noch 1 Tag bis zum ersten Termin!' : `Noch ${line.days} Tage bis zum ersten Termin!`;
    case 'countdown.premierePast':
      return PREMIERE_PAST;
    case 'countdown.nextShow':
      return `Nächste Vorstellung: ${formatLongDate(line.at)}, ${formatTime(line.at)} Uhr`;
    case 'countdown.nextDate':
      return `Nächster Termin: ${formatLongDate(line.at)}, ${formatTime(line.at)} Uhr`;
  }
}

/** countdownLine in German. */
export function countdownFor(
  kind: CountdownKind,
  premiere: Date | string | null | undefined,
  onSale: ReadonlyArray<Date | string>,
  now: Date,
): string | undefined {
  const line = countdownLine(kind, premiere, onSale, now);
  return line && countdownText(line);
}

/** The premiere countdown's line in German (countdownFor 'premiere'). */
export function eventCountdown(premiere: Date | string | null | undefined, onSale: ReadonlyArray<Date | string>, now: Date): string | undefined {
  return countdownFor('premiere', premiere, onSale, now);
}
