import fs from 'node:fs';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { Writable } from 'node:stream';
import pg from 'pg';
import { afterEach, beforeEach, inject } from 'vitest';
import { type BuildAppOptions, buildApp } from '../../src/server/app';
import type { Config } from '../../src/server/config';
import { type Db, openDatabase } from '../../src/server/db/database';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { watchResponses } from './response-contract';
import { TEST_ADMIN_PASSWORD, testConfig } from './test-config';

export { TEST_ADMIN_PASSWORD };

/**
 * Every log line of every test app goes to the run's log folder, and every session token a test
 * obtains is noted beside it; the global teardown proves no secret reached the logs.
 */
const logDir = inject('logDir');
const logStream = new Writable({
  write(chunk, _encoding, done) {
    fs.appendFile(path.join(logDir, `server-${process.pid}.log`), chunk, done);
  },
});
export function noteSecret(secret: string): void {
  fs.appendFileSync(path.join(logDir, `secrets-${process.pid}.txt`), `${secret}\n`);
}

const teeTo = (onLog: (line: string) => void) =>
  new Writable({
    write(chunk, encoding, done) {
      onLog(String(chunk));
      logStream.write(chunk, encoding, done);
    },
  });

/** A clock tests can move; the app reads the time only through it. */
export class TestClock {
  private offsetMs = 0;
  private frozenAt: number | undefined;
  now = () => new Date((this.frozenAt ?? Date.now()) + this.offsetMs);
  advance(ms: number) {
    this.offsetMs += ms;
  }
  /** Stops the clock where it is: a test that counts reads per second must not depend on the machine's pace. */
  freeze() {
    this.frozenAt = Date.now();
  }
}

/** The URL of a new database copied from the seeded template of this run. */
export async function freshPostgresUrl(): Promise<string> {
  const postgresTemplate = inject('postgresTemplateUrl');
  const name = `t_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: postgresTemplate.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE shop_template`);
  await admin.end();
  return postgresTemplate.replace(/\/[^/]+$/, `/${name}`);
}

/** A fresh database copied from the migrated, seeded template of this run. */
export async function freshDatabase(): Promise<Db> {
  return openDatabase({ kind: 'postgres', url: await freshPostgresUrl() });
}

/** A database with nothing in it, not even the schema (restore targets): a new database in this run's cluster. */
export async function emptyDatabase(): Promise<Db> {
  const postgresTemplate = inject('postgresTemplateUrl');
  const name = `e_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: postgresTemplate.replace(/\/[^/]+$/, '/postgres') });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE template0`);
  await admin.end();
  return openDatabase({ kind: 'postgres', url: postgresTemplate.replace(/\/[^/]+$/, `/${name}`) });
}

export interface TestAppOptions extends Pick<BuildAppOptions, 'webhookLookup' | 'mailSender' | 'backgroundJobs' | 'clientDir' | 'ssrEntry'> {
  config?: Partial<Config>;
  db?: Db;
  /** Sees every log line (JSON) besides the run's log folder. */
  onLog?: (line: string) => void;
}

export async function createTestApp(options: TestAppOptions = {}) {
  const clock = new TestClock();
  const db = options.db ?? (await freshDatabase());
  const config = testConfig(options.config);
  const app = await buildApp({
    config,
    db,
    now: clock.now,
    logLevel: 'debug',
    logStream: options.onLog ? teeTo(options.onLog) : logStream,
    clientDir: options.clientDir ?? false,
    ssrEntry: options.ssrEntry,
    webhookLookup: options.webhookLookup,
    mailSender: options.mailSender,
    // Tests drive the background jobs themselves; mails still go out when a capture kicks the worker.
    backgroundJobs: options.backgroundJobs ?? {},
  });
  await app.ready();
  // Every answer the test sees is held against the OpenAPI document (issue 40).
  watchResponses(app);

  /** Signs in through the real call and returns the session token. */
  async function login(user = 'admin', password = TEST_ADMIN_PASSWORD): Promise<string> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login.php',
      payload: { user, auth: sha256Hex(password) },
    });
    if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
    const token: string = response.json().session_token;
    noteSecret(token);
    return token;
  }

  return { app, db, clock, config, login, close: () => app.close() };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * In a describe of a file that shares one app (issue 50): each of its tests runs on an app and database of
 * its own, for tests that need a clean shop. `install` puts the new app where the tests read it (and may
 * prepare what they expect beside it); the function it returns puts the shared one back after the test.
 */
export function ownAppPerTest(install: (own: TestApp) => (() => void) | Promise<() => void>, options: () => TestAppOptions = () => ({})) {
  let own: TestApp | undefined;
  let restore: (() => void) | undefined;
  beforeEach(async () => {
    own = await createTestApp(options());
    restore = await install(own);
  });
  afterEach(async () => {
    restore?.();
    await own?.close();
    own = restore = undefined;
  });
}
