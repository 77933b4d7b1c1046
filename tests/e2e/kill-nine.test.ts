import { describe, expect, it } from 'vitest';
import { killNineRounds } from '../durability/kill-nine-rounds';

/**
 * Issue 30: kill -9 of the server and of its PostgreSQL in the middle of a burst of holds and paid orders,
 * three times: every order the shop acknowledged as paid is kept with its tickets, and the quota counters
 * equal a recount. Not a browser test, but like the browser tests it runs the built server as `npm start`
 * does, one file at a time.
 */
describe('kill -9 mid-burst', () => {
  it('keeps every acknowledged paid order with its tickets through three kills; counters equal a recount', async () => {
    const lines: string[] = [];
    const result = await killNineRounds(['server', 'postgres', 'server'], { buyers: 8, burstMs: 3_000, log: (line) => lines.push(line) });
    console.log(lines.join('\n'));
    // Each kill hits a burst that was selling: a round without paid orders would prove nothing.
    for (const paid of result.perRound) expect(paid, lines.join('\n')).toBeGreaterThan(0);
    expect(result.lost, lines.join('\n')).toBe(0);
    expect(result.countersEqual, lines.join('\n')).toBe(true);
  }, 240_000);
});
