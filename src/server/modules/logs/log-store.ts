import { storableJson } from '../../../shared/domain/audit-changes.js';
import { storableText } from '../../../shared/domain/control-chars.js';
import type { Db } from '../../db/database.js';
import { insertLogLines, type NewLogLine, pruneLogs } from './logs.repository.js';

/** Warnings and worse (pino: 40 warn, 50 error, 60 fatal) are kept for the back office's "Logs". */
export const STORED_LEVEL = 40;
/** How long the table keeps lines (issue 31: "the last days"). */
export const LOG_RETENTION_MS = 14 * 24 * 60 * 60_000;
const FLUSH_MS = 1_000;
const BATCH = 200;
/** While the database is away, at most this many lines wait; older ones are dropped (stdout still has them). */
const MAX_WAITING = 5_000;
const PRUNE_EVERY_MS = 60 * 60_000;
const MAX_MSG = 2_000;
const MAX_DETAILS = 8_000;

const LEADING_LEVEL = /^\{"level":(\d+)[,}]/;
const OWN_FIELDS = new Set(['level', 'time', 'msg', 'reqId', 'pid', 'hostname']);

/** One logged JSON line as a row, or null for lines below warnings (or anything that is not JSON). */
export function logLineRow(line: string): NewLogLine | null {
  // pino writes the level first: two request lines per call are info, and parsing each was a share of every
  // answer's time (a kept page answers in a fraction of a millisecond).
  const written = LEADING_LEVEL.exec(line);
  if (written && Number(written[1]) < STORED_LEVEL) return null;
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line);
  } catch {
    return null;
  }
  if (typeof entry.level !== 'number' || entry.level < STORED_LEVEL) return null;
  // Issue 52: a line may quote what a caller sent (a NUL, a lone surrogate); one line jsonb refuses would
  // hold back its whole batch, so every text is made storable, also after a cut that split a pair.
  const details = storableJson(Object.fromEntries(Object.entries(entry).filter(([key]) => !OWN_FIELDS.has(key))));
  const json = JSON.stringify(details);
  return {
    at: new Date(typeof entry.time === 'number' ? entry.time : Date.now()),
    level: entry.level,
    msg: storableText(String(entry.msg ?? '').slice(0, MAX_MSG)),
    req_id: typeof entry.reqId === 'string' ? storableText(entry.reqId.slice(0, 100)) : null,
    pid: typeof entry.pid === 'number' ? entry.pid : null,
    details: json.length > MAX_DETAILS ? JSON.stringify({ gekürzt: storableText(json.slice(0, MAX_DETAILS)) }) : json,
  };
}

/**
 * A tee for the logger's output: every line goes on to where it went before (stdout, or the tests' file),
 * and warnings and errors are also written to the server_logs table in batches — so every process's log
 * is in the one database. The lines are what pino wrote, after its redaction: what the logger hides never
 * reaches the table.
 */
export class LogStore {
  /** What the logger writes to: a plain object, so each line is taken the moment it is written. */
  readonly stream: { write(chunk: string): boolean };
  private waiting: NewLogLine[] = [];
  private db?: Db;
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> | null = null;
  private lastPrune = 0;

  constructor(target: NodeJS.WritableStream) {
    let partial = '';
    this.stream = {
      write: (chunk: string) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        for (const line of lines) this.take(line);
        return target.write(chunk);
      },
    };
  }

  /** Starts writing to the database (it exists only after the logger). */
  attach(db: Db, now: () => Date): void {
    this.db = db;
    this.now = now;
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  private now: () => Date = () => new Date();

  private take(line: string) {
    const row = logLineRow(line);
    if (!row) return;
    this.waiting.push(row);
    if (this.waiting.length > MAX_WAITING) this.waiting.splice(0, this.waiting.length - MAX_WAITING);
    if (this.waiting.length >= BATCH) void this.flush();
  }

  /** Writes what waits; tests call it to see their lines at once. */
  flush(): Promise<void> {
    this.flushing ??= this.write().finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async write() {
    const db = this.db;
    if (!db) return;
    while (this.waiting.length) {
      const batch = this.waiting.slice(0, BATCH);
      try {
        await insertLogLines(db, batch);
        this.waiting.splice(0, batch.length);
      } catch (error) {
        // Never through the logger: a failing log table must not log about itself in a loop.
        process.stderr.write(`server_logs: ${error instanceof Error ? error.message : String(error)}\n`);
        return;
      }
    }
    const now = this.now().getTime();
    if (now - this.lastPrune > PRUNE_EVERY_MS) {
      this.lastPrune = now;
      await pruneLogs(db, new Date(now - LOG_RETENTION_MS)).catch(() => undefined);
    }
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

/** The app's store, by its context (tests flush it to read their lines at once). */
export function logStoreOf(ctx: { logStore: LogStore }): LogStore | undefined {
  return ctx.logStore;
}
