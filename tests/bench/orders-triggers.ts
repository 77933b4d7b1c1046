/**
 * Where the hold's execution time goes, per trigger (issue 13): `npx tsx tests/bench/orders-triggers.ts
 * [pglite|postgres] [orders]`. Migrates and seeds a fresh database, writes `orders` sales (default 3,000),
 * runs ANALYZE, then runs a paid order's writes (the hold statement of orders/create.php, its provider id,
 * the status change of the capture) under EXPLAIN ANALYZE many times, each rolled back, and prints the
 * median execution time and statistics trigger time of each, with the statement-level triggers of
 * migration 015 and the row-level ones of 007 alternating in the same run.
 */
import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { CompiledQuery, Kysely, PGliteDialect, type PluginTransformQueryArgs, type PluginTransformResultArgs, sql } from 'kysely';
import { type Db, openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import * as statsTriggers from '../../src/server/db/migrations/015-stats-triggers';
import type { Database } from '../../src/server/db/schema';
import { seedEmptyDatabase } from '../../src/server/db/seed/seed';
import { readOrderSettings } from '../../src/server/modules/configuration/order-settings';
import { insertHold, LOCKED_CAPACITY_GUARD } from '../../src/server/modules/orders/quota.repository';
import { resolveCart } from '../../src/server/modules/orders/resolve-cart';
import { line, upcomingShow } from '../helpers/orders';
import { startCluster } from '../helpers/postgres-cluster';
import { insertSales } from '../helpers/sales-data';

const engine = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const ORDERS = Number(process.argv[3] ?? 3000);
const RUNS = 40;

type Plan = { 'Execution Time': number; 'Planning Time': number; Triggers?: { 'Trigger Name': string; Relation: string; Time: number; Calls: number }[] };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

async function open(): Promise<{ db: Db; close: () => Promise<void> }> {
  if (engine === 'pglite') {
    const db = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: await PGlite.create() }) });
    return { db, close: () => db.destroy() };
  }
  const cluster = await startCluster({ durable: true });
  const db = await openDatabase({ kind: 'postgres', url: cluster.url('postgres') });
  return {
    db,
    close: async () => {
      await db.destroy();
      cluster.stop();
    },
  };
}

/** The SQL insertHold sends, captured without running it. */
async function holdStatement(db: Db): Promise<CompiledQuery> {
  const show = await upcomingShow(db);
  const now = new Date();
  const lines = await resolveCart(db, [line(show, show.adults, 2), line(show, show.children, 1)], await readOrderSettings(db), now);
  let compiled: CompiledQuery | undefined;
  const spy = {
    transformQuery: (args: PluginTransformQueryArgs) => {
      compiled = db.getExecutor().compileQuery(args.node, args.queryId);
      return args.node;
    },
    transformResult: async (args: PluginTransformResultArgs) => args.result,
  };
  const order = {
    public_token: randomUUID(), idempotency_key: null, first_name: 'Mia', last_name: 'Krüger', email: 'mia@example.de', phone: '', donation_cents: 0,
    total_cents: 2500, universe_id: 1, provider: 'test' as const, provider_request_id: randomUUID(), capture_request_id: randomUUID(),
    expires_at: new Date(now.getTime() + 20 * 60_000), client_address: '192.0.2.1',
  };
  // Run once for real inside a transaction that is rolled back: only its SQL is wanted.
  await db
    .transaction()
    .execute(async (trx) => {
      await insertHold(trx.withPlugin(spy), order, lines, { buyer: 5, address: 0 }, now, LOCKED_CAPACITY_GUARD);
      throw new Error('rollback');
    })
    .catch((error) => {
      if (error.message !== 'rollback') throw error;
    });
  if (!compiled) throw new Error('no hold statement seen');
  return compiled;
}

const { db, close } = await open();
try {
  await migrateToLatest(db);
  await seedEmptyDatabase(db, { adminPasswordHash: 'x', demoMode: true, now: new Date() });
  await insertSales(db, { orders: ORDERS, days: 30, until: new Date(), tickets: false });
  await sql`ANALYZE`.execute(db);
  const hold = await holdStatement(db);
  const explain = async (trx: Db, query: CompiledQuery) => {
    const result = await trx.executeQuery<{ 'QUERY PLAN': Plan[] }>(CompiledQuery.raw(`EXPLAIN (ANALYZE, FORMAT JSON) ${query.sql}`, [...query.parameters]));
    return result.rows[0]['QUERY PLAN'][0];
  };
  /** Per statement of a paid order: the hold, its provider id, and the capture's status change, each rolled back at the end. */
  const measure = async (label: string) => {
    type Step = { executions: number[]; triggers: Map<string, number[]> };
    const steps = new Map<string, Step>();
    const note = (step: string, plan: Plan) => {
      const entry: Step = steps.get(step) ?? { executions: [], triggers: new Map() };
      entry.executions.push(plan['Execution Time']);
      for (const trigger of plan.Triggers ?? []) {
        if (!trigger['Trigger Name'].startsWith('stats_')) continue;
        const key = `${trigger['Trigger Name']} (${trigger.Calls} calls)`;
        entry.triggers.set(key, [...(entry.triggers.get(key) ?? []), trigger.Time]);
      }
      steps.set(step, entry);
    };
    for (let run = 0; run < RUNS; run++) {
      await db
        .transaction()
        .execute(async (trx) => {
          note('hold (3 tickets, 2 items)', await explain(trx, hold));
          const { id } = await trx.selectFrom('orders').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
          note('provider id on the order', await explain(trx, sql`UPDATE orders SET provider_order_id = ${`TEST-${run}`} WHERE id = ${id}`.compile(trx)));
          note('paid: status CAPTURED', await explain(trx, sql`UPDATE orders SET status = 'CAPTURED', holding = false WHERE id = ${id}`.compile(trx)));
          throw new Error('rollback');
        })
        .catch((error) => {
          if (error.message !== 'rollback') throw error;
        });
    }
    console.log(`${label}:`);
    for (const [step, { executions, triggers }] of steps) {
      const parts = [...triggers].map(([name, times]) => `${name} ${median(times).toFixed(3)} ms`);
      const total = [...triggers.values()].reduce((sum, times) => sum + median(times), 0);
      console.log(`  ${step}: execution ${median(executions).toFixed(3)} ms, statistics triggers ${total.toFixed(3)} ms${parts.length ? ` (${parts.join(', ')})` : ''}`);
    }
  };
  console.log(`${engine}, ${ORDERS} orders, medians of ${RUNS} runs; both trigger kinds in this run, alternating:`);
  for (let round = 0; round < 2; round++) {
    await measure('migration 015: statement-level for order items, guarded row triggers for orders');
    await statsTriggers.down(db);
    await measure('row-level (migration 007)');
    await sql`drop trigger stats_order_write on orders`.execute(db);
    await sql`create trigger stats_order_insert after insert on orders for each row when (new.status = 'CAPTURED') execute function stats_order_changed()`.execute(db);
    await sql`create trigger stats_order_update after update of status, created_at, total_cents, donation_cents on orders
      for each row when (old.status = 'CAPTURED' or new.status = 'CAPTURED') execute function stats_order_changed()`.execute(db);
    await measure('row-level for order items, guarded row triggers for orders');
    await sql`drop trigger stats_order_insert on orders`.execute(db);
    await sql`drop trigger stats_order_update on orders`.execute(db);
    await sql`create trigger stats_order_write after insert or update of status, created_at, total_cents, donation_cents on orders
      for each row execute function stats_order_changed()`.execute(db);
    await statsTriggers.up(db);
  }
} finally {
  await close();
}
