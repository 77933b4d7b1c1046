// Mutation testing of the pure rules (issue 44): `npm run mutate`. Stryker 9.6 is the last release that runs
// on Node 20 (10.x wants 22). Incremental: a rerun tests only the mutants whose code or tests changed.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutate.config.ts' },
  mutate: ['src/shared/domain/**/*.ts', '!src/shared/domain/**/*.test.ts', '!src/shared/domain/**/*.fixture.ts'],
  ignorePatterns: ['dist', 'data', 'coverage', 'reports', 'screenshots', 'public', 'tests/e2e', 'tests/bench'],
  // Stryker rewrites the tsconfig's paths through TypeScript's JS API, which TypeScript 7 no longer has;
  // the tsconfig has no `extends` or `references` to rewrite, so it names no file here.
  tsconfigFile: 'no-tsconfig-to-rewrite.json',
  reporters: ['clear-text', 'progress', 'html'],
  clearTextReporter: { logTests: false, reportScoreTable: true, reportMutants: true },
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  // A mutant of a module-level constant (texts, tables) would need every test rerun without the module cache:
  // 962 of them took 95 % of a run. They are left out; the constants' values are asserted where they are used.
  ignoreStatic: true,
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  concurrency: 2,
  thresholds: { high: 90, low: 85, break: null },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
