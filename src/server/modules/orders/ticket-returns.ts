import { sql } from 'kysely';
import type { TicketReturnResponse } from '../../../shared/api/tickets.js';
import { formatCents, formatDateTime, formatTicketCount } from '../../../shared/domain/format.js';
import { returnDeadline, returnRefundCents, returnRefusal, returnRefusalText } from '../../../shared/domain/ticket-returns.js';
import type { Db } from '../../db/database.js';
import type { AppContext } from '../../http/context.js';
import { conflict, notFound } from '../../http/errors.js';
import { readConfigValue } from '../configuration/configuration.service.js';
import { recordAudit } from '../audit/record-audit.js';
import { enqueueOrderMail, RETURN_MAIL } from '../mail/mail.repository.js';
import { kickMailWorker } from '../mail/mail-worker.js';
import * as repo from './orders.repository.js';
import { captureToRefund, recordRefund, refundAtProvider } from './refunds.js';

/** The configured return period in days ("Rückgabefrist"). */
async function returnDays(db: Db): Promise<number> {
  return Number(await readConfigValue(db, 'ticket_return_days')) || 0;
}

/** The order's tickets with what a return needs to know: price, performance start, admission. */
function returnableTickets(db: Db, orderId: number) {
  return db
    .selectFrom('tickets')
    .innerJoin('order_items', 'order_items.id', 'tickets.order_item_id')
    .innerJoin('performances', 'performances.id', 'tickets.performance_id')
    .select((eb) => [
      'tickets.id', 'tickets.status', 'tickets.order_item_id', 'tickets.performance_id', 'tickets.category_id', 'tickets.seat', 'tickets.holder_name',
      'order_items.unit_price_cents', 'performances.starts_at',
      eb.exists(eb.selectFrom('checkins').select('checkins.id').whereRef('checkins.ticket_id', '=', 'tickets.id').where('checkins.admitted', '=', true)).as('admitted'),
    ])
    .where('tickets.order_id', '=', orderId)
    .orderBy('tickets.id')
    .execute();
}

const busy = () => conflict('Diese Bestellung wird gerade bearbeitet. Bitte versuche es gleich noch einmal.', 'ORDER_BUSY');

/**
 * A buyer returns tickets through the ticket link (the token proves the buyer): the refund goes through the
 * payment provider first (outside any transaction; a part of the capture for single tickets), then one
 * transaction revokes the tickets (the kiosks' revocation list), gives their places back to the quota and
 * their seats free, closes the order when nothing is left, and queues the confirming mail.
 */
export async function returnTickets(ctx: AppContext, token: string, ticketIds: number[] | undefined): Promise<TicketReturnResponse> {
  const order = await ctx.db.selectFrom('orders').selectAll().where('public_token', '=', token).executeTakeFirst();
  if (!order) throw notFound('Diese Ticketseite gibt es nicht. Bitte prüfe den Link aus deiner E-Mail.', 'TICKETS_NOT_FOUND');
  if (order.channel !== 'online') throw conflict('Tickets von der Abendkasse können nur dort zurückgegeben werden.', 'RETURN_REFUSED');
  const days = await returnDays(ctx.db);
  const now = ctx.now();
  const all = await returnableTickets(ctx.db, order.id);
  const valid = all.filter((ticket) => ticket.status === 'valid');
  // A handed-on ticket is its holder's now: "all" means the buyer's own, and the money for it stays paid.
  const wanted = ticketIds ? all.filter((ticket) => ticketIds.includes(ticket.id)) : valid.filter((ticket) => ticket.holder_name === null);
  if (ticketIds && wanted.length !== new Set(ticketIds).size) throw notFound('Dieses Ticket gehört nicht zu dieser Bestellung.', 'TICKET_NOT_FOUND');
  if (wanted.some((ticket) => ticket.holder_name !== null)) throw conflict('Dieses Ticket hast du weitergegeben; es kann nicht mehr zurückgegeben werden.', 'RETURN_REFUSED');
  if (wanted.length === 0) throw conflict('Diese Bestellung hat keine Tickets mehr, die zurückgegeben werden könnten.', 'RETURN_REFUSED');
  for (const ticket of wanted) {
    const refusal = returnRefusal({ orderPaid: order.status === 'CAPTURED', ticketValid: ticket.status === 'valid', admitted: Boolean(ticket.admitted), startsAt: ticket.starts_at }, days, now);
    if (refusal) throw conflict(returnRefusalText(refusal, formatDateTime(returnDeadline(ticket.starts_at, days))), 'RETURN_REFUSED');
  }
  const claimedAt = ctx.now();
  if (!(await repo.claimForStaff(ctx.db, order.id, claimedAt, new Date(claimedAt.getTime() + ctx.config.paypal.timeoutMs * 3 + 10_000)))) throw busy();
  try {
    // A ticket transfer may have replaced one of them between the check and the claim (transfers refuse while it is held).
    const stillValid = new Set((await returnableTickets(ctx.db, order.id)).filter((ticket) => ticket.status === 'valid').map((ticket) => ticket.id));
    if (wanted.some((ticket) => !stillValid.has(ticket.id))) throw busy();
    const capture = await captureToRefund(ctx, order.id);
    if (!capture) throw conflict('Zu dieser Bestellung ist keine Zahlung gespeichert, die erstattet werden könnte.', 'NO_PAYMENT');
    const money = await orderMoney(ctx.db, order.id);
    const returnsAllLeft = wanted.length === valid.length;
    const cents = returnRefundCents(
      { totalCents: order.total_cents, donationCents: order.donation_cents, listCents: money.listCents, refundedCents: money.refundedCents, capturedCents: capture.amount_cents },
      wanted.reduce((sum, ticket) => sum + ticket.unit_price_cents, 0),
      returnsAllLeft,
    );
    const ids = wanted.map((ticket) => ticket.id).sort((a, b) => a - b);
    const note = `Rückgabe von ${formatTicketCount(ids.length)} der Bestellung ${order.id}`;
    const refund = cents > 0 ? await refundAtProvider(ctx, order, capture, note, { amountCents: cents, requestId: `return-${order.capture_request_id}-${ids.join('-')}` }) : undefined;
    await ctx.db
      .transaction()
      .setIsolationLevel('read committed')
      .execute(async (trx) => {
        const locked = await repo.lockOrder(trx, order.id);
        // Closed meanwhile (a chargeback's webhook): its tickets are revoked already; money that went back is recorded.
        if (locked.status !== 'CAPTURED') {
          if (refund) await recordRefund(trx, order, capture, refund, returnsAllLeft);
          return;
        }
        const revoked = await trx
          .updateTable('tickets')
          .set({ status: 'cancelled', cancelled_at: now, revoked_reason: 'RETURNED' })
          .where('id', 'in', ids)
          .where('status', '=', 'valid')
          .returning(['id', 'order_item_id', 'performance_id', 'category_id', 'seat'])
          .execute();
        // Money already went back: a ticket revoked meanwhile (staff) was in the same refund's count.
        for (const ticket of revoked) {
          await trx.updateTable('order_items').set({ returned: sql`returned + 1` }).where('id', '=', ticket.order_item_id).execute();
          await trx
            .updateTable('quotas')
            .set({ sold: sql`sold - 1` })
            .where('performance_id', '=', ticket.performance_id)
            .where('category_id', '=', ticket.category_id)
            .execute();
          if (ticket.seat) {
            await trx.deleteFrom('seat_claims').where('performance_id', '=', ticket.performance_id).where('seat', '=', ticket.seat).where('order_id', '=', order.id).execute();
          }
        }
        if (refund) await recordRefund(trx, order, capture, refund, returnsAllLeft);
        // Nothing left: the order is closed (its remaining count is 0, so closing takes nothing more from the quota).
        if (returnsAllLeft) await repo.closeOrder(trx, order.id, 'CANCELLED', { cancelled_at: now, cancel_reason: 'Du hast alle Tickets zurückgegeben.' });
        await enqueueOrderMail(trx, order, now, RETURN_MAIL);
        // A money event without staff: the audit log names it as the buyer's return.
        await recordAudit(trx, {
          action: 'order.ticket_return',
          subject: `order:${order.id}`,
          orderId: order.id,
          changes: { tickets_returned: [null, revoked.map((ticket) => ticket.id)], ...(refund ? { refund: [null, { ref: refund.id, status: refund.status, cents: refund.amountCents }] } : {}) },
        });
      });
    kickMailWorker(ctx);
    ctx.log.info({ orderId: order.id, tickets: ids, cents, refund: refund?.status ?? null }, 'tickets returned by the buyer');
    return {
      success: true,
      message:
        cents === 0
          ? `${formatTicketCount(ids.length)} zurückgegeben. Es gibt nichts zu erstatten; die Plätze sind wieder frei. Du bekommst eine Bestätigung per E-Mail.`
          : refund?.status === 'PENDING'
          ? `${formatTicketCount(ids.length)} zurückgegeben. Die Erstattung von ${formatCents(cents)} ist beantragt; PayPal bestätigt sie in Kürze. Du bekommst eine E-Mail.`
          : `${formatTicketCount(ids.length)} zurückgegeben, ${formatCents(cents)} werden erstattet. Du bekommst eine Bestätigung per E-Mail.`,
      returned: ids.length,
      refund: cents / 100,
    };
  } finally {
    await repo.releaseCapture(ctx.db, order.id);
  }
}

/** List price of all the order's tickets and what went back already (refunds not failed). */
async function orderMoney(db: Db, orderId: number) {
  const items = await db
    .selectFrom('order_items')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>(sql`quantity * unit_price_cents`), sql<string>`0`).as('list'))
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();
  const refunds = await db
    .selectFrom('payments')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount_cents'), sql<string>`0`).as('refunded'))
    .where('order_id', '=', orderId)
    .where('kind', '=', 'refund')
    .where('status', 'not in', ['FAILED', 'CANCELLED'])
    .executeTakeFirstOrThrow();
  return { listCents: Number(items.list), refundedCents: Number(refunds.refunded) };
}
