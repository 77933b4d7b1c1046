import type { SellRequest, SellResponse } from '../../../shared/api/checkin.js';
import { saleQuantity, saleTotalCents } from '../../../shared/domain/box-office.js';
import { assignSeats } from '../../../shared/domain/seats.js';
import type { AppContext } from '../../http/context.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import type { SessionUser } from '../auth/auth.service.js';
import { issueTickets } from '../tickets/issue-tickets.js';
import { activeSigningKey } from '../tickets/signing-keys.js';
import { lineFor } from '../orders/hold/resolve-cart.js';
import * as repo from './boxoffice.repository.js';
import * as checkins from './checkin.repository.js';
import { boxOfficeState } from './checkin.service.js';
import { scanTime } from './instants.js';
import { noteAudit } from '../audit/audit-note.js';
import { sellHeldSeats, seatedPlan } from '../seating/holdbacks.repository.js';
import { chooseDoorSeats, doorSeatsLeft } from '../seating/holdbacks.service.js';

/** One line per seat when the sale is seated: the seats go to the categories in the order of the lines. */
function seatedLines(lines: repo.DoorLine[], seats: string[] | null): repo.DoorLine[] {
  if (!seats) return lines;
  const bySeat = assignSeats(
    lines.map((line) => ({ categoryId: line.categoryId, quantity: line.quantity })),
    seats,
  );
  return lines.flatMap((line) => (bySeat.get(line.categoryId) ?? []).map((seat) => ({ ...line, quantity: 1, seat })));
}

function soldOutMessage(remaining: number): string {
  if (remaining === 0) return 'Das Kontingent der Abendkasse ist ausgeschöpft.';
  return `An der Abendkasse ${remaining === 1 ? 'ist nur noch 1 Ticket' : `sind nur noch ${remaining} Tickets`} übrig.`;
}

async function answer(ctx: AppContext, sale: repo.SaleRow, replay: boolean): Promise<SellResponse> {
  const performance = await checkins.performanceWithEvent(ctx.db, sale.performance_id);
  const boxOffice = await boxOfficeState(ctx, sale.performance_id, performance?.box_office_capacity ?? 0);
  if (sale.status === 'rejected' || sale.order_id === null) {
    throw conflict(sale.message ?? soldOutMessage(boxOffice.remaining), 'BOX_OFFICE_SOLD_OUT', { box_office: boxOffice, nonce: sale.nonce });
  }
  const tickets = await repo.ticketsOfDoorOrder(ctx.db, sale.order_id);
  return {
    success: true,
    status: 'completed',
    order_id: sale.order_id,
    total_cents: sale.total_cents,
    tickets: tickets.map((t) => ({ id: t.id, code: t.code, category_id: t.category_id, category: t.category_name, seat: t.seat })),
    box_office: boxOffice,
    replay,
  };
}

/**
 * boxoffice/sell.php: a cash sale at the door, online or queued offline. The nonce makes it happen once;
 * under the performance's row lock the box-office quota is never exceeded. The order, its tickets, the
 * cash payment and the guests' admissions are written in one transaction. A sale the quota cannot hold
 * is kept on record as refused (the cash exists) and answered 409 every time it is sent.
 */
export async function sell(ctx: AppContext, user: SessionUser, body: SellRequest): Promise<SellResponse> {
  const existing = await repo.saleByNonce(ctx.db, body.nonce);
  if (existing) return answer(ctx, existing, true);

  const now = ctx.now();
  const soldAt = scanTime(body.sold_at, now);
  const performance = await checkins.performanceWithEvent(ctx.db, body.performance_id);
  if (!performance) throw notFound('Diese Vorstellung gibt es nicht.', 'PERFORMANCE_NOT_FOUND');
  const categories = await checkins.categoriesOf(ctx.db, [performance.event_id]);
  const merged = new Map<number, number>();
  for (const line of body.lines) merged.set(line.category_id, (merged.get(line.category_id) ?? 0) + line.quantity);
  const lines = [...merged].map(([category_id, quantity]) => ({ category_id, quantity }));
  const totalCents = saleTotalCents(lines, categories);
  if (totalCents === null) throw badRequest('Diese Kategorie gibt es für die Vorstellung nicht.', 'UNKNOWN_CATEGORY');
  const quantity = saleQuantity(lines);
  const key = await activeSigningKey(ctx.db);
  const device = { id: body.device_id, name: body.device_name, userId: user.userId };

  const saleId = await ctx.db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      const locked = await repo.lockPerformance(trx, performance.id);
      // A twin of this request may have committed while we waited for the lock.
      if (await repo.saleByNonce(trx, body.nonce)) return body.nonce;
      await checkins.touchDevice(trx, device, now);
      // A seated performance sells the seats held back for the box office, never more (issue 46).
      const plan = await seatedPlan(trx, performance.id);
      const remaining = plan ? ((await doorSeatsLeft(trx, performance.id)) ?? 0) : Math.max(0, locked.box_office_capacity - locked.box_office_sold);
      const record = {
        nonce: body.nonce,
        performanceId: performance.id,
        deviceId: device.id,
        userId: user.userId,
        lines,
        quantity,
        totalCents,
        offline: body.offline ?? false,
        soldAt,
        receivedAt: now,
      };
      if (quantity > remaining) {
        await repo.insertSale(trx, { ...record, orderId: null, status: 'rejected', message: soldOutMessage(remaining) });
        return body.nonce;
      }
      const seats = plan ? await chooseDoorSeats(trx, performance.id, plan, quantity) : null;
      if (plan && !seats) {
        await repo.insertSale(trx, { ...record, orderId: null, status: 'rejected', message: soldOutMessage(remaining) });
        return body.nonce;
      }
      const doorLines = seatedLines(
        lines.map((line) => {
          const category = categories.find((c) => c.id === line.category_id) as (typeof categories)[number];
          return { ...lineFor(performance, category), quantity: line.quantity, seat: null };
        }),
        seats,
      );
      const order = await repo.insertDoorOrder(trx, { nonce: body.nonce, deviceName: device.name, totalCents, soldAt }, doorLines);
      if (seats && (await sellHeldSeats(trx, performance.id, seats, order.orderId)) !== seats.length) {
        throw new Error('door sale: a held-back seat was gone under the performance lock');
      }
      await repo.countDoorSale(trx, performance.id, quantity);
      await issueTickets(trx, order.orderId, order.items, key);
      // The guests paid at the door and walk straight in: each ticket is admitted by this sale.
      const tickets = await repo.ticketsOfDoorOrder(trx, order.orderId);
      await checkins.insertCheckins(
        trx,
        tickets.map((ticket, index) =>
          checkins.admittedBySale(
            { nonce: `${body.nonce}-${index + 1}`, performanceId: performance.id, ticketId: ticket.id },
            device.id,
            user.userId,
            soldAt,
            now,
          ),
        ),
      );
      await repo.insertSale(trx, { ...record, orderId: order.orderId, status: 'completed', message: null });
      return body.nonce;
    });
  const sale = (await repo.saleByNonce(ctx.db, saleId)) as repo.SaleRow;
  noteAudit({
    action: 'boxoffice.sale',
    subject: `performance:${performance.id}`,
    orderId: sale.order_id,
    changes: {
      sale: [null, { nonce: body.nonce, status: sale.status, tickets: quantity, cents: totalCents, device: device.name, offline: body.offline ?? false }],
    },
  });
  const result = await answer(ctx, sale, false);
  // The new guests are inside: every other door hears of them at once (issue 12).
  await ctx.admissions.announce(
    sale.performance_id,
    result.tickets.map((ticket) => ticket.id),
  );
  return result;
}
