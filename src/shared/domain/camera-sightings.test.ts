import { describe, expect, it } from 'vitest';
import { NO_SIGHTING, REPEAT_COOLDOWN_MS, type Sighting, seeCode } from './camera-sightings';

/** The camera reading `code` every 100 ms from `start` for `ms`; returns the scans it made. */
function hold(code: string, start: number, ms: number, last: Sighting, paused: (t: number) => boolean = () => false) {
  const scans: number[] = [];
  let current = last;
  for (let t = start; t <= start + ms; t += 100) {
    const seen = seeCode(current, code, t, paused(t));
    if (seen.scan) scans.push(t);
    current = seen.last;
  }
  return { scans, last: current };
}

describe('codes the camera sees again (issue 45)', () => {
  it('scans a code held up for 15 s once, also across the verdict shown for the first 2.5 s', () => {
    const { scans } = hold('A', 0, 15_000, NO_SIGHTING, (t) => t > 0 && t < 2_500);
    expect(scans).toEqual([0]);
  });

  it(`scans the same code again once it was out of view for ${REPEAT_COOLDOWN_MS / 1000} s`, () => {
    const first = hold('A', 0, 1_000, NO_SIGHTING);
    expect(seeCode(first.last, 'A', 1_000 + REPEAT_COOLDOWN_MS - 1, false).scan).toBe(false);
    expect(seeCode(first.last, 'A', 1_000 + REPEAT_COOLDOWN_MS, false).scan).toBe(true);
  });

  it('takes the next guest’s code at once, and one seen while a verdict showed as soon as the door is ready', () => {
    const first = hold('A', 0, 500, NO_SIGHTING);
    expect(seeCode(first.last, 'B', 600, false).scan).toBe(true);
    const during = seeCode(first.last, 'B', 600, true);
    expect(during.scan).toBe(false);
    expect(seeCode(during.last, 'B', 700, false).scan).toBe(true);
  });
});
