import { cached } from '../../db/cached.js';
import type { Db } from '../../db/database.js';

export function findEvents(db: Db, filter: { name?: string; visibleOnly?: boolean }) {
  let query = db.selectFrom('events').selectAll().orderBy('premiere_date', 'desc').orderBy('id');
  if (filter.name !== undefined) query = query.where('name', '=', filter.name);
  if (filter.visibleOnly) query = query.where('visible', '=', true);
  return query.execute();
}

export function findPerformances(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('performances')
    .leftJoin('rooms', 'rooms.id', 'performances.room_id')
    .selectAll('performances')
    .select(['rooms.name as room_name', 'rooms.seat_rows as room_seat_rows', 'rooms.stage as room_stage'])
    .where('performances.event_id', 'in', eventIds)
    .orderBy('performances.starts_at')
    .execute();
}

export function findCategories(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('categories').selectAll().where('event_id', 'in', eventIds).orderBy('sort_order').orderBy('id').execute();
}

/**
 * What an order is checked and priced against: every performance with its event and room, the categories
 * and which quotas exist. Kept until an admin write announces a catalog change; never the figures sold.
 */
export const saleCatalog = cached({ topics: ['catalog'] }, async (db) => {
  const [performances, categories, quotas] = await Promise.all([
    db
      .selectFrom('performances')
      .innerJoin('events', 'events.id', 'performances.event_id')
      .leftJoin('rooms', 'rooms.id', 'performances.room_id')
      .select([
        'performances.id',
        'performances.event_id',
        'performances.starts_at',
        'performances.on_sale',
        'events.name as event_name',
        'events.title as event_title',
        'events.visible',
        'events.has_seat_selection',
        'rooms.seat_rows',
      ])
      .execute(),
    db.selectFrom('categories').selectAll().execute(),
    db.selectFrom('quotas').select(['performance_id', 'category_id']).execute(),
  ]);
  return { performances, categories, quotas };
});

/** The public calendar's performances: those of visible events that have not begun, with their venue. */
export function upcomingPublicPerformances(db: Db, now: Date) {
  return db
    .selectFrom('performances')
    .innerJoin('events', 'events.id', 'performances.event_id')
    .leftJoin('rooms', 'rooms.id', 'performances.room_id')
    .select([
      'performances.id',
      'performances.starts_at',
      'performances.doors_at',
      'events.name as event_name',
      'events.title as event_title',
      'events.duration',
      'events.location',
      'rooms.name as room_name',
      'rooms.address as room_address',
    ])
    .where('events.visible', '=', true)
    .where('performances.starts_at', '>', now)
    .orderBy('performances.starts_at')
    .orderBy('performances.id')
    .execute();
}
