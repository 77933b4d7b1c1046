/**
 * Holds batched into shared commits (issue 55): `npx tsx tests/bench/orders-batched.bench.ts`.
 * The server runs as production runs it (its own process, NODE_ENV=production, DEMO_MODE for the test
 * provider) on a throwaway cluster of the machine's PostgreSQL with its default durability (fsync on),
 * so pgbench and the counters can reach the same engine; the buyers are a process of their own. Every
 * figure is a ratio to one measured in the same run:
 *
 * 1. holds per second at 20 and 200 connections ÷ pgbench's single-hold transaction (orders/pgbench.ts)
 *    at as many clients: how far past one commit per hold the batches go;
 * 2. commits per hold: pg_stat_database's commits ÷ orders written over each run (orders/commits.ts);
 * 3. a lone buyer (1 connection): batched against every hold its own commit (HOLD_BATCH_SIZE=0), p50 and p99;
 * 4. a rush of 20,000 buyers for 5,000 seats on 200 connections: places taken (exactly 5,000), every
 *    buyer's p99 (sold-out answers included), time to sell out, commits per hold;
 * 5. the regional theatre: 100,000 buyers for 20,000 seats on 500 connections, every one answered in under a
 *    minute (BENCH_THEATRE_BUYERS, BENCH_THEATRE_SEATS).
 * Goals are printed (✓/✗), never asserted. Every phase is bounded in time.
 */
import os from 'node:os';
import { everyAnswerP99, goal, ms, otherAnswers, perSecond, seconds, serverErrors, soldOutAfter, summarize } from './orders/figures';
import { runInOwnProcess } from './orders/child';
import { type Counters, readCounters } from './orders/commits';
import type { LoadPlan } from './orders/load';
import type { PoolResult } from './orders/pool';
import { pgbenchHolds } from './orders/pgbench';
import { type Engine, postgresEngine, type Stage } from './orders/target';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const RATE_SECONDS = setting('BENCH_SECONDS', 10);
const WARMUP_SECONDS = setting('BENCH_WARMUP_SECONDS', 3);
const BOUND_SECONDS = setting('BENCH_MAX_SECONDS', 120);
const RUSH_BUYERS = setting('BENCH_RUSH_BUYERS', 20_000);
const RUSH_SEATS = setting('BENCH_RUSH_SEATS', 5_000);
const THEATRE_BUYERS = setting('BENCH_THEATRE_BUYERS', 100_000);
const THEATRE_SEATS = setting('BENCH_THEATRE_SEATS', 20_000);
const THEATRE_CONNECTIONS = 500;
const PLENTY = 10_000_000;
// BENCH_HOLD_BATCH_SIZE=0 runs the same bench with every hold its own commit, as before issue 55.
const PRODUCTION = { NODE_ENV: 'production', DEMO_MODE: 'true', HOLD_BATCH_SIZE: process.env.BENCH_HOLD_BATCH_SIZE ?? '50' };

const ratio = (value: number, reference: number) => (Number.isFinite(value / reference) ? `${(value / reference).toFixed(2)}×` : '–');
const perHold = (before: Counters, after: Counters) => (after.commits - before.commits) / Math.max(1, after.orders - before.orders);
const machineLoad = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')}`;

/** Buyers holding one ticket each, from their own process; the counters are read before and after the server stopped. */
async function holds(engine: Engine, capacity: number, plan: Pick<LoadPlan, 'connections' | 'orders' | 'seconds'>, env: Record<string, string> = {}) {
  const stage: Stage = await engine.serve(capacity, { ...PRODUCTION, ...env });
  const url = stage.databaseUrl as string;
  const quota = { performanceId: stage.show.performanceId, categoryId: stage.show.categoryId };
  const before = await readCounters(url, quota);
  let result: PoolResult;
  try {
    result = await runInOwnProcess<PoolResult>('load.ts', {
      ...plan,
      warmupSeconds: WARMUP_SECONDS,
      url: stage.url,
      mode: 'hold',
      line: { performance_id: quota.performanceId, category_id: quota.categoryId, quantity: 1 },
      warmupLine: { performance_id: quota.performanceId, category_id: stage.show.warmupCategoryId, quantity: 1 },
      tag: `${process.pid}-${Date.now()}`,
    } satisfies LoadPlan);
  } catch (error) {
    await stage.stop();
    throw error;
  }
  // The counters are read with the server's backends gone (their counts reported), before stop() drops the copy.
  await stage.halt();
  const after = await readCounters(url, quota);
  await stage.stop();
  return { result, commitsPerHold: perHold(before, after), taken: after.taken };
}

async function main() {
  console.log(
    `Batched holds (issue 55, HOLD_BATCH_SIZE=${PRODUCTION.HOLD_BATCH_SIZE}): NODE_ENV=production on the machine's PostgreSQL (fsync on); ${WARMUP_SECONDS} s warm-up, ${RATE_SECONDS} s per rate; ` +
      `${os.availableParallelism()} cores, ${machineLoad()}: figures from a busy machine are noisy`,
  );
  const started = performance.now();
  const engine = await postgresEngine();
  try {
    const rates = [];
    for (const connections of [20, 200]) {
      const run = await holds(engine, PLENTY, { connections, seconds: RATE_SECONDS });
      rates.push({ connections, ...run, summary: summarize(run.result) });
    }
    const target = await engine.probeDb(PLENTY);
    const pgbench = new Map<number, number>();
    try {
      const quota = { performanceId: target.show.performanceId, categoryId: target.show.categoryId };
      for (const clients of [20, 200]) pgbench.set(clients, await pgbenchHolds(target.databaseUrl as string, quota, clients, RATE_SECONDS));
    } catch (error) {
      console.error('pgbench failed:', error);
      throw error;
    } finally {
      await target.close();
    }
    for (const { connections, summary: s, commitsPerHold } of rates) {
      const reference = pgbench.get(connections) as number;
      console.log(`\nholds at ${connections} connections: ${perSecond(s.rate)}, p50 ${ms(s.p50)}, p99 ${ms(s.p99)}${otherAnswers(s)}`);
      console.log(`    pgbench's single-hold transaction at ${connections} clients: ${perSecond(reference)} → holds are ${ratio(s.rate, reference)} of it`);
      console.log(
        `    commits per hold ${commitsPerHold.toFixed(2)}${connections >= 200 ? `   ${goal(s.rate >= 3 * reference, '≥ 3× pgbench at 200 connections')}` : ''}`,
      );
    }

    // A lone buyer's hold goes at once as a batch of one: its latency against the path before batching.
    const lone = summarize((await holds(engine, PLENTY, { connections: 1, seconds: RATE_SECONDS })).result);
    const single = summarize((await holds(engine, PLENTY, { connections: 1, seconds: RATE_SECONDS }, { HOLD_BATCH_SIZE: '0' })).result);
    console.log(`\na lone buyer (1 connection): p50 ${ms(lone.p50)}, p99 ${ms(lone.p99)} (${perSecond(lone.rate)})${otherAnswers(lone)}`);
    console.log(
      `    every hold its own commit (HOLD_BATCH_SIZE=0): p50 ${ms(single.p50)}, p99 ${ms(single.p99)} → ${ratio(lone.p50, single.p50)} its p50   ${goal(lone.p50 <= 1.1 * single.p50, 'a lone hold within 10 % of the single path')}`,
    );

    const rush = await holds(engine, RUSH_SEATS, { connections: 200, orders: RUSH_BUYERS, seconds: BOUND_SECONDS });
    const buyers = summarize(rush.result);
    const p99 = everyAnswerP99(rush.result);
    const errors = serverErrors(rush.result);
    console.log(
      `\nrush: ${RUSH_BUYERS} buyers for ${RUSH_SEATS} seats on 200 connections: ${rush.taken} places taken, ${buyers.ok} holds in ${seconds(rush.result.elapsedMs)}${otherAnswers(buyers)}`,
    );
    console.log(`    ${goal(rush.taken === RUSH_SEATS && buyers.ok === RUSH_SEATS, `exactly ${RUSH_SEATS}`)}   ${goal(errors === 0, `0 5xx (${errors})`)}`);
    console.log(
      `    sold out after ${seconds(soldOutAfter(rush.result, RUSH_SEATS))}; buyer p99 ${ms(p99)} (every answer)   ${goal(p99 < 1000, 'buyer p99 under 1 s')}`,
    );
    console.log(`    commits per hold ${rush.commitsPerHold.toFixed(2)}   ${goal(rush.commitsPerHold <= 0.2, 'commits per hold ≤ 0.2 during a rush')}`);

    // The regional theatre's on-sale: every buyer answered, the hall sold out, within a minute.
    const theatre = await holds(engine, THEATRE_SEATS, { connections: THEATRE_CONNECTIONS, orders: THEATRE_BUYERS, seconds: BOUND_SECONDS });
    const audience = summarize(theatre.result);
    const theatreP99 = everyAnswerP99(theatre.result);
    console.log(
      `\ntheatre: ${THEATRE_BUYERS} buyers for ${THEATRE_SEATS} seats on ${THEATRE_CONNECTIONS} connections: ${theatre.taken} places taken, every buyer answered in ${seconds(theatre.result.elapsedMs)}${otherAnswers(audience)}`,
    );
    console.log(
      `    ${goal(theatre.taken === THEATRE_SEATS && audience.ok === THEATRE_SEATS, `exactly ${THEATRE_SEATS}`)}   ${goal(serverErrors(theatre.result) === 0, `0 5xx (${serverErrors(theatre.result)})`)}   ${goal(theatre.result.elapsedMs < 60_000, 'under 60 s')}`,
    );
    console.log(
      `    sold out after ${seconds(soldOutAfter(theatre.result, THEATRE_SEATS))}; buyer p99 ${ms(theatreP99)} (every answer)   ${goal(theatreP99 < 1000, 'buyer p99 under 1 s')}; commits per hold ${theatre.commitsPerHold.toFixed(2)}`,
    );
  } finally {
    await engine.close();
  }
  console.log(`\n(total ${seconds(performance.now() - started)}; ${machineLoad()})`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
