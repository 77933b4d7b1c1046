import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SEEDED_DATA_DIR_VARIABLE, startServer } from './e2e';

/**
 * Starts the built server once on an empty DATA_DIR (PostgreSQL's initdb, the migrations, the demo seed and
 * the admin's argon2 hash: several seconds) and keeps the folder (stopped cleanly, so a copy is complete). Every browser test's server starts from a
 * copy of it instead of doing that work again.
 */
export default async function setup() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-e2e-seeded-'));
  const server = await startServer({ DATA_DIR: dataDir }, { keepDataDir: true });
  await server.stop();
  process.env[SEEDED_DATA_DIR_VARIABLE] = dataDir;
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
