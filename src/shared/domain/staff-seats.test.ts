import { describe, expect, it } from 'vitest';
import { seatsOfRoom } from './seats';
import { checkStaffSeats, staffSeatTakenMessage } from './staff-seats';

const plan = seatsOfRoom([
  { row: 'A', seats: 4, blocked: [4] },
  { row: 'B', seats: 4 },
]);

describe('the seats of a staff order', () => {
  it('takes one plan seat per ticket, normalised, in line order', () => {
    const checked = checkStaffSeats(
      [
        { categoryName: 'Erwachsene', quantity: 2, seats: [' a1', 'A2'] },
        { categoryName: 'Kinder', quantity: 1, seats: ['b4'] },
      ],
      plan,
    );
    expect(checked).toEqual({ ok: true, seats: [['A1', 'A2'], ['B4']] });
  });

  it('asks for a seat per ticket', () => {
    expect(checkStaffSeats([{ categoryName: 'Erwachsene', quantity: 2, seats: ['A1'] }], plan)).toEqual({
      ok: false,
      code: 'SEATS_REQUIRED',
      message: '„Erwachsene“: Bitte wähle für jedes Ticket einen Platz auf dem Sitzplan (2 Tickets, 1 Platz gewählt).',
    });
    expect(checkStaffSeats([{ categoryName: 'Kinder', quantity: 1 }], plan)).toEqual({
      ok: false,
      code: 'SEATS_REQUIRED',
      message: '„Kinder“: Bitte wähle für jedes Ticket einen Platz auf dem Sitzplan (1 Ticket, 0 Plätze gewählt).',
    });
    expect(checkStaffSeats([{ categoryName: 'Kinder', quantity: 1, seats: ['B1', 'B2'] }], plan)).toMatchObject({
      message: '„Kinder“: Bitte wähle für jedes Ticket einen Platz auf dem Sitzplan (1 Ticket, 2 Plätze gewählt).',
    });
  });

  it('refuses seats the hall does not have, blocked seats and a seat twice, in German', () => {
    const one = (seats: string[]) => checkStaffSeats([{ categoryName: 'Erwachsene', quantity: seats.length, seats }], plan);
    expect(one(['Z9'])).toEqual({ ok: false, code: 'SEAT_INVALID', message: 'Den Platz Reihe Z, Platz 9 gibt es in diesem Saal nicht.' });
    expect(one(['A4'])).toEqual({ ok: false, code: 'SEAT_INVALID', message: 'Reihe A, Platz 4 ist gesperrt und wird nicht vergeben.' });
    expect(one(['B1', 'b1'])).toEqual({ ok: false, code: 'SEAT_INVALID', message: 'Reihe B, Platz 1 ist doppelt gewählt.' });
    // Twice across two categories as well.
    const across = checkStaffSeats(
      [
        { categoryName: 'Erwachsene', quantity: 1, seats: ['B2'] },
        { categoryName: 'Kinder', quantity: 1, seats: ['B2'] },
      ],
      plan,
    );
    expect(across).toMatchObject({ ok: false, code: 'SEAT_INVALID' });
  });

  it('names a taken seat as people say it', () => {
    expect(staffSeatTakenMessage('D7')).toBe('Reihe D, Platz 7 ist schon vergeben. Bitte wähle einen anderen Platz.');
  });
});
