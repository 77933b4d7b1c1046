import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import { Liveness } from './liveness.js';
import { createPool } from './pool.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

/** Every database is PostgreSQL through `pg`: the embedded one (db/embedded/) or DATABASE_URL's. */
export type DatabaseOptions = { kind: 'postgres'; url: string; poolSize?: number; lockTimeoutMs?: number };

// Postgres returns bigint (COUNT, SUM) as text; our figures fit in a double.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

// Keyed by the dialect's adapter: copies made with withPlugin() and transactions share it.
const pools = new WeakMap<object, pg.Pool>();

/** The pool behind a database: LISTEN needs a connection of its own. */
export function postgresPoolOf(db: Db): pg.Pool {
  const pool = pools.get(db.getExecutor().adapter);
  if (!pool) throw new Error('database not opened by openDatabase');
  return pool;
}

// The watch over a database's connections (db/liveness.ts); keyed as above.
const watches = new WeakMap<object, Liveness>();

/** The watch of a database opened by openDatabase (health asks it); undefined for any other. */
export function livenessOf(db: Db): Liveness | undefined {
  return watches.get(db.getExecutor().adapter);
}

// The same database on connections of its own, for the reads every page view is built from; keyed as above.
const readers = new WeakMap<object, Db>();

/** Connections of the cached reads: the event page's figures are one quick read at a time. */
const READ_CONNECTIONS = 2;

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  // A pool that survives the database going away (db/pool.ts), with lock waits bounded, and one watch
  // over both pools that notices a database which hangs (db/liveness.ts).
  const liveness = new Liveness(options.url);
  const pool = createPool(options.url, options.poolSize ?? 10, options.lockTimeoutMs, liveness);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db.getExecutor().adapter, pool);
  watches.set(db.getExecutor().adapter, liveness);
  // In a rush every connection of the pool above serves a buyer's hold, and the next waits in its queue;
  // the figures every page view is built from are read on connections of their own, so a parent
  // refreshing the event page never queues behind the buyers. Closing the database closes both.
  const readPool = createPool(options.url, READ_CONNECTIONS, options.lockTimeoutMs, liveness);
  const reader = new Kysely<Database>({ dialect: new PostgresDialect({ pool: readPool }) });
  readers.set(db.getExecutor().adapter, reader);
  pools.set(reader.getExecutor().adapter, readPool);
  const endMain = pool.end.bind(pool);
  pool.end = (async () => {
    liveness.close();
    await Promise.all([endMain(), readPool.end()]);
  }) as typeof pool.end;
  return db;
}

/**
 * The database for the figures every page view is built from (events.service.ts, availability): the same
 * data on the connections kept for such reads, with the plugins of `db` (tests count reads with them). A
 * transaction, or a database not opened by openDatabase, is its own reader.
 */
export function cachedReaderOf(db: Db): Db {
  const reader = db.isTransaction ? undefined : readers.get(db.getExecutor().adapter);
  if (!reader) return db;
  return db.getExecutor().plugins.reduce((withPlugins, plugin) => withPlugins.withPlugin(plugin), reader);
}
