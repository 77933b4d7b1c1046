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
 * `npm run test:pg` runs the server files whose outcome depends on the PostgreSQL engine under them, on the
 * machine's own PostgreSQL (15 on Debian 12) beside the embedded 18 of `npm test`: the SQL of every other file is
 * the same on both engines, and `npm test` runs it on a real PostgreSQL already. Each entry names why the engine
 * matters for it; a new file that races, counts, stops the database, backs up or starts a second process
 * belongs here.
 */
export const ENGINE_DEPENDENT: Record<string, string> = {
  'migrations-frozen': 'every migration from an empty database, on the older engine too',
  'db-functions': 'the functions of db/functions applied to the database as written, once per change',
  'concurrent-start': 'two processes migrate and seed one database at once (advisory lock)',
  'db-faults': 'the database stops, restarts and refuses connections under the app',
  'db-hang': 'a database frozen by SIGSTOP: health and orders answered 503 within seconds',
  'server-problems': 'a full disk as PostgreSQL reports it',
  'db-warm-pool': 'a database that refuses new connections and answers the open ones',
  backup: 'pg_dump-compatible backups of the engine at hand',
  'backup-restore': 'a backup restored into an empty database, every sequence continued',
  oversell: 'never oversold: row locks on the quota under hundreds of concurrent holds',
  'oversell-processes': 'never oversold across two server processes',
  'hold-batching': 'holds batched into one transaction (subtransactions, row locks taken up front) under concurrent buyers',
  'rate-limits-processes': 'the API-key limit counted once across two server processes',
  'quota-counters': 'held and sold counters kept exact by triggers under concurrency',
  'events-admin-race': 'a quota edit racing holds: whichever commits first',
  'hold-limits': 'per-address limits under concurrent orders (locks)',
  'waiting-list-gate': 'freed places and public holds racing (locks)',
  'seated-shows': 'online and door sales racing for the last seats',
  'staff-seats': 'staff orders racing for one seat',
  boxoffice: 'the same door sale uploaded five times at once (unique keys)',
  coupons: 'a code limited to n uses under 50 concurrent orders',
  'free-orders': 'free places under 20 concurrent free orders',
  capture: '10 concurrent captures give one payment (row locks)',
  'paypal-capture': 'concurrent creates with one idempotency key',
  checkin: 'concurrent uploads of one scan batch (unique nonce)',
  'checkin-online': 'admissions pushed between processes over LISTEN/NOTIFY',
  'capture-recovery-processes': 'a capture a killed process left, finished by the next one',
  'mail-outbox': 'two workers claim mails with SKIP LOCKED',
  reminders: 'two processes send due reminders once',
  'staff-notices': 'concurrent notice runs send once',
};

/**
 * ENGINE_DEPENDENT files that start several server processes on one PostgreSQL: the operator guide's deployment
 * with an external PostgreSQL, never the embedded one (one process owns its data folder). They run in
 * `npm run test:pg`, on an external server as in that deployment, and not a second time in `npm test`.
 */
export const EXTERNAL_POSTGRES_ONLY = ['oversell-processes', 'rate-limits-processes'];

export function serverProjects(
  timeouts: { testTimeout: number; hookTimeout: number },
  options: { env?: Record<string, string>; only?: string[] } = {},
): TestProjectInlineConfiguration[] {
  const { env, only } = options;
  const include = only ?? INCLUDE;
  const exclude = [...MODULE_MOCKING, ...(only ? [] : EXTERNAL_POSTGRES_ONLY.map((name) => `tests/server/${name}.test.ts`))];
  const mocking = only ? MODULE_MOCKING.filter((file) => only.includes(file)) : MODULE_MOCKING;
  const projects: TestProjectInlineConfiguration[] = [
    { extends: true, test: { ...COMMON, ...timeouts, env, name: 'server', include, exclude, isolate: false } },
  ];
  if (mocking.length > 0) projects.push({ extends: true, test: { ...COMMON, ...timeouts, env, name: 'server-mocks', include: mocking } });
  return projects;
}
