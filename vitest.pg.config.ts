import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { EMBEDDED_OR_ENGINE_FREE, serverProjects } from './tests/helpers/server-projects';

process.env.TEST_DATABASE = 'postgres';

/** `npm run test:pg`: the server suite against a throwaway PostgreSQL cluster (but EMBEDDED_OR_ENGINE_FREE). */
export default defineConfig({
  test: {
    // The test files mostly wait on PostgreSQL's own processes: three at once keep a 2-core machine busy.
    maxWorkers: Math.max(3, os.availableParallelism()),
    projects: serverProjects({ testTimeout: 60_000, hookTimeout: 120_000 }, { env: { TEST_DATABASE: 'postgres' }, skip: EMBEDDED_OR_ENGINE_FREE }),
  },
});
