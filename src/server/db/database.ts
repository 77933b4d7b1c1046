import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, PostgresDialect } from 'kysely';
import pg from 'pg';
import { createPool } from './pool.js';
import { PreparedPGlite } from './prepared-pglite.js';
import type { Database } from './schema.js';

export type Db = Kysely<Database>;

export type DatabaseOptions =
  /** Embedded Postgres in WebAssembly; `dataDir` undefined means in memory. */
  | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { kind: 'postgres'; url: string; poolSize?: number; lockTimeoutMs?: number };

// Postgres returns bigint (COUNT, SUM) as text; our figures fit in a double.
pg.types.setTypeParser(20, (value) => Number(value));
pg.types.setTypeParser(1700, (value) => Number(value));

const pools = new WeakMap<Db, pg.Pool>();

/** The pool behind a PostgreSQL database (none for PGlite): LISTEN needs a connection of its own. */
export function postgresPoolOf(db: Db): pg.Pool | undefined {
  return pools.get(db);
}

const embedded = new WeakMap<Db, PreparedPGlite>();

/** The server accepted a connection: on PGlite, turns of the event loop end sooner for a moment (turn-budget.ts). */
export function connectionAccepted(db: Db): void {
  embedded.get(db)?.connectionAccepted();
}

export async function openDatabase(options: DatabaseOptions): Promise<Db> {
  if (options.kind === 'postgres') {
    const pool = createPool(options.url, options.poolSize ?? 10, options.lockTimeoutMs);
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    pools.set(db, pool);
    return db;
  }
  if (options.dataDir) fs.mkdirSync(path.dirname(options.dataDir), { recursive: true });
  const pglite = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    parsers: { 20: (value: string) => Number(value), 1700: (value: string) => Number(value) },
  });
  const prepared = new PreparedPGlite(pglite);
  const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: prepared }) });
  embedded.set(db, prepared);
  return db;
}
