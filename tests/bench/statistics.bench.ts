import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'kysely';
import { buildApp } from '../../src/server/app';
import { type Db, openDatabase } from '../../src/server/db/database';
import { startEmbeddedPostgres } from '../../src/server/db/embedded/embedded-postgres';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedEmptyDatabase } from '../../src/server/db/seed/seed';
import { hashPassword } from '../../src/server/modules/auth/password';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { startCluster } from '../helpers/postgres-cluster';
import { insertSales } from '../helpers/sales-data';
import { TEST_ADMIN_PASSWORD, testConfig } from '../helpers/test-config';

/**
 * Latency of statistics/fetch.php and statistics/dashboard.php over 100,000 orders (about 250,000
 * tickets), on the embedded PostgreSQL and on the machine's PostgreSQL. Aim: p50 under 100 ms.
 */
const ORDERS = Number(process.env.BENCH_ORDERS ?? 100_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 40);

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function measure(label: string, db: Db) {
  const config = testConfig();
  const now = new Date();
  let started = performance.now();
  await migrateToLatest(db);
  await seedEmptyDatabase(db, { adminPasswordHash: await hashPassword(sha256Hex(TEST_ADMIN_PASSWORD), config.argon2), demoMode: true, now });
  const app = await buildApp({ config, db, logLevel: 'warn', clientDir: false, backgroundJobs: {} });
  await app.ready();
  await insertSales(db, { orders: ORDERS, days: 120, until: now, tickets: true });
  const counts = await sql<{
    orders: number;
    tickets: number;
  }>`select (select count(*) from orders)::int as orders, (select count(*) from tickets)::int as tickets`.execute(db);
  const setupMs = Math.round(performance.now() - started);
  const login = await app.inject({ method: 'POST', url: '/api/auth/login.php', payload: { user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) } });
  const headers = { authorization: `Bearer ${login.json().session_token}` };

  console.log(`\n${label}: ${counts.rows[0].orders} orders, ${counts.rows[0].tickets} tickets (set up in ${setupMs} ms)`);
  for (const url of ['/api/statistics/fetch.php', '/api/statistics/dashboard.php']) {
    for (let i = 0; i < 3; i++) await app.inject({ method: 'GET', url, headers });
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      started = performance.now();
      const response = await app.inject({ method: 'GET', url, headers });
      times.push(performance.now() - started);
      if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${url.padEnd(32)} p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms   p99 ${percentile(times, 99).toFixed(1).padStart(7)} ms   (${RUNS} runs)`,
    );
  }
  await app.close();
}

const embeddedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-statistics-'));
const embedded = await startEmbeddedPostgres({ dir: path.join(embeddedDir, 'postgres') });
try {
  await measure('embedded PostgreSQL (fsync on)', await openDatabase({ kind: 'postgres', url: embedded.url() }));
} finally {
  await embedded.stop();
  fs.rmSync(embeddedDir, { recursive: true, force: true });
}

const cluster = await startCluster();
try {
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE bench');
  await admin.end();
  await measure('PostgreSQL', await openDatabase({ kind: 'postgres', url: cluster.url('bench') }));
} finally {
  cluster.stop();
}
