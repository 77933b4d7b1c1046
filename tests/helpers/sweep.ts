/**
 * Sweeps (every route, every bit, a thousand camera frames) check one rule over a large, fixed set of cases.
 * `npm test` and CI take one slice of each set per run: the cases are dealt into `slices` stable piles, and the
 * run's seed picks the pile. The seed is the hour of the run unless SWEEP_SEED names one, so runs in different
 * hours take turns through the piles (a sweep of 7 piles has gone through all of them in any 7 hours), and
 * every sweep prints its seed: `SWEEP_SEED=… npm test` repeats a failing run case for case.
 * `npm run test:sweeps` (SWEEPS=whole) runs every case of every sweep.
 */
export const SWEEP_WHOLE = process.env.SWEEPS === 'whole';
export const SWEEP_SEED = process.env.SWEEP_SEED ? Number(process.env.SWEEP_SEED) : Math.floor(Date.now() / 3_600_000);

if (!Number.isSafeInteger(SWEEP_SEED) || SWEEP_SEED < 0) throw new Error(`SWEEP_SEED must be a whole number, not "${process.env.SWEEP_SEED}"`);

/** A small deterministic generator (mulberry32): the same name deals the same piles on every machine. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function hashOf(text: string): number {
  let hash = 2_166_136_261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash >>> 0;
}

export interface Slice<T> {
  items: T[];
  /** For a test name or a message: "slice 3 of 7 (SWEEP_SEED=…)", or "whole". */
  label: string;
}

/**
 * This run's share of a sweep's cases: one of `slices` piles, dealt after a shuffle keyed by the sweep's name
 * (so a pile mixes the kinds of case instead of taking, say, every sign-in route). Whole under SWEEPS=whole.
 */
export function sweepSlice<T>(name: string, items: readonly T[], slices: number): Slice<T> {
  if (SWEEP_WHOLE || slices <= 1) {
    console.log(`[sweep] ${name}: all ${items.length} cases`);
    return { items: [...items], label: 'whole' };
  }
  const random = generator(hashOf(name));
  const order = items.map((item, index) => ({ item, index, key: random() })).sort((a, b) => a.key - b.key);
  const pile = SWEEP_SEED % slices;
  const chosen = order
    .filter((_, position) => position % slices === pile)
    .sort((a, b) => a.index - b.index)
    .map(({ item }) => item);
  const label = `slice ${pile + 1} of ${slices} (SWEEP_SEED=${SWEEP_SEED})`;
  console.log(`[sweep] ${name}: ${chosen.length} of ${items.length} cases, ${label}; npm run test:sweeps runs all`);
  return { items: chosen, label };
}

/** A count of random cases for this run (fast-check's numRuns): a share of the whole, at least one. */
export function sweepRuns(name: string, whole: number, slices: number): { runs: number; seed: number } {
  const runs = SWEEP_WHOLE ? whole : Math.max(1, Math.ceil(whole / slices));
  console.log(`[sweep] ${name}: ${runs} of ${whole} random cases, seed ${SWEEP_SEED} (SWEEP_SEED repeats it)`);
  return { runs, seed: SWEEP_SEED };
}

/**
 * A sweep's time limit grows with its cases: a generous budget per case (what one case takes on a loaded 2-core
 * machine, several times over), never one fixed figure that a busy machine misses as the sweep grows.
 */
export function sweepTimeout(cases: number, budgetPerCaseMs: number): number {
  return 30_000 + cases * budgetPerCaseMs;
}

/**
 * For a walk done in several modes (light and dark, phone and desktop): every item in every run, each in one of
 * the modes, and the seed turns which mode takes which item, so every item has met every mode after as many
 * runs in different hours as there are modes. Whole under SWEEPS=whole: every item in every mode.
 */
export function sweepShare<T>(name: string, items: readonly T[], modes: readonly string[], mode: string): T[] {
  if (SWEEP_WHOLE) return [...items];
  const chosen = items.filter((_, index) => (index + SWEEP_SEED) % modes.length === modes.indexOf(mode));
  console.log(`[sweep] ${name}, ${mode}: ${chosen.length} of ${items.length} (SWEEP_SEED=${SWEEP_SEED}; npm run test:sweeps does all in every mode)`);
  return chosen;
}
