import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  /** Runs the job now, or joins the run under way: it never runs twice at once. */
  run(): Promise<void>;
  /** Stops the timer and waits for the run under way, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * A background job on a timer (false: only when asked, as tests do). A failed run is logged and the next
 * one comes at its time; the timer keeps no process alive.
 */
export function startPeriodicJob(log: FastifyBaseLogger, name: string, intervalMs: number | false, work: () => Promise<unknown>): PeriodicJob {
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
  timer?.unref();
  return {
    run,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
