import { describe, expect, it } from 'vitest';
import {
  compareDoorRows,
  compareGuests,
  defaultReservedUntil,
  reservationOpen,
  shortTicketCode,
  staffOrderProblems,
  type StaffOrderInput,
} from './reservations';

const startsAt = new Date('2026-12-01T18:00:00Z');
const now = new Date('2026-11-28T10:00:00Z');
const input = (extra: Partial<StaffOrderInput> = {}): StaffOrderInput => ({
  kind: 'box_office',
  lastName: 'Krüger',
  email: '',
  reason: '',
  note: '',
  tickets: 2,
  reservedUntil: null,
  ...extra,
});

describe('staff orders', () => {
  it('holds a door reservation until 30 minutes before the show by default', () => {
    expect(defaultReservedUntil(startsAt).toISOString()).toBe('2026-12-01T17:30:00.000Z');
    expect(staffOrderProblems(input(), startsAt, now)).toEqual({});
  });

  it('wants a reason for a Freikarte and a note for a paid order', () => {
    expect(staffOrderProblems(input({ kind: 'free', reason: '  ' }), startsAt, now)).toEqual({ reason: 'Bitte gib einen Grund für die Freikarte an.' });
    expect(staffOrderProblems(input({ kind: 'free', reason: 'Jury' }), startsAt, now)).toEqual({});
    expect(Object.keys(staffOrderProblems(input({ kind: 'paid' }), startsAt, now))).toEqual(['note']);
  });

  it('refuses a reservation ending in the past or after the show began, a missing name, no tickets', () => {
    expect(Object.keys(staffOrderProblems(input({ reservedUntil: new Date(now.getTime() - 1) }), startsAt, now))).toEqual(['reserved_until']);
    expect(Object.keys(staffOrderProblems(input({ reservedUntil: new Date(startsAt.getTime() + 1) }), startsAt, now))).toEqual(['reserved_until']);
    expect(Object.keys(staffOrderProblems(input({ lastName: '', tickets: 0, email: 'kein' }), startsAt, now)).sort()).toEqual(['email', 'last_name', 'lines']);
  });

  it('a reservation is open while it holds and has not run out', () => {
    expect(reservationOpen({ status: 'CREATED', holding: true, expires_at: startsAt }, now)).toBe(true);
    expect(reservationOpen({ status: 'CREATED', holding: true, expires_at: now }, now)).toBe(false);
    expect(reservationOpen({ status: 'EXPIRED', holding: false, expires_at: startsAt }, now)).toBe(false);
  });
});

describe('door list', () => {
  it('sorts by last name the German way, umlauts beside their letter', () => {
    const rows = [
      { lastName: 'Zander', firstName: 'A', orderId: 1, ticketId: 1 },
      { lastName: 'Öztürk', firstName: 'B', orderId: 2, ticketId: 2 },
      { lastName: 'ober', firstName: 'C', orderId: 3, ticketId: 3 },
      { lastName: 'Adler', firstName: 'D', orderId: 4, ticketId: 5 },
      { lastName: 'Adler', firstName: 'D', orderId: 4, ticketId: 4 },
    ];
    expect([...rows].sort(compareDoorRows).map((row) => `${row.lastName}${row.ticketId}`)).toEqual(['Adler4', 'Adler5', 'ober3', 'Öztürk2', 'Zander1']);
  });

  it('files guests under the last word of their name', () => {
    expect([{ name: 'Bürgermeisterin Zoe Adam' }, { name: 'Dr. Anna Schmidt' }].sort(compareGuests).map((g) => g.name)).toEqual([
      'Bürgermeisterin Zoe Adam',
      'Dr. Anna Schmidt',
    ]);
  });

  it('shortens a code to its last six letters and digits', () => {
    expect(shortTicketCode('T1.abc-def_ghi')).toBe('DEFGHI');
  });
});
