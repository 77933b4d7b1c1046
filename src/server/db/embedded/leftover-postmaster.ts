import fs from 'node:fs';
import path from 'node:path';
import { processState } from './process-state.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitForEnd(pid: number, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (processState(pid).alive) {
    if (Date.now() > deadline) return false;
    await sleep(25);
  }
  return true;
}

/**
 * A server killed with kill -9 leaves its PostgreSQL running, an orphan that still holds the folder
 * (postmaster.pid), and a new start fails. The data-folder lock already proved no server of ours is
 * alive, so a postmaster named there is such an orphan: it gets PostgreSQL's fast shutdown (sessions
 * end, a checkpoint is written) and the caller starts its own. A PID now used by another program is a
 * stale file and is removed; a dead one PostgreSQL clears by itself.
 */
export async function stopLeftoverPostmaster(dir: string, say: (line: string) => void): Promise<void> {
  const file = path.join(dir, 'postmaster.pid');
  let pid: number;
  try {
    pid = Number(fs.readFileSync(file, 'utf8').split('\n')[0]);
  } catch {
    return;
  }
  const state = processState(pid);
  if (!state.alive) return;
  if (state.name !== undefined && !state.name.startsWith('postgres')) {
    fs.rmSync(file, { force: true });
    return;
  }
  say(`Ein PostgreSQL aus einem früheren Lauf (Prozess ${pid}) hält ${dir} noch; es wird beendet.`);
  process.kill(pid, 'SIGINT');
  if (await waitForEnd(pid, 60_000)) return;
  // Immediate shutdown: the next start replays the WAL, nothing committed is lost.
  process.kill(pid, 'SIGQUIT');
  if (!(await waitForEnd(pid, 10_000))) throw new Error(`PostgreSQL-Prozess ${pid} in ${dir} lässt sich nicht beenden.`);
}
