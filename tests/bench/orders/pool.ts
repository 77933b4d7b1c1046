/**
 * A fixed number of workers that each run one order after another (closed loop): the shape of both the HTTP
 * load generator and the direct-write probe, so their figures mean the same thing. A warm-up runs first and
 * is not recorded; the measured phase stops at its order count or its time bound, whichever comes first.
 *
 * With `arrivalsPerSecond` the measured phase is an open loop instead: buyers arrive on a fixed schedule
 * (evenly spaced) whether or not earlier ones are done, at most `connections` in flight, and each order's
 * latency counts from its scheduled arrival, so a buyer waiting for a free connection is measured too.
 */
export interface PoolPlan {
  connections: number;
  /** Orders to run; without it the phase runs for `seconds`. */
  orders?: number;
  /** Time bound of the measured phase; orders still running at the bound are finished and recorded. */
  seconds: number;
  warmupSeconds: number;
  /** Open loop: buyers arrive at this rate over `seconds` (`orders` ignored). */
  arrivalsPerSecond?: number;
}

/** One order: [start ms, end ms, index into `outcomes`], times relative to the start of the measured phase. */
export type OrderRecord = [number, number, number];

export interface PoolResult {
  records: OrderRecord[];
  /** 'ok' for a completed order, else what stopped it: an API code such as SOLD_OUT, or 'HTTP 500'. */
  outcomes: string[];
  elapsedMs: number;
  /** The time bound ended the phase before its order count was reached. */
  cutShort: boolean;
}

/** Runs `order(n, warmup)` (it resolves to an outcome) on `connections` workers; `measuring` runs between the phases. */
export async function runPool(plan: PoolPlan, order: (n: number, warmup: boolean) => Promise<string>, measuring = () => {}): Promise<PoolResult> {
  const attempt = (n: number, warmup: boolean) =>
    order(n, warmup).catch((error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`);
  const workers = (body: () => Promise<void>) => Promise.all(Array.from({ length: plan.connections }, body));

  let warm = 0;
  const warmUntil = performance.now() + plan.warmupSeconds * 1000;
  await workers(async () => {
    while (performance.now() < warmUntil) await attempt(warm++, true);
  });

  measuring();
  const outcomes: string[] = ['ok'];
  const records: OrderRecord[] = [];
  const note = (begin: number, end: number, outcome: string) => {
    let index = outcomes.indexOf(outcome);
    if (index < 0) index = outcomes.push(outcome) - 1;
    records.push([begin, end, index]);
  };
  const started = performance.now();
  const stopAt = started + plan.seconds * 1000;
  if (plan.arrivalsPerSecond) {
    await openLoop(plan.arrivalsPerSecond, plan.seconds, plan.connections, started, attempt, note);
    return { records, outcomes, elapsedMs: performance.now() - started, cutShort: false };
  }
  let next = 0;
  await workers(async () => {
    while (performance.now() < stopAt && (plan.orders === undefined || next < plan.orders)) {
      const n = next++;
      const begin = performance.now() - started;
      const outcome = await attempt(n, false);
      note(begin, performance.now() - started, outcome);
    }
  });
  return {
    records,
    outcomes,
    elapsedMs: performance.now() - started,
    cutShort: plan.orders !== undefined && next < plan.orders,
  };
}

/** Buyer n arrives at n / rate seconds; a free one of `connections` slots serves it; latency from arrival. */
async function openLoop(
  rate: number,
  seconds: number,
  connections: number,
  started: number,
  attempt: (n: number, warmup: boolean) => Promise<string>,
  note: (begin: number, end: number, outcome: string) => void,
) {
  const total = Math.floor(rate * seconds);
  const waiting: (() => void)[] = [];
  let free = connections;
  const slot = () => {
    if (free === 0) return new Promise<void>((resolve) => waiting.push(resolve));
    free--;
    return Promise.resolve();
  };
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else free++;
  };
  const running: Promise<void>[] = [];
  for (let n = 0; n < total; n++) {
    const due = (n / rate) * 1000;
    const wait = started + due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    running.push(
      slot().then(async () => {
        try {
          const outcome = await attempt(n, false);
          note(due, performance.now() - started, outcome);
        } finally {
          release();
        }
      }),
    );
  }
  await Promise.all(running);
}
