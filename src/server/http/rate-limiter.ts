import type { Db } from '../db/database.js';
import { countHit, forgetOldHits } from './rate-limiter.repository.js';

/** About one counted call in this many also forgets the day-old calls of every bucket. */
const FORGET_EVERY = 200;

/**
 * Counts calls per key in a sliding window, in PostgreSQL (issue 54 item 4): several server processes on
 * one database share one count, as the sign-in throttle always did (auth/secret-throttle.ts). Holds no state
 * of its own: the limit, window and name are its whole make-up. `now` comes from the caller, so tests move
 * the clock.
 */
export class RateLimiter {
  constructor(
    private readonly name: string,
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records a call for `key`; answers how many seconds to wait when it is one too many (then nothing is recorded). */
  async hit(db: Db, key: string, now: Date): Promise<{ allowed: true } | { allowed: false; retryAfter: number }> {
    const at = now.getTime();
    const oldest = await countHit(db, `${this.name}:${key}`, this.max, new Date(at - this.windowMs), now);
    if (Math.random() < 1 / FORGET_EVERY) await forgetOldHits(db, now).catch(() => undefined);
    if (oldest === null) return { allowed: true };
    return { allowed: false, retryAfter: Math.max(1, Math.ceil((oldest.getTime() + this.windowMs - at) / 1000)) };
  }
}
