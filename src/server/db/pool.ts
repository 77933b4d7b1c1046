import pg from 'pg';

/**
 * How long a statement may wait for a lock before PostgreSQL gives up (SQLSTATE 55P03). A request then
 * gets the busy answer (http/errors.ts) instead of hanging behind a stuck writer; the longest honest
 * wait, a quota row in a rush of holds, stays far below it.
 */
export const LOCK_TIMEOUT_MS = 10_000;

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
 * the next request simply works.
 */
export function createPool(url: string, max: number, lockTimeoutMs = LOCK_TIMEOUT_MS): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: `-c lock_timeout=${lockTimeoutMs}`,
  });
  const report = (error: Error) => handlers.get(pool)?.(error);
  // Idle connections: the pool removes the client itself; the event only needs a listener.
  pool.on('error', report);
  // Checked-out connections between two queries (a transaction, a held lock) emit on the client; the
  // query after it fails and the pool discards the client on release.
  pool.on('connect', (client) => client.on('error', report));
  return pool;
}
