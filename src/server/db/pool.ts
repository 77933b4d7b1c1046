import pg from 'pg';
import type { Liveness } from './liveness.js';
import { keepWarm, WARM_CONNECTIONS } from './warm-pool.js';

/**
 * How long a statement may wait for a lock before PostgreSQL gives up (SQLSTATE 55P03). A request then
 * gets the busy answer (http/errors.ts) instead of hanging behind a stuck writer; the longest honest
 * wait, a quota row in a rush of holds, stays far below it.
 */
export const LOCK_TIMEOUT_MS = 10_000;
/**
 * Issue 52: the longest a request's statement may run on a database that answers (SQLSTATE 57014). Above
 * the lock wait, so a busy quota row still gets the busy answer; far above any page's read. Migrations and
 * backups lift it for their own transaction (migrate.ts, backup-tables.repository.ts): they may honestly
 * run longer.
 */
export const STATEMENT_TIMEOUT_MS = 30_000;
/** A transaction left open by a process that stopped between two statements frees its locks after this. */
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 60_000;
/**
 * The longest a request waits for a connection: in the pool's queue behind a rush, or for a new one to a
 * server that accepts the socket but never answers. Before, it was unbounded.
 */
export const ACQUIRE_TIMEOUT_MS = 10_000;

type PoolErrorHandler = (error: Error) => void;
const handlers = new WeakMap<pg.Pool, PoolErrorHandler>();

/** Where the pool's connection errors are reported (the app's log); unreported they are only dropped. */
export function onPoolError(pool: pg.Pool, handler: PoolErrorHandler): void {
  handlers.set(pool, handler);
}

/**
 * A pg pool that survives the database going away. A connection PostgreSQL closes (restart: 57P01
 * admin_shutdown, a crash, a cut network) emits an 'error' event; without a listener Node ends the
 * process. The pool drops such a connection and opens new ones on demand, so once the database is back
 * the next request simply works. With `liveness`, a database that hangs is noticed (db/liveness.ts); a few
 * connections stay open to read on while no new one is let in (db/warm-pool.ts).
 */
export function createPool(url: string, max: number, lockTimeoutMs = LOCK_TIMEOUT_MS, liveness?: Liveness): pg.Pool {
  const warm = Math.min(WARM_CONNECTIONS, max);
  const pool = new pg.Pool({
    connectionString: url,
    max,
    min: warm,
    connectionTimeoutMillis: ACQUIRE_TIMEOUT_MS,
    options: `-c lock_timeout=${lockTimeoutMs} -c statement_timeout=${Math.max(STATEMENT_TIMEOUT_MS, lockTimeoutMs)} -c idle_in_transaction_session_timeout=${IDLE_IN_TRANSACTION_TIMEOUT_MS}`,
  });
  const report = (error: Error) => handlers.get(pool)?.(error);
  // Idle connections: the pool removes the client itself; the event only needs a listener.
  pool.on('error', report);
  // Checked-out connections between two queries (a transaction, a held lock) emit on the client; the
  // query after it fails and the pool discards the client on release.
  pool.on('connect', (client) => {
    client.on('error', report);
    liveness?.watch(client);
  });
  if (liveness) {
    const connect = pool.connect.bind(pool) as (callback?: unknown) => unknown;
    // Kysely checks out with the promise form: while the database does not answer, it is told at once.
    (pool as { connect: unknown }).connect = (callback?: unknown) => {
      if (callback === undefined) {
        try {
          liveness.check();
        } catch (error) {
          return Promise.reject(error);
        }
      }
      return connect(callback);
    };
  }
  keepWarm(pool, { warm, max, acquireTimeoutMs: ACQUIRE_TIMEOUT_MS, report, liveness });
  return pool;
}
