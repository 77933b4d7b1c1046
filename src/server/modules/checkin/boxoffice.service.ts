import type { DoorSeatsResponse, SellRequest, SellResponse } from '../../../shared/api/checkin.js';
import { saleQuantity, saleTotalCents } from '../../../shared/domain/box-office.js';
import { assignSeats } from '../../../shared/domain/seats.js';
import type { AppContext } from '../../http/context.js';
import { conflict, invalid, notFound } from '../../domain-errors.js';
import type { SessionUser } from '../auth/index.js';
import { issueTickets, activeSigningKey } from '../tickets/index.js';
import { lineFor } from '../orders/index.js';
import * as repo from './boxoffice.repository.js';
import * as checkins from './checkin.repository.js';
import { boxOfficeOf, claimFreeSeats, type DoorView, readDoorStock, takeOnlinePlaces } from './door-stock.repository.js';
import { scanTime } from './instants.js';
import { noteAudit } from '../audit/index.js';
import { sellHeldSeats } from '../seating/index.js';
import { checkPickedSeats, chooseDoorSeats, type DoorSeats, doorRefusal, seatsGoneMessage, soldOutMessage } from '../../../shared/domain/door-stock.js';

/** One line per seat when the sale is seated: the seats go to the categories in the order of the lines. */
function seatedLines(lines: repo.DoorLine[], seats: string[] | null): repo.DoorLine[] {
  if (!seats) return lines;
  const bySeat = assignSeats(
    lines.map((line) => ({ categoryId: line.categoryId, quantity: line.quantity })),
    seats,
  );
  return lines.flatMap((line) => (bySeat.get(line.categoryId) ?? []).map((seat) => ({ ...line, quantity: 1, seat })));
}

async function answer(ctx: AppContext, sale: repo.SaleRow, replay: boolean): Promise<SellResponse> {
  const boxOffice = boxOfficeOf(await readDoorStock(ctx.db, sale.performance_id, ctx.now()));
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

/** A free seat the door chose was claimed online between reading and claiming: the sale's transaction is undone. */
class SeatGone extends Error {
  constructor(readonly seats: string[]) {
    super('door sale: a free seat was claimed meanwhile');
  }
}

/** How often 'Beste verfügbare Plätze' looks again when an online buyer took a chosen seat meanwhile. */
const ATTEMPTS = 3;

type SaleRecord = Omit<Parameters<typeof repo.insertSale>[1], 'orderId' | 'status' | 'message'>;

/** The seats of a seated sale, or why it cannot have them. */
function seatsOfSale(view: DoorView, quantity: number, picked: string[] | undefined): DoorSeats | { refused: string } {
  if (picked) {
    const checked = checkPickedSeats(picked, quantity, view.seats, view.held);
    return checked.ok ? checked : { refused: checked.message };
  }
  return chooseDoorSeats(view.seats, view.held, quantity, view.stock.doorsOpen) ?? { refused: doorRefusal(view.stock, true) };
}

/**
 * boxoffice/sell.php: a cash sale at the door, online or queued offline. The nonce makes it happen once;
 * under the performance's row lock door sales take their turn. The box office sells its own contingent
 * first, then what the online sale has not sold (issue 51): seats staff picked, and from doors-open any
 * unsold place. Those places leave the online quotas on their locked rows and seats are claimed by unique
 * rows, so the door and an online buyer never both get the last one. The order, its tickets, the cash
 * payment and the guests' admissions are written in one transaction. A sale that cannot be had is kept on
 * record as refused (the cash exists) and answered 409 every time it is sent.
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
  if (totalCents === null) throw invalid('Diese Kategorie gibt es für die Vorstellung nicht.', 'UNKNOWN_CATEGORY');
  const quantity = saleQuantity(lines);
  const key = await activeSigningKey(ctx.db);
  const device = { id: body.device_id, name: body.device_name, userId: user.userId };
  const record: SaleRecord = {
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

  const attempt = () =>
    ctx.db
      .transaction()
      .setIsolationLevel('read committed')
      .execute(async (trx) => {
        await repo.lockPerformance(trx, performance.id);
        // A twin of this request may have committed while we waited for the lock.
        if (await repo.saleByNonce(trx, body.nonce)) return;
        await checkins.touchDevice(trx, device, now);
        const view = await readDoorStock(trx, performance.id, now);
        const refuse = (message: string) => repo.insertSale(trx, { ...record, orderId: null, status: 'rejected', message });
        if (!view.plan && body.seats) return refuse('Für diese Vorstellung gibt es keine Sitzplatzwahl.');
        const seats = view.plan ? seatsOfSale(view, quantity, body.seats) : null;
        if (seats && 'refused' in seats) return refuse(seats.refused);
        // Without seats: the box office's own places first, then (from doors-open) the online quotas' unsold ones.
        const fromOnline = seats ? seats.fromOnline.length : Math.max(0, quantity - view.stock.held);
        if (!seats && fromOnline > 0 && !view.stock.doorsOpen) return refuse(doorRefusal(view.stock, false));
        const preferred = lines.map((line) => line.category_id);
        if (fromOnline > 0) {
          const given = await takeOnlinePlaces(trx, performance.id, fromOnline, preferred, seats !== null);
          if (!seats && given < fromOnline) return refuse(soldOutMessage(view.stock.held + given));
        }
        const ordered = seats ? [...seats.held, ...seats.fromOnline] : null;
        const doorLines = seatedLines(
          lines.map((line) => {
            const category = categories.find((c) => c.id === line.category_id) as (typeof categories)[number];
            return { ...lineFor(performance, category), quantity: line.quantity, seat: null };
          }),
          ordered,
        );
        const order = await repo.insertDoorOrder(trx, { nonce: body.nonce, deviceName: device.name, totalCents, soldAt }, doorLines);
        if (seats?.held.length && (await sellHeldSeats(trx, performance.id, seats.held, order.orderId)) !== seats.held.length) {
          throw new Error('door sale: a held-back seat was gone under the performance lock');
        }
        if (seats) {
          const claimed = new Set(await claimFreeSeats(trx, performance.id, seats.fromOnline, order.orderId));
          const gone = seats.fromOnline.filter((seat) => !claimed.has(seat));
          if (gone.length) throw new SeatGone(gone);
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
      });

  for (let round = 1; ; round++) {
    try {
      await attempt();
      break;
    } catch (error) {
      if (!(error instanceof SeatGone)) throw error;
      // Best available looks again; seats staff picked are theirs to choose anew.
      if (!body.seats && round < ATTEMPTS) continue;
      await refuseLate(ctx, record, seatsGoneMessage(error.seats));
      break;
    }
  }
  const saleId = body.nonce;
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

/** Keeps a sale whose seats went online meanwhile on record as refused, unless a twin got there first. */
async function refuseLate(ctx: AppContext, record: SaleRecord, message: string) {
  await ctx.db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      await repo.lockPerformance(trx, record.performanceId);
      if (await repo.saleByNonce(trx, record.nonce)) return;
      await repo.insertSale(trx, { ...record, orderId: null, status: 'rejected', message });
    });
}

/** boxoffice/seats.php: the plan the door picks from; its own seats and the free ones are open, every other seat taken. */
export async function doorSeatMap(ctx: AppContext, performanceId: number): Promise<DoorSeatsResponse> {
  const performance = await checkins.performanceWithEvent(ctx.db, performanceId);
  if (!performance) throw notFound('Diese Vorstellung gibt es nicht.', 'PERFORMANCE_NOT_FOUND');
  const view = await readDoorStock(ctx.db, performanceId, ctx.now());
  const seats = view.seats.map((seat) => (view.held.has(seat.label) ? { ...seat, taken: false } : seat));
  return { success: true, stage: await repo.stageOf(ctx.db, performanceId), seats, held_back: [...view.held], box_office: boxOfficeOf(view) };
}
