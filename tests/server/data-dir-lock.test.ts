import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCK_FILE_NAME } from '../../src/server/db/data-dir-lock';
import { processState } from '../../src/server/db/embedded/process-state';
import { freePort, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';

/** Starts `src/server/main.ts` and waits for it to end; for starts that must be refused. */
async function startToExit(dataDir: string): Promise<{ code: number | null; output: string; killed: boolean }> {
  const child = spawn(process.execPath, ['src/server/start.mjs'], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(await freePort()),
      HOST: '127.0.0.1',
      ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
      SKIP_CLIENT_BUILD: '1',
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += String(chunk);
  });
  child.stderr.on('data', (chunk) => {
    output += String(chunk);
  });
  // A start that waits for the folder instead of refusing is ended here, and the test says so.
  let killed = false;
  const timer = setTimeout(() => {
    killed = true;
    child.kill('SIGKILL');
  }, 30_000);
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  clearTimeout(timer);
  return { code, output, killed };
}

const killed = (server: RunningServer) =>
  new Promise<void>((resolve) => {
    process.kill(server.pid, 'SIGKILL');
    const check = setInterval(() => {
      try {
        process.kill(server.pid, 0);
      } catch {
        clearInterval(check);
        resolve();
      }
    }, 20);
  });

// The server owns the embedded PostgreSQL in its folder: a second server on the same folder must not start.
describe('one server process per data folder', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
  const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
  const servers: RunningServer[] = [];
  let first: RunningServer;
  beforeAll(async () => {
    first = await startServer(env, { keepDataDir: true });
    servers.push(first);
  }, 120_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a second start on a held DATA_DIR: it ends by itself, naming the folder and the PID', async () => {
    const second = await startToExit(dataDir);
    expect(second.killed, 'the second start waited instead of refusing').toBe(false);
    expect(second.code).not.toBe(0);
    expect(second.output).toContain(`Der Datenordner ${dataDir} wird bereits von einem laufenden Ticket-Shop benutzt (Prozess ${first.pid})`);
    expect(second.output).not.toContain('Ticket-Shop läuft');
    // The first server still answers.
    expect((await fetch(`${first.url}/api/health.php`)).status).toBe(200);
  }, 60_000);

  it('starts again after the holder was killed with kill -9, and frees the folder on a graceful stop', async () => {
    await killed(first);
    // Its PostgreSQL runs on as an orphan that still holds the folder; the next start stops it.
    const orphan = Number(fs.readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
    expect(processState(orphan).alive).toBe(true);
    const next = await startServer(env, { keepDataDir: true });
    expect(processState(orphan).alive).toBe(false);
    servers.push(next);
    expect((await fetch(`${next.url}/api/health.php`)).status).toBe(200);
    expect(fs.readFileSync(path.join(dataDir, LOCK_FILE_NAME), 'utf8').split('\n')[0]).toBe(String(next.pid));
    await next.stop();
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);
  }, 120_000);
});
