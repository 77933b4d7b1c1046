import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type Db, openDatabase } from '../../src/server/db/database';
import { startEmbeddedPostgres } from '../../src/server/db/embedded/embedded-postgres';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedEmptyDatabase } from '../../src/server/db/seed/seed';
import { hashPassword } from '../../src/server/modules/auth/password';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { assertNoSecretsInLogs } from './log-secrecy';
import { type Cluster, startCluster } from './postgres-cluster';
import { TEST_ADMIN_PASSWORD, testConfig } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresTemplateUrl: string;
    logDir: string;
  }
}

async function seedTemplate(db: Db) {
  await migrateToLatest(db);
  const adminPasswordHash = await hashPassword(sha256Hex(TEST_ADMIN_PASSWORD), testConfig().argon2);
  await seedEmptyDatabase(db, { adminPasswordHash, demoMode: true, now: new Date() });
  return db;
}

/**
 * The run's PostgreSQL: the embedded one the server starts (without fsync: a throwaway cluster), or with
 * TEST_DATABASE=postgres (`npm run test:pg`) a cluster of the machine's own PostgreSQL.
 */
async function startRunCluster(): Promise<Pick<Cluster, 'url' | 'stop'>> {
  if (process.env.TEST_DATABASE === 'postgres') return startCluster();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-pg-'));
  const server = await startEmbeddedPostgres({ dir: path.join(dir, 'cluster'), durable: false, maxConnections: 300 });
  return {
    url: (database) => server.url(database),
    stop: () => server.stop().finally(() => fs.rmSync(dir, { recursive: true, force: true })),
  };
}

export interface TestDatabases {
  cluster: Pick<Cluster, 'url' | 'stop'>;
  teardown: () => Promise<void>;
}

/**
 * The run's cluster with one migrated, seeded template database (shop_template) that every test app starts
 * from a copy of (CREATE DATABASE … TEMPLATE), and the log folder whose secrets the teardown checks.
 */
export async function startTestDatabases(project: TestProject, options: { logsExpected?: boolean } = {}): Promise<TestDatabases> {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-logs-'));
  project.provide('logDir', logDir);
  const teardownLogs = () => {
    try {
      assertNoSecretsInLogs(logDir, options);
    } catch (error) {
      // An error thrown in teardown is only printed; the exit code is what CI reads.
      console.error(String(error));
      process.exitCode = 1;
    } finally {
      fs.rmSync(logDir, { recursive: true, force: true });
    }
  };
  // Tests that start the server as `npm start` does find it built; built here once, not by each at once.
  const build = spawnSync(process.execPath, ['src/server/start.mjs', '--build-only'], { stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server build failed');
  const cluster = await startRunCluster();
  const admin = new pg.Client({ connectionString: cluster.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE shop_template');
  await admin.end();
  const db = await seedTemplate(await openDatabase({ kind: 'postgres', url: cluster.url('shop_template') }));
  await db.destroy();
  project.provide('postgresTemplateUrl', cluster.url('shop_template'));
  return {
    cluster,
    async teardown() {
      await cluster.stop();
      teardownLogs();
    },
  };
}

/** The server tests' global setup: one cluster and one seeded template per run. */
export default async function setup(project: TestProject) {
  const { teardown } = await startTestDatabases(project);
  return teardown;
}
