import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { CheckinVerdictKey } from './checkin.table.js';
import type { Database } from '../../db/schema.js';

type Executor = Db | Transaction<Database>;

export function performanceWithEvent(db: Executor, performanceId: number) {
  return db
    .selectFrom('performances')
    .innerJoin('events', 'events.id', 'performances.event_id')
    .select([
      'performances.id',
      'performances.event_id',
      'performances.starts_at',
      'performances.doors_at',
      'performances.box_office_capacity',
      'events.title as event_title',
    ])
    .where('performances.id', '=', performanceId)
    .executeTakeFirst();
}

export function allPerformances(db: Executor) {
  return db
    .selectFrom('performances')
    .innerJoin('events', 'events.id', 'performances.event_id')
    .select(['performances.id', 'performances.event_id', 'performances.starts_at', 'performances.doors_at', 'events.title as event_title'])
    .orderBy('performances.starts_at')
    .execute();
}

export function categoriesOf(db: Executor, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('categories')
    .select(['id', 'event_id', 'name', 'price_cents'])
    .where('event_id', 'in', eventIds)
    .orderBy('sort_order')
    .orderBy('id')
    .execute();
}

/** Sold (valid tickets) and admitted (valid tickets with an admission) per performance. */
export async function counters(db: Executor, performanceIds: number[]) {
  const result = new Map<number, { sold: number; admitted: number; reentries: number }>();
  if (performanceIds.length === 0) return result;
  for (const id of performanceIds) result.set(id, { sold: 0, admitted: 0, reentries: 0 });
  const [sold, admitted, reentries] = await Promise.all([
    db
      .selectFrom('tickets')
      .select(['performance_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('performance_id', 'in', performanceIds)
      .where('status', '=', 'valid')
      .groupBy('performance_id')
      .execute(),
    db
      .selectFrom('checkins')
      .innerJoin('tickets', 'tickets.id', 'checkins.ticket_id')
      .select(['checkins.performance_id', (eb) => eb.fn.count<number>('checkins.ticket_id').distinct().as('n')])
      .where('checkins.performance_id', 'in', performanceIds)
      .where('checkins.admitted', '=', true)
      .where('tickets.status', '=', 'valid')
      .groupBy('checkins.performance_id')
      .execute(),
    // Every time a guest came back in counts, not only the first.
    db
      .selectFrom('checkins')
      .select(['performance_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('performance_id', 'in', performanceIds)
      .where('reentry', '=', true)
      .groupBy('performance_id')
      .execute(),
  ]);
  for (const row of sold) (result.get(row.performance_id) as { sold: number }).sold = Number(row.n);
  for (const row of admitted) (result.get(row.performance_id) as { admitted: number }).admitted = Number(row.n);
  for (const row of reentries) (result.get(row.performance_id) as { reentries: number }).reentries = Number(row.n);
  return result;
}

/** Tickets sold at the door for a performance: what its box-office quota has given out. */
/** Tickets sold at the door for this performance: its counter, kept by every door sale and cancellation. */
export async function boxOfficeSold(db: Executor, performanceId: number): Promise<number> {
  const row = await db.selectFrom('performances').select('box_office_sold').where('id', '=', performanceId).executeTakeFirst();
  return row?.box_office_sold ?? 0;
}

export interface TicketFilter {
  performanceId?: number;
  ticketIds?: number[];
  /** Only tickets created, cancelled or scanned at or after this instant. */
  since?: Date;
  after?: number;
}

function ticketQuery(db: Executor, filter: TicketFilter) {
  let query = db.selectFrom('tickets').innerJoin('orders', 'orders.id', 'tickets.order_id').innerJoin('order_items', 'order_items.id', 'tickets.order_item_id');
  if (filter.performanceId !== undefined) query = query.where('tickets.performance_id', '=', filter.performanceId);
  if (filter.ticketIds) query = query.where('tickets.id', 'in', filter.ticketIds.length ? filter.ticketIds : [0]);
  if (filter.after !== undefined) query = query.where('tickets.id', '>', filter.after);
  const since = filter.since;
  if (since) {
    query = query.where((eb) =>
      eb.or([
        eb('tickets.created_at', '>=', since),
        eb('tickets.cancelled_at', '>=', since),
        eb.exists(eb.selectFrom('checkins').select('checkins.id').whereRef('checkins.ticket_id', '=', 'tickets.id').where('checkins.received_at', '>=', since)),
      ]),
    );
  }
  return query;
}

export async function countTickets(db: Executor, filter: TicketFilter): Promise<number> {
  const row = await ticketQuery(db, { ...filter, after: undefined })
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The kiosk's ticket list: who, what, where, and the admission with its device. */
export function listTickets(db: Executor, filter: TicketFilter, limit: number) {
  return ticketQuery(db, filter)
    .leftJoin('checkins as admission', (join) => join.onRef('admission.ticket_id', '=', 'tickets.id').on('admission.admitted', '=', true))
    .leftJoin('kiosk_devices', 'kiosk_devices.id', 'admission.device_id')
    .select((eb) => [
      'tickets.id',
      'tickets.order_id',
      'tickets.category_id',
      'tickets.seat',
      'tickets.status',
      // A handed-on ticket (ticket transfer) is its holder's: the door greets them, not the buyer.
      eb.fn.coalesce('tickets.holder_name', 'orders.first_name').as('first_name'),
      sql<string>`case when tickets.holder_name is null then orders.last_name else '' end`.as('last_name'),
      'order_items.category_name',
      'admission.scanned_at as admitted_at',
      'kiosk_devices.name as admitted_device',
      eb
        .selectFrom('checkins')
        .select((c) => c.fn.countAll<number>().as('n'))
        .whereRef('checkins.ticket_id', '=', 'tickets.id')
        .as('checkins'),
    ])
    .orderBy('tickets.id')
    .limit(limit)
    .execute();
}

export type TicketListRow = Awaited<ReturnType<typeof listTickets>>[number];

export function revokedFor(db: Executor, performanceIds: number[], since?: Date) {
  let query = db
    .selectFrom('tickets')
    .select(['id', 'performance_id', 'revoked_reason'])
    .where('status', '=', 'cancelled')
    .where('performance_id', 'in', performanceIds.length ? performanceIds : [0]);
  if (since) query = query.where('cancelled_at', '>=', since);
  return query.orderBy('id').execute();
}

export async function touchDevice(db: Executor, device: { id: string; name: string; userId: number }, now: Date) {
  await db
    .insertInto('kiosk_devices')
    .values({ id: device.id, name: device.name, user_id: device.userId, first_seen_at: now, last_seen_at: now })
    .onConflict((oc) => oc.column('id').doUpdateSet({ name: device.name, user_id: device.userId, last_seen_at: now }))
    .execute();
}

/** Existing tickets by code (a stored code is genuine) and by id (guests found by name). */
export async function resolveTickets(db: Executor, codes: string[], ids: number[]) {
  const byCode = new Map<string, number>();
  const known = new Set<number>();
  if (codes.length) {
    for (const row of await db.selectFrom('tickets').select(['id', 'code']).where('code', 'in', codes).execute()) byCode.set(row.code, row.id);
  }
  if (ids.length) {
    for (const row of await db.selectFrom('tickets').select('id').where('id', 'in', ids).execute()) known.add(row.id);
  }
  return { byCode, known };
}

export interface NewCheckin {
  nonce: string;
  performance_id: number;
  ticket_id: number | null;
  device_id: string;
  user_id: number;
  method: string;
  code: string | null;
  verdict: CheckinVerdictKey;
  scanned_at: Date;
  received_at: Date;
  admitted?: boolean;
}

/** A ticket paid for at the door: the guest walks straight in, so the sale itself is the ticket's admission. */
export function admittedBySale(
  sale: { nonce: string; performanceId: number; ticketId: number },
  deviceId: string,
  userId: number,
  paidAt: Date,
  now: Date,
): NewCheckin {
  return {
    nonce: sale.nonce,
    performance_id: sale.performanceId,
    ticket_id: sale.ticketId,
    device_id: deviceId,
    user_id: userId,
    method: 'sale',
    code: null,
    verdict: 'valid',
    scanned_at: paidAt,
    received_at: now,
    admitted: true,
  };
}

/** Stores each scan once per nonce; returns the nonces that were new. */
export async function insertCheckins(trx: Transaction<Database>, rows: NewCheckin[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await trx
    .insertInto('checkins')
    .values(rows)
    .onConflict((oc) => oc.column('nonce').doNothing())
    .returning('nonce')
    .execute();
  return new Set(inserted.map((row) => row.nonce));
}

/** Serialises concurrent uploads touching the same tickets, in one fixed order. */
export async function lockTickets(trx: Transaction<Database>, ticketIds: number[]) {
  if (ticketIds.length === 0) return;
  await trx.selectFrom('tickets').select('id').where('id', 'in', ticketIds).orderBy('id').forUpdate().execute();
}

export function scansOfTickets(db: Executor, ticketIds: number[]) {
  return db
    .selectFrom('checkins')
    .select(['id', 'ticket_id', 'device_id', 'verdict', 'scanned_at', 'admitted', 'duplicate'])
    .where('ticket_id', 'in', ticketIds.length ? ticketIds : [0])
    .execute();
}

/** Writes a fresh reading of the tickets' admissions and duplicates (see shared/domain/admissions.ts). */
export async function markAdmissions(trx: Transaction<Database>, ticketIds: number[], admitted: number[], duplicates: number[], reentries: number[] = []) {
  if (ticketIds.length === 0) return;
  await trx
    .updateTable('checkins')
    .set({ admitted: false, duplicate: false, reentry: false })
    .where('ticket_id', 'in', ticketIds)
    .where((eb) => eb.or([eb('admitted', '=', true), eb('duplicate', '=', true), eb('reentry', '=', true)]))
    .execute();
  if (admitted.length) await trx.updateTable('checkins').set({ admitted: true }).where('id', 'in', admitted).execute();
  if (duplicates.length) await trx.updateTable('checkins').set({ duplicate: true }).where('id', 'in', duplicates).execute();
  if (reentries.length) await trx.updateTable('checkins').set({ reentry: true }).where('id', 'in', reentries).execute();
}

export function scansByNonce(db: Executor, nonces: string[]) {
  return db
    .selectFrom('checkins')
    .select(['nonce', 'ticket_id', 'code', 'performance_id', 'admitted', 'duplicate', 'reentry'])
    .where('nonce', 'in', nonces)
    .execute();
}

/** A ticket's status and performance, read under its row lock. */
export function ticketState(db: Executor, ticketId: number) {
  return db.selectFrom('tickets').select(['id', 'status', 'performance_id']).where('id', '=', ticketId).executeTakeFirst();
}

/** A scan stored before under this nonce (a retried online scan is answered as the first time). */
export function scanWithNonce(db: Executor, nonce: string) {
  return db.selectFrom('checkins').select(['id', 'ticket_id', 'code', 'verdict', 'performance_id']).where('nonce', '=', nonce).executeTakeFirst();
}

/** Tickets admitted or sold at the door from `since` on, per performance: what a listener that was down missed. */
export async function admittedSince(db: Executor, since: Date): Promise<Array<{ performance_id: number; ticket_ids: number[] }>> {
  const rows = await db
    .selectFrom('checkins')
    .select(['performance_id', 'ticket_id'])
    .where('verdict', '=', 'valid')
    .where('ticket_id', 'is not', null)
    .where('received_at', '>=', since)
    .orderBy('performance_id')
    .orderBy('id')
    .execute();
  const byPerformance = new Map<number, Set<number>>();
  for (const row of rows) {
    const ids = byPerformance.get(row.performance_id) ?? new Set<number>();
    if (row.ticket_id !== null) ids.add(row.ticket_id);
    byPerformance.set(row.performance_id, ids);
  }
  return [...byPerformance].map(([performance_id, ids]) => ({ performance_id, ticket_ids: [...ids] }));
}
