/** How long a staff session lives: ended after this much idle time, and in any case after the absolute limit. */
export const SESSION_IDLE_MS = 8 * 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 7 * 24 * 60 * 60 * 1000;

export interface SessionTimes {
  last_seen_at: Date;
  expires_at: Date;
  ended_at: Date | null;
}

export function isSessionActive(session: SessionTimes, now: Date): boolean {
  if (session.ended_at) return false;
  if (session.expires_at.getTime() <= now.getTime()) return false;
  return now.getTime() - session.last_seen_at.getTime() < SESSION_IDLE_MS;
}
