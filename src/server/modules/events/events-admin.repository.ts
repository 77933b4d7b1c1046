import { sql, type Transaction } from 'kysely';
import { writeAnnounced } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Executor = Db | Transaction<Database>;

/** Every event, hidden ones too, with its performance count, paid tickets and whether any order names it. */
export function listAllEvents(db: Db) {
  return db
    .selectFrom('events')
    .select(['events.id', 'events.name', 'events.title', 'events.description', 'events.premiere_date', 'events.visible'])
    .select((eb) => [
      eb.selectFrom('performances').select(eb.fn.countAll<number>().as('n')).whereRef('performances.event_id', '=', 'events.id').as('performances'),
      eb
        .selectFrom('order_items')
        .innerJoin('orders', 'orders.id', 'order_items.order_id')
        .select((sub) => sub.fn.coalesce(sub.fn.sum<number>('order_items.quantity'), sql<number>`0`).as('n'))
        .whereRef('order_items.event_id', '=', 'events.id')
        .where('orders.status', '=', 'CAPTURED')
        .as('sold'),
      eb.exists(eb.selectFrom('order_items').select('order_items.id').whereRef('order_items.event_id', '=', 'events.id')).as('has_orders'),
    ])
    .orderBy('events.premiere_date', sql`desc nulls first`)
    .orderBy('events.id', 'desc')
    .execute();
}

export function findEvent(db: Executor, id: number) {
  return db.selectFrom('events').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findEventByName(db: Executor, name: string) {
  return db.selectFrom('events').select('id').where('name', '=', name).executeTakeFirst();
}

/** Ids of this event's performances and categories that any order (whatever its state) names. */
export async function orderedParts(db: Executor, eventId: number) {
  const rows = await db.selectFrom('order_items').select(['performance_id', 'category_id']).distinct().where('event_id', '=', eventId).execute();
  return {
    performances: new Set(rows.map((row) => row.performance_id)),
    categories: new Set(rows.map((row) => row.category_id)),
  };
}

export function eventPerformances(db: Executor, eventId: number) {
  return db
    .selectFrom('performances')
    .leftJoin('rooms', 'rooms.id', 'performances.room_id')
    .selectAll('performances')
    .select('rooms.name as room_name')
    .where('performances.event_id', '=', eventId)
    .orderBy('performances.starts_at')
    .execute();
}

export function eventCategories(db: Executor, eventId: number) {
  return db.selectFrom('categories').selectAll().where('event_id', '=', eventId).orderBy('sort_order').orderBy('id').execute();
}

/** Locks the event's quota rows in the order holds use (performance, category), so a save and a sale serialise. */
export function lockEventQuotas(trx: Transaction<Database>, performanceIds: number[]) {
  if (performanceIds.length === 0) return Promise.resolve([]);
  return trx
    .selectFrom('quotas')
    .select(['performance_id', 'category_id', 'capacity'])
    .where('performance_id', 'in', performanceIds)
    .orderBy('performance_id')
    .orderBy('category_id')
    .forUpdate()
    .execute();
}

export function roomsByIds(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('rooms').select(['id', 'name', 'seat_rows', 'capacity']).where('id', 'in', ids).execute();
}

export function imageFiles(db: Executor, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('files').select('id').where('id', 'in', ids).where('content_type', 'like', 'image/%').execute();
}

export async function deleteEventWithoutOrders(db: Db, id: number): Promise<'deleted' | 'missing' | 'ordered'> {
  return writeAnnounced(
    db,
    ['catalog'],
    async (trx): Promise<'deleted' | 'missing' | 'ordered'> => {
      const event = await trx.selectFrom('events').select('id').where('id', '=', id).forUpdate().executeTakeFirst();
      if (!event) return 'missing';
      // A sale under way holds these locks: it either finishes first (and is seen below) or finds the quota gone.
      const performances = await trx.selectFrom('performances').select('id').where('event_id', '=', id).execute();
      await lockEventQuotas(
        trx,
        performances.map((row) => row.id),
      );
      const ordered = await trx.selectFrom('order_items').select('id').where('event_id', '=', id).limit(1).executeTakeFirst();
      if (ordered) return 'ordered';
      await trx.deleteFrom('events').where('id', '=', id).execute();
      return 'deleted';
    },
    (outcome) => outcome === 'deleted',
  );
}

/** Visible events with a performance ahead, this one left out (max concurrent events, issue 33.7). */
export async function eventsOnSale(db: Executor, now: Date, exceptId?: number): Promise<number> {
  let query = db
    .selectFrom('events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('events.visible', '=', true)
    .where((eb) =>
      eb.exists(
        eb.selectFrom('performances').select('performances.id').whereRef('performances.event_id', '=', 'events.id').where('performances.starts_at', '>', now),
      ),
    );
  if (exceptId !== undefined) query = query.where('events.id', '<>', exceptId);
  return Number((await query.executeTakeFirstOrThrow()).n);
}
