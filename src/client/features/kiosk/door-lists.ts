import type { Table } from 'dexie';
import type { GuestDto, StaffOrderDto } from '../../../shared/api/reservations';
import { ApiError } from '../../lib/api-client';
import { reservationsApi } from '../reservations/index';
import type { KioskDatabase, KioskDoorActionRow, KioskGuestRow, KioskReservationRow } from './kiosk-db';

/**
 * The chosen performance's guest list and box-office reservations, kept in Dexie while online so the door
 * finds names without network (issue 42). The one module that writes kioskGuests and kioskReservations.
 */
export type DoorListsApi = Pick<typeof reservationsApi, 'guests' | 'list' | 'admitGuest' | 'pay'>;
export const doorListsApi: DoorListsApi = reservationsApi;

const fold = (text: string) => text.toLocaleLowerCase('de');

function guestRow(guest: GuestDto): KioskGuestRow {
  return { id: guest.id, performanceId: guest.performance_id, name: guest.name, note: guest.note, search: fold(guest.name), admittedAt: guest.admitted_at };
}

function reservationRow(performanceId: number, order: StaffOrderDto): KioskReservationRow {
  return {
    orderId: order.order_id,
    performanceId,
    firstName: order.first_name,
    lastName: order.last_name,
    search: fold(`${order.first_name} ${order.last_name} | ${order.last_name} ${order.first_name}`),
    categories: order.categories,
    totalCents: order.total_cents,
    tickets: order.tickets,
    state: order.state,
    expiresAt: order.expires_at,
  };
}

/** Replaces this performance's copy with the server's: names removed there leave the copy too. */
async function replace<Row>(table: Table<Row, number>, performanceId: number, rows: Row[]) {
  await table.db.transaction('rw', table, async () => {
    await table.where('performanceId').equals(performanceId).delete();
    await table.bulkPut(rows);
  });
}

/** The refusal that means "not this account's list" (no door key for it): the other list is still kept. */
const notAllowed = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * Reads both lists (each only if this account may) and stores them. Offline or on a server failure it
 * throws, and the last copy stays as it was.
 */
export async function refreshDoorLists(db: KioskDatabase, api: DoorListsApi, performanceId: number): Promise<void> {
  const guests = await api.guests(performanceId).catch((error) => (notAllowed(error) ? null : Promise.reject(error)));
  if (guests) await replace(db.kioskGuests, performanceId, guests.guests.map(guestRow));
  const reservations = await api.list(performanceId).catch((error) => (notAllowed(error) ? null : Promise.reject(error)));
  // The back office's accounts see every kind of staff order; the door takes cash only for these.
  const atDoor = reservations?.orders.filter((order) => order.kind === 'box_office');
  if (atDoor)
    await replace(
      db.kioskReservations,
      performanceId,
      atDoor.map((order) => reservationRow(performanceId, order)),
    );
}

/** What this door did about a guest or a reservation that still counts (not refused by the server). */
export function ownAction(db: KioskDatabase, kind: KioskDoorActionRow['kind'], subjectId: number) {
  return db.kioskDoorActions
    .where('[kind+subjectId]')
    .equals([kind, subjectId])
    .filter((row) => row.state !== 'refused')
    .first();
}

export interface GuestView extends KioskGuestRow {
  /** Admitted here and not yet sent. */
  waiting: boolean;
}

/** Guests whose name contains the query (all without one), by name, with this door's admissions laid over. */
export async function searchGuests(db: KioskDatabase, performanceId: number, query: string): Promise<GuestView[]> {
  const words = fold(query).split(/\s+/).filter(Boolean);
  const rows = await db.kioskGuests
    .where('performanceId')
    .equals(performanceId)
    .filter((row) => words.every((word) => row.search.includes(word)))
    .toArray();
  const views = await Promise.all(
    rows.map(async (row) => {
      const own = await ownAction(db, 'guest', row.id);
      return { ...row, admittedAt: row.admittedAt ?? own?.at ?? null, waiting: own?.state === 'pending' };
    }),
  );
  return views.sort((a, b) => a.name.localeCompare(b.name, 'de'));
}

export interface ReservationView extends KioskReservationRow {
  waiting: boolean;
}

/** Reservations by (part of) the name or the order number; one paid here reads 'bezahlt' at once. */
export async function searchReservations(db: KioskDatabase, performanceId: number, query: string): Promise<ReservationView[]> {
  const text = query.trim();
  const id = /^#?\d{1,9}$/.test(text) ? Number(text.replace('#', '')) : null;
  const words = fold(text).split(/\s+/).filter(Boolean);
  const rows = await db.kioskReservations
    .where('performanceId')
    .equals(performanceId)
    .filter((row) => row.orderId === id || (words.length > 0 && words.every((word) => row.search.includes(word))))
    .toArray();
  const views = await Promise.all(
    rows.map(async (row) => {
      const own = await ownAction(db, 'payment', row.orderId);
      return { ...row, state: own ? 'bezahlt' : row.state, waiting: own?.state === 'pending' };
    }),
  );
  return views.sort((a, b) => b.orderId - a.orderId);
}
