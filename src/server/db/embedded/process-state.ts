import fs from 'node:fs';

/**
 * Whether a PID still names a running process, as Linux sees it. `process.kill(pid, 0)` alone is not
 * enough: it succeeds on a zombie (a killed process its parent has not reaped yet) and on an unrelated
 * process that got the PID later (issue 29 item 7). Where /proc is missing (macOS) the signal check is
 * all there is.
 */
export interface ProcessState {
  alive: boolean;
  /** Clock ticks after boot at which it started (field 22 of /proc/<pid>/stat); undefined without /proc. */
  startTicks?: string;
  /** The program name (field 2 of /proc/<pid>/stat), e.g. "postgres". */
  name?: string;
}

/** Fields of /proc/<pid>/stat: the name in parentheses may itself hold spaces and parentheses. */
export function parseProcStat(stat: string): { name: string; state: string; startTicks: string } | undefined {
  const open = stat.indexOf('(');
  const close = stat.lastIndexOf(')');
  if (open < 0 || close < open) return undefined;
  const rest = stat.slice(close + 2).split(' ');
  // After the name: state is field 3, starttime field 22, so rest[0] and rest[19].
  if (rest.length < 20) return undefined;
  return { name: stat.slice(open + 1, close), state: rest[0], startTicks: rest[19] };
}

function signalCheck(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export function processState(pid: number): ProcessState {
  if (!Number.isInteger(pid) || pid <= 0) return { alive: false };
  let raw: string;
  try {
    raw = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' && fs.existsSync('/proc/self/stat')) return { alive: false };
    return { alive: signalCheck(pid) };
  }
  const stat = parseProcStat(raw);
  if (!stat) return { alive: signalCheck(pid) };
  // Z: zombie, X: dead — the process has ended, only its entry is left.
  return { alive: stat.state !== 'Z' && stat.state !== 'X', startTicks: stat.startTicks, name: stat.name };
}

/** This process's start, to tell a later process with the same PID from us. */
export function ownStartTicks(): string | undefined {
  return processState(process.pid).startTicks;
}

/** True when `pid` runs and, if a start time was noted with it, is still that same process. */
export function isSameProcessRunning(pid: number, startTicks?: string): boolean {
  const state = processState(pid);
  if (!state.alive) return false;
  return !startTicks || !state.startTicks || state.startTicks === startTicks;
}
