import type { AppContext } from '../../../http/context.js';
import { type PaymentProvider, ProviderError, type ProviderOrder } from '../../payments/index.js';
import * as repo from '../orders.repository.js';
import { reconcileOrder } from './reconcile.js';

/** After a lost capture answer PayPal is asked again after these pauses: about 10 s in all. */
export const FOLLOW_UP_DELAYS_MS = [500, 1_000, 1_500, 2_500, 4_000];

export type LostAnswer = { kind: 'paid'; order: ProviderOrder } | { kind: 'not-taken' } | { kind: 'unknown' };

/**
 * The capture's answer was lost (timeout, network, 5xx, 429): PayPal's order says at once what happened.
 * A capture there is settled like an answer; none after an answer PayPal did send means that request took
 * nothing; none after a timeout may still come (the request can still be in PayPal's hands).
 */
export async function readAfterLostAnswer(provider: PaymentProvider, providerOrderId: string, lost: ProviderError): Promise<LostAnswer> {
  try {
    const current = await provider.getOrder(providerOrderId);
    if (current.captures.length) return { kind: 'paid', order: current };
    const answered = lost.issue !== 'TIMEOUT' && lost.issue !== 'NETWORK';
    return answered ? { kind: 'not-taken' } : { kind: 'unknown' };
  } catch (error) {
    if (error instanceof ProviderError) return { kind: 'unknown' };
    throw error;
  }
}

/** The app's waiting and running follow-ups (one per app, built by compose.ts), so the stop can end them. */
export class CaptureFollowUps {
  readonly timers = new Set<NodeJS.Timeout>();
  readonly running = new Set<Promise<void>>();
  stopped = false;
}

const FINAL = new Set(['captured', 'refund', 'pending', 'expired']);

/**
 * Asks PayPal again, in the background and with back-off, about an order whose capture answer was lost, so a
 * charged buyer has tickets and mail within seconds, not at the hold's expiry. Each attempt takes the
 * capture claim (reconcileOrder), so it never races the buyer's own retry; no transaction stays open.
 */
export function followUpLostCapture(ctx: AppContext, orderId: number, attempt = 0): void {
  const followUps = ctx.captureFollowUps;
  if (followUps.stopped || attempt >= FOLLOW_UP_DELAYS_MS.length) return;
  const timer = setTimeout(() => {
    followUps.timers.delete(timer);
    const run = (async () => {
      const order = await repo.findOrder(ctx.db, { id: orderId });
      if (!order || (order.status !== 'CREATED' && order.status !== 'EXPIRED') || order.refund_required) return;
      const outcome = await reconcileOrder(ctx, order);
      ctx.log.info({ orderId, attempt, outcome }, 'lost capture answer: PayPal asked again');
      if (!FINAL.has(outcome)) followUpLostCapture(ctx, orderId, attempt + 1);
    })()
      .catch((error) => ctx.log.warn({ orderId, err: error }, 'lost capture answer: follow-up failed, the sweep asks again'))
      .finally(() => followUps.running.delete(run));
    followUps.running.add(run);
  }, FOLLOW_UP_DELAYS_MS[attempt]);
  timer.unref();
  followUps.timers.add(timer);
}

/** Resolves once no follow-up is waiting or running (tests). */
export async function captureFollowUpsIdle(ctx: AppContext): Promise<void> {
  const followUps = ctx.captureFollowUps;
  while (followUps.timers.size || followUps.running.size) {
    await Promise.race([...followUps.running, new Promise((resolve) => setTimeout(resolve, 50))]);
  }
}

/** Shutdown: no new attempt starts; a running one finishes before the database closes. */
export async function stopCaptureFollowUps(ctx: AppContext): Promise<void> {
  const followUps = ctx.captureFollowUps;
  followUps.stopped = true;
  for (const timer of followUps.timers) clearTimeout(timer);
  followUps.timers.clear();
  await Promise.all([...followUps.running]);
}
