import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The server suite as two Vitest projects, for `npm test` (vitest.config.ts) and `npm run test:pg`
 * (vitest.pg.config.ts). The files share a worker's module cache (isolate: false): loading the app's modules
 * afresh for every file took longer than a third of the suite's tests. The files that replace a module
 * with vi.mock need a fresh cache and run isolated in a project of their own.
 */
const INCLUDE = ['src/server/**/*.test.ts', 'tests/server/**/*.test.ts'];
const MODULE_MOCKING = ['tests/server/account-contracts.test.ts', 'tests/server/order-contracts.test.ts', 'tests/server/mail-outbox.test.ts'];

const COMMON = {
  environment: 'node',
  globalSetup: ['tests/helpers/global-setup.ts'],
  // Fails a file whose answers drifted from the OpenAPI document (tests/helpers/response-contract.ts).
  setupFiles: ['tests/helpers/response-contract-setup.ts'],
};

/**
 * Left out of `npm run test:pg`, which is there for what differs on the machine's own PostgreSQL: the embedded
 * engine's own files (its folder, its lock, the PGlite import), which start the embedded engine whatever the
 * run's database; and the sweeps over every route (fuzzing, throttles, credential ranks, odd strings, picture
 * sizes), whose SQL is the same the other files run there. `npm test` runs them all.
 */
export const EMBEDDED_OR_ENGINE_FREE = [
  'embedded-postgres',
  'data-dir-lock',
  'pglite-import',
  'route-fuzz',
  'secret-throttle-invariant',
  'credential-invariants',
  'api-bad-strings',
  'image-variants',
].map((name) => `tests/server/${name}.test.ts`);

export function serverProjects(
  timeouts: { testTimeout: number; hookTimeout: number },
  options: { env?: Record<string, string>; skip?: string[] } = {},
): TestProjectInlineConfiguration[] {
  const { env, skip = [] } = options;
  return [
    { extends: true, test: { ...COMMON, ...timeouts, env, name: 'server', include: INCLUDE, exclude: [...MODULE_MOCKING, ...skip], isolate: false } },
    { extends: true, test: { ...COMMON, ...timeouts, env, name: 'server-mocks', include: MODULE_MOCKING } },
  ];
}
