import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  /** Runs the job now, or joins the run under way: it never runs twice at once. */
  run(): Promise<void>;
  /** Stops the timer and waits for the run under way, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * A background job on a timer (false: only when asked, as tests do), with an optional first run sooner than
 * the interval. A failed run is logged and the next one comes at its time; the timers keep no process alive.
 */
export function startPeriodicJob(
  log: FastifyBaseLogger,
  name: string,
  intervalMs: number | false,
  work: () => Promise<unknown>,
  { firstAfterMs }: { firstAfterMs?: number } = {},
): PeriodicJob {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= work()
      .then(
        () => undefined,
        (error: unknown) => log.error({ err: error }, `${name} failed`),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = intervalMs ? setInterval(run, intervalMs) : undefined;
  const first = intervalMs && firstAfterMs !== undefined ? setTimeout(run, firstAfterMs) : undefined;
  timer?.unref();
  first?.unref();
  return {
    run,
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
