import type pg from 'pg';
import { DatabaseHungError, type Liveness } from './liveness.js';

/**
 * Issue 52 item 8: connections a pool keeps open however quiet the shop is (pg's `min`; above it an idle
 * connection closes after 10 s). A PostgreSQL whose disk is full, or that has reached its connection limit,
 * refuses new connections but goes on answering the open ones: with these, the shop's pages, the order
 * list and the alerts are still read, and staff see what is wrong. Six: three are held for good (the change
 * and admission listeners, the process's presence lock), which leaves three for requests and the log
 * writer; the read pool keeps both of its two.
 */
export const WARM_CONNECTIONS = 6;
/** A connection checked out longer than this is held for good (a listener): no request waits for it. */
export const HELD_FOR_GOOD_MS = 5_000;
/** How often a pool short of its warm connections, or refused a new one, tries to open one. */
export const WARM_CHECK_MS = 1_000;

type NewClient = (item: { callback: (error: Error | undefined, client?: pg.PoolClient) => void }) => void;
type Connect = (callback?: unknown) => Promise<pg.PoolClient> | undefined;

/** A new connection the database refused (not a wait in the queue that ran out, not a known hang). */
const refusedNewConnection = (error: unknown) =>
  error instanceof Error && !(error instanceof DatabaseHungError) && !/timeout exceeded when trying to connect/.test(error.message);

/**
 * pg's `min` only keeps connections that requests opened; this opens them, at the start and again after a
 * loss, so a shop that was quiet when the disk filled still has them. And while the database refuses new
 * connections, the pool's ceiling is lowered to the connections it has: a request then waits its turn
 * for one of them (at most the acquire timeout) instead of failing, and the ceiling goes back up as soon
 * as a new connection opens again.
 *
 * Opened with pg-pool's `newClient`, not `connect()`: that hands out an idle connection first, and holding
 * the idle ones to force a new one would take them from requests (db-warm-pool.test.ts holds it to this).
 * Not while the database is known to hang: the watch's probe finds it back (db/liveness.ts).
 */
export function keepWarm(
  pool: pg.Pool,
  options: { warm: number; max: number; acquireTimeoutMs: number; report: (error: Error) => void; liveness?: Liveness },
): void {
  const { warm, max, acquireTimeoutMs, report, liveness } = options;
  let lowered = false;
  const lower = () => {
    lowered = true;
    pool.options.max = Math.max(1, pool.totalCount);
  };

  const checkedOut = new Map<pg.PoolClient, number>();
  pool.on('acquire', (client) => checkedOut.set(client, performance.now()));
  pool.on('release', (_error, client) => checkedOut.delete(client));
  pool.on('remove', (client) => checkedOut.delete(client as pg.PoolClient));
  // Open connections a request may get: idle ones, and those a request has out (not one still connecting).
  const comingBack = () => pool.idleCount + [...checkedOut.values()].filter((at) => performance.now() - at <= HELD_FOR_GOOD_MS).length;

  const connect = pool.connect.bind(pool) as Connect;
  // Lowered again on each refusal: a queued request is handed a new attempt whenever a failed one leaves the
  // pool below its ceiling (pg-pool's queue), and that one is refused too.
  const acquire = async () => {
    const until = performance.now() + acquireTimeoutMs;
    for (;;) {
      try {
        return await (connect() as Promise<pg.PoolClient>);
      } catch (error) {
        // Waiting only makes sense for a connection that will come back: not a listener's, held for good.
        if (!refusedNewConnection(error) || comingBack() < 1 || pool.ending || performance.now() > until) throw error;
        lower();
      }
    }
  };
  (pool as { connect: unknown }).connect = (callback?: unknown) => (callback === undefined ? acquire() : connect(callback));

  const open = (pool as unknown as { newClient: NewClient }).newClient.bind(pool);
  let opening = false;
  let failing = false;
  const topUp = async () => {
    if (opening || pool.ending || liveness?.hung) return;
    opening = true;
    try {
      while (!pool.ending && (pool.totalCount < warm || lowered)) {
        const client = await new Promise<pg.PoolClient>((resolve, reject) =>
          open({ callback: (error, client) => (error || !client ? reject(error ?? new Error('no connection')) : resolve(client)) }),
        );
        lowered = false;
        pool.options.max = max;
        failing = false;
        client.release();
      }
    } catch (error) {
      // Told once per outage, not every second; the requests' own errors say the rest.
      if (!failing) report(error as Error);
      failing = true;
    } finally {
      opening = false;
    }
  };
  const timer = setInterval(() => void topUp(), WARM_CHECK_MS);
  timer.unref();
  pool.on('remove', () => void topUp());
  const end = pool.end.bind(pool) as (...args: unknown[]) => unknown;
  pool.end = ((...args: unknown[]) => {
    clearInterval(timer);
    pool.options.max = max;
    return end(...args);
  }) as typeof pool.end;
  void topUp();
}
