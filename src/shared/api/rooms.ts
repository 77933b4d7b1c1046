import { type Static, Type } from 'typebox';
import { WholeNumber } from './numbers.js';

/** Spec §3 venue: 'Available' shows as Verfügbar, anything else as Belegt. */
export const RoomStatus = Type.Union([Type.Literal('Available'), Type.Literal('Occupied')]);
export type RoomStatus = Static<typeof RoomStatus>;

const SeatNumbers = Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 999 }), { maxItems: 100 }));

/** One row of a seat plan (issue 46); shared/domain/seats.ts describes the fields. */
export const SeatRowPlanDto = Type.Object({
  row: Type.String({ minLength: 1, maxLength: 3 }),
  seats: Type.Integer({ minimum: 1, maximum: 100 }),
  first: Type.Optional(Type.Integer({ minimum: 1, maximum: 999 })),
  aisles: SeatNumbers,
  wheelchair: SeatNumbers,
  companion: SeatNumbers,
  blocked: SeatNumbers,
  section: Type.Optional(Type.String({ maxLength: 40 })),
});

export const StageSide = Type.Union([Type.Literal('top'), Type.Literal('bottom')], { description: 'Bühne oben oder unten im Plan' });
export type StageSide = Static<typeof StageSide>;

export const RoomDto = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Seats: rows × seats per row with a seat layout, else as stated. */
  capacity: Type.Integer({ description: 'Plätze' }),
  /** Spec §3 calls the address 'location'. */
  location: Type.String({ description: 'Adresse' }),
  status: RoomStatus,
  lastEdited: Type.String(),
  /** Seat layout the shop's seat step offers: rows A, B, … with this many seats each; 0 rows means free seating. */
  layout: Type.Object({ rows: Type.Integer(), seatsPerRow: Type.Integer() }, { description: 'Sitzplan; 0 Reihen heißt freie Platzwahl' }),
  /** Performances still to come in this room; while there are any the room cannot be deleted. */
  upcoming_performances: Type.Integer(),
  /** The seat plan row by row, with aisles, wheelchair spaces, blocked seats and sections (issue 46). */
  plan: Type.Optional(Type.Array(SeatRowPlanDto)),
  stage: Type.Optional(StageSide),
});
export type RoomDto = Static<typeof RoomDto>;

export const RoomListResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), data: Type.Array(RoomDto) });
export type RoomListResponse = Static<typeof RoomListResponse>;

export const RoomSaveResponse = Type.Object({ success: Type.Literal(true), message: Type.String(), id: Type.Integer() });
export type RoomSaveResponse = Static<typeof RoomSaveResponse>;

export const MAX_SEAT_ROWS = 26;
export const MAX_SEATS_PER_ROW = 100;

export const RoomSaveRequest = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  name: Type.String({ maxLength: 100 }),
  location: Type.String({ maxLength: 300 }),
  status: RoomStatus,
  capacity: WholeNumber(0, 100000),
  rows: WholeNumber(0, 1000),
  seatsPerRow: WholeNumber(0, 10000),
  /** When given, the seat plan itself; rows and seatsPerRow are then ignored (issue 46). */
  plan: Type.Optional(Type.Array(SeatRowPlanDto, { maxItems: 26 })),
  stage: Type.Optional(StageSide),
});
export type RoomSaveRequest = Static<typeof RoomSaveRequest>;

export const RoomDeleteRequest = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type RoomDeleteRequest = Static<typeof RoomDeleteRequest>;
