/**
 * Pages while the tickets sell (issue 39 item 3): `npx tsx tests/bench/rush-pages.bench.ts`.
 * The server runs as production runs it (`npm start` in its own process, NODE_ENV=production, the embedded
 * PostgreSQL with fsync; DEMO_MODE for the built-in test provider the buyers pay with); buyers and readers
 * are processes of their own. Every figure is a ratio to a reference measured in the same run:
 *
 * 1. the event page (server-rendered /event/musical) alone, then during a rush of buyers for the seats:
 *    its p99 during the rush against its p99 alone; the rush sells exactly its seats, 0 5xx, buyer p99;
 * 2. holds per second at 200 connections against the same server's health calls per second at 200;
 * 3. beside them, the database's own hold transaction (the direct-write probe of orders/probe.ts) at 20
 *    and 200 clients: the ceiling the quota row's lock sets.
 * Goals are printed (✓/✗), never asserted. Every phase is bounded in time.
 */
import os from 'node:os';
import { everyAnswerP99, goal, ms, otherAnswers, perSecond, seconds, serverErrors, summarize } from './orders/figures';
import { runInOwnProcess } from './orders/child';
import type { LoadPlan } from './orders/load';
import type { PoolResult } from './orders/pool';
import { runProbe } from './orders/probe';
import type { ReadPlan } from './orders/reads';
import { embeddedEngine, type Stage } from './orders/target';

const setting = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const BUYERS = setting('BENCH_RUSH_BUYERS', 20_000);
const SEATS = setting('BENCH_RUSH_SEATS', 5_000);
const BUYER_CONNECTIONS = 200;
const PAGE_CONNECTIONS = setting('BENCH_PAGE_CONNECTIONS', 10);
const RATE_SECONDS = setting('BENCH_SECONDS', 10);
const WARMUP_SECONDS = setting('BENCH_WARMUP_SECONDS', 3);
const BOUND_SECONDS = setting('BENCH_MAX_SECONDS', 120);
const PLENTY = 10_000_000;
const PRODUCTION = { NODE_ENV: 'production', DEMO_MODE: 'true' };

const machineLoad = () =>
  `load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' / ')}`;
const ratio = (value: number, reference: number) => (Number.isFinite(value / reference) ? `${(value / reference).toFixed(2)}×` : '–');

function buyers(stage: Stage, mode: 'hold' | 'paid', plan: Pick<LoadPlan, 'connections' | 'orders' | 'seconds'>): Promise<PoolResult> {
  const { show } = stage;
  return runInOwnProcess<PoolResult>('load.ts', {
    ...plan,
    warmupSeconds: WARMUP_SECONDS,
    url: stage.url,
    mode,
    line: { performance_id: show.performanceId, category_id: show.categoryId, quantity: 1 },
    warmupLine: { performance_id: show.performanceId, category_id: show.warmupCategoryId, quantity: 1 },
    tag: `${process.pid}-${Date.now()}`,
  } satisfies LoadPlan);
}

const reads = (stage: Stage, path: string, connections: number, secondsLong: number, warmupSeconds = WARMUP_SECONDS) =>
  runInOwnProcess<PoolResult>('reads.ts', { url: stage.url, path, connections, seconds: secondsLong, warmupSeconds } satisfies ReadPlan);

async function pagesDuringRush() {
  const engine = await embeddedEngine();
  try {
    const stage = await engine.serve(SEATS, PRODUCTION);
    let sold: number | undefined;
    try {
      const alone = summarize(await reads(stage, '/event/musical', PAGE_CONNECTIONS, RATE_SECONDS));
      // The reader starts with the buyers (no warm-up of its own: the page is warm from the phase above) and
      // reads for as long as the rush takes at this machine's pace; the buyers' own warm-up comes first.
      const [rush, during] = await Promise.all([
        buyers(stage, 'paid', { connections: BUYER_CONNECTIONS, orders: BUYERS, seconds: BOUND_SECONDS }),
        new Promise<PoolResult>((resolve, reject) =>
          setTimeout(() => reads(stage, '/event/musical', PAGE_CONNECTIONS, RATE_SECONDS, 0).then(resolve, reject), WARMUP_SECONDS * 1000),
        ),
      ]);
      sold = await stage.stop(true);
      const page = summarize(during);
      const paid = summarize(rush);
      const buyerP99 = everyAnswerP99(rush);
      console.log(
        `\nthe event page (/event/musical, ${PAGE_CONNECTIONS} readers): alone p50 ${ms(alone.p50)}, p99 ${ms(alone.p99)} (${perSecond(alone.rate)})${otherAnswers(alone)}`,
      );
      console.log(
        `    during the rush: p50 ${ms(page.p50)}, p99 ${ms(page.p99)} (${perSecond(page.rate)})${otherAnswers(page)} → ${ratio(page.p99, alone.p99)} its p99 alone`,
      );
      console.log(`    ${goal(page.p99 <= 4 * alone.p99, 'event page p99 during the rush ≤ 4× its p99 alone')}`);
      console.log(
        `the rush: ${BUYERS} buyers for ${SEATS} seats on ${BUYER_CONNECTIONS} connections, paid path: ${sold} sold, ${paid.ok} paid in ${seconds(rush.elapsedMs)}${otherAnswers(paid)}`,
      );
      console.log(
        `    ${goal(sold === SEATS && paid.ok === SEATS, `exactly ${SEATS} sold`)}   ${goal(serverErrors(rush) === 0, `0 5xx (${serverErrors(rush)})`)}`,
      );
      console.log(`    buyer p99 ${ms(buyerP99)} (every answer, sold out included)   ${goal(buyerP99 < 1000, 'buyer p99 under 1 s')}`);
    } finally {
      if (sold === undefined) await stage.stop();
    }
  } finally {
    await engine.close();
  }
}

async function holdsAgainstHealth() {
  const engine = await embeddedEngine();
  try {
    const stage = await engine.serve(PLENTY, PRODUCTION);
    let holds: ReturnType<typeof summarize>;
    let health: ReturnType<typeof summarize>;
    try {
      health = summarize(await reads(stage, '/api/health.php', BUYER_CONNECTIONS, RATE_SECONDS));
      holds = summarize(await buyers(stage, 'hold', { connections: BUYER_CONNECTIONS, seconds: RATE_SECONDS }));
    } finally {
      await stage.stop();
    }
    const target = await engine.probeDb(PLENTY);
    try {
      const line = (categoryId: number) => ({ performanceId: target.show.performanceId, categoryId, quantity: 1 });
      const probe = async (connections: number) =>
        summarize(
          await runProbe(target.db, {
            connections,
            seconds: RATE_SECONDS,
            warmupSeconds: WARMUP_SECONDS,
            mode: 'hold',
            line: line(target.show.categoryId),
            warmupLine: line(target.show.warmupCategoryId),
          }),
        );
      const [twenty, twoHundred] = [await probe(20), await probe(200)];
      console.log(`\nholds at ${BUYER_CONNECTIONS} connections: ${perSecond(holds.rate)}, p99 ${ms(holds.p99)}${otherAnswers(holds)}`);
      console.log(
        `    health calls at ${BUYER_CONNECTIONS} connections: ${perSecond(health.rate)}, p99 ${ms(health.p99)} → holds are ${ratio(holds.rate, health.rate)} of them`,
      );
      console.log(`    ${goal(holds.rate >= 0.5 * health.rate, 'holds per second at 200 connections ≥ 50 % of the health-call rate')}`);
      console.log(
        `    the database's own hold transaction (direct-write probe): ${perSecond(twenty.rate)} at 20 clients, ${perSecond(twoHundred.rate)} at 200`,
      );
      console.log(
        `    → holds are ${ratio(holds.rate, twoHundred.rate)} of the database's rate at 200 clients, ${ratio(holds.rate, twenty.rate)} of its rate at 20`,
      );
    } finally {
      await target.close();
    }
  } finally {
    await engine.close();
  }
}

async function main() {
  console.log(
    `Pages during a rush (NODE_ENV=production, embedded PostgreSQL with fsync; ${os.availableParallelism()} cores, ${machineLoad()}: figures from a busy machine are noisy)`,
  );
  const started = performance.now();
  await pagesDuringRush();
  await holdsAgainstHealth();
  console.log(`\n(total ${seconds(performance.now() - started)}; ${machineLoad()})`);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
