import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { BROWSER_ENDPOINT_VARIABLE, CHROMIUM_ARGS, CHROMIUM_PATH, SEEDED_DATA_DIR_VARIABLE, startServer, TEMPLATE_DATABASE_VARIABLE } from './e2e';
import { startTestDatabases } from './global-setup';

/**
 * What every browser test file would otherwise pay for itself, once per run:
 * - one PostgreSQL cluster (the server tests' one, with their template for the files that build an app in
 *   process) and in it `e2e_template`, migrated and demo-seeded by the built server itself; each file's server
 *   starts on a copy of it (tests/helpers/e2e.ts startServer);
 * - a DATA_DIR the built server initialised with its own embedded PostgreSQL, copied for the files that test
 *   that engine (engine: 'embedded', stop signals);
 * - one Chromium, which each file connects to and opens fresh contexts in.
 * The workers inherit the variables set here.
 */
export default async function setup(project: TestProject) {
  // The browser tests' servers log to their own output; only the files that build an app here log to the folder.
  const databases = await startTestDatabases(project, { logsExpected: false });
  const admin = new pg.Client({ connectionString: databases.cluster.url('postgres') });
  await admin.connect();
  await admin.query('CREATE DATABASE e2e_template');
  await admin.end();
  const template = databases.cluster.url('e2e_template');
  const seededDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-seeded-'));
  const [onTemplate, embedded, browser] = await Promise.all([
    startServer({ DATABASE_URL: template }),
    startServer({ DATA_DIR: seededDataDir }, { keepDataDir: true, engine: 'embedded' }),
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
  ]);
  // Stopped cleanly: the embedded folder is complete to copy, and the template has no session left on it.
  await Promise.all([onTemplate.stop(), embedded.stop()]);
  process.env[TEMPLATE_DATABASE_VARIABLE] = template;
  process.env[SEEDED_DATA_DIR_VARIABLE] = seededDataDir;
  process.env[BROWSER_ENDPOINT_VARIABLE] = browser.wsEndpoint();
  return async () => {
    await browser.close();
    fs.rmSync(seededDataDir, { recursive: true, force: true });
    await databases.teardown();
  };
}
