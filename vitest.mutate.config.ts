import { defineConfig } from 'vitest/config';

// Only the pure rules' tests, for `npm run mutate`: Stryker reruns them for every mutant, and the
// server and browser projects would start databases and Chromium for code it does not mutate.
export default defineConfig({
  test: {
    include: ['src/shared/**/*.test.ts'],
    environment: 'node',
    // Instrumented code runs slower, and the property tests (fast-check) run it thousands of times.
    testTimeout: 60_000,
    // Stryker switches mutants at run time, so a worker may keep its modules between runs: no new thread and no
    // fresh imports for each of the thousands of runs. (The shared rules keep no state between tests.)
    isolate: false,
  },
});
