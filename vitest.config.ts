import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { serverProjects } from './tests/helpers/server-projects';

export default defineConfig({
  test: {
    // Vitest's default (one worker less than the cores) runs one file at a time on a 2-core machine and
    // leaves a core idle: the main process does little while the files run.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: { name: 'shared', include: ['src/shared/**/*.test.ts'], environment: 'node' },
      },
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/client/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          // One jsdom per worker instead of one per file (it cost more than all the tests together);
          // the setup file gives every file fresh modules, storage and document.
          isolate: false,
          setupFiles: ['tests/helpers/unit-setup.ts'],
          // IndexedDB in jsdom (fake-indexeddb) is slow on a shared 2-core machine; 5 s cut real tests short.
          testTimeout: 15_000,
        },
      },
      ...serverProjects({ testTimeout: 30_000, hookTimeout: 60_000 }),
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/e2e-global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          // Two files at a time (the run's maxWorkers): one file's browser, server and test mostly wait on each
          // other and keep about one core busy. Each worker loads its modules once (isolate: false; a new worker
          // per file cost seconds each); every file still has a server, database and browser contexts of its own.
          isolate: false,
          // No retries: a flaky browser test must show, not pass on its second try (issue 30).
        },
      },
    ],
  },
});
