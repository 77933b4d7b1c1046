import { sql } from 'kysely';
import type { Db } from './database.js';

/** One fixed key for every server process of the shop on one PostgreSQL database ("TSHP"). */
export const STARTUP_LOCK_KEY = 0x54534850;

/**
 * Runs `work` (migrations, seeding, the demo performance) while this process holds a PostgreSQL advisory
 * lock, so processes started together take turns instead of seeding twice. The lock lives on one connection
 * of the pool held aside for it; `work` uses the others. PostgreSQL frees it if the process dies.
 */
export async function underStartupLock<T>(db: Db, work: () => Promise<T>): Promise<T> {
  return db.connection().execute(async (connection) => {
    // Waiting for another process's migrations is the point here, not a stuck writer (db/pool.ts lock_timeout).
    await sql`set lock_timeout = 0`.execute(connection);
    await sql`select pg_advisory_lock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(connection);
    try {
      return await work();
    } finally {
      await sql`select pg_advisory_unlock(${sql.lit(STARTUP_LOCK_KEY)})`.execute(connection);
      await sql`reset lock_timeout`.execute(connection);
    }
  });
}
