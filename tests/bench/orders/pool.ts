/**
 * A fixed number of workers that each run one order after another: the shape of both the HTTP load
 * generator and the direct-write probe, so their figures mean the same thing. A warm-up runs first and is
 * not recorded; the measured phase stops at its order count or its time bound, whichever comes first.
 */
export interface PoolPlan {
  connections: number;
  /** Orders to run; without it the phase runs for `seconds`. */
  orders?: number;
  /** Time bound of the measured phase; orders still running at the bound are finished and recorded. */
  seconds: number;
  warmupSeconds: number;
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
  const attempt = (n: number, warmup: boolean) => order(n, warmup).catch((error: unknown) => `failed: ${error instanceof Error ? error.message : String(error)}`);
  const workers = (body: () => Promise<void>) => Promise.all(Array.from({ length: plan.connections }, body));

  let warm = 0;
  const warmUntil = performance.now() + plan.warmupSeconds * 1000;
  await workers(async () => {
    while (performance.now() < warmUntil) await attempt(warm++, true);
  });

  measuring();
  const outcomes: string[] = ['ok'];
  const records: OrderRecord[] = [];
  const started = performance.now();
  const stopAt = started + plan.seconds * 1000;
  let next = 0;
  await workers(async () => {
    while (performance.now() < stopAt && (plan.orders === undefined || next < plan.orders)) {
      const n = next++;
      const begin = performance.now() - started;
      const outcome = await attempt(n, false);
      let index = outcomes.indexOf(outcome);
      if (index < 0) index = outcomes.push(outcome) - 1;
      records.push([begin, performance.now() - started, index]);
    }
  });
  return {
    records,
    outcomes,
    elapsedMs: performance.now() - started,
    cutShort: plan.orders !== undefined && next < plan.orders,
  };
}
