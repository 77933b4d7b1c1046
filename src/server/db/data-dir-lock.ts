import fs from 'node:fs';
import path from 'node:path';
import { isSameProcessRunning, ownStartTicks } from './embedded/process-state.js';

/**
 * One server process per DATA_DIR: the server starts, watches and stops the embedded PostgreSQL in it, so a
 * second process on the same folder would fight the first over that database. The holder's PID (with its
 * start time) sits in a lock file created with O_EXCL; a holder that no longer runs (kill -9, crash, power
 * cut; a zombie or a later process with its PID counts as gone) is taken over.
 */
export const LOCK_FILE_NAME = 'server.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holderPid: number,
  ) {
    super(
      `Der Datenordner ${dataDir} wird bereits von einem laufenden Ticket-Shop benutzt (Prozess ${holderPid}). ` +
        'Bitte diesen Prozess beenden oder einen anderen DATA_DIR wählen.',
    );
  }
}

export interface DataDirLock {
  file: string;
  /** Removes the lock file if it is still ours; safe to call more than once and from an 'exit' handler. */
  release: () => void;
}

interface Holder {
  pid?: number;
  bootId?: string;
  startTicks?: string;
  inode: number;
  modifiedMs: number;
}

/** A holder writes its PID right after creating the file; an empty file is given this long to fill. */
const WRITE_GRACE_MS = 2_000;

/** Linux names each boot; a lock from an earlier boot is stale whatever process has its PID today. */
function currentBootId(): string | undefined {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number, startTicks: string | undefined): boolean {
  // Our own PID in the file is a previous run of ours (e.g. PID 1 in a restarted container).
  if (pid === process.pid) return false;
  return isSameProcessRunning(pid, startTicks);
}

function readHolder(file: string): Holder | undefined {
  try {
    const stat = fs.statSync(file);
    const [pidLine = '', bootLine = '', startLine = ''] = fs.readFileSync(file, 'utf8').split('\n');
    return {
      pid: /^\d+$/.test(pidLine.trim()) ? Number(pidLine.trim()) : undefined,
      bootId: bootLine.trim() || undefined,
      startTicks: startLine.trim() || undefined,
      inode: stat.ino,
      modifiedMs: stat.mtimeMs,
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function isStale(holder: Holder, bootId: string | undefined): boolean {
  if (holder.pid === undefined) return Date.now() - holder.modifiedMs > WRITE_GRACE_MS;
  if (holder.bootId && bootId && holder.bootId !== bootId) return true;
  return !isAlive(holder.pid, holder.startTicks);
}

function tryCreate(file: string, bootId: string | undefined): boolean {
  let fd: number;
  try {
    fd = fs.openSync(file, 'wx', 0o644);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
  try {
    fs.writeSync(fd, `${process.pid}\n${bootId ?? ''}\n${ownStartTicks() ?? ''}\n`);
  } finally {
    fs.closeSync(fd);
  }
  return true;
}

/**
 * Moves a stale lock aside. Rename is atomic, so of several starters only one moves a given file; one that
 * moved a lock another starter had just created (another inode) puts it back and looks again.
 */
function removeStale(file: string, stale: Holder): void {
  const aside = `${file}.${process.pid}.stale`;
  try {
    fs.renameSync(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  if (fs.statSync(aside).ino !== stale.inode) {
    try {
      fs.linkSync(aside, file);
    } catch {
      // A third starter created the file meanwhile; the next look reports whoever holds it.
    }
  }
  fs.rmSync(aside, { force: true });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Takes the folder's lock or throws DataDirLockedError naming the running holder. */
export async function acquireDataDirLock(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE_NAME);
  const bootId = currentBootId();
  for (;;) {
    if (tryCreate(file, bootId)) {
      let released = false;
      return {
        file,
        release() {
          if (released) return;
          released = true;
          if (readHolder(file)?.pid === process.pid) fs.rmSync(file, { force: true });
        },
      };
    }
    const holder = readHolder(file);
    if (!holder) continue;
    if (isStale(holder, bootId)) {
      removeStale(file, holder);
      continue;
    }
    if (holder.pid !== undefined) throw new DataDirLockedError(dataDir, holder.pid);
    // Created a moment ago and not yet written: look again shortly (stale after WRITE_GRACE_MS).
    await sleep(50);
  }
}
