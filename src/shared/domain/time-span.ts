import { berlinInstant } from './berlin-time.js';

const DAY_MS = 24 * 60 * 60_000;

/** A real calendar day: 2026-02-30 is not one. */
const isDay = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
};

/**
 * One end of a filter's time span as the back office's inputs send it: a Berlin day ('2026-11-26'),
 * a Berlin wall-clock time ('2026-11-26T18:30', from datetime-local) or an instant with its zone.
 * A day as the end of a span includes the whole day. Undefined for text that is no time.
 */
export function spanEdge(text: string | undefined, edge: 'from' | 'to'): Date | undefined {
  if (!text) return undefined;
  const day = /^(\d{4}-\d{2}-\d{2})$/.exec(text);
  if (day) {
    if (!isDay(day[1])) return undefined;
    const start = berlinInstant(day[1], '00:00');
    return edge === 'to' ? new Date(start.getTime() + DAY_MS) : start;
  }
  const wall = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})$/.exec(text);
  if (wall && !isDay(wall[1])) return undefined;
  const instant = wall ? berlinInstant(wall[1], wall[2]) : new Date(text);
  if (Number.isNaN(instant.getTime())) return undefined;
  return edge === 'to' && wall ? new Date(instant.getTime() + 60_000) : instant;
}
