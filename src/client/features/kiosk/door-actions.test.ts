import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GuestDto, StaffOrderDto } from '../../../shared/api/reservations';
import { formatCents } from '../../../shared/domain/format';
import { ApiError, OFFLINE_MESSAGE } from '../../lib/api-client';
import type { KioskDevice } from './device';
import { admitGuestAtDoor, payReservationAtDoor, QUEUED_NOTE } from './door-actions';
import { doorActionProblems, uploadDoorActions, waitingDoorActions } from './door-actions-outbox';
import { type DoorListsApi, refreshDoorLists, searchGuests, searchReservations } from './door-lists';
import { KioskDatabase } from './kiosk-db';

const SHOW = 7;
const device: KioskDevice = { id: 'device-test-1', name: 'Kasse Foyer' };

function reservation(orderId: number, lastName: string, state = 'offen'): StaffOrderDto {
  return {
    order_id: orderId,
    first_name: 'Greta',
    last_name: lastName,
    email: '',
    kind: 'box_office',
    kind_label: 'Zahlt an der Abendkasse',
    status: 'CREATED',
    state,
    total_cents: 1200,
    tickets: 2,
    categories: '2 × Erwachsene',
    seats: '',
    expires_at: '2025-07-08T16:30:00.000Z',
    note: null,
    created_at: '2025-07-01T10:00:00.000Z',
  };
}

/** A stand-in for the server at the edge of the world: keeps what it was sent by nonce, can be "offline". */
function fakeServer() {
  const guests: GuestDto[] = [
    { id: 1, performance_id: SHOW, name: 'Bürgermeisterin Ute Zander', note: 'Ehrengast', admitted_at: null },
    { id: 2, performance_id: SHOW, name: 'Dr. Anna Adler', note: '', admitted_at: null },
  ];
  const orders = [reservation(40, 'Kassenfamilie'), reservation(41, 'Spätzahler')];
  const seen = {
    admits: [] as Array<{ id: number; nonce?: string; offline?: boolean }>,
    pays: [] as Array<{ order: number; nonce?: string; offline?: boolean }>,
  };
  const state = { offline: false, refusePay: null as string | null };
  const offline = () => new ApiError(0, 'OFFLINE', OFFLINE_MESSAGE);
  const admitNonces = new Map<string, number>();
  const api: DoorListsApi = {
    guests: async () => {
      if (state.offline) throw offline();
      return { success: true, guests: guests.map((guest) => ({ ...guest })) };
    },
    list: async () => {
      if (state.offline) throw offline();
      return { success: true, orders: orders.map((order) => ({ ...order })) };
    },
    admitGuest: async (id, _who, door) => {
      if (state.offline) throw offline();
      seen.admits.push({ id, nonce: door?.nonce, offline: door?.offline });
      const guest = guests.find((row) => row.id === id) as GuestDto;
      const ours = door?.nonce !== undefined && admitNonces.get(door.nonce) === id;
      if (guest.admitted_at && !ours)
        return { success: true, message: `${guest.name} wurde bereits um 18:20 Uhr eingelassen.`, guest: { ...guest }, already: true };
      guest.admitted_at ??= door?.admitted_at ?? '2025-07-08T16:31:00.000Z';
      if (door) admitNonces.set(door.nonce, id);
      return { success: true, message: `${guest.name} eingelassen.`, guest: { ...guest }, already: false };
    },
    pay: async (orderId, _who, door) => {
      if (state.offline) throw offline();
      seen.pays.push({ order: orderId, nonce: door?.nonce, offline: door?.offline });
      if (state.refusePay) throw new ApiError(409, 'RESERVATION_CLOSED', state.refusePay);
      const order = orders.find((row) => row.order_id === orderId) as StaffOrderDto;
      order.state = 'bezahlt';
      return { success: true, message: `Bestellung ${orderId} bezahlt, 2 eingelassen.`, order_id: orderId, total_cents: 1200, admitted: 2, replay: false };
    },
  };
  return { api, seen, state, guests, orders };
}

let db: KioskDatabase;
let server: ReturnType<typeof fakeServer>;
let run = 0;
beforeEach(async () => {
  db = new KioskDatabase(`kiosk-door-actions-${++run}`);
  server = fakeServer();
  await refreshDoorLists(db, server.api, SHOW);
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('the copy of the guest list and reservations', () => {
  it('answers a search by name without network, and follows the server when refreshed', async () => {
    server.state.offline = true;
    expect((await searchGuests(db, SHOW, 'zand')).map((guest) => guest.name)).toEqual(['Bürgermeisterin Ute Zander']);
    expect((await searchGuests(db, SHOW, '')).map((guest) => guest.name)).toEqual(['Bürgermeisterin Ute Zander', 'Dr. Anna Adler']);
    expect((await searchReservations(db, SHOW, 'kassenfam')).map((order) => order.orderId)).toEqual([40]);
    expect((await searchReservations(db, SHOW, '41')).map((order) => order.lastName)).toEqual(['Spätzahler']);
    await expect(refreshDoorLists(db, server.api, SHOW)).rejects.toThrow(OFFLINE_MESSAGE);
    expect(await db.kioskGuests.count()).toBe(2);

    server.state.offline = false;
    server.guests.splice(1, 1);
    await refreshDoorLists(db, server.api, SHOW);
    expect((await searchGuests(db, SHOW, '')).map((guest) => guest.name)).toEqual(['Bürgermeisterin Ute Zander']);
  });
});

describe('a guest admitted by name', () => {
  it('offline: decided at once, written to the outbox first, and a second tap says the guest is in', async () => {
    server.state.offline = true;
    const now = new Date('2025-07-08T16:31:00.000Z');
    const first = await admitGuestAtDoor(db, server.api, device, 1, now);
    expect(first).toEqual({ status: 'queued', message: `Bürgermeisterin Ute Zander eingelassen. ${QUEUED_NOTE}` });
    expect(await waitingDoorActions(db)).toBe(1);
    const [shown] = await searchGuests(db, SHOW, 'zander');
    expect(shown).toMatchObject({ admittedAt: now.toISOString(), waiting: true });
    const again = await admitGuestAtDoor(db, server.api, device, 1);
    expect(again.status).toBe('already');
    expect(again.message).toMatch(/^Bürgermeisterin Ute Zander wurde bereits um \d\d:\d\d Uhr eingelassen\.$/);
    expect(await waitingDoorActions(db)).toBe(1);
  });

  it('uploads later with its nonce and the door time; a retry after a lost answer records nothing new', async () => {
    server.state.offline = true;
    await admitGuestAtDoor(db, server.api, device, 1, new Date('2025-07-08T16:31:00.000Z'));
    expect(await uploadDoorActions(db, server.api, device)).toEqual({ uploaded: 0, stopped: 'offline' });
    server.state.offline = false;
    expect(await uploadDoorActions(db, server.api, device)).toEqual({ uploaded: 1, stopped: null });
    expect(server.seen.admits).toMatchObject([{ id: 1, offline: true }]);
    expect(server.guests[0].admitted_at).toBe('2025-07-08T16:31:00.000Z');
    const [row] = await db.kioskDoorActions.toArray();
    expect(row).toMatchObject({ state: 'done', already: false });
    // The answer was lost: the same nonce again is the same admission.
    await db.kioskDoorActions.update(row.nonce, { state: 'pending' });
    await uploadDoorActions(db, server.api, device);
    expect(server.seen.admits.map((call) => call.nonce)).toEqual([row.nonce, row.nonce]);
    expect((await db.kioskDoorActions.get(row.nonce))?.already).toBe(false);
    expect(await doorActionProblems(db, SHOW, 'guest')).toEqual([]);
  });

  it('a second door after the sync finds the guest admitted; two doors offline at once learn it on upload', async () => {
    server.guests[0].admitted_at = '2025-07-08T16:20:00.000Z';
    await refreshDoorLists(db, server.api, SHOW);
    expect((await admitGuestAtDoor(db, server.api, device, 1)).message).toMatch(/^Bürgermeisterin Ute Zander wurde bereits um \d\d:\d\d Uhr eingelassen\.$/);
    expect(server.seen.admits).toEqual([]);

    server.state.offline = true;
    expect((await admitGuestAtDoor(db, server.api, device, 2)).status).toBe('queued');
    server.guests[1].admitted_at = '2025-07-08T16:25:00.000Z';
    server.state.offline = false;
    await uploadDoorActions(db, server.api, device);
    expect(await doorActionProblems(db, SHOW, 'guest')).toMatchObject([
      { name: 'Dr. Anna Adler', message: 'Dr. Anna Adler wurde bereits um 18:20 Uhr eingelassen.' },
    ]);
  });
});

describe('a reservation paid in cash', () => {
  it('online: paid on the server at once, with its nonce', async () => {
    const outcome = await payReservationAtDoor(db, server.api, device, 40);
    expect(outcome).toEqual({ status: 'done', message: `Bestellung 40 bezahlt, 2 eingelassen. ${formatCents(1200)} bar erhalten.` });
    expect(server.seen.pays).toMatchObject([{ order: 40, offline: false }]);
    expect((await searchReservations(db, SHOW, '40'))[0]).toMatchObject({ state: 'bezahlt', waiting: false });
  });

  it('offline: shown as paid at once, never paid twice on this device, and uploaded once later', async () => {
    server.state.offline = true;
    const outcome = await payReservationAtDoor(db, server.api, device, 40, new Date('2025-07-08T16:40:00.000Z'));
    expect(outcome).toEqual({ status: 'queued', message: `Bestellung 40: ${formatCents(1200)} bar erhalten, 2 Gäste eingelassen. ${QUEUED_NOTE}` });
    expect((await searchReservations(db, SHOW, 'kassen'))[0]).toMatchObject({ state: 'bezahlt', waiting: true });
    const again = await payReservationAtDoor(db, server.api, device, 40);
    expect(again.status).toBe('rejected');
    expect(again.message).toMatch(/^Bestellung 40 wurde hier bereits um \d\d:\d\d Uhr bar bezahlt\.$/);

    server.state.offline = false;
    expect(await uploadDoorActions(db, server.api, device)).toEqual({ uploaded: 1, stopped: null });
    expect(server.seen.pays).toMatchObject([{ order: 40, offline: true }]);
    expect(await uploadDoorActions(db, server.api, device)).toEqual({ uploaded: 0, stopped: null });
    expect(server.seen.pays).toHaveLength(1);
  });

  it('a payment the server cannot settle is kept, with its message, for staff to clear up', async () => {
    server.state.offline = true;
    await payReservationAtDoor(db, server.api, device, 41);
    server.state.offline = false;
    server.state.refusePay =
      'Die Reservierung 41 war abgelaufen und ihre Plätze sind inzwischen vergeben. Das Bargeld bitte zurückgeben oder mit der Kassenleitung klären.';
    expect(await uploadDoorActions(db, server.api, device)).toEqual({ uploaded: 0, stopped: null });
    expect(await doorActionProblems(db, SHOW, 'payment')).toMatchObject([{ name: 'Greta Spätzahler', state: 'refused', message: server.state.refusePay }]);
    expect(await waitingDoorActions(db)).toBe(0);
  });

  it('refuses a reservation the copy knows as expired or paid elsewhere', async () => {
    server.orders[0].state = 'bezahlt';
    server.orders[1].state = 'abgelaufen';
    await refreshDoorLists(db, server.api, SHOW);
    expect(await payReservationAtDoor(db, server.api, device, 40)).toEqual({ status: 'rejected', message: 'Bestellung 40 ist bereits bezahlt.' });
    expect((await payReservationAtDoor(db, server.api, device, 41)).message).toBe('Diese Reservierung ist abgelaufen; ihre Plätze sind wieder im Verkauf.');
    expect(server.seen.pays).toEqual([]);
  });
});
