import { sql } from 'kysely';
import { writeAnnounced } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import type { SeatRow } from './rooms.table.js';

/** Rooms with how many performances still to come use each. */
export function listRooms(db: Db, now: Date) {
  return db
    .selectFrom('rooms')
    .select(['rooms.id', 'rooms.name', 'rooms.address', 'rooms.status', 'rooms.capacity', 'rooms.seat_rows', 'rooms.stage', 'rooms.updated_at'])
    .select((eb) =>
      eb
        .selectFrom('performances')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('performances.room_id', '=', 'rooms.id')
        .where('performances.starts_at', '>', sql<Date>`${now}`)
        .as('upcoming'),
    )
    .orderBy('rooms.name')
    .orderBy('rooms.id')
    .execute();
}

export interface RoomRow {
  name: string;
  address: string;
  status: string;
  capacity: number;
  seat_rows: SeatRow[];
  /** Left out: unchanged (new rooms have the stage at the top). */
  stage?: string;
}

export async function insertRoom(db: Db, room: RoomRow, now: Date): Promise<number> {
  const row = await writeAnnounced(db, ['catalog'], (trx) =>
    trx
      .insertInto('rooms')
      .values({ ...room, seat_rows: JSON.stringify(room.seat_rows), updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return row.id;
}

export async function updateRoom(db: Db, id: number, room: RoomRow, now: Date): Promise<boolean> {
  const result = await writeAnnounced(db, ['catalog'], (trx) =>
    trx
      .updateTable('rooms')
      .set({ ...room, seat_rows: JSON.stringify(room.seat_rows), updated_at: now })
      .where('id', '=', id)
      .executeTakeFirst(),
  );
  return Number(result.numUpdatedRows) === 1;
}

export function findRoom(db: Db, id: number) {
  return db.selectFrom('rooms').select(['id', 'name', 'seat_rows']).where('id', '=', id).executeTakeFirst();
}

/** Deletes the room unless a performance still to come uses it, in one statement (no race with an event save). */
export async function deleteUnusedRoom(db: Db, id: number, now: Date): Promise<boolean> {
  const result = await writeAnnounced(db, ['catalog'], (trx) =>
    trx
      .deleteFrom('rooms')
      .where('id', '=', id)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('performances').select('id').where('room_id', '=', id).where('starts_at', '>', sql<Date>`${now}`))),
      )
      .executeTakeFirst(),
  );
  return Number(result.numDeletedRows) === 1;
}

/** Seats that sold or held tickets occupy in the room's upcoming performances. */
export async function seatsInUse(db: Db, roomId: number, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .innerJoin('performances', 'performances.id', 'order_items.performance_id')
    .select('order_items.seat')
    .distinct()
    .where('performances.room_id', '=', roomId)
    .where('performances.starts_at', '>', sql<Date>`${now}`)
    .where('order_items.seat', 'is not', null)
    .where('orders.status', 'in', ['CREATED', 'CAPTURED'])
    .execute();
  return rows.map((row) => row.seat as string);
}
