import type { ReservationPayRequest, ReservationPayResponse } from '../../../shared/api/reservations.js';
import { reservationOpen } from '../../../shared/domain/reservations.js';
import type { AppContext } from '../../http/context.js';
import { conflict, notFound } from '../../domain-errors.js';
import { noteAudit } from '../audit/index.js';
import type { SessionUser } from '../auth/index.js';
import { touchDevice, insertCheckins, admittedBySale, scanTime } from '../checkin/index.js';
import { readOrderSettings } from '../configuration/index.js';
import { enqueueOrderMail, kickMailWorker } from '../mail/index.js';
import { findOrder, lockOrder, settleCapture, isRefusedSettle } from '../orders/index.js';
import { issueTickets, activeSigningKey } from '../tickets/index.js';
import * as repo from './reservations.repository.js';

const PAID_AT_DOOR = 'Bar (Abendkasse)';

/** What a door learns when the server settles nothing for its cash; kept with the nonce, said on every retry. */
function refusal(order: { id: number; status: string }, reason: 'paid' | 'closed' | 'gone', offline: boolean): string {
  const giveBack = offline ? ' Das Bargeld bitte zurückgeben oder mit der Kassenleitung klären.' : '';
  if (reason === 'paid') return `Bestellung ${order.id} war bereits bezahlt.${offline ? giveBack : ' Bitte kein Geld nehmen.'}`;
  if (order.status === 'CANCELLED') return `Die Reservierung ${order.id} wurde storniert.${giveBack}`;
  if (reason === 'gone') return `Die Reservierung ${order.id} war abgelaufen und ihre Plätze sind inzwischen vergeben.${giveBack}`;
  return 'Diese Reservierung ist abgelaufen; ihre Plätze sind wieder im Verkauf.';
}

/**
 * reservations/pay.php: the box office takes the cash for a "zahlt an der Abendkasse" reservation. One
 * transaction marks it paid (its held places become sold), issues its tickets and admits them at this door;
 * the order's lock makes a second tap (or a second door) find it paid.
 *
 * A door's nonce makes the call idempotent: the first outcome is kept in reservation_payments and answered
 * on every retry. Cash taken offline is settled like a late capture: a hold that ran out meanwhile is paid
 * if its places are still free (settle_capture takes them again), otherwise the refusal is kept on record
 * (the cash exists) and answered 409, as a late door sale the quota cannot hold. Online, a reservation that
 * ran out is refused: its places went back to sale.
 */
export async function payReservation(ctx: AppContext, user: SessionUser, body: ReservationPayRequest): Promise<ReservationPayResponse> {
  const nonce = body.nonce;
  const known = nonce ? await repo.paymentByNonce(ctx.db, nonce) : undefined;
  const order = await findOrder(ctx.db, { id: body.order_id });
  if (order?.staff_kind !== 'box_office') throw notFound('Diese Reservierung gibt es nicht.', 'RESERVATION_NOT_FOUND');
  const now = ctx.now();
  const offline = body.offline ?? false;
  const paidAt = body.paid_at ? scanTime(body.paid_at, now) : now;
  const device = { id: body.device_id, name: body.device_name, userId: user.userId };
  const paidAnswer = async (replay: boolean): Promise<ReservationPayResponse> => ({
    success: true,
    message: replay ? `Bestellung ${order.id} ist bereits bezahlt.` : `Bestellung ${order.id} bezahlt.`,
    order_id: order.id,
    total_cents: order.total_cents,
    admitted: (await repo.ticketsOfOrder(ctx.db, order.id)).length,
    replay,
  });
  const refuse = async (reason: 'paid' | 'closed' | 'gone'): Promise<never> => {
    const message = refusal(order, reason, offline);
    if (nonce) {
      await repo.insertReservationPayment(ctx.db, {
        nonce,
        orderId: order.id,
        deviceId: device.id,
        deviceName: device.name,
        userId: user.userId,
        status: 'rejected',
        message,
        offline,
        paidAt,
        receivedAt: now,
      });
      noteAudit({
        action: 'reservation.pay_refused',
        subject: `order:${order.id}`,
        orderId: order.id,
        changes: { payment: [null, { nonce, device: device.name, offline, message }] },
      });
    }
    throw conflict(message, reason === 'paid' ? 'RESERVATION_PAID' : 'RESERVATION_CLOSED', { order_id: order.id });
  };

  if (known) {
    if (known.status === 'completed') return paidAnswer(true);
    throw conflict(known.message ?? refusal(order, 'closed', known.offline), 'RESERVATION_CLOSED', { order_id: order.id });
  }
  if (order.status === 'CAPTURED') {
    if (!nonce) {
      noteAudit({ action: 'reservation.pay_repeated', subject: `order:${order.id}`, orderId: order.id, changes: {} });
      return paidAnswer(true);
    }
    return refuse('paid');
  }
  if (order.status === 'CANCELLED' || (!offline && !reservationOpen(order, now))) {
    if (!nonce) throw conflict(refusal(order, 'closed', false), 'RESERVATION_CLOSED');
    return refuse('closed');
  }
  const [settings, key] = await Promise.all([readOrderSettings(ctx.db), activeSigningKey(ctx.db)]);
  const mail = Boolean(order.email) && settings.orderConfirmationMail;
  let result: Awaited<ReturnType<typeof repo.ticketsOfOrder>> | 'paid' | 'closed' | 'twin';
  try {
    result = await ctx.db
      .transaction()
      .setIsolationLevel('read committed')
      .execute(async (trx) => {
        const locked = await lockOrder(trx, order.id);
        // A twin of this upload may have committed while we waited for the lock.
        if (nonce && (await repo.paymentByNonce(trx, nonce))) return 'twin' as const;
        if (locked.status === 'CAPTURED') return 'paid' as const;
        if (locked.status === 'CANCELLED' || (!offline && !reservationOpen(locked, now))) return 'closed' as const;
        const settled = await settleCapture(trx, order.id, paidAt, {
          id: `cash-reservation-${order.id}`,
          amountCents: order.total_cents,
          currency: order.currency,
        });
        if (!settled) return 'closed' as const;
        await repo.setPaymentMethod(trx, order.id, PAID_AT_DOOR);
        await issueTickets(trx, order.id, settled.items, key);
        const tickets = await repo.ticketsOfOrder(trx, order.id);
        await touchDevice(trx, device, now);
        // The guests paid at the door and walk straight in, as after a door sale.
        await insertCheckins(
          trx,
          tickets.map((ticket) =>
            admittedBySale(
              { nonce: `reservation-${order.id}-${ticket.id}`, performanceId: ticket.performance_id, ticketId: ticket.id },
              device.id,
              user.userId,
              paidAt,
              now,
            ),
          ),
        );
        if (nonce) {
          await repo.insertReservationPayment(trx, {
            nonce,
            orderId: order.id,
            deviceId: device.id,
            deviceName: device.name,
            userId: user.userId,
            status: 'completed',
            message: null,
            offline,
            paidAt,
            receivedAt: now,
          });
        }
        if (mail) await enqueueOrderMail(trx, order, now);
        return tickets;
      });
  } catch (error) {
    // settle_capture refused: the hold had run out and its places (or seats) are sold to others by now.
    if (!isRefusedSettle(error)) throw error;
    return refuse('gone');
  }
  if (result === 'twin') return payReservation(ctx, user, body);
  if (result === 'paid') {
    if (!nonce) return paidAnswer(true);
    return refuse('paid');
  }
  if (result === 'closed') {
    if (!nonce) throw conflict(refusal(order, 'closed', false), 'RESERVATION_CLOSED');
    return refuse('closed');
  }
  const tickets = result;
  if (mail) kickMailWorker(ctx);
  noteAudit({
    action: 'reservation.pay',
    subject: `order:${order.id}`,
    orderId: order.id,
    changes: { status: [order.status, 'CAPTURED'], payment: [null, { cents: order.total_cents, device: device.name, tickets: tickets.length, offline }] },
  });
  const performances = [...new Set(tickets.map((ticket) => ticket.performance_id))];
  for (const performanceId of performances) {
    await ctx.admissions.announce(
      performanceId,
      tickets.filter((t) => t.performance_id === performanceId).map((t) => t.id),
    );
  }
  return {
    success: true,
    message: `Bestellung ${order.id} bezahlt, ${tickets.length} eingelassen.`,
    order_id: order.id,
    total_cents: order.total_cents,
    admitted: tickets.length,
    replay: false,
  };
}
