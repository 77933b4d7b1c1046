import type { RoomDto, RoomSaveRequest, RoomStatus, StageSide } from '../../../shared/api/rooms.js';
import { layoutRows, layoutSize, normalisePlan, planError, validateRoom } from '../../../shared/domain/seat-layout.js';
import { sellableSeatCount, sellableSeatLabels } from '../../../shared/domain/seats.js';
import type { AppContext } from '../../http/context.js';
import { conflict, invalid, notFound } from '../../domain-errors.js';
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
    plan: room.seat_rows,
    stage: (room.stage === 'bottom' ? 'bottom' : 'top') as StageSide,
  }));
}

/**
 * Creates or changes a room. A seat layout fixes the capacity; a smaller layout must keep every seat
 * that sold or held tickets of upcoming performances occupy.
 */
export async function saveRoom(ctx: AppContext, input: RoomSaveRequest): Promise<number> {
  // A plan drawn in the editor (issue 46) stands instead of rows × seats per row.
  const drawn = Boolean(input.plan?.length);
  const errors = validateRoom(drawn ? { ...input, rows: 0, seatsPerRow: 0, capacity: 1 } : input);
  const planProblem = drawn ? planError(input.plan ?? []) : null;
  if (planProblem) errors.plan = planProblem;
  if (Object.keys(errors).length) throw invalid(Object.values(errors)[0], 'INVALID_ROOM', { fields: errors });
  const seatRows = drawn ? normalisePlan(input.plan ?? []) : layoutRows(input.rows, input.seatsPerRow);
  const room: repo.RoomRow = {
    name: input.name.trim(),
    address: input.location.trim(),
    status: input.status,
    capacity: seatRows.length ? sellableSeatCount(seatRows) : input.capacity,
    seat_rows: seatRows,
    ...(input.stage ? { stage: input.stage } : {}),
  };
  const now = ctx.now();
  if (input.id === undefined) return repo.insertRoom(ctx.db, room, now);

  if (!(await repo.findRoom(ctx.db, input.id))) throw roomNotFound();
  const valid = sellableSeatLabels(seatRows);
  const lost = (await repo.seatsInUse(ctx.db, input.id, now)).filter((seat) => !valid.has(seat));
  if (lost.length) {
    const named = lost.sort().slice(0, 5).join(', ');
    const message = `Der Sitzplan muss die verkauften oder reservierten Plätze behalten (${named}).`;
    throw conflict(message, 'SEATS_IN_USE', {
      fields: { [drawn ? 'plan' : 'rows']: `Diese Plätze sind verkauft oder reserviert und müssen bleiben: ${named}.` },
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
