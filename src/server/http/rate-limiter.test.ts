import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../tests/helpers/test-app';
import type { Db } from '../db/database';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  let db: Db;
  beforeAll(async () => {
    db = await freshDatabase();
  });
  afterAll(async () => {
    await db?.destroy();
  });
  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1) + seconds * 1000);

  it('allows max calls per key in the window, then says how long to wait', async () => {
    const limiter = new RateLimiter('first', 2, 60_000);
    expect(await limiter.hit(db, 'a', at(0))).toEqual({ allowed: true });
    expect(await limiter.hit(db, 'a', at(10))).toEqual({ allowed: true });
    expect(await limiter.hit(db, 'a', at(20))).toEqual({ allowed: false, retryAfter: 40 });
    expect(await limiter.hit(db, 'b', at(20))).toEqual({ allowed: true });
    // Another limit's count is its own.
    expect(await new RateLimiter('other', 2, 60_000).hit(db, 'a', at(20))).toEqual({ allowed: true });
  });

  it('slides: a refused call is not counted, and the oldest call leaving the window frees a place', async () => {
    const limiter = new RateLimiter('second', 2, 60_000);
    await limiter.hit(db, 'a', at(0));
    await limiter.hit(db, 'a', at(30));
    for (let s = 31; s < 60; s += 7) expect((await limiter.hit(db, 'a', at(s))).allowed).toBe(false);
    expect(await limiter.hit(db, 'a', at(60))).toEqual({ allowed: true });
    expect(await limiter.hit(db, 'a', at(61))).toEqual({ allowed: false, retryAfter: 29 });
  });

  it('holds one count for every limiter over the database, even racing: never more than max', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => new RateLimiter('race', 5, 60_000).hit(db, 'k', at(0))));
    expect(answers.filter((answer) => answer.allowed)).toHaveLength(5);
  });
});
