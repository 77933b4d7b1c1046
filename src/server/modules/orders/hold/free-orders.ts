import { randomBytes } from 'node:crypto';
import { FREE_ORDER_PREFIX } from '../../../../shared/domain/free-orders.js';
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { AppContext } from '../../../http/context.js';
import { conflict } from '../../../domain-errors.js';
import { readOrderSettings } from '../../configuration/index.js';
import { enqueueOrderMail, kickMailWorker } from '../../mail/index.js';
import { issueTickets, activeSigningKey } from '../../tickets/index.js';
import { setPaymentMethod } from './free-orders.repository.js';
import * as repo from '../orders.repository.js';

/**
 * Orders whose server-priced total is 0 € (a Freikarten coupon covering the cart, a 0 € category): no payment
 * provider is involved. The order is held like any other (quotas, hold limits, coupon limits), under a
 * reference of our own in place of the provider's order id, and the binding step issues the tickets.
 *
 * What the back office shows as payment for such an order. */
export const FREE_PAYMENT_METHOD = 'Kostenlos';

/** Random like a PayPal order id: only the checkout that created the order knows it. */
export const freeOrderRef = () => `${FREE_ORDER_PREFIX}${randomBytes(18).toString('base64url')}`;

/** Marks a just-held order as free, in the hold's transaction. */
export async function markFree(trx: Transaction<Database>, orderId: number): Promise<void> {
  await setPaymentMethod(trx, orderId, FREE_PAYMENT_METHOD);
}

export const FREE_SEATS_GONE_MESSAGE = 'Deine Reservierung ist abgelaufen und die Plätze sind inzwischen vergeben. Bitte wähle neue Tickets aus.';

/**
 * The binding step of a free order: one transaction marks it paid (settle_capture: the held tickets move to
 * sold, or, after the hold ran out, are taken afresh if still free; a 0 € payment row records how it was
 * settled), issues the tickets and queues the confirmation mail. The order row's lock makes a repeat or a
 * concurrent click find it CAPTURED, so tickets are issued once.
 */
export async function confirmFreeOrder(ctx: AppContext, order: repo.OrderRow): Promise<{ order: repo.OrderRow; mailQueued: boolean }> {
  if (order.status === 'CAPTURED') return { order, mailQueued: false };
  if (order.status !== 'CREATED' && order.status !== 'EXPIRED') {
    throw conflict('Diese Bestellung ist nicht mehr gültig. Bitte lege deine Tickets erneut in den Warenkorb.', 'ORDER_CLOSED');
  }
  const [settings, key] = await Promise.all([readOrderSettings(ctx.db), activeSigningKey(ctx.db)]);
  const now = ctx.now();
  const payment = { id: order.provider_order_id as string, amountCents: 0, currency: order.currency };
  const settled = await ctx.db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      const done = await repo.settleCapture(trx, order.id, now, payment);
      if (!done) return { order: await repo.lockOrder(trx, order.id), mailQueued: false };
      await issueTickets(trx, order.id, done.items, key);
      if (settings.orderConfirmationMail) await enqueueOrderMail(trx, done.order, now);
      return { order: done.order, mailQueued: settings.orderConfirmationMail };
    })
    .catch((error) => {
      if (repo.isRefusedSettle(error)) throw conflict(FREE_SEATS_GONE_MESSAGE, 'SEATS_GONE');
      throw error;
    });
  if (settled.order.status !== 'CAPTURED') {
    throw conflict('Diese Bestellung ist nicht mehr gültig. Bitte lege deine Tickets erneut in den Warenkorb.', 'ORDER_CLOSED');
  }
  if (settled.mailQueued) kickMailWorker(ctx);
  ctx.log.info({ orderId: order.id }, 'free order confirmed without payment');
  return settled;
}
