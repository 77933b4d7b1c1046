import type { FastifyInstance } from 'fastify';

/** A stop first lets the requests in flight finish on their own this long (a slow PayPal answer still counts). */
export const STOP_GRACE_MS = 2_000;
/** After their provider calls are aborted, requests get this long to write their answer. */
export const STOP_ANSWER_MS = 4_000;

async function untilQuiet(requestsInFlight: () => number, withinMs: number): Promise<void> {
  const until = performance.now() + withinMs;
  while (requestsInFlight() > 0 && performance.now() < until) await new Promise((resolve) => setTimeout(resolve, 25));
}

/**
 * Issue 52: a capture waiting on a hung PayPal (up to PAYPAL_TIMEOUT_MS, 15 s) outlasted main.ts's 10 s force
 * exit, so the buyer got no answer and the process exited 1. Fastify already answers new requests 503 while
 * closing; in preClose the requests in flight get a grace, then their provider calls are aborted so they answer
 * "Zahlung wird geprüft" (the outcome is unknown) before the pool closes. Grace + answer stay well under 10 s.
 * Register it before the other preClose hooks: background jobs stop after, their provider calls aborted too.
 */
export function registerGracefulStop(app: FastifyInstance, requestsInFlight: () => number): AbortSignal {
  const stop = new AbortController();
  app.addHook('preClose', async () => {
    await untilQuiet(requestsInFlight, STOP_GRACE_MS);
    if (requestsInFlight() > 0) app.log.warn({ requests: requestsInFlight() }, 'stopping: aborting payment-provider calls still open');
    stop.abort();
    await untilQuiet(requestsInFlight, STOP_ANSWER_MS);
  });
  return stop.signal;
}
