import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJob {
  /** Runs the job now, or joins the run under way: it never runs twice at once. */
  run(): Promise<void>;
  /**
   * Asks for a run soon (after `kickDelayMs`, so the kicks of a rush share one run). A kick during a run
   * makes one more run after it, so work that arrived meanwhile is not left for the timer.
   */
  kick(): void;
  /** Resolves once no run is under way or asked for (tests and shutdown wait on it). */
  idle(): Promise<void>;
  /** Stops the timer and waits for the run under way, so the database can close after it. */
  stop(): Promise<void>;
}

export interface PeriodicJobOptions {
  /** The first run this soon after the start, instead of after one interval. */
  firstAfterMs?: number;
  /** How long a kick waits before its run. */
  kickDelayMs?: number;
}

/**
 * A background job on a timer (false: only when kicked or run, as tests do), the one runner of every loop of
 * the server. A failed run is logged and the next one comes at its time; the timers keep no process alive.
 */
export function startPeriodicJob(
  log: FastifyBaseLogger,
  name: string,
  intervalMs: number | false,
  work: () => Promise<unknown>,
  { firstAfterMs, kickDelayMs = 0 }: PeriodicJobOptions = {},
): PeriodicJob {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const once = () =>
    work().then(
      () => undefined,
      (error: unknown) => log.error({ err: error }, `${name} failed`),
    );
  const settle = (pending: Promise<void>) => {
    running = pending.finally(() => {
      running = null;
      if (again && !stopped) {
        again = false;
        settle(once());
      }
    });
    return running;
  };
  const run = () => running ?? settle(once());
  const kick = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    settle(new Promise<void>((resolve) => setTimeout(resolve, kickDelayMs)).then(once));
  };
  const timer = intervalMs ? setInterval(run, intervalMs) : undefined;
  const first = intervalMs && firstAfterMs !== undefined ? setTimeout(run, firstAfterMs) : undefined;
  timer?.unref();
  first?.unref();
  const idle = async () => {
    while (running) await running;
  };
  return {
    run,
    kick,
    idle,
    async stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
      await idle();
    },
  };
}
