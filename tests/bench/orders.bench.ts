/**
 * Money-path benchmark: `npx tsx tests/bench/orders.bench.ts` (prints figures, never fails on time).
 *  1. orders created and captured per second over HTTP (autocannon: create → approve → capture), p50/p99,
 *     beside the same work called directly (no HTTP) — the ratio is the HTTP layer's cost;
 *  2. a sales rush: 2,000 buyers for 500 seats → exactly 500 sold, and the time to sell out.
 * Both on PGlite (in memory) and on PostgreSQL (a throwaway cluster).
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { type Db, openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedEmptyDatabase } from '../../src/server/db/seed/seed';
import { captureByRef } from '../../src/server/modules/orders/capture.service';
import { createOrder } from '../../src/server/modules/orders/orders.service';
import { TestProvider } from '../../src/server/modules/payments/test-provider';
import { startCluster } from '../helpers/postgres-cluster';
import { testConfig } from '../helpers/test-config';

const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
// Every order from its own e-mail address (five open holds each); the per-client-address limit is off (0).
let buyerCount = 0;
const nextBuyer = () => ({ firstName: 'Bench', lastName: 'Käufer', email: `bench${++buyerCount}@example.de` });

async function freshDb(kind: 'pglite' | 'postgres', url?: string): Promise<Db> {
  const db = await openDatabase(kind === 'postgres' ? { kind, url: url as string, poolSize: 20 } : { kind: 'pglite' });
  await migrateToLatest(db);
  await seedEmptyDatabase(db, { adminPasswordHash: 'x', demoMode: true, now: new Date() });
  return db;
}

async function showOf(db: Db) {
  const row = await db
    .selectFrom('performances')
    .innerJoin('categories', 'categories.event_id', 'performances.event_id')
    .select(['performances.id as performance_id', 'categories.id as category_id'])
    .where('performances.starts_at', '>', new Date())
    .where('categories.name', '=', 'Erwachsene')
    .executeTakeFirstOrThrow();
  return row;
}

async function start(db: Db) {
  const app = await buildApp({ config: testConfig({ holdLimitPerAddress: 0 }), db, logLevel: 'error', clientDir: false, backgroundIntervalMs: { mail: 15_000, sweep: 60_000 } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` };
}

const json = (body: unknown) => ({ method: 'POST' as const, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

async function throughput(db: Db) {
  const show = await showOf(db);
  await db.updateTable('quotas').set({ capacity: 10_000_000 }).execute();
  const cart = [{ performance_id: show.performance_id, category_id: show.category_id, quantity: 2 }];
  const { app, url } = await start(db);
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        path: '/api/orders/create.php',
        ...json({ cart, user_data: nextBuyer() }),
        setupRequest: (request: Record<string, unknown>) => ({ ...request, body: JSON.stringify({ cart, user_data: nextBuyer() }) }),
        onResponse: (_status: number, body: string, context: Record<string, unknown>) => {
          context.id = JSON.parse(body).id;
        },
      },
      {
        path: '/api/payments/test/approve.php',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => ({ ...request, body: JSON.stringify({ id: context.id }) }),
      },
      {
        path: '/api/orders/capture.php',
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request: Record<string, unknown>, context: Record<string, unknown>) => ({ ...request, body: JSON.stringify({ order_id: context.id }) }),
      },
    ],
  });
  await new Promise((resolve) => setTimeout(resolve, 1000)); // let requests cut off at the end finish
  const captured = await db.selectFrom('orders').select((eb) => eb.fn.countAll<number>().as('n')).where('status', '=', 'CAPTURED').executeTakeFirstOrThrow();
  await app.close();
  return {
    ordersPerSecond: Number(captured.n) / DURATION_S,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** The same create → approve → capture work, called directly with the same concurrency: no HTTP. */
async function direct(db: Db) {
  const show = await showOf(db);
  await db.updateTable('quotas').set({ capacity: 10_000_000 }).execute();
  const cart = [{ performance_id: show.performance_id, category_id: show.category_id, quantity: 2 }];
  const app = await buildApp({ config: testConfig({ holdLimitPerAddress: 0 }), db, logLevel: 'error', clientDir: false, backgroundIntervalMs: { mail: 15_000, sweep: 60_000 } });
  await app.ready();
  const ctx = app.ctx;
  const provider = new TestProvider(db);
  const stopAt = performance.now() + DURATION_S * 1000;
  let orders = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < stopAt) {
        const created = await createOrder(ctx, { cart, user_data: nextBuyer(), donation_amount: 0 }, { address: '127.0.0.1' });
        await provider.approve(created.id);
        await captureByRef(ctx, created.id);
        orders++;
      }
    }),
  );
  await app.close();
  return orders / DURATION_S;
}

async function rush(db: Db, buyers = 2000, seats = 500) {
  const show = await showOf(db);
  await db.updateTable('quotas').set({ capacity: seats }).where('performance_id', '=', show.performance_id).where('category_id', '=', show.category_id).execute();
  const { app, url } = await start(db);
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${url}/api/${path}`, json(body));
    return { status: response.status, body: (await response.json()) as { id?: string; code?: string } };
  };
  const started = performance.now();
  let sold = 0;
  let soldOutAt = 0;
  let soldOutAnswers = 0;
  let errors = 0;
  let next = 0;
  // 200 buyers at a time, as many as a school's announcement brings to the shop in the same second.
  await Promise.all(
    Array.from({ length: 200 }, async () => {
      while (next < buyers) {
        next++;
        const created = await post('orders/create.php', { cart: [{ performance_id: show.performance_id, category_id: show.category_id, quantity: 1 }], user_data: nextBuyer() });
        if (created.status === 409) {
          soldOutAnswers++;
          continue;
        }
        if (created.status !== 200) {
          errors++;
          continue;
        }
        await post('payments/test/approve.php', { id: created.body.id });
        const captured = await post('orders/capture.php', { order_id: created.body.id });
        if (captured.status === 200) {
          sold++;
          if (sold === seats) soldOutAt = performance.now() - started;
        } else errors++;
      }
    }),
  );
  const total = performance.now() - started;
  const tickets = await db.selectFrom('tickets').select((eb) => eb.fn.countAll<number>().as('n')).where('performance_id', '=', show.performance_id).executeTakeFirstOrThrow();
  await app.close();
  return { sold, tickets: Number(tickets.n), soldOutAnswers, errors, soldOutMs: Math.round(soldOutAt), totalMs: Math.round(total) };
}

async function benchOn(kind: 'pglite' | 'postgres', url?: () => Promise<string>) {
  const open = async () => freshDb(kind, url ? await url() : undefined);
  const http = await throughput(await open());
  const raw = await direct(await open());
  const sale = await rush(await open());
  const label = kind === 'pglite' ? 'PGlite (in memory)' : 'PostgreSQL 15';
  console.log(`\n== ${label} ==`);
  console.log(
    `HTTP   create+approve+capture: ${http.ordersPerSecond.toFixed(1)} orders/s (${http.requestsPerSecond.toFixed(0)} req/s), latency p50 ${http.p50} ms, p99 ${http.p99} ms, non-2xx ${http.non2xx}, errors ${http.errors}`,
  );
  console.log(`direct same work, no HTTP:      ${raw.toFixed(1)} orders/s  → HTTP keeps ${((http.ordersPerSecond / raw) * 100).toFixed(0)} % of the raw rate`);
  console.log(
    `rush   2,000 buyers / 500 seats: ${sale.sold} sold (${sale.tickets} tickets), ${sale.soldOutAnswers} sold-out answers, ${sale.errors} errors; sold out after ${sale.soldOutMs} ms (all answered after ${sale.totalMs} ms)`,
  );
}

async function main() {
  console.log(`Money-path benchmark: ${DURATION_S} s per throughput run, ${CONNECTIONS} connections`);
  await benchOn('pglite');
  const cluster = await startCluster();
  try {
    let n = 0;
    const url = async () => {
      const name = `bench_${process.pid}_${n++}`;
      const admin = new pg.Client({ connectionString: cluster.url('postgres') });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      return cluster.url(name);
    };
    await benchOn('postgres', url);
  } finally {
    cluster.stop();
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
