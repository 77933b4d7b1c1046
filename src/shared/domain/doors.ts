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
  const coming = performances
    .filter((performance) => !performance.past && performance.doors_at)
    .sort((a, b) => new Date(a.starts_at).getTime() - new Date(b.starts_at).getTime());
  const times = coming.map((performance) => formatTime(performance.doors_at as string | Date));
  if (times.length === 0) return '';
  if (times.every((time) => time === times[0])) return `ab ${times[0]} Uhr`;
  return coming.map((performance, index) => `${formatDate(performance.starts_at)} ab ${times[index]} Uhr`).join(' · ');
}
