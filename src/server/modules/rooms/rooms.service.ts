import type { RoomDto, RoomSaveRequest, RoomStatus } from '../../../shared/api/rooms.js';
import { layoutRows, layoutSize, seatCount, validateRoom } from '../../../shared/domain/seat-layout.js';
import type { AppContext } from '../../http/context.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import * as repo from './rooms.repository.js';

export const roomNotFound = () => notFound('Spielstätte nicht gefunden.', 'ROOM_NOT_FOUND');

export async function listRooms(ctx: AppContext): Promise<RoomDto[]> {
  const rows = await repo.listRooms(ctx.db, ctx.now());
  return rows.map((room) => ({
    id: room.id,
    name: room.name,
    capacity: room.capacity,
    location: room.address,
    status: (room.status === 'Available' ? 'Available' : 'Occupied') as RoomStatus,
    lastEdited: room.updated_at.toISOString(),
    layout: layoutSize(room.seat_rows),
    upcoming_performances: Number(room.upcoming ?? 0),
  }));
}

/**
 * Creates or changes a room. A seat layout fixes the capacity; a smaller layout must keep every seat
 * that sold or held tickets of upcoming performances occupy.
 */
export async function saveRoom(ctx: AppContext, input: RoomSaveRequest): Promise<number> {
  const errors = validateRoom(input);
  if (Object.keys(errors).length) throw badRequest(Object.values(errors)[0], 'INVALID_ROOM', { fields: errors });
  const seatRows = layoutRows(input.rows, input.seatsPerRow);
  const room: repo.RoomRow = {
    name: input.name.trim(),
    address: input.location.trim(),
    status: input.status,
    capacity: seatRows.length ? seatCount(seatRows) : input.capacity,
    seat_rows: seatRows,
  };
  const now = ctx.now();
  if (input.id === undefined) return repo.insertRoom(ctx.db, room, now);

  if (!(await repo.findRoom(ctx.db, input.id))) throw roomNotFound();
  const valid = new Set(seatRows.flatMap((row) => Array.from({ length: row.seats }, (_, n) => `${row.row}${n + 1}`)));
  const lost = (await repo.seatsInUse(ctx.db, input.id, now)).filter((seat) => !valid.has(seat));
  if (lost.length) {
    throw conflict(`Der Sitzplan muss die verkauften Plätze behalten (${lost.sort().slice(0, 5).join(', ')}).`, 'SEATS_IN_USE', {
      fields: { rows: 'Verkaufte Plätze fielen weg.' },
    });
  }
  if (!(await repo.updateRoom(ctx.db, input.id, room, now))) throw roomNotFound();
  return input.id;
}

export async function deleteRoom(ctx: AppContext, id: number): Promise<void> {
  if (!(await repo.findRoom(ctx.db, id))) throw roomNotFound();
  if (!(await repo.deleteUnusedRoom(ctx.db, id, ctx.now()))) {
    throw conflict('Diese Spielstätte wird noch von einer kommenden Vorstellung genutzt und kann nicht gelöscht werden.', 'ROOM_IN_USE');
  }
}
