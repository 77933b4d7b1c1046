import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { analyzeGrownTables } from '../../src/server/db/planner-statistics';
import { createTestApp, type TestApp } from '../helpers/test-app';

const onPostgres = Boolean(inject('postgresTemplateUrl'));

/** Orders written straight into the table, as a sales rush leaves them. */
async function addOrders(db: Db, count: number) {
  await sql`
    INSERT INTO orders (public_token, first_name, last_name, email, total_cents, provider, provider_request_id,
                        capture_request_id, expires_at)
    SELECT ${randomUUID()} || '-' || n, 'Gast', 'Krüger', 'gast' || n || '@example.de', 1000, 'test',
           ${randomUUID()} || '-' || n, ${randomUUID()} || '-' || n, now() + interval '20 minutes'
    FROM generate_series(1, ${count}) AS n`.execute(db);
  // The statistics reach pg_stat_user_tables at most once a second; the test need not wait for that.
  await sql`SELECT pg_stat_force_next_flush()`.execute(db);
  await sql`SELECT 1`.execute(db);
}

/** The kind of scan a kept plan reads orders with: the key lookup every foreign-key check on orders runs. */
async function keptOrderKeyLookup(db: Db): Promise<string> {
  const plan = await sql<{ 'QUERY PLAN': string }>`EXPLAIN EXECUTE order_key(1)`.execute(db);
  return plan.rows.map((row) => row['QUERY PLAN']).join('\n');
}

// PostgreSQL's autovacuum keeps its statistics; PGlite has none, and one connection keeps its plans for good.
describe.skipIf(onPostgres)('planner statistics on PGlite', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('re-plans a kept key lookup on orders once orders pile up, instead of scanning all of them for good', async () => {
    t = await createTestApp();
    const db = t.db;
    // As at the server's start: statistics of an almost empty table, and a plan kept from then on.
    await sql`ANALYZE orders`.execute(db);
    await sql`SET plan_cache_mode = force_generic_plan`.execute(db);
    await sql`PREPARE order_key(int) AS SELECT 1 FROM ONLY orders x WHERE id = $1 FOR KEY SHARE OF x`.execute(db);
    try {
      expect(await keptOrderKeyLookup(db)).toContain('Seq Scan on orders');
      await addOrders(db, 3000);
      // Nothing else re-plans it: each order's items, tickets, payment and mail would check it by a full scan.
      expect(await keptOrderKeyLookup(db)).toContain('Seq Scan on orders');
      expect(await analyzeGrownTables(db)).toContain('orders');
      expect(await keptOrderKeyLookup(db)).toContain('Index Scan using orders_pkey');
    } finally {
      await sql`DEALLOCATE order_key`.execute(db);
      await sql`RESET plan_cache_mode`.execute(db);
    }
  });

  it('analyzes the grown tables by itself while the server runs', async () => {
    t = await createTestApp({ backgroundIntervalMs: { mail: false, sweep: false, statistics: 20 } });
    const db = t.db;
    const analyzedRows = async () => {
      const row = await sql<{ n: number }>`SELECT reltuples::int AS n FROM pg_class WHERE oid = 'orders'::regclass`.execute(db);
      return row.rows[0].n;
    };
    await addOrders(db, 800);
    await expect.poll(analyzedRows, { timeout: 5000 }).toBeGreaterThanOrEqual(800);
  });

  it('leaves tables alone whose rows changed by less than autovacuum would wait for', async () => {
    t = await createTestApp();
    const db = t.db;
    await addOrders(db, 500);
    expect(await analyzeGrownTables(db)).toContain('orders');
    await addOrders(db, 40);
    expect(await analyzeGrownTables(db)).not.toContain('orders');
  });
});
