import { type ExpressionBuilder, sql } from 'kysely';
import type { TicketCheckin } from '../../../shared/api/orders-admin.js';
import type { OrderStatus } from '../../../shared/domain/order-status.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

export interface OrderFilter {
  search?: string;
  status?: OrderStatus;
  eventId?: number;
  performanceId?: number;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** Search by name, e-mail or order id (ours or the provider's); status; orders naming an event. */
function filtered(db: Db, filter: OrderFilter) {
  let query = db.selectFrom('orders');
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search.toLowerCase());
    const id = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : undefined;
    query = query.where((eb: ExpressionBuilder<Database, 'orders'>) =>
      eb.or([
        eb(sql`lower(orders.first_name || ' ' || orders.last_name)`, 'like', pattern),
        eb(sql`lower(orders.email)`, 'like', pattern),
        eb('orders.provider_order_id', '=', search),
        ...(id !== undefined ? [eb('orders.id', '=', id)] : []),
      ]),
    );
  }
  if (filter.status) query = query.where('orders.status', '=', filter.status);
  if (filter.eventId !== undefined) {
    const eventId = filter.eventId;
    query = query.where(({ exists, selectFrom }) =>
      exists(selectFrom('order_items').select('order_items.id').whereRef('order_items.order_id', '=', 'orders.id').where('order_items.event_id', '=', eventId)),
    );
  }
  if (filter.performanceId !== undefined) {
    const performanceId = filter.performanceId;
    query = query.where(({ exists, selectFrom }) =>
      exists(
        selectFrom('order_items')
          .select('order_items.id')
          .whereRef('order_items.order_id', '=', 'orders.id')
          .where('order_items.performance_id', '=', performanceId),
      ),
    );
  }
  return query;
}

export async function countOrders(db: Db, filter: OrderFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** One page, newest first, with ticket count and event titles per order. */
export function pageOfOrders(db: Db, filter: OrderFilter, offset: number, limit: number | null) {
  let query = filtered(db, filter)
    .select([
      'orders.id',
      'orders.first_name',
      'orders.last_name',
      'orders.email',
      'orders.phone',
      'orders.created_at',
      'orders.provider_order_id',
      'orders.status',
      'orders.total_cents',
      'orders.donation_cents',
      'orders.refund_required',
      'orders.kept_cents',
      'orders.captured_at',
      'orders.staff_kind',
      'orders.channel',
    ])
    .select((eb) => [
      eb
        .selectFrom('order_items')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('order_items.quantity'), sql<number>`0`).as('n'))
        .whereRef('order_items.order_id', '=', 'orders.id')
        .as('tickets'),
      eb
        .selectFrom('order_items')
        .select(sql<string>`string_agg(distinct order_items.event_title, ' | ')`.as('t'))
        .whereRef('order_items.order_id', '=', 'orders.id')
        .as('events'),
      eb
        .selectFrom('order_items')
        .select(sql<string>`string_agg(distinct order_items.performance_id::text, ',')`.as('p'))
        .whereRef('order_items.order_id', '=', 'orders.id')
        .as('performance_ids'),
    ])
    .orderBy('orders.id', 'desc')
    .offset(offset);
  if (limit !== null) query = query.limit(limit);
  return query.execute();
}

/** The payments ledgers of some orders, for orderLedger (shared/domain/revenue.ts) to read. */
export function ledgersOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('payments').select(['order_id', 'kind', 'status', 'amount_cents']).where('order_id', 'in', orderIds).orderBy('id').execute();
}

/** The lines of some orders with what the revenue shares by: performance, tickets still valid, price. */
export function linesOfOrders(db: Db, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('order_items')
    .select(['order_id', 'performance_id', 'quantity', 'returned', 'unit_price_cents'])
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

export function allPerformances(db: Db) {
  return db.selectFrom('performances').select(['id', 'event_id', 'starts_at']).orderBy('starts_at').execute();
}

export function allEventTitles(db: Db) {
  return db.selectFrom('events').select(['id', 'title']).orderBy('premiere_date', 'desc').orderBy('id', 'desc').execute();
}

export function orderById(db: Db, id: number) {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function ticketsForAdmin(db: Db, orderId: number) {
  return db
    .selectFrom('tickets')
    .innerJoin('order_items', 'order_items.id', 'tickets.order_item_id')
    .innerJoin('performances', 'performances.id', 'tickets.performance_id')
    .leftJoin('ticket_cancellations', 'ticket_cancellations.id', 'tickets.cancellation_id')
    .select((eb) => [
      'tickets.id',
      'tickets.status',
      'tickets.seat',
      'tickets.cancelled_at',
      'tickets.holder_name',
      'tickets.revoked_reason',
      'order_items.event_title',
      'order_items.category_name',
      'order_items.unit_price_cents',
      'performances.starts_at',
      'ticket_cancellations.reason as cancellation_reason',
      'ticket_cancellations.cancelled_by_name',
      'ticket_cancellations.cancelled_at as cancellation_at',
      'ticket_cancellations.refund_cents as cancellation_refund_cents',
      eb
        .exists(eb.selectFrom('checkins').select('checkins.id').whereRef('checkins.ticket_id', '=', 'tickets.id').where('checkins.admitted', '=', true))
        .as('admitted'),
    ])
    .where('tickets.order_id', '=', orderId)
    .orderBy('tickets.id')
    .execute();
}

export function paymentsOf(db: Db, orderId: number) {
  return db.selectFrom('payments').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

/** Check-ins per ticket for the order details: every scan the kiosks uploaded, earliest first. */
export async function checkinsOfTickets(db: Db, ticketIds: number[]): Promise<Map<number, TicketCheckin[]>> {
  const result = new Map<number, TicketCheckin[]>(ticketIds.map((id) => [id, []]));
  if (ticketIds.length === 0) return result;
  const rows = await db
    .selectFrom('checkins')
    .leftJoin('kiosk_devices', 'kiosk_devices.id', 'checkins.device_id')
    .select([
      'checkins.ticket_id',
      'checkins.scanned_at',
      'checkins.device_id',
      'checkins.admitted',
      'checkins.duplicate',
      'checkins.reentry',
      'kiosk_devices.name as device_name',
    ])
    .where('checkins.ticket_id', 'in', ticketIds)
    .orderBy('checkins.scanned_at')
    .execute();
  for (const row of rows) {
    if (row.ticket_id === null) continue;
    result.get(row.ticket_id)?.push({
      scanned_at: row.scanned_at.toISOString(),
      device: row.device_name ?? row.device_id,
      verdict: row.admitted ? 'Eingelassen' : row.reentry ? 'Wiedereinlass' : row.duplicate ? 'Doppelt gescannt' : 'Gescannt',
    });
  }
  return result;
}

export function disputesOf(db: Db, orderId: number) {
  return db.selectFrom('payment_disputes').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}
