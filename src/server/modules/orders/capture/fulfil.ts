import type { AppContext } from '../../../http/context.js';
import { conflict, DomainError } from '../../../domain-errors.js';
import { enqueueOrderMail, kickMailWorker } from '../../mail/index.js';
import { type ProviderCapture, ProviderError, type ProviderOrder } from '../../payments/index.js';
import type { Db } from '../../../db/database.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { readOrderSettings } from '../../configuration/index.js';
import { issueTickets, activeSigningKey } from '../../tickets/index.js';
import * as repo from '../orders.repository.js';
import { refundOwed } from '../refunds/refunds.js';

export const REFUND_MESSAGE =
  'Deine Reservierung war abgelaufen und die Plätze sind inzwischen vergeben. Es wurden keine Tickets ausgestellt; der bezahlte Betrag wird dir erstattet.';
export const MISMATCH_MESSAGE =
  'Der bezahlte Betrag passt nicht zur Bestellung. Es wurden keine Tickets ausgestellt; wir erstatten die Zahlung und melden uns bei dir.';

export type Settled = { outcome: 'captured'; mailQueued: boolean; order?: repo.OrderRow } | { outcome: 'pending' };
type Outcome = { outcome: 'captured'; mailQueued: boolean; order?: repo.OrderRow } | { outcome: 'refund'; reason: string | null };

/**
 * The rare ways a payment buys no tickets, decided under the order's row lock: it was paid meanwhile, it is
 * owed back already, staff cancelled it, the amount is wrong, or its released hold's tickets are gone.
 */
async function settleWithoutTickets(
  ctx: AppContext,
  order: repo.OrderRow,
  payment: repo.CapturedPayment,
  matches: boolean,
  soldOut: boolean,
): Promise<Outcome> {
  return ctx.db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      const locked = await repo.lockOrder(trx, order.id);
      if (locked.status === 'CAPTURED') return { outcome: 'captured' as const, mailQueued: false, order: locked };
      if (locked.refund_required) return { outcome: 'refund' as const, reason: locked.failure_reason };
      // Staff cancelled the order while the money moved elsewhere: no tickets, the payment goes back.
      const reason = locked.status === 'CANCELLED' ? 'CANCELLED_BEFORE_PAYMENT' : !matches ? 'AMOUNT_MISMATCH' : soldOut ? 'HOLD_EXPIRED_SOLD_OUT' : null;
      if (!reason) throw conflict('Deine Zahlung wird gerade verarbeitet. Bitte versuche es in einem Moment noch einmal.', 'CAPTURE_IN_PROGRESS');
      await repo.closeOrder(trx, order.id, locked.status === 'CANCELLED' ? 'CANCELLED' : 'FAILED', { failure_reason: reason, refund_required: true });
      await repo.recordUnpaidCapture(trx, order.id, order.provider, payment);
      return { outcome: 'refund' as const, reason };
    });
}

const paysOrder = (order: repo.OrderRow, paid: ProviderOrder, capture: ProviderCapture) =>
  capture.amountCents === order.total_cents && capture.currency === order.currency && (paid.customId === null || paid.customId === String(order.id));

/** Rolls the shared transaction back: this capture takes the general path. */
class NotTheCommonCase extends Error {}

/**
 * The common case for a provider that keeps its orders in our database (the test provider): its capture and
 * our settling (order, counters, payment, tickets, mail) commit together, so after its claim a capture waits
 * for one commit, not two. Anything else (a refusal, a pending, wrong or missing capture, tickets gone
 * meanwhile) rolls all of it back, provider capture included, and answers undefined: the caller then takes
 * the general path, which captures and settles every outcome as for PayPal.
 */
export async function captureAndSettleIn(
  ctx: AppContext,
  order: repo.OrderRow,
  captureIn: (trx: Db | Transaction<Database>) => Promise<ProviderOrder>,
): Promise<{ order: repo.OrderRow; mailQueued: boolean } | undefined> {
  const [settings, key] = await Promise.all([readOrderSettings(ctx.db), activeSigningKey(ctx.db)]);
  const now = ctx.now();
  const settled = await ctx.db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      const paid = await captureIn(trx);
      const capture = paid.captures.find((c) => c.status === 'COMPLETED');
      if (!capture || !paysOrder(order, paid, capture)) throw new NotTheCommonCase();
      const payment = { id: capture.id, amountCents: capture.amountCents, currency: capture.currency };
      const done = await repo.settleCapture(trx, order.id, now, payment);
      if (!done) throw new NotTheCommonCase();
      await issueTickets(trx, order.id, done.items, key);
      const mailQueued = settings.orderConfirmationMail;
      if (mailQueued) await enqueueOrderMail(trx, done.order, now);
      return { order: done.order, mailQueued };
    })
    .catch((error) => {
      if (error instanceof NotTheCommonCase || error instanceof ProviderError || repo.isRefusedSettle(error)) return undefined;
      throw error;
    });
  if (settled?.mailQueued) kickMailWorker(ctx);
  return settled;
}

/**
 * Turns the provider's answer into our state, once: a COMPLETED capture of the right amount and currency
 * marks the order paid (one statement: order, quota counters, payment), issues the tickets and queues the
 * mail in one transaction; a capture whose hold expired and whose tickets are gone is flagged for refund.
 */
export async function settle(ctx: AppContext, order: repo.OrderRow, paid: ProviderOrder): Promise<Settled> {
  const capture = paid.captures.find((c) => c.status === 'COMPLETED');
  if (!capture) {
    if (paid.captures.some((c) => c.status === 'PENDING')) return { outcome: 'pending' };
    throw new DomainError('payment-declined', 'PAYMENT_DECLINED', 'Die Zahlung wurde abgelehnt. Bitte versuche es erneut oder wähle eine andere Zahlungsart.');
  }
  const matches = paysOrder(order, paid, capture);
  const payment = { id: capture.id, amountCents: capture.amountCents, currency: capture.currency };
  const now = ctx.now();

  let result: Outcome | undefined;
  let soldOut = false;
  if (matches) {
    const [settings, key] = await Promise.all([readOrderSettings(ctx.db), activeSigningKey(ctx.db)]);
    result = await ctx.db
      .transaction()
      .setIsolationLevel('read committed')
      .execute(async (trx) => {
        const settled = await repo.settleCapture(trx, order.id, now, payment);
        if (!settled) return undefined;
        await issueTickets(trx, order.id, settled.items, key);
        const mailQueued = settings.orderConfirmationMail;
        if (mailQueued) await enqueueOrderMail(trx, settled.order, now);
        return { outcome: 'captured' as const, mailQueued, order: settled.order };
      })
      .catch((error) => {
        if (!repo.isRefusedSettle(error)) throw error;
        soldOut = true;
        return undefined;
      });
  }
  result ??= await settleWithoutTickets(ctx, order, payment, matches, soldOut);

  if (result.outcome === 'refund') {
    ctx.log.warn({ orderId: order.id, reason: result.reason }, 'payment captured without tickets: refunding it');
    // Paid back at once; if the provider cannot be reached now, the sweep tries again.
    await refundOwed(ctx, order.id).catch((error) => ctx.log.warn({ orderId: order.id, code: error?.code }, 'automatic refund deferred to the sweep'));
    throw conflict(result.reason === 'AMOUNT_MISMATCH' ? MISMATCH_MESSAGE : REFUND_MESSAGE, 'REFUND_REQUIRED');
  }
  if (result.mailQueued) kickMailWorker(ctx);
  return result;
}
