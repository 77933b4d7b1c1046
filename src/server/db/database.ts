import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
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

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  // A pool that survives the database going away (db/pool.ts), with lock waits bounded.
  const pool = createPool(options.url, options.poolSize ?? 10, options.lockTimeoutMs);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  pools.set(db.getExecutor().adapter, pool);
  return db;
}
