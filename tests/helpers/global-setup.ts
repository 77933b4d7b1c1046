import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect } from 'kysely';
import { type Db, openDatabase } from '../../src/server/db/database';
import type { Database } from '../../src/server/db/schema';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedEmptyDatabase } from '../../src/server/db/seed/seed';
import { hashPassword } from '../../src/server/modules/auth/password';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { assertNoSecretsInLogs } from './log-secrecy';
import { startCluster } from './postgres-cluster';
import { TEST_ADMIN_PASSWORD, testConfig } from './test-config';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
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
 * Migrates and seeds one template database per run; every test app starts from a copy of it
 * (PGlite: a data-dir dump; PostgreSQL: CREATE DATABASE … TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-logs-'));
  project.provide('logDir', logDir);
  const teardownLogs = () => {
    try {
      assertNoSecretsInLogs(logDir);
    } catch (error) {
      // An error thrown in teardown is only printed; the exit code is what CI reads.
      console.error(String(error));
      process.exitCode = 1;
    } finally {
      fs.rmSync(logDir, { recursive: true, force: true });
    }
  };
  if (process.env.TEST_DATABASE === 'postgres') {
    const cluster = await startCluster();
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE shop_template');
    await admin.end();
    const db = await seedTemplate(await openDatabase({ kind: 'postgres', url: cluster.url('shop_template') }));
    await db.destroy();
    project.provide('postgresTemplateUrl', cluster.url('shop_template'));
    project.provide('pgliteTemplate', '');
    return () => {
      cluster.stop();
      teardownLogs();
    };
  }

  const pglite = await PGlite.create();
  const db = await seedTemplate(new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) }));
  // Uncompressed: every test app loads this dump, and unpacking gzip cost about a quarter of a second each.
  const dump = await pglite.dumpDataDir('none');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-')), 'template.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await db.destroy();
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplateUrl', '');
  return () => {
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
    teardownLogs();
  };
}
