import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { ENGINE_DEPENDENT, serverProjects } from './tests/helpers/server-projects';

process.env.TEST_DATABASE = 'postgres';

/** `npm run test:pg`: the files whose outcome depends on the engine (ENGINE_DEPENDENT), on a throwaway PostgreSQL cluster. */
export default defineConfig({
  test: {
    // The test files mostly wait on PostgreSQL's own processes: three at once keep a 2-core machine busy.
    maxWorkers: Math.max(3, os.availableParallelism()),
    projects: serverProjects(
      { testTimeout: 60_000, hookTimeout: 120_000 },
      { env: { TEST_DATABASE: 'postgres' }, only: Object.keys(ENGINE_DEPENDENT).map((name) => `tests/server/${name}.test.ts`) },
    ),
  },
});
