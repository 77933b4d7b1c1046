import { describe, expect, it } from 'vitest';
import { CODE_GONE_MS, HINT_AFTER_MS, type HintWatch, NOTHING_IN_VIEW, showsHint, watchFrame } from './scan-hint';

/** Frames every 100 ms from `start` for `ms`, each with the same finding. */
function frames(watch: HintWatch, start: number, ms: number, finding: { decoded: boolean; codeInView: boolean }): HintWatch {
  let current = watch;
  for (let t = start; t <= start + ms; t += 100) current = watchFrame(current, finding, t);
  return current;
}
const unread = { decoded: false, codeInView: true };
const empty = { decoded: false, codeInView: false };

describe('the hint for a code in view that does not read (issue 45)', () => {
  it(`shows after a code has been in view unread for ${HINT_AFTER_MS / 1000} s, not before`, () => {
    const watch = frames(NOTHING_IN_VIEW, 0, 2_900, unread);
    expect(showsHint(watch, 2_900)).toBe(false);
    expect(showsHint(watchFrame(watch, unread, 3_000), 3_000)).toBe(true);
  });

  it('never shows for an empty view, however long', () => {
    expect(showsHint(frames(NOTHING_IN_VIEW, 0, 60_000, empty), 60_000)).toBe(false);
  });

  it('is cleared at once by a code that reads: a guest holding up an admitted ticket gets no hint', () => {
    const watch = frames(NOTHING_IN_VIEW, 0, 5_000, unread);
    expect(showsHint(watchFrame(watch, { decoded: true, codeInView: true }, 5_100), 5_100)).toBe(false);
  });

  it('survives frames that miss the code for a moment, and goes when the code has gone', () => {
    let watch = frames(NOTHING_IN_VIEW, 0, 2_000, unread);
    watch = frames(watch, 2_100, 800, empty);
    watch = frames(watch, 3_000, 200, unread);
    expect(showsHint(watch, 3_200)).toBe(true);
    watch = frames(watch, 3_300, CODE_GONE_MS, empty);
    expect(showsHint(watch, 3_300 + CODE_GONE_MS)).toBe(false);
    // Back after it was gone: the wait starts again.
    expect(showsHint(frames(watch, 6_000, 1_000, unread), 7_000)).toBe(false);
  });

  it(`takes a code missed for exactly ${CODE_GONE_MS / 1000} s as still there, a millisecond longer as gone`, () => {
    const seenAgainAfter = (gap: number) => watchFrame(watchFrame(NOTHING_IN_VIEW, unread, 0), unread, gap);
    expect(showsHint(seenAgainAfter(CODE_GONE_MS), HINT_AFTER_MS)).toBe(true);
    expect(showsHint(seenAgainAfter(CODE_GONE_MS + 1), HINT_AFTER_MS)).toBe(false);
  });

  it(`keeps the hint up for ${CODE_GONE_MS / 1000} s after the code was last seen, then drops it`, () => {
    const watch = frames(NOTHING_IN_VIEW, 0, 3_000, unread);
    expect(showsHint(watch, 3_000 + CODE_GONE_MS)).toBe(true);
    expect(showsHint(watch, 3_000 + CODE_GONE_MS + 1)).toBe(false);
  });
});
