import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { type Db, openDatabase } from '../../src/server/db/database';
import { prepareDatabase } from '../../src/server/db/prepare';
import { ensureDemoPerformance } from '../../src/server/db/seed/seed';
import { STARTUP_LOCK_KEY } from '../../src/server/db/startup-lock';
import { type RunningServer, startServer } from '../helpers/e2e';
import { openEmbeddedDatabase } from '../helpers/embedded-database';
import { freshPostgresUrl } from '../helpers/test-app';
import { testConfig } from '../helpers/test-config';

const postgresTemplate = inject('postgresTemplateUrl');

/** A new, EMPTY database on the run's cluster: no tables, nothing seeded (not a copy of the template). */
async function emptyPostgresUrl(): Promise<string> {
  const name = `empty_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: postgresTemplate.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return postgresTemplate.replace(/\/[^/]+$/, `/${name}`);
}

/** Starts two servers on one database at the same moment; answers who came up and why the others did not. */
async function startTwo(env: Record<string, string>): Promise<{ started: RunningServer[]; refusals: string[] }> {
  const options = { keepDataDir: Boolean(env.DATA_DIR) };
  const starts = await Promise.allSettled([startServer(env, options), startServer(env, options)]);
  const started = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  servers.push(...started);
  for (const server of started) expect((await fetch(`${server.url}/api/health.php`)).status).toBe(200);
  return { started, refusals: starts.flatMap((start) => (start.status === 'rejected' ? [String(start.reason)] : [])) };
}

const servers: RunningServer[] = [];
const databases: Db[] = [];

/** Whether some session of this database waits for an advisory lock. */
async function waitingForTurn(client: pg.Client): Promise<boolean> {
  const result = await client.query(
    "select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted and database = (select oid from pg_database where datname = current_database())",
  );
  return result.rows[0].n > 0;
}

async function count(db: Db, table: 'events' | 'users' | 'rooms' | 'performances' | 'files'): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select(({ fn }) => fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** What one start on an empty database puts in: the admin, the spec's two musicals with artwork, the demo performance. */
async function expectSeededOnce(db: Db) {
  expect(await count(db, 'users')).toBe(1);
  expect(await count(db, 'events')).toBe(2);
  expect(await count(db, 'rooms')).toBe(2);
  // Two performances per musical, plus the one demo performance ahead.
  expect(await count(db, 'performances')).toBe(5);
  // Poster and three stage pictures per musical.
  expect(await count(db, 'files')).toBe(8);
}

// Servers may be started together (a deployment, a restart of all): PostgreSQL serves them all, while on
// one data folder the first owns the embedded PostgreSQL and the other is refused.
describe('two servers started at the same moment on an empty database', () => {
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await Promise.all(databases.map((db) => db.destroy()));
  });

  it('PostgreSQL: both come up, and the database is migrated and seeded exactly once', async () => {
    const url = await emptyPostgresUrl();
    const { started, refusals } = await startTwo({ DATABASE_URL: url });
    expect(refusals).toEqual([]);
    expect(started).toHaveLength(2);
    const db = await openDatabase({ kind: 'postgres', url });
    databases.push(db);
    await expectSeededOnce(db);
  }, 180_000);

  it('embedded: one comes up, the other is refused naming the folder and the holder, and the data is seeded once', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-together-'));
    try {
      const { started, refusals } = await startTwo({ DATA_DIR: dataDir, DATABASE_URL: '' });
      expect(started).toHaveLength(1);
      expect(refusals).toHaveLength(1);
      expect(refusals[0]).toContain(`Der Datenordner ${dataDir} wird bereits von einem laufenden Ticket-Shop benutzt (Prozess ${started[0].pid})`);
      await started[0].stop();
      const { db, close } = await openEmbeddedDatabase(dataDir);
      try {
        await expectSeededOnce(db);
      } finally {
        await close();
      }
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);

  // The turn-taking itself, step by step.
  it('waits while another start holds its turn, then looks again whether the demo performance is still missing', async () => {
    const url = await freshPostgresUrl();
    const db = await openDatabase({ kind: 'postgres', url });
    databases.push(db);
    await db.deleteFrom('performances').where('starts_at', '>', new Date()).execute();
    const before = await count(db, 'performances');

    // Another process is mid-start: it holds the turn.
    const other = new pg.Client({ connectionString: url });
    await other.connect();
    await other.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    const start = prepareDatabase(testConfig({ databaseUrl: url, demoMode: true }));
    await expect.poll(() => waitingForTurn(other), { timeout: 20_000 }).toBe(true);
    expect(await count(db, 'performances')).toBe(before);

    // The other start adds the demo performance and finishes; this one must not add a second.
    await ensureDemoPerformance(db, new Date());
    await other.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]);
    await other.end();
    const prepared = await start;
    databases.push(prepared.db);
    expect(await count(db, 'performances')).toBe(before + 1);
  }, 60_000);
});
