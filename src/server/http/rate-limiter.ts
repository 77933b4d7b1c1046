/**
 * Counts calls per key in a sliding window, in this process's memory (one server process owns a data
 * folder, so nothing is shared). `now` comes from the caller, so tests move the clock.
 */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Records a call for `key`; answers how many seconds to wait when it is one too many (then nothing is recorded). */
  hit(key: string, now: Date): { allowed: true } | { allowed: false; retryAfter: number } {
    const at = now.getTime();
    if (this.hits.size > 10_000) this.forgetOld(at);
    const recent = (this.hits.get(key) ?? []).filter((time) => time > at - this.windowMs);
    if (recent.length >= this.max) {
      this.hits.set(key, recent);
      return { allowed: false, retryAfter: Math.max(1, Math.ceil((recent[0] + this.windowMs - at) / 1000)) };
    }
    recent.push(at);
    this.hits.set(key, recent);
    return { allowed: true };
  }

  private forgetOld(at: number): void {
    for (const [key, times] of this.hits) {
      if (times[times.length - 1] <= at - this.windowMs) this.hits.delete(key);
    }
  }
}
