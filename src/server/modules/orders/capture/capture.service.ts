import { randomUUID } from 'node:crypto';
import type { CaptureOrderResponse, CaptureStatusResponse } from '../../../../shared/api/orders.js';
import { STATUS_LABELS } from '../../../../shared/domain/order-status.js';
import type { AppContext } from '../../../http/context.js';
import { conflict, DomainError, notFound } from '../../../domain-errors.js';
import { type PaymentProvider, ProviderError, type ProviderOrder, providerForOrder } from '../../payments/index.js';
import { isFreeOrderRef } from '../../../../shared/domain/free-orders.js';
import { confirmFreeOrder } from '../hold/free-orders.js';
import { captureAndSettleIn, MISMATCH_MESSAGE, REFUND_MESSAGE, settle } from './fulfil.js';
import { captureClaimMs } from './capture-claim.js';
import { followUpLostCapture, readAfterLostAnswer } from './lost-capture.js';
import * as repo from '../orders.repository.js';
import { retakeHold } from '../hold/quota.repository.js';

/** How long a caller waits for a concurrent capture of the same order before it is told to retry. */
const WAIT_FOR_OTHER_CAPTURE_MS = 20_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const claimUntil = (ctx: AppContext) => new Date(ctx.now().getTime() + captureClaimMs(ctx.config));

export async function findOrderByRef(ctx: AppContext, ref: string | number) {
  const byProvider = typeof ref === 'string' ? await repo.findOrder(ctx.db, { providerOrderId: ref }) : undefined;
  const numeric = typeof ref === 'number' ? ref : /^\d{1,9}$/.test(ref) ? Number(ref) : undefined;
  const order = byProvider ?? (numeric !== undefined ? await repo.findOrder(ctx.db, { id: numeric }) : undefined);
  if (!order) throw notFound('Diese Bestellung gibt es nicht.', 'ORDER_NOT_FOUND');
  return order;
}

/**
 * orders/capture.php. The provider order id proves the caller is the checkout that created the order
 * (it is random and only that browser and the provider know it); a bare order number counts up and proves
 * nothing, so it learns the status alone and never starts a capture (issue 11).
 */
export async function captureByRef(ctx: AppContext, ref: string | number): Promise<CaptureOrderResponse | CaptureStatusResponse> {
  // A 0 € order has no provider to ask: its own reference proves the checkout, as a provider order id would.
  if (isFreeOrderRef(ref)) {
    const confirmed = await confirmFreeOrder(ctx, await findOrderByRef(ctx, ref));
    return { ...capturedAnswer(ctx, confirmed.order, confirmed.mailQueued), message: FREE_ORDER_DONE };
  }
  if (typeof ref === 'string') {
    // The usual case first: a payable order, claimed in the statement that finds it.
    const claimed = await repo.claimCapture(ctx.db, { providerOrderId: ref }, ctx.now(), claimUntil(ctx));
    if (claimed) return captureClaimed(ctx, claimed);
  }
  const order = await findOrderByRef(ctx, ref);
  if (typeof ref === 'string' && order.provider_order_id === ref) return captureOrder(ctx, order);
  return { success: true, status: order.status, message: `Status der Bestellung: ${STATUS_LABELS[order.status]}.`, order_id: order.id };
}

const FREE_ORDER_DONE = 'Vielen Dank! Deine kostenlose Bestellung ist abgeschlossen, die Tickets sind ausgestellt.';

function capturedAnswer(ctx: AppContext, order: repo.OrderRow, mailQueued: boolean): CaptureOrderResponse {
  return {
    success: true,
    status: 'CAPTURED',
    message: 'Vielen Dank! Deine Bestellung ist bezahlt, die Tickets sind ausgestellt.',
    order_id: order.id,
    id: order.provider_order_id ?? '',
    email: order.email,
    ticket_url: `${ctx.config.publicUrl}/tickets/${order.public_token}`,
    mail_queued: mailQueued,
  };
}

/** Orders whose payment bought no tickets: asked again, the buyer still learns the money goes back. */
const PAID_WITHOUT_TICKETS = ['HOLD_EXPIRED_SOLD_OUT', 'AMOUNT_MISMATCH', 'CANCELLED_BEFORE_PAYMENT'];

function refusal(order: repo.OrderRow): DomainError {
  if (order.refund_required || PAID_WITHOUT_TICKETS.includes(order.failure_reason ?? '')) {
    return conflict(order.failure_reason === 'AMOUNT_MISMATCH' ? MISMATCH_MESSAGE : REFUND_MESSAGE, 'REFUND_REQUIRED');
  }
  return conflict('Diese Bestellung kann nicht mehr bezahlt werden. Bitte lege deine Tickets erneut in den Warenkorb.', 'ORDER_CLOSED');
}

/**
 * Asks the provider to capture. "Already captured" (422) and "a request with this id is still being
 * processed" (409) are both settled by reading the order: what PayPal has done is what counts.
 */
async function captureAtProvider(provider: PaymentProvider, order: repo.OrderRow): Promise<ProviderOrder> {
  const providerOrderId = order.provider_order_id as string;
  try {
    return await provider.captureOrder(providerOrderId, order.capture_request_id);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    if (error.kind === 'already-captured') return provider.getOrder(providerOrderId);
    if (error.kind === 'in-progress') {
      const current = await provider.getOrder(providerOrderId);
      if (current.captures.length) return current;
      throw conflict('Deine Zahlung wird gerade verarbeitet. Bitte versuche es in einem Moment noch einmal.', 'CAPTURE_IN_PROGRESS');
    }
    throw error;
  }
}

export const SEATS_GONE_MESSAGE =
  'Deine Reservierung ist abgelaufen und die Plätze sind inzwischen vergeben. Es wurde nichts abgebucht. Bitte wähle neue Tickets aus.';

/**
 * A hold released before its capture (it ran out, PayPal said nothing was paid): its tickets are taken
 * again before any money moves, or the buyer learns now that they are gone, with nothing charged.
 */
async function retakeSeats(ctx: AppContext, order: repo.OrderRow): Promise<void> {
  const gone = await retakeHold(ctx.db, order.id, claimUntil(ctx)).then(
    () => false,
    (error) => {
      if (repo.isRefusedSettle(error)) return true;
      throw error;
    },
  );
  if (gone) throw conflict(SEATS_GONE_MESSAGE, 'SEATS_GONE');
}

/**
 * Captures an order whose caller has proven it may (the checkout, or the provider's webhook); idempotent
 * under concurrency: one caller at a time holds the capture claim and talks to the provider (with the
 * order's fixed request id); the others wait for its outcome. Nothing holds a transaction open while the
 * provider answers.
 */
export async function captureOrder(ctx: AppContext, found: repo.OrderRow): Promise<CaptureOrderResponse> {
  let order = found;
  const giveUpAt = Date.now() + WAIT_FOR_OTHER_CAPTURE_MS;
  for (;;) {
    if (order.status === 'CAPTURED') return capturedAnswer(ctx, order, false);
    if (order.status === 'FAILED' || order.status === 'CANCELLED') throw refusal(order);
    if (!order.provider_order_id) throw conflict('Diese Bestellung ist noch nicht zur Zahlung bereit.', 'ORDER_NOT_READY');
    const claimed = await repo.claimCapture(ctx.db, { id: order.id }, ctx.now(), claimUntil(ctx));
    if (claimed) return captureClaimed(ctx, claimed);
    if (Date.now() > giveUpAt) {
      throw conflict('Deine Zahlung wird gerade verarbeitet. Bitte versuche es in einem Moment noch einmal.', 'CAPTURE_IN_PROGRESS');
    }
    await sleep(50);
    order = (await repo.findOrder(ctx.db, { id: order.id })) as repo.OrderRow;
  }
}

/** A definite no: PayPal would replay it for the same request id, so the next attempt gets a new one. */
async function definiteNo(ctx: AppContext, order: repo.OrderRow, error: ProviderError): Promise<DomainError> {
  await repo.renewCaptureRequestId(ctx.db, order.id, randomUUID());
  if (error.issue === 'INSTRUMENT_DECLINED') {
    return new DomainError('payment-declined', 'INSTRUMENT_DECLINED', 'Deine Zahlungsquelle wurde abgelehnt. Bitte wähle bei PayPal eine andere Zahlungsart.');
  }
  return new DomainError('payment-declined', 'PAYMENT_NOT_COMPLETED', 'Die Zahlung konnte nicht abgeschlossen werden. Bitte versuche es erneut.', {
    issue: error.issue,
  });
}

export const PAYMENT_CHECKING_MESSAGE = 'Zahlung wird geprüft … Sobald PayPal sie bestätigt, erscheinen hier deine Tickets und du bekommst sie per E-Mail.';

/**
 * The capture's answer was lost (issue 37): PayPal's order is read at once. What it shows is settled as an
 * answer would be; "nothing taken" sends the buyer back to the PayPal buttons (the request id stays: a
 * retry can never pay twice); "not known yet" answers "Zahlung wird geprüft" while PayPal is asked again in
 * the background.
 */
async function afterLostAnswer(ctx: AppContext, provider: PaymentProvider, order: repo.OrderRow, lost: ProviderError): Promise<ProviderOrder> {
  const read = await readAfterLostAnswer(provider, order.provider_order_id as string, lost);
  if (read.kind === 'paid') return read.order;
  if (read.kind === 'not-taken') {
    throw new DomainError(
      'payment-declined',
      'PAYMENT_NOT_COMPLETED',
      'Die Zahlung ist nicht durchgegangen, es wurde nichts abgebucht. Bitte versuche es noch einmal.',
      {
        issue: lost.issue,
      },
    );
  }
  followUpLostCapture(ctx, order.id);
  throw new DomainError('unavailable', 'PAYMENT_CHECKING', PAYMENT_CHECKING_MESSAGE, { issue: lost.issue });
}

/** Talks to the provider for an order whose capture claim this caller holds; settling ends the claim. */
async function captureClaimed(ctx: AppContext, order: repo.OrderRow): Promise<CaptureOrderResponse> {
  let claimEnded = false;
  try {
    const provider = await providerForOrder(ctx, order);
    const captureIn = provider.captureOrderIn?.bind(provider);
    if (!order.holding) await retakeSeats(ctx, order);
    if (captureIn) {
      const providerOrderId = order.provider_order_id as string;
      const settled = await captureAndSettleIn(ctx, order, (trx) => captureIn(trx, providerOrderId, order.capture_request_id));
      claimEnded = settled !== undefined;
      if (settled) return capturedAnswer(ctx, settled.order, settled.mailQueued);
    }
    let paid: ProviderOrder;
    try {
      paid = await captureAtProvider(provider, order);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      ctx.log.warn({ orderId: order.id, issue: error.issue, debugId: error.debugId }, 'capture failed at the payment provider');
      if (error.kind === 'unavailable') paid = await afterLostAnswer(ctx, provider, order, error);
      else throw await definiteNo(ctx, order, error);
    }
    const settled = await settle(ctx, order, paid).catch(async (error) => {
      // The processor declined the capture: this PayPal order is spent, the hold goes back.
      if (error instanceof DomainError && error.code === 'PAYMENT_DECLINED') await repo.failUnpaid(ctx.db, order.id, 'PAYMENT_DECLINED');
      throw error;
    });
    if (settled.outcome === 'pending') {
      // No ticket link: nothing is issued until PayPal completes the capture.
      const { ticket_url: _none, ...answer } = capturedAnswer(ctx, order, false);
      return { ...answer, status: 'PENDING', message: 'Deine Zahlung wird noch geprüft. Sobald sie bestätigt ist, bekommst du deine Tickets per E-Mail.' };
    }
    claimEnded = settled.order !== undefined;
    return capturedAnswer(ctx, settled.order ?? order, settled.mailQueued);
  } finally {
    // Cut off by a stop, the outcome is unknown and no follow-up runs: the restart's first sweep asks PayPal
    // instead of waiting for the hold to expire.
    if (!claimEnded && ctx.stopping.aborted) await repo.expireCaptureClaim(ctx.db, order.id, ctx.now());
    else if (!claimEnded) await repo.releaseCapture(ctx.db, order.id);
  }
}
