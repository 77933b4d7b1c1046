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

/** 'Noch 5 Tage bis zum ersten Termin!' before the first date; after it, the next date on sale. */
function firstDateCountdown(first: Date, onSale: Date[], now: Date): string | undefined {
  const days = daysUntil(first, now);
  if (days > 1) return `Noch ${days} Tage bis zum ersten Termin!`;
  if (days === 1) return 'Noch 1 Tag bis zum ersten Termin!';
  const next = onSale.find((start) => start.getTime() > now.getTime());
  return next ? `Nächster Termin: ${formatLongDate(next)}, ${formatTime(next)} Uhr` : undefined;
}

/**
 * The line above the buy button for an event that chose its countdown: 'premiere' keeps eventCountdown
 * (the spec's texts), 'first' counts to the first date without calling it a premiere, 'none' shows nothing.
 */
export function countdownFor(
  kind: CountdownKind,
  premiere: Date | string | null | undefined,
  onSale: ReadonlyArray<Date | string>,
  now: Date,
): string | undefined {
  if (kind === 'none') return undefined;
  if (kind === 'premiere') return eventCountdown(premiere, onSale, now);
  const first = premiere ? new Date(premiere) : undefined;
  if (!first || Number.isNaN(first.getTime())) return undefined;
  const dates = onSale.map((start) => new Date(start)).sort((a, b) => a.getTime() - b.getTime());
  return firstDateCountdown(first, dates, now);
}

/**
 * The line above the event page's buy button: the spec's countdown, but once the premiere is over and a
 * later performance is still on sale, that performance's date ('Nächste Vorstellung: …') instead of
 * 'Die Premiere hat bereits stattgefunden.', which reads as if nothing were left to buy.
 */
export function eventCountdown(premiere: Date | string | null | undefined, onSale: ReadonlyArray<Date | string>, now: Date): string | undefined {
  const text = premiereCountdown(premiere, now);
  if (text !== PREMIERE_PAST) return text;
  const next = onSale
    .map((start) => (start instanceof Date ? start : new Date(start)))
    .filter((start) => start.getTime() > now.getTime())
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return next ? `Nächste Vorstellung: ${formatLongDate(next)}, ${formatTime(next)} Uhr` : text;
}
