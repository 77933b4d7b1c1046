import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

  it('allows max calls per key in the window, then says how long to wait', () => {
    const limiter = new RateLimiter(2, 60_000);
    expect(limiter.hit('a', at(0))).toEqual({ allowed: true });
    expect(limiter.hit('a', at(10))).toEqual({ allowed: true });
    expect(limiter.hit('a', at(20))).toEqual({ allowed: false, retryAfter: 40 });
    expect(limiter.hit('b', at(20))).toEqual({ allowed: true });
  });

  it('slides: a refused call is not counted, and the oldest call leaving the window frees a place', () => {
    const limiter = new RateLimiter(2, 60_000);
    limiter.hit('a', at(0));
    limiter.hit('a', at(30));
    for (let s = 31; s < 60; s++) expect(limiter.hit('a', at(s)).allowed).toBe(false);
    expect(limiter.hit('a', at(60))).toEqual({ allowed: true });
    expect(limiter.hit('a', at(61))).toEqual({ allowed: false, retryAfter: 29 });
  });
});
