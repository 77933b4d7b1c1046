import { type Static, Type } from 'typebox';
import { WholeNumber } from './numbers.js';

/** Spec §3 venue: 'Available' shows as Verfügbar, anything else as Belegt. */
export type RoomStatus = 'Available' | 'Occupied';

export interface RoomDto {
  id: number;
  name: string;
  /** Seats: rows × seats per row with a seat layout, else as stated. */
  capacity: number;
  /** Spec §3 calls the address 'location'. */
  location: string;
  status: RoomStatus;
  lastEdited: string;
  /** Seat layout the shop's seat step offers: rows A, B, … with this many seats each; 0 rows means free seating. */
  layout: { rows: number; seatsPerRow: number };
  /** Performances still to come in this room; while there are any the room cannot be deleted. */
  upcoming_performances: number;
}

export interface RoomListResponse {
  success: true;
  message: string;
  data: RoomDto[];
}

export const MAX_SEAT_ROWS = 26;
export const MAX_SEATS_PER_ROW = 100;

export const RoomSaveRequest = Type.Object({
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2147483647 })),
  name: Type.String({ maxLength: 100 }),
  location: Type.String({ maxLength: 300 }),
  status: Type.Union([Type.Literal('Available'), Type.Literal('Occupied')]),
  capacity: WholeNumber(0, 100000),
  rows: WholeNumber(0, 1000),
  seatsPerRow: WholeNumber(0, 10000),
});
export type RoomSaveRequest = Static<typeof RoomSaveRequest>;

export const RoomDeleteRequest = Type.Object({ id: Type.Integer({ minimum: 1, maximum: 2147483647 }) });
export type RoomDeleteRequest = Static<typeof RoomDeleteRequest>;
