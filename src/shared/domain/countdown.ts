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

/**
 * The line above the event page's buy button: the spec's countdown, but once the premiere is over and a
 * later performance is still on sale, that performance's date ('Nächste Vorstellung: …') instead of
 * 'Die Premiere hat bereits stattgefunden.', which reads as if nothing were left to buy.
 */
export function eventCountdown(
  premiere: Date | string | null | undefined,
  onSale: ReadonlyArray<Date | string>,
  now: Date,
): string | undefined {
  const text = premiereCountdown(premiere, now);
  if (text !== PREMIERE_PAST) return text;
  const next = onSale
    .map((start) => (start instanceof Date ? start : new Date(start)))
    .filter((start) => start.getTime() > now.getTime())
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return next ? `Nächste Vorstellung: ${formatLongDate(next)}, ${formatTime(next)} Uhr` : text;
}
