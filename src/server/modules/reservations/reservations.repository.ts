import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { StaffOrderKind } from '../orders/index.js';

type Executor = Db | Transaction<Database>;

const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** A performance with what a staff order needs of its event. */
export function performanceForStaff(db: Executor, performanceId: number) {
  return db
    .selectFrom('performances')
    .innerJoin('events', 'events.id', 'performances.event_id')
    .select(['performances.id', 'performances.event_id', 'performances.starts_at', 'events.title as event_title', 'events.has_seat_selection'])
    .where('performances.id', '=', performanceId)
    .executeTakeFirst();
}

/** The performances that have not begun, for the back office's order form. */
export function upcomingPerformances(db: Executor, now: Date) {
  return db
    .selectFrom('performances')
    .innerJoin('events', 'events.id', 'performances.event_id')
    .select(['performances.id', 'performances.event_id', 'performances.starts_at', 'events.title as event_title', 'events.has_seat_selection'])
    .where('performances.starts_at', '>', now)
    .orderBy('performances.starts_at')
    .orderBy('performances.id')
    .execute();
}

/** The seat plan of a performance's room, the stage's side, and whether its event sells seats. */
export function seatPlanOf(db: Executor, performanceId: number) {
  return db
    .selectFrom('performances')
    .innerJoin('events', 'events.id', 'performances.event_id')
    .leftJoin('rooms', 'rooms.id', 'performances.room_id')
    .select(['events.has_seat_selection', 'rooms.seat_rows', 'rooms.stage'])
    .where('performances.id', '=', performanceId)
    .executeTakeFirst();
}

/** Seats held back without an order (box office, guests) of a performance. */
export async function heldBackSeats(db: Executor, performanceId: number): Promise<string[]> {
  const rows = await db.selectFrom('seat_claims').select('seat').where('performance_id', '=', performanceId).where('order_id', 'is', null).execute();
  return rows.map((row) => row.seat);
}

/** The categories on sale for some performances (those with a quota), priced. */
export function quotaCategories(db: Executor, performanceIds: number[]) {
  if (performanceIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('quotas')
    .innerJoin('categories', 'categories.id', 'quotas.category_id')
    .select(['quotas.performance_id', 'categories.id', 'categories.name', 'categories.price_cents'])
    .where('quotas.performance_id', 'in', performanceIds)
    .orderBy('categories.sort_order')
    .orderBy('categories.id')
    .execute();
}

/** Marks a just-held order as made by staff, in the hold's transaction. */
export async function markStaffOrder(
  trx: Transaction<Database>,
  orderId: number,
  fields: { kind: StaffOrderKind; note: string | null; createdBy: number; paymentMethod: string },
) {
  await trx
    .updateTable('orders')
    .set({ staff_kind: fields.kind, staff_note: fields.note, created_by: fields.createdBy, payment_method: fields.paymentMethod })
    .where('id', '=', orderId)
    .execute();
}

export async function setPaymentMethod(trx: Transaction<Database>, orderId: number, paymentMethod: string) {
  await trx.updateTable('orders').set({ payment_method: paymentMethod }).where('id', '=', orderId).execute();
}

/** Staff orders of a performance, newest first, optionally by (part of) the buyer's name or the order number. */
export function staffOrdersOf(db: Executor, performanceId: number, filter: { search?: string; kind?: StaffOrderKind }) {
  let query = db
    .selectFrom('orders')
    .select([
      'orders.id',
      'orders.first_name',
      'orders.last_name',
      'orders.email',
      'orders.staff_kind',
      'orders.staff_note',
      'orders.status',
      'orders.holding',
      'orders.total_cents',
      'orders.expires_at',
      'orders.created_at',
    ])
    .select((eb) => [
      eb
        .selectFrom('order_items')
        .select(sql<number>`coalesce(sum(order_items.quantity), 0)::int`.as('n'))
        .whereRef('order_items.order_id', '=', 'orders.id')
        .as('tickets'),
      // A seated order has one item per seat: counted per category, so it reads '2 × Erwachsene'.
      sql<string>`(SELECT string_agg(c.n || ' × ' || c.category_name, ', ' ORDER BY c.first)
        FROM (SELECT i.category_name, sum(i.quantity) AS n, min(i.id) AS first FROM order_items i WHERE i.order_id = orders.id GROUP BY i.category_name) c)`.as(
        'categories',
      ),
      eb
        .selectFrom('order_items')
        .select(sql<string>`coalesce(string_agg(order_items.seat, ', ' ORDER BY order_items.id), '')`.as('s'))
        .whereRef('order_items.order_id', '=', 'orders.id')
        .as('seats'),
    ])
    .where('orders.staff_kind', 'is not', null)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('order_items')
          .select('order_items.id')
          .whereRef('order_items.order_id', '=', 'orders.id')
          .where('order_items.performance_id', '=', performanceId),
      ),
    );
  if (filter.kind) query = query.where('orders.staff_kind', '=', filter.kind);
  const search = filter.search?.trim();
  if (search) {
    const id = /^#?\d{1,9}$/.test(search) ? Number(search.replace('#', '')) : undefined;
    query = query.where((eb) =>
      eb.or([
        eb(sql`lower(orders.first_name || ' ' || orders.last_name)`, 'like', likePattern(search)),
        eb(sql`lower(orders.last_name || ' ' || orders.first_name)`, 'like', likePattern(search)),
        ...(id !== undefined ? [eb('orders.id', '=', id)] : []),
      ]),
    );
  }
  return query.orderBy('orders.id', 'desc').limit(200).execute();
}

export type StaffOrderRow = Awaited<ReturnType<typeof staffOrdersOf>>[number];

export function ticketsOfOrder(db: Executor, orderId: number) {
  return db.selectFrom('tickets').select(['id', 'performance_id']).where('order_id', '=', orderId).where('status', '=', 'valid').orderBy('id').execute();
}

/** Staff orders per kind that are paid (CAPTURED), for the statistics: orders, tickets still valid, money kept. */
export async function staffOrderCounts(db: Executor) {
  const rows = await sql<{ kind: StaffOrderKind; orders: number; tickets: number; cents: number }>`
    SELECT o.staff_kind AS kind, count(*)::int AS orders, coalesce(sum(o.kept_cents), 0)::int AS cents,
      coalesce(sum((SELECT sum(i.quantity - i.returned) FROM order_items i WHERE i.order_id = o.id)), 0)::int AS tickets
    FROM orders o
    WHERE o.staff_kind IS NOT NULL AND o.status = 'CAPTURED'
    GROUP BY o.staff_kind`.execute(db);
  return rows.rows;
}

// ---- guest list ----

const guestColumns = ['id', 'performance_id', 'name', 'note', 'admitted_at'] as const;

export function guestsOf(db: Executor, performanceId: number, search?: string) {
  let query = db.selectFrom('guest_list').select(guestColumns).where('performance_id', '=', performanceId);
  if (search?.trim()) query = query.where(sql`lower(name)`, 'like', likePattern(search.trim()));
  return query.orderBy('id').execute();
}

export function guestById(db: Executor, id: number) {
  return db.selectFrom('guest_list').select(guestColumns).where('id', '=', id).executeTakeFirst();
}

export function insertGuest(db: Executor, guest: { performanceId: number; name: string; note: string; addedBy: number }) {
  return db
    .insertInto('guest_list')
    .values({ performance_id: guest.performanceId, name: guest.name, note: guest.note, added_by: guest.addedBy })
    .returning(guestColumns)
    .executeTakeFirstOrThrow();
}

export function deleteGuest(db: Executor, id: number) {
  return db.deleteFrom('guest_list').where('id', '=', id).returning(guestColumns).executeTakeFirst();
}

/** Admits a guest once: only the first call finds admitted_at empty; later ones get nothing back. */
export function admitGuest(db: Executor, id: number, admitted: { at: Date; by: number; device: string; nonce: string | null }) {
  return db
    .updateTable('guest_list')
    .set({ admitted_at: admitted.at, admitted_by: admitted.by, admitted_device: admitted.device, admit_nonce: admitted.nonce })
    .where('id', '=', id)
    .where('admitted_at', 'is', null)
    .returning(guestColumns)
    .executeTakeFirst();
}

/** The guest a door admitted with this nonce (its retried upload). */
export function guestByAdmitNonce(db: Executor, nonce: string) {
  return db.selectFrom('guest_list').select(guestColumns).where('admit_nonce', '=', nonce).executeTakeFirst();
}

export type GuestRow = Awaited<ReturnType<typeof guestById>> & {};

// ---- cash for reservations, reported by doors ----

export function paymentByNonce(db: Executor, nonce: string) {
  return db.selectFrom('reservation_payments').selectAll().where('nonce', '=', nonce).executeTakeFirst();
}

/** Keeps a door's report once per nonce (a twin that committed first wins). */
export async function insertReservationPayment(
  db: Executor,
  payment: {
    nonce: string;
    orderId: number;
    deviceId: string;
    deviceName: string;
    userId: number;
    status: 'completed' | 'rejected';
    message: string | null;
    offline: boolean;
    paidAt: Date;
    receivedAt: Date;
  },
) {
  await db
    .insertInto('reservation_payments')
    .values({
      nonce: payment.nonce,
      order_id: payment.orderId,
      device_id: payment.deviceId,
      device_name: payment.deviceName,
      user_id: payment.userId,
      status: payment.status,
      message: payment.message,
      offline: payment.offline,
      paid_at: payment.paidAt,
      received_at: payment.receivedAt,
    })
    .onConflict((oc) => oc.column('nonce').doNothing())
    .execute();
}

/** Cash doors reported for these orders that settled nothing: staff give it back or clear it up. */
export function refusedDoorPayments(db: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('reservation_payments')
    .select(['order_id', 'device_name', 'message'])
    .where('order_id', 'in', orderIds)
    .where('status', '=', 'rejected')
    .orderBy('id')
    .execute();
}

// ---- door list ----

/** Every valid ticket of a performance with its buyer (or the holder it was handed on to), order and category. */
export function validTicketsOf(db: Executor, performanceId: number) {
  return db
    .selectFrom('tickets')
    .innerJoin('orders', 'orders.id', 'tickets.order_id')
    .innerJoin('order_items', 'order_items.id', 'tickets.order_item_id')
    .select([
      'tickets.id',
      'tickets.code',
      'tickets.seat',
      'tickets.holder_name',
      'orders.id as order_id',
      'orders.first_name',
      'orders.last_name',
      'orders.staff_kind',
      'order_items.category_name',
    ])
    .where('tickets.performance_id', '=', performanceId)
    .where('tickets.status', '=', 'valid')
    .where('orders.status', '=', 'CAPTURED')
    .execute();
}

/**
 * The performance's reservations paid at the door that still hold their places: no tickets yet, so only the
 * order says who comes, for which seats, and what the door collects (issue 51).
 */
export function openReservationsOf(db: Executor, performanceId: number, now: Date) {
  return db
    .selectFrom('orders')
    .select(['orders.id', 'orders.first_name', 'orders.last_name', 'orders.status', 'orders.total_cents', 'orders.staff_kind'])
    .select(() => [
      sql<string>`(SELECT string_agg(c.n || ' × ' || c.category_name, ', ' ORDER BY c.first)
        FROM (SELECT i.category_name, sum(i.quantity) AS n, min(i.id) AS first FROM order_items i WHERE i.order_id = orders.id GROUP BY i.category_name) c)`.as(
        'categories',
      ),
      sql<string>`(SELECT coalesce(string_agg(i.seat, ', ' ORDER BY i.id), '') FROM order_items i WHERE i.order_id = orders.id)`.as('seats'),
    ])
    .where('orders.staff_kind', '=', 'box_office')
    .where('orders.status', '=', 'CREATED')
    .where('orders.holding', '=', true)
    .where('orders.expires_at', '>', now)
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('order_items')
          .select('order_items.id')
          .whereRef('order_items.order_id', '=', 'orders.id')
          .where('order_items.performance_id', '=', performanceId),
      ),
    )
    .execute();
}
