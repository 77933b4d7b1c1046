import type { ReservationPayRequest, ReservationPayResponse } from '../../../shared/api/reservations.js';
import { reservationOpen } from '../../../shared/domain/reservations.js';
import type { AppContext } from '../../http/context.js';
import { conflict, notFound } from '../../http/errors.js';
import { noteAudit } from '../audit/audit-note.js';
import type { SessionUser } from '../auth/auth.service.js';
import * as checkins from '../checkin/checkin.repository.js';
import { readOrderSettings } from '../configuration/order-settings.js';
import { enqueueOrderMail } from '../mail/mail.repository.js';
import { kickMailWorker } from '../mail/mail-worker.js';
import * as orders from '../orders/orders.repository.js';
import { issueTickets } from '../tickets/issue-tickets.js';
import { activeSigningKey } from '../tickets/signing-keys.js';
import * as repo from './reservations.repository.js';

const PAID_AT_DOOR = 'Bar (Abendkasse)';

/**
 * reservations/pay.php: the box office takes the cash for a "zahlt an der Abendkasse" reservation. One
 * transaction marks it paid (its held places become sold), issues its tickets and admits them at this door;
 * the order's lock makes a second tap (or a second door) find it paid and answer as before. A reservation
 * that ran out is refused: its places went back to sale.
 */
export async function payReservation(ctx: AppContext, user: SessionUser, body: ReservationPayRequest): Promise<ReservationPayResponse> {
  const order = await orders.findOrder(ctx.db, { id: body.order_id });
  if (order?.staff_kind !== 'box_office') throw notFound('Diese Reservierung gibt es nicht.', 'RESERVATION_NOT_FOUND');
  const paidBefore = async (): Promise<ReservationPayResponse> => {
    noteAudit({ action: 'reservation.pay_repeated', subject: `order:${order.id}`, orderId: order.id, changes: {} });
    return {
    success: true,
    message: `Bestellung ${order.id} ist bereits bezahlt.`,
    order_id: order.id,
    total_cents: order.total_cents,
    admitted: (await repo.ticketsOfOrder(ctx.db, order.id)).length,
    replay: true,
    };
  };
  if (order.status === 'CAPTURED') return paidBefore();
  const now = ctx.now();
  if (!reservationOpen(order, now)) {
    throw conflict(
      order.status === 'CANCELLED' ? 'Diese Reservierung wurde storniert.' : 'Diese Reservierung ist abgelaufen; ihre Plätze sind wieder im Verkauf.',
      'RESERVATION_CLOSED',
    );
  }
  const [settings, key] = await Promise.all([readOrderSettings(ctx.db), activeSigningKey(ctx.db)]);
  const mail = Boolean(order.email) && settings.orderConfirmationMail;
  const device = { id: body.device_id, name: body.device_name, userId: user.userId };
  const result = await ctx.db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      const locked = await orders.lockOrder(trx, order.id);
      if (locked.status === 'CAPTURED') return null;
      if (!reservationOpen(locked, now)) throw conflict('Diese Reservierung ist abgelaufen; ihre Plätze sind wieder im Verkauf.', 'RESERVATION_CLOSED');
      const settled = await orders.settleCapture(trx, order.id, now, { id: `cash-reservation-${order.id}`, amountCents: order.total_cents, currency: order.currency });
      if (!settled) throw conflict('Diese Reservierung kann nicht mehr bezahlt werden.', 'RESERVATION_CLOSED');
      await repo.setPaymentMethod(trx, order.id, PAID_AT_DOOR);
      await issueTickets(trx, order.id, settled.items, key);
      const tickets = await repo.ticketsOfOrder(trx, order.id);
      await checkins.touchDevice(trx, device, now);
      // The guests paid at the door and walk straight in, as after a door sale.
      await checkins.insertCheckins(
        trx,
        tickets.map((ticket) => ({
          nonce: `reservation-${order.id}-${ticket.id}`, performance_id: ticket.performance_id, ticket_id: ticket.id, device_id: device.id,
          user_id: user.userId, method: 'sale', code: null, verdict: 'valid', scanned_at: now, received_at: now, admitted: true,
        })),
      );
      if (mail) await enqueueOrderMail(trx, order, now);
      return tickets;
    });
  if (!result) return paidBefore();
  if (mail) kickMailWorker(ctx);
  noteAudit({
    action: 'reservation.pay',
    subject: `order:${order.id}`,
    orderId: order.id,
    changes: { status: ['CREATED', 'CAPTURED'], payment: [null, { cents: order.total_cents, device: device.name, tickets: result.length }] },
  });
  const performances = [...new Set(result.map((ticket) => ticket.performance_id))];
  for (const performanceId of performances) {
    await ctx.admissions.announce(performanceId, result.filter((t) => t.performance_id === performanceId).map((t) => t.id));
  }
  return { success: true, message: `Bestellung ${order.id} bezahlt, ${result.length} eingelassen.`, order_id: order.id, total_cents: order.total_cents, admitted: result.length, replay: false };
}
