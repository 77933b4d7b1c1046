import type { AppContext } from '../../http/context.js';
import { conflict, DomainError } from '../../http/errors.js';
import { enqueueOrderMail } from '../mail/mail.repository.js';
import { kickMailWorker } from '../mail/mail-worker.js';
import type { ProviderOrder } from '../payments/provider.js';
import { readOrderSettings } from '../configuration/order-settings.js';
import { issueTickets } from '../tickets/issue-tickets.js';
import { activeSigningKey } from '../tickets/signing-keys.js';
import { shortage } from './holds.js';
import * as repo from './orders.repository.js';
import { refundOwed } from './refunds.js';
import type { ResolvedLine } from './resolve-cart.js';

export const REFUND_MESSAGE =
  'Deine Reservierung war abgelaufen und die Plätze sind inzwischen vergeben. Es wurden keine Tickets ausgestellt; der bezahlte Betrag wird dir erstattet.';
export const MISMATCH_MESSAGE =
  'Der bezahlte Betrag passt nicht zur Bestellung. Es wurden keine Tickets ausgestellt; wir erstatten die Zahlung und melden uns bei dir.';

export type Settled = { outcome: 'captured'; mailQueued: boolean } | { outcome: 'pending' };

/**
 * Turns the provider's answer into our state, once: a COMPLETED capture of the right amount and currency
 * issues the tickets and queues the mail in one transaction under the order's row lock; a capture whose
 * hold expired and whose tickets are gone is flagged for refund instead.
 */
export async function settle(ctx: AppContext, order: repo.OrderRow, paid: ProviderOrder): Promise<Settled> {
  const capture = paid.captures.find((c) => c.status === 'COMPLETED');
  if (!capture) {
    if (paid.captures.some((c) => c.status === 'PENDING')) return { outcome: 'pending' };
    throw new DomainError(402, 'PAYMENT_DECLINED', 'Die Zahlung wurde abgelehnt. Bitte versuche es erneut oder wähle eine andere Zahlungsart.');
  }
  const matches =
    capture.amountCents === order.total_cents && capture.currency === order.currency && (paid.customId === null || paid.customId === String(order.id));
  const [settings, key] = await Promise.all([readOrderSettings(ctx.db), activeSigningKey(ctx.db)]);
  const now = ctx.now();

  const result = await ctx.db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      const locked = await repo.lockOrder(trx, order.id);
      if (locked.status === 'CAPTURED') return { outcome: 'captured' as const, mailQueued: false };
      if (locked.refund_required) return { outcome: 'refund' as const, reason: locked.failure_reason };
      const payment = { order_id: order.id, provider: order.provider, provider_ref: capture.id, amount_cents: capture.amountCents, currency: capture.currency };
      if (locked.status === 'CANCELLED') {
        // Staff cancelled the order while the money moved elsewhere: no tickets, the payment goes back.
        await repo.setStatus(trx, order.id, 'CANCELLED', { failure_reason: 'CANCELLED_BEFORE_PAYMENT', refund_required: true });
        await trx.insertInto('payments').values({ ...payment, status: 'REFUND_REQUIRED' }).onConflict((oc) => oc.column('provider_ref').doNothing()).execute();
        return { outcome: 'refund' as const, reason: 'CANCELLED_BEFORE_PAYMENT' };
      }
      const items = await repo.orderItems(trx, order.id);
      if (!matches) {
        await repo.setStatus(trx, order.id, 'FAILED', { failure_reason: 'AMOUNT_MISMATCH', refund_required: true });
        await trx.insertInto('payments').values({ ...payment, status: 'REFUND_REQUIRED' }).onConflict((oc) => oc.column('provider_ref').doNothing()).execute();
        return { outcome: 'refund' as const, reason: 'AMOUNT_MISMATCH' };
      }
      const lines: ResolvedLine[] = items.map((item) => ({
        eventId: item.event_id,
        eventTitle: item.event_title,
        performanceId: item.performance_id,
        startsAt: item.starts_at,
        categoryId: item.category_id,
        categoryName: item.category_name,
        unitPriceCents: item.unit_price_cents,
        quantity: item.quantity,
        seat: item.seat,
      }));
      // A valid hold always fits; an expired one fits only if nobody took its tickets meanwhile.
      const capacities = await repo.lockQuotas(trx, lines);
      if (await shortage(trx, lines, capacities, now, order.id)) {
        await repo.setStatus(trx, order.id, 'FAILED', { failure_reason: 'HOLD_EXPIRED_SOLD_OUT', refund_required: true });
        await trx.insertInto('payments').values({ ...payment, status: 'REFUND_REQUIRED' }).onConflict((oc) => oc.column('provider_ref').doNothing()).execute();
        return { outcome: 'refund' as const, reason: 'HOLD_EXPIRED_SOLD_OUT' };
      }
      await trx
        .updateTable('orders')
        .set({ status: 'CAPTURED', captured_at: now, capture_id: capture.id })
        .where('id', '=', order.id)
        .execute();
      await trx.insertInto('payments').values({ ...payment, status: 'COMPLETED' }).onConflict((oc) => oc.column('provider_ref').doNothing()).execute();
      await issueTickets(trx, order.id, items, key);
      const mailQueued = settings.orderConfirmationMail;
      if (mailQueued) await enqueueOrderMail(trx, order, now);
      return { outcome: 'captured' as const, mailQueued };
    });

  if (result.outcome === 'refund') {
    ctx.log.warn({ orderId: order.id, reason: result.reason }, 'payment captured without tickets: refunding it');
    // Paid back at once; if the provider cannot be reached now, the sweep tries again.
    await refundOwed(ctx, order.id).catch((error) => ctx.log.warn({ orderId: order.id, code: error?.code }, 'automatic refund deferred to the sweep'));
    throw conflict(result.reason === 'AMOUNT_MISMATCH' ? MISMATCH_MESSAGE : REFUND_MESSAGE, 'REFUND_REQUIRED');
  }
  if (result.mailQueued) kickMailWorker(ctx);
  return result;
}
