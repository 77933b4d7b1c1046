import os from 'node:os';
import { defineConfig } from 'vitest/config';

process.env.TEST_DATABASE = 'postgres';

/** `npm run test:pg`: the server suite against a throwaway PostgreSQL cluster. */
export default defineConfig({
  test: {
    name: 'server',
    // The test files mostly wait on PostgreSQL's own processes: three at once keep a 2-core machine busy.
    maxWorkers: Math.max(3, os.availableParallelism()),
    include: ['src/server/**/*.test.ts', 'tests/server/**/*.test.ts'],
    environment: 'node',
    env: { TEST_DATABASE: 'postgres' },
    globalSetup: ['tests/helpers/global-setup.ts'],
    setupFiles: ['tests/helpers/response-contract-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
