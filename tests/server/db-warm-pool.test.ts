import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { changeFeedOf } from '../../src/server/db/change-feed';
import { cachedReaderOf, postgresPoolOf } from '../../src/server/db/database';
import { WARM_CONNECTIONS } from '../../src/server/db/warm-pool';
import { create, line, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

/**
 * Issue 52 item 8: a PostgreSQL whose disk is full (or that is at its connection limit) refuses new
 * connections but answers the open ones. With the pools' warm connections the shop, the order list, the
 * dashboard and the alerts are still read, the shop's pages never answer 500, and health is green again
 * as soon as the disk has room.
 */
const ssrEntry = () => import('../../src/client/entry-server');
const template = `<!doctype html><html lang="de"><head><title>Musical-Tickets</title></head><body><div id="root"></div></body></html>`;
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'warm-pool-'));
let t: TestApp;
let token: string;
let name: string;

beforeAll(async () => {
  fs.writeFileSync(path.join(root, 'index.html'), template);
  t = await createTestApp({ clientDir: root, ssrEntry });
  token = await t.login();
  name = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(t.db)).rows[0].name;
});
afterAll(async () => {
  await t.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const pools = () => [postgresPoolOf(t.db), postgresPoolOf(cachedReaderOf(t.db))];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function waitFor(condition: () => boolean | Promise<boolean>, ms = 10_000) {
  const until = Date.now() + ms;
  while (!(await condition())) {
    if (Date.now() > until) throw new Error('condition not met in time');
    await sleep(20);
  }
}
const warmed = () => waitFor(() => pools().every((pool) => pool.totalCount >= Math.min(WARM_CONNECTIONS, pool.options.max ?? 10)));
/** A quiet shop's idle time, shortened: pg closes an idle connection (above the warm ones) after this. */
const shortIdle = () => {
  for (const pool of pools()) pool.options.idleTimeoutMillis = 30;
};

async function onAdminConnection<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: inject('postgresTemplateUrl').replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}
const allowConnections = (allowed: boolean) =>
  onAdminConnection((admin) => admin.query(`ALTER DATABASE ${admin.escapeIdentifier(name)} ALLOW_CONNECTIONS ${allowed}`));
const cutConnections = () =>
  onAdminConnection((admin) => admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()', [name]));

/** Every insert and update fails as PostgreSQL's do on a full disk (SQLSTATE 53100). */
async function fillDisk() {
  await sql`CREATE OR REPLACE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'could not extend file "base/16384/16999": No space left on device' USING ERRCODE = '53100'; END $$`.execute(t.db);
  const tables = await sql<{ name: string }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema()`.execute(t.db);
  for (const table of tables.rows)
    await sql`CREATE TRIGGER test_disk_full BEFORE INSERT OR UPDATE ON ${sql.id(table.name)} FOR EACH ROW EXECUTE FUNCTION test_disk_full()`.execute(t.db);
  return async () => {
    for (const table of tables.rows) await sql`DROP TRIGGER test_disk_full ON ${sql.id(table.name)}`.execute(t.db);
  };
}

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
const staffGet = (url: string) => get(url, bearer(token));
const health = () => get('/api/health.php');

describe('warm connections', () => {
  it('stay open through a quiet time, and are opened again after the database cut them', async () => {
    await warmed();
    shortIdle();
    const [main] = pools();
    // A rush opens more connections than the warm ones; once it is quiet, only those above them close.
    let opened = 0;
    const count = () => opened++;
    main.on('connect', count);
    await Promise.all(Array.from({ length: 10 }, () => sql`select pg_sleep(0.1)`.execute(t.db)));
    main.off('connect', count);
    expect(opened).toBeGreaterThan(0);
    await waitFor(() => main.totalCount === WARM_CONNECTIONS);
    await sleep(200);
    expect(main.totalCount).toBe(WARM_CONNECTIONS);
    // Every connection learns of its end from PostgreSQL and leaves the pool; the pool opens new ones.
    let removed = 0;
    const countRemoved = () => removed++;
    main.on('remove', countRemoved);
    await cutConnections();
    await waitFor(() => removed >= WARM_CONNECTIONS);
    main.off('remove', countRemoved);
    await warmed();
    await expect(sql`select 1`.execute(t.db)).resolves.toBeDefined();
  });
});

describe('a full disk that refuses new connections', () => {
  it('still serves the shop, the order list, the dashboard and the alerts; health is green within seconds once there is room', async () => {
    const show = await upcomingShow(t.db);
    expect((await create(t.app, [line(show, show.adults, 1)])).statusCode).toBe(200);
    await warmed();
    shortIdle();
    const freeDisk = await fillDisk();
    await allowConnections(false);
    try {
      await expect(new pg.Client({ connectionString: inject('postgresTemplateUrl').replace(/\/[^/]+$/, `/${name}`) }).connect()).rejects.toThrow();
      const refused = await create(t.app, [line(show, show.adults, 1)]);
      expect(refused.json()).toMatchObject({ code: 'DISK_FULL' });
      // Longer than the idle time: before, every connection had closed by now and nothing could be read.
      await sleep(300);
      for (const url of ['/api/events/list_detailed.php', '/api/events/info.php?name=musical']) expect((await get(url)).statusCode, url).toBe(200);
      for (const url of ['/api/orders/fetch.php', '/api/statistics/dashboard.php', '/api/alerts/list.php', '/api/alerts/count.php']) {
        const started = performance.now();
        const answer = await staffGet(url);
        expect(answer.statusCode, `${url} ${answer.body.slice(0, 200)} ${Math.round(performance.now() - started)} ms`).toBe(200);
      }
      for (const url of ['/events', '/event/musical']) expect((await get(url)).statusCode, url).toBeLessThan(400);
      const down = await health();
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({ code: 'DISK_FULL', problems: [{ kind: 'DISK_FULL' }] });
    } finally {
      await allowConnections(true);
      await freeDisk();
    }
    const freed = performance.now();
    await waitFor(async () => (await health()).statusCode === 200, 10_000);
    const greenAfterMs = Math.round(performance.now() - freed);
    console.log(`health green ${greenAfterMs} ms after the disk had room again`);
    expect(greenAfterMs).toBeLessThan(3_000);
    expect((await create(t.app, [line(show, show.adults, 1)])).statusCode).toBe(200);
  });
});

describe('the database gone altogether', () => {
  it('serves a page rendered before as it was, with a German notice; a page never rendered answers 503 in German, never 500', async () => {
    const before = await get('/event/musical');
    expect(before.statusCode).toBe(200);
    await allowConnections(false);
    try {
      await cutConnections();
      await waitFor(() => changeFeedOf(t.db)?.live === false);
      const kept = await get('/event/musical');
      expect(kept.statusCode, kept.body.slice(0, 300)).toBe(200);
      expect(kept.body).toContain('Der Server hat gerade ein Problem. Du siehst diese Seite, wie sie um');
      expect(kept.body).toContain('Zeitsprung – Das Schulmusical');
      const never = await get('/event/ein-anderes');
      expect(never.statusCode).toBe(503);
      expect(never.body).toContain('Die Datenbank ist gerade nicht erreichbar');
    } finally {
      await allowConnections(true);
    }
  });
});
