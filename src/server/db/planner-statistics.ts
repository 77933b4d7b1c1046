import { sql } from 'kysely';
import { type Db, postgresPoolOf } from './database.js';

/**
 * PGlite has no autovacuum, so nothing refreshes the planner's statistics while tables grow, and its one
 * connection keeps every plan it made for the life of the process: the foreign-key checks behind each
 * order's items, tickets, payment and mail, and the statements inside place_hold and settle_capture.
 * Planned while orders was nearly empty, they scan all orders for good; over 5,000 paid orders the last
 * tenth ran at about half the first tenth's rate. This is autovacuum's analyze rule, done by the server:
 * a table whose rows changed by more than 50 plus 10 % of its rows since it was last analyzed is analyzed
 * again, which also makes the kept plans that read it plan afresh.
 */
const CHANGED_ROWS_BASE = 50;
const CHANGED_ROWS_SHARE = 0.1;

/** How often the embedded database is checked; the check reads one statistics view. */
export const STATISTICS_INTERVAL_MS = 5_000;

/** Analyzes the tables that changed enough since their last ANALYZE; returns their names. */
export async function analyzeGrownTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ schema: string; name: string }>`
    SELECT s.schemaname AS schema, s.relname AS name
    FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.n_mod_since_analyze > ${CHANGED_ROWS_BASE} + ${CHANGED_ROWS_SHARE} * greatest(c.reltuples, 0)`.execute(db);
  if (rows.length === 0) return [];
  await sql`ANALYZE ${sql.join(rows.map((row) => sql.id(row.schema, row.name)))}`.execute(db);
  return rows.map((row) => row.name);
}

/** Keeps the statistics of an embedded database current; PostgreSQL's autovacuum does so on its own. */
export function startStatisticsKeeper(db: Db, intervalMs: number | false, onError: (error: unknown) => void) {
  if (!intervalMs || postgresPoolOf(db)) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = analyzeGrownTables(db)
      .catch(onError)
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
