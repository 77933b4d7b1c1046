import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processState } from '../../src/server/db/embedded/process-state';
import { freePort, SEEDED_DATA_DIR_VARIABLE, TEST_ADMIN_PASSWORD } from '../helpers/e2e';

/**
 * Issue 39: a supervisor stops the shop by signalling `npm start` (a container's `CMD ["npm","start"]`), or
 * its whole process group (systemd, a terminal's Ctrl-C). Whichever it is, nothing of the shop — npm, the
 * server, its PostgreSQL — is left after 10 s, and the next `npm start` on the same folder comes up.
 * Not a browser test, but like them it runs the built server as `npm start` does.
 */
const root = path.resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let dataDir: string;

interface Started {
  npm: ChildProcess;
  output: () => string;
  /** npm, the server and its PostgreSQL. */
  pids: () => number[];
}

async function npmStart(): Promise<Started> {
  const port = await freePort();
  let output = '';
  // Own process group (npm leads it), as under a supervisor or in a terminal.
  const npm = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD, SKIP_CLIENT_BUILD: '1', DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  npm.stdout?.on('data', (chunk) => (output += String(chunk)));
  npm.stderr?.on('data', (chunk) => (output += String(chunk)));
  for (let i = 0; i < 1500 && !output.includes('Ticket-Shop läuft auf'); i++) {
    if (npm.exitCode !== null) throw new Error(`npm start ended:\n${output}`);
    await sleep(100);
  }
  expect(output).toContain('Ticket-Shop läuft auf');
  expect((await fetch(`http://127.0.0.1:${port}/api/health.php`)).status).toBe(200);
  const firstLine = (file: string) => Number(fs.readFileSync(path.join(dataDir, file), 'utf8').split('\n')[0]);
  const server = firstLine('server.lock');
  const postgres = firstLine('postgres/postmaster.pid');
  return { npm, output: () => output, pids: () => [npm.pid ?? 0, server, postgres] };
}

/** Waits up to 10 s for every given process to end and returns those still running. */
async function leftAfterTenSeconds(pids: number[]): Promise<number[]> {
  const deadline = Date.now() + 10_000;
  let running = pids.filter((pid) => processState(pid).alive);
  while (running.length > 0 && Date.now() < deadline) {
    await sleep(100);
    running = running.filter((pid) => processState(pid).alive);
  }
  return running;
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-stop-'));
  // As root the embedded PostgreSQL runs as the user postgres, which must reach its folder.
  fs.chmodSync(dataDir, 0o755);
  const seeded = process.env[SEEDED_DATA_DIR_VARIABLE];
  if (seeded) fs.cpSync(seeded, dataDir, { recursive: true });
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('stopping npm start the way supervisors do', () => {
  for (const [name, signal, target] of [
    ['SIGTERM to npm', 'SIGTERM', 'npm'],
    ['SIGINT to npm', 'SIGINT', 'npm'],
    ['SIGTERM to the process group', 'SIGTERM', 'group'],
    // npm gone without a word (OOM killer, kill -9): the server notices it was orphaned and stops itself.
    ['kill -9 of npm alone', 'SIGKILL', 'npm'],
  ] as const) {
    it(`${name}: npm, the server and its PostgreSQL are gone within 10 s, and the next start works`, async () => {
      const started = await npmStart();
      const pids = started.pids();
      const npmPid = started.npm.pid ?? 0;
      process.kill(target === 'group' ? -npmPid : npmPid, signal);
      expect(await leftAfterTenSeconds(pids), started.output()).toEqual([]);
      expect(fs.existsSync(path.join(dataDir, 'server.lock'))).toBe(false);
    }, 240_000);
  }

  it('kill -9 of the whole process group leaves a folder the next start takes over; that one stops cleanly', async () => {
    const killed = await npmStart();
    process.kill(-(killed.npm.pid ?? 0), 'SIGKILL');
    // The server is gone at once; its PostgreSQL (a process group of its own) is stopped by the next start.
    const next = await npmStart();
    if (Number(process.versions.node.split('.')[0]) < 22) expect(next.output()).toContain('Der Ticket-Shop braucht Node.js 22 oder neuer');
    const pids = next.pids();
    process.kill(next.npm.pid ?? 0, 'SIGTERM');
    expect(await leftAfterTenSeconds([...pids, ...killed.pids()]), next.output()).toEqual([]);
  }, 240_000);
});
