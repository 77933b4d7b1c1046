import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError, LOCK_FILE_NAME } from './data-dir-lock';

const bootId = fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim();

/** The PID of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

/**
 * A killed process its parent has not reaped yet: the shell starts a short sleep in the background and
 * becomes a long sleep that never waits for it, so the short one stays a zombie until the long one ends.
 */
async function zombie(): Promise<{ pid: number; end: () => void }> {
  const parent = spawn('sh', ['-c', 'sleep 0.05 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
  const pid = Number(await new Promise<string>((resolve) => parent.stdout.once('data', (chunk) => resolve(String(chunk)))));
  for (let i = 0; i < 200 && !/\) Z /.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8')); i++) await new Promise((r) => setTimeout(r, 20));
  return { pid, end: () => parent.kill('SIGKILL') };
}

describe('data folder lock', () => {
  let dataDir: string;
  let lockFile: string;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
    lockFile = path.join(dataDir, LOCK_FILE_NAME);
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes the holder PID into the lock file and removes it on release', async () => {
    const lock = await acquireDataDirLock(dataDir);
    const [pid, , startTicks] = fs.readFileSync(lockFile, 'utf8').split('\n');
    expect(pid).toBe(String(process.pid));
    expect(startTicks).toBe(fs.readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ')[19]);
    lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
    lock.release();
  });

  it('creates a missing data folder', async () => {
    const nested = path.join(dataDir, 'neu', 'daten');
    const lock = await acquireDataDirLock(nested);
    expect(fs.existsSync(path.join(nested, LOCK_FILE_NAME))).toBe(true);
    lock.release();
  });

  it('refuses a folder a running process holds, naming the folder and the PID', async () => {
    const holder = process.ppid;
    fs.writeFileSync(lockFile, `${holder}\n${bootId}\n`);
    const attempt = acquireDataDirLock(dataDir);
    await expect(attempt).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(attempt).rejects.toThrow(`Der Datenordner ${dataDir} wird bereits von einem laufenden Ticket-Shop benutzt (Prozess ${holder})`);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(`${holder}\n${bootId}\n`);
  });

  it('takes over the lock of a process that no longer runs (kill -9, crash)', async () => {
    fs.writeFileSync(lockFile, `${deadPid()}\n${bootId}\n`);
    const lock = await acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('takes over the lock of a killed process that is still a zombie (issue 29 item 7)', async () => {
    const dead = await zombie();
    try {
      expect(fs.readFileSync(`/proc/${dead.pid}/stat`, 'utf8')).toMatch(/\) Z /);
      fs.writeFileSync(lockFile, `${dead.pid}\n${bootId}\n`);
      const lock = await acquireDataDirLock(dataDir);
      expect(fs.readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
      lock.release();
    } finally {
      dead.end();
    }
  });

  it('takes over a lock whose PID now belongs to a later process (start time differs)', async () => {
    fs.writeFileSync(lockFile, `${process.ppid}\n${bootId}\n1\n`);
    const lock = await acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock written before the last boot, even if its PID runs again', async () => {
    fs.writeFileSync(lockFile, `${process.ppid}\n00000000-0000-0000-0000-000000000000\n`);
    const lock = await acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('takes over a lock bearing its own PID (a restarted container gets the same PID)', async () => {
    fs.writeFileSync(lockFile, `${process.pid}\n${bootId}\n`);
    const lock = await acquireDataDirLock(dataDir);
    lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it('waits for a lock file that was just created and is still empty', async () => {
    fs.writeFileSync(lockFile, '');
    setTimeout(() => fs.writeFileSync(lockFile, `${process.ppid}\n${bootId}\n`), 200);
    await expect(acquireDataDirLock(dataDir)).rejects.toThrow(`(Prozess ${process.ppid})`);
  });

  it('takes over a lock file that stayed empty (crash between create and write)', async () => {
    fs.writeFileSync(lockFile, '');
    const longAgo = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile, longAgo, longAgo);
    const lock = await acquireDataDirLock(dataDir);
    expect(fs.readFileSync(lockFile, 'utf8').split('\n')[0]).toBe(String(process.pid));
    lock.release();
  });

  it('leaves a lock someone else holds by now in place on release', async () => {
    const lock = await acquireDataDirLock(dataDir);
    fs.writeFileSync(lockFile, `${process.ppid}\n${bootId}\n`);
    lock.release();
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(`${process.ppid}\n${bootId}\n`);
  });
});
