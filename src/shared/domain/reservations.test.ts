import { describe, expect, it } from 'vitest';
import {
  compareDoorRows,
  compareGuests,
  defaultReservedUntil,
  doorDueOf,
  doorDueText,
  doorTotalCents,
  guestSortKey,
  isStaffKind,
  reservationOpen,
  shortTicketCode,
  staffOrderProblems,
  staffOrderStatistics,
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

  it('knows the three kinds of staff order and nothing else', () => {
    expect(['free', 'box_office', 'paid'].every(isStaffKind)).toBe(true);
    expect(isStaffKind('online')).toBe(false);
    expect(isStaffKind('')).toBe(false);
    expect(isStaffKind(1)).toBe(false);
    expect(isStaffKind(null)).toBe(false);
  });

  it('says in German what is missing: a last name of blanks, a Freikarte’s reason, a paid order’s note', () => {
    expect(staffOrderProblems(input({ lastName: '   ' }), startsAt, now)).toEqual({ last_name: 'Bitte gib den Nachnamen an.' });
    expect(staffOrderProblems(input({ kind: 'paid', note: '  ' }), startsAt, now)).toEqual({ note: 'Bitte notiere, wie und wann bezahlt wurde.' });
    expect(staffOrderProblems(input({ kind: 'paid', note: 'Bar am 27.11.' }), startsAt, now)).toEqual({});
  });

  it('takes an empty or well-formed e-mail address (blanks around it trimmed) and refuses any other', () => {
    for (const email of ['', '   ', ' anna.krueger@schule-am-see.de ', 'ab@cd.ef']) {
      expect(staffOrderProblems(input({ email }), startsAt, now)).toEqual({});
    }
    for (const email of ['anna', 'anna@schule', 'x y@b.de', 'a@b.de x', '@b.de', 'a@.de', 'a@b.', 'a@@b.de', 'a@b c.de']) {
      expect(staffOrderProblems(input({ email }), startsAt, now), email).toEqual({
        email: 'Bitte gib eine gültige E-Mail-Adresse an oder lass das Feld leer.',
      });
    }
  });

  it('takes 1 to 200 tickets in one order', () => {
    expect(staffOrderProblems(input({ tickets: 1 }), startsAt, now)).toEqual({});
    expect(staffOrderProblems(input({ tickets: 200 }), startsAt, now)).toEqual({});
    expect(staffOrderProblems(input({ tickets: 0 }), startsAt, now)).toEqual({ lines: 'Bitte wähle mindestens ein Ticket.' });
    expect(staffOrderProblems(input({ tickets: 201 }), startsAt, now)).toEqual({ lines: 'Höchstens 200 Tickets in einer Bestellung.' });
  });

  it('refuses any order for a show that has begun, from its first millisecond', () => {
    const free = input({ kind: 'free', reason: 'Jury' });
    expect(staffOrderProblems(free, startsAt, new Date(startsAt.getTime() - 1))).toEqual({});
    expect(staffOrderProblems(free, startsAt, startsAt)).toEqual({ performance_id: 'Diese Vorstellung hat schon begonnen.' });
  });

  it('lets a door reservation end from just after now up to the very start of the show', () => {
    expect(staffOrderProblems(input({ reservedUntil: new Date(now.getTime() + 1) }), startsAt, now)).toEqual({});
    expect(staffOrderProblems(input({ reservedUntil: startsAt }), startsAt, now)).toEqual({});
    expect(staffOrderProblems(input({ reservedUntil: now }), startsAt, now)).toEqual({ reserved_until: 'Die Reservierung muss in der Zukunft enden.' });
    expect(staffOrderProblems(input({ reservedUntil: new Date(startsAt.getTime() + 1) }), startsAt, now)).toEqual({
      reserved_until: 'Die Reservierung darf höchstens bis zum Beginn der Vorstellung gelten.',
    });
  });

  it('checks the reservation’s end only for orders paid at the door', () => {
    // 20 minutes before the show the default end (30 minutes before) has passed: only a door reservation minds.
    const late = new Date(startsAt.getTime() - 20 * 60_000);
    expect(Object.keys(staffOrderProblems(input(), startsAt, late))).toEqual(['reserved_until']);
    expect(staffOrderProblems(input({ kind: 'free', reason: 'Jury', reservedUntil: now }), startsAt, late)).toEqual({});
    expect(staffOrderProblems(input({ kind: 'paid', note: 'Bar', reservedUntil: now }), startsAt, late)).toEqual({});
  });

  it('a reservation is open while it holds and has not run out', () => {
    expect(reservationOpen({ status: 'CREATED', holding: false, expires_at: startsAt }, now)).toBe(false);
    expect(reservationOpen({ status: 'PAID', holding: true, expires_at: startsAt }, now)).toBe(false);
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

  it('ignores blanks around a name when sorting', () => {
    const adler = { lastName: 'Adler', firstName: 'Zoe', orderId: 1, ticketId: 1 };
    const spaced = { lastName: '  Zander', firstName: 'Anna', orderId: 1, ticketId: 1 };
    expect(compareDoorRows(adler, spaced)).toBeLessThan(0);
    expect(compareDoorRows(spaced, adler)).toBeGreaterThan(0);
    const bert = { ...adler, firstName: 'Bert' };
    const spacedFirst = { ...adler, firstName: '  Zoe' };
    expect(compareDoorRows(bert, spacedFirst)).toBeLessThan(0);
    expect(compareDoorRows(spacedFirst, bert)).toBeGreaterThan(0);
    expect(compareDoorRows({ ...adler, lastName: ' Adler ' }, adler)).toBe(0);
  });

  it('files a guest under the last word, then the words before it', () => {
    expect(guestSortKey('Dr. Anna Schmidt')).toBe('Schmidt Dr. Anna');
    expect(guestSortKey('  Anna \t  Schmidt ')).toBe('Schmidt Anna');
    expect(guestSortKey('Cher')).toBe('Cher ');
    expect(guestSortKey('')).toBe(' ');
    expect(compareGuests({ name: 'Zoe Adam' }, { name: 'Anna Schmidt' })).toBeLessThan(0);
    expect(compareGuests({ name: 'Anna Schmidt' }, { name: 'Zoe Adam' })).toBeGreaterThan(0);
    expect(compareGuests({ name: 'Anna Schmidt' }, { name: 'Bert Schmidt' })).toBeLessThan(0);
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

describe('staff orders in the statistics', () => {
  it('shows every kind in a fixed order, in euros, with zero where there were none', () => {
    expect(staffOrderStatistics([{ kind: 'paid', orders: 2, tickets: 5, cents: 4250 }])).toEqual([
      { kind: 'free', label: 'Freikarte', orders: 0, tickets: 0, amount: 0 },
      { kind: 'box_office', label: 'Zahlt an der Abendkasse', orders: 0, tickets: 0, amount: 0 },
      { kind: 'paid', label: 'Bezahlt (Backoffice)', orders: 2, tickets: 5, amount: 42.5 },
    ]);
    expect(staffOrderStatistics([]).map((row) => row.kind)).toEqual(['free', 'box_office', 'paid']);
  });
});

describe('what the door list says is due (issue 51)', () => {
  it('says bezahlt for a paid order, Freikarte for a free ticket and the amount for a reservation paid at the door', () => {
    const paid = doorDueOf({ staffKind: null, status: 'CAPTURED', totalCents: 1600 });
    const free = doorDueOf({ staffKind: 'free', status: 'CAPTURED', totalCents: 0 });
    const due = doorDueOf({ staffKind: 'box_office', status: 'CREATED', totalCents: 1600 });
    expect([paid, free, due].map(doorDueText).map((text) => text.replace(/\u00a0/g, ' '))).toEqual(['bezahlt', 'Freikarte', 'zu zahlen: 16,00 €']);
  });

  it('adds up only what is still to collect', () => {
    const dues = [
      doorDueOf({ staffKind: 'box_office', status: 'CREATED', totalCents: 1600 }),
      doorDueOf({ staffKind: 'box_office', status: 'CAPTURED', totalCents: 800 }),
      doorDueOf({ staffKind: 'box_office', status: 'CREATED', totalCents: 850 }),
    ];
    expect(doorTotalCents(dues)).toBe(2450);
  });
});
