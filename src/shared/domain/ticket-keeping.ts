/**
 * How long a device keeps an order's ticket page for the door (issue 11): until its last performance is
 * over, not for a fixed time. A show runs about two hours without pause (spec §2, FAQ facts); the
 * margin covers a late start and the way home.
 */
export const KEPT_AFTER_LAST_START_MS = 6 * 60 * 60 * 1000;

/** The instant after which a stored ticket page is of no more use; null when it holds no performance. */
export function ticketsKeptUntil(startsAt: readonly string[]): Date | null {
  const starts = startsAt.map((value) => Date.parse(value)).filter((time) => Number.isFinite(time));
  if (starts.length === 0) return null;
  return new Date(Math.max(...starts) + KEPT_AFTER_LAST_START_MS);
}

/** Whether a stored ticket page should go: its last performance is over, or it shows no tickets at all. */
export function ticketsExpired(startsAt: readonly string[], now: Date): boolean {
  const until = ticketsKeptUntil(startsAt);
  return until === null || now.getTime() >= until.getTime();
}
