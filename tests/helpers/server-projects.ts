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

export function serverProjects(timeouts: { testTimeout: number; hookTimeout: number }, env?: Record<string, string>): TestProjectInlineConfiguration[] {
  return [
    { extends: true, test: { ...COMMON, ...timeouts, env, name: 'server', include: INCLUDE, exclude: MODULE_MOCKING, isolate: false } },
    { extends: true, test: { ...COMMON, ...timeouts, env, name: 'server-mocks', include: MODULE_MOCKING } },
  ];
}
