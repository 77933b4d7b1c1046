/**
 * Order benchmarks (issue 13): `npx tsx tests/bench/orders.bench.ts [embedded|postgres] [hold|paid|long|rush]`.
 * The server runs as `npm start` runs it, in its own process; the load comes from another process
 * (orders/load.ts); each figure is per ORDER after a warm-up, and each bench prints, from the same run, the
 * direct-write probe for the same rows (orders/probe.ts) and server ÷ probe.
 * The goals of the issue are printed beside the figures (✓/✗), never asserted. Every load phase is
 * time-bounded (see README „Tests“).
 */
import os from 'node:os';
import { firstAndLastTenth, goal, ms, otherAnswers, percent, perSecond, seconds, soldOutAfter, summarize } from './orders/figures';
import { runInOwnProcess } from './orders/child';
import type { LoadPlan } from './orders/load';
import type { PoolPlan, PoolResult } from './orders/pool';
import { runProbe } from './orders/probe';
import { type Engine, embeddedEngine, postgresEngine, type Stage } from './orders/target';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const RATE_SECONDS = setting('BENCH_SECONDS', 10);
const WARMUP_SECONDS = setting('BENCH_WARMUP_SECONDS', 5);
const BOUND_SECONDS = setting('BENCH_MAX_SECONDS', 180);
const LONG_ORDERS = setting('BENCH_LONG_ORDERS', 5000);
const RUSH_BUYERS = setting('BENCH_RUSH_BUYERS', 2000);
const RUSH_SEATS = setting('BENCH_RUSH_SEATS', 500);
/** Open-loop holds: the rush's buyers arriving within one minute ("every parent in the same minute"). */
const OPEN_RATE = setting('BENCH_OPEN_RATE', RUSH_BUYERS / 60);
const PLENTY = 10_000_000;

interface Bench {
  key: 'hold' | 'paid' | 'long' | 'rush';
  mode: 'hold' | 'paid';
  connections: number;
  orders?: number;
  /** Open loop: buyers arrive at this rate (per second) instead of each connection ordering back to back. */
  arrivals?: number;
  seconds: number;
  capacity: number;
  quantity: number;
}

const BENCHES: Bench[] = [
  { key: 'hold', mode: 'hold', connections: 1, seconds: RATE_SECONDS, capacity: PLENTY, quantity: 2 },
  { key: 'hold', mode: 'hold', connections: 200, seconds: RATE_SECONDS, capacity: PLENTY, quantity: 2 },
  { key: 'hold', mode: 'hold', connections: 200, arrivals: OPEN_RATE, seconds: RATE_SECONDS, capacity: PLENTY, quantity: 2 },
  { key: 'paid', mode: 'paid', connections: 10, seconds: RATE_SECONDS, capacity: PLENTY, quantity: 2 },
  { key: 'long', mode: 'paid', connections: 10, orders: LONG_ORDERS, seconds: BOUND_SECONDS, capacity: PLENTY, quantity: 2 },
  { key: 'rush', mode: 'paid', connections: 200, orders: RUSH_BUYERS, seconds: BOUND_SECONDS, capacity: RUSH_SEATS, quantity: 1 },
];

/** Runs the load generator in its own process and reads its one line of results. */
const load = (plan: LoadPlan) => runInOwnProcess<PoolResult>('load.ts', plan);

async function measure(engine: Engine, bench: Bench) {
  const pool: PoolPlan = {
    connections: bench.connections,
    orders: bench.orders,
    seconds: bench.seconds,
    warmupSeconds: WARMUP_SECONDS,
    arrivalsPerSecond: bench.arrivals,
  };
  /** The load generator against a started stage; the stage is stopped afterwards (the rush counts its tickets). */
  const drive = async (stage: Stage) => {
    const { show } = stage;
    let result: PoolResult;
    let sold: number | undefined;
    try {
      result = await load({
        ...pool,
        url: stage.url,
        mode: bench.mode,
        line: { performance_id: show.performanceId, category_id: show.categoryId, quantity: bench.quantity },
        warmupLine: { performance_id: show.performanceId, category_id: show.warmupCategoryId, quantity: bench.quantity },
        tag: `${process.pid}-${Date.now()}`,
      });
    } finally {
      sold = await stage.stop(bench.key === 'rush');
    }
    return { result, sold };
  };
  const { result: server, sold } = await drive(await engine.serve(bench.capacity));
  const target = await engine.probeDb(bench.capacity);
  try {
    const line = (categoryId: number) => ({ performanceId: target.show.performanceId, categoryId, quantity: bench.quantity });
    const probe = await runProbe(target.db, { ...pool, mode: bench.mode, line: line(target.show.categoryId), warmupLine: line(target.show.warmupCategoryId) });
    return { server, probe, sold };
  } finally {
    await target.close();
  }
}

function report(engine: Engine, bench: Bench, { server, probe, sold }: Awaited<ReturnType<typeof measure>>) {
  const s = summarize(server);
  const p = summarize(probe);
  const connections = `${bench.connections} connection${bench.connections === 1 ? '' : 's'}`;
  const versus = `probe ${perSecond(p.rate)} (p50 ${ms(p.p50)}, p99 ${ms(p.p99)}${otherAnswers(p)}) → server ${percent(s.rate, p.rate)} of the probe`;
  const figures = `${perSecond(s.rate)}, p50 ${ms(s.p50)}, p99 ${ms(s.p99)} per order (${s.ok} orders)`;
  const out = (line: string) => console.log(line);
  const embedded = engine.label.startsWith('embedded');
  if (bench.key === 'hold' && bench.arrivals) {
    // The rate is the arrivals' rate by construction; what this run shows is the latency at that load.
    const arriving = `${perSecond(bench.arrivals)} arriving (open loop) over ${connections}`;
    out(`hold, ${arriving}: p50 ${ms(s.p50)}, p99 ${ms(s.p99)} per order, from arrival (${s.ok} orders)${otherAnswers(s)}`);
    out(
      `    probe at the same arrivals: p50 ${ms(p.p50)}, p99 ${ms(p.p99)}${otherAnswers(p)}   ${goal(s.p99 < 100, 'hold p99 under 100 ms with 200 connections open')}`,
    );
  } else if (bench.key === 'hold') {
    out(`hold, ${connections}: ${figures}${otherAnswers(s)}`);
    out(`    ${versus}   ${goal(s.rate >= 0.5 * p.rate, 'hold ≥ 50 % of the direct-write probe')}`);
    if (bench.connections >= 200) {
      out(`    ${goal(s.p99 < 100, 'hold p99 under 100 ms at 200 concurrent connections')}`);
      // Little's law: with every connection always waiting for its next order, mean latency = connections ÷ rate.
      out(
        `    closed loop, Little's law: ${bench.connections} in flight ⇒ mean latency = ${bench.connections} ÷ rate (server ${ms((bench.connections / s.rate) * 1000)}, ` +
          `probe ${ms((bench.connections / p.rate) * 1000)}); p99 < 100 ms would need more than ${perSecond(bench.connections / 0.1)}`,
      );
    }
  } else if (bench.key === 'paid') {
    out(`paid path (create → approve → capture), ${connections}: ${figures}${otherAnswers(s)}`);
    out(`    ${versus}   ${goal(s.rate >= 0.3 * p.rate, 'paid path ≥ 30 % of its probe')}`);
  } else if (bench.key === 'long') {
    const cut = server.cutShort ? ` — stopped at the ${bench.seconds} s bound after ${s.ok} of ${bench.orders}` : '';
    const tenth = firstAndLastTenth(server);
    const probeTenth = firstAndLastTenth(probe);
    out(`long run, ${bench.orders} paid orders, ${connections}: ${s.ok} in ${seconds(server.elapsedMs)}${cut}${otherAnswers(s)}`);
    out(
      `    first 10 % ${perSecond(tenth.first)}, last 10 % ${perSecond(tenth.last)} → ${percent(tenth.last, tenth.first)}   ${goal(!server.cutShort && tenth.last >= 0.9 * tenth.first, "last 10 % at ≥ 90 % of the first 10 %'s rate")}`,
    );
    out(
      `    probe: first 10 % ${perSecond(probeTenth.first)}, last 10 % ${perSecond(probeTenth.last)} → ${percent(probeTenth.last, probeTenth.first)}; whole run ${versus}`,
    );
  } else {
    const soldOut = soldOutAfter(server, RUSH_SEATS);
    const probeSoldOut = soldOutAfter(probe, RUSH_SEATS);
    const fast = soldOut !== undefined && soldOut < 5000;
    out(`rush, ${bench.orders} buyers for ${RUSH_SEATS} seats, ${connections}: ${sold} sold (tickets in the database; ${s.ok} buyers paid)${otherAnswers(s)}`);
    out(`    ${goal(sold === RUSH_SEATS && s.ok === RUSH_SEATS, `exactly ${RUSH_SEATS} sold`)}`);
    out(
      `    sold out after ${seconds(soldOut)}${embedded ? `   ${goal(fast, 'sold out in under 5 s on the embedded PostgreSQL')}` : ' (the 5 s goal is for the embedded PostgreSQL)'}`,
    );
    out(`    probe: sold out after ${seconds(probeSoldOut)} → server ${percent(probeSoldOut ?? Number.NaN, soldOut ?? Number.NaN)} of the probe's speed`);
  }
}

const machineLoad = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')}`;

async function main() {
  const args = process.argv.slice(2);
  const engines = [
    { key: 'embedded', open: embeddedEngine },
    { key: 'postgres', open: postgresEngine },
  ].filter((engine) => !args.some((arg) => arg === 'embedded' || arg === 'postgres') || args.includes(engine.key));
  const chosen = BENCHES.filter((bench) => !args.some((arg) => BENCHES.some((b) => b.key === arg)) || args.includes(bench.key));
  console.log(
    `Order benchmarks: ${WARMUP_SECONDS} s warm-up, ${RATE_SECONDS} s per rate, ≤ ${BOUND_SECONDS} s per long run and rush; ` +
      'server as `npm start` in its own process, load from another process, figures per order.',
  );
  console.log(`(${os.availableParallelism()} cores, ${machineLoad()}: figures from a busy machine are low and noisy)`);
  const started = performance.now();
  let failed = false;
  for (const { open } of engines) {
    const engine = await open();
    console.log(`\n== ${engine.label} ==`);
    try {
      for (const bench of chosen) {
        try {
          report(engine, bench, await measure(engine, bench));
        } catch (error) {
          failed = true;
          console.error(`${bench.key} (${bench.connections} connections) failed:`, error);
        }
      }
    } finally {
      await engine.close();
    }
  }
  console.log(`\n(total ${seconds(performance.now() - started)}; ${machineLoad()})`);
  return failed;
}

main().then(
  (failed) => process.exit(failed ? 1 : 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
