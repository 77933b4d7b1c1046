interface Schedulable {
  id: number;
  performances: Array<{ starts_at: string; past: boolean }>;
}

const nextStart = (event: Schedulable) => event.performances.find((performance) => !performance.past)?.starts_at ?? null;
const lastStart = (event: Schedulable) => event.performances.at(-1)?.starts_at ?? '';

/**
 * The shop's event list: upcoming events by their next performance, soonest first; then events whose
 * performances are all over, the most recent first. Performances come sorted by start.
 */
export function byNextPerformance<T extends Schedulable>(events: T[]): T[] {
  return [...events].sort((a, b) => {
    const nextA = nextStart(a);
    const nextB = nextStart(b);
    if (nextA && nextB) return nextA.localeCompare(nextB) || a.id - b.id;
    if (nextA || nextB) return nextA ? -1 : 1;
    return lastStart(b).localeCompare(lastStart(a)) || a.id - b.id;
  });
}
