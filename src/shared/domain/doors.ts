import { formatDate, formatTime } from './format.js';

interface DoorsPerformance {
  starts_at: string | Date;
  doors_at: string | Date | null;
  past: boolean;
}

/**
 * When the doors open, per performance (issue 32 item 1): one time when every coming performance shares
 * it ('ab 18:30 Uhr'), otherwise one per date ('Sa. 12.04.2025 ab 17:30 Uhr · So. …'), so a Sunday
 * matinée is never announced with Saturday's evening time. '' when no coming performance has a door time.
 */
export function doorsText(performances: ReadonlyArray<DoorsPerformance>): string {
  const schedule = doorsSchedule(performances);
  if (!schedule) return '';
  if (schedule.kind === 'one') return `ab ${formatTime(schedule.doors)} Uhr`;
  return schedule.dates.map((date) => `${formatDate(date.starts)} ab ${formatTime(date.doors)} Uhr`).join(' · ');
}

/** The door times behind doorsText, for the shop's languages (issue 53): one for all, or one per date. */
export type DoorsSchedule = { kind: 'one'; doors: string | Date } | { kind: 'each'; dates: Array<{ starts: string | Date; doors: string | Date }> };

export function doorsSchedule(performances: ReadonlyArray<DoorsPerformance>): DoorsSchedule | undefined {
  const coming = performances
    .filter((performance) => !performance.past && performance.doors_at)
    .sort((a, b) => new Date(a.starts_at).getTime() - new Date(b.starts_at).getTime());
  const times = coming.map((performance) => formatTime(performance.doors_at as string | Date));
  if (times.length === 0) return undefined;
  if (times.every((time) => time === times[0])) return { kind: 'one', doors: coming[0].doors_at as string | Date };
  return { kind: 'each', dates: coming.map((performance) => ({ starts: performance.starts_at, doors: performance.doors_at as string | Date })) };
}
