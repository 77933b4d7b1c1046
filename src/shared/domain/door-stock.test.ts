import { describe, expect, it } from 'vitest';
import {
  checkPickedSeats,
  chooseDoorSeats,
  doorRefusal,
  doorSellable,
  doorSellableWithPlan,
  doorsAreOpen,
  doorsOpenAt,
  seatsGoneMessage,
  takeFromQuotas,
} from './door-stock';
import { seatsOfRoom } from './seats';

const start = '2026-09-01T17:00:00.000Z';

describe('doors-open', () => {
  it('is the performance’s Einlass, or 30 minutes before the start without one', () => {
    expect(doorsOpenAt({ starts_at: start, doors_at: '2026-09-01T16:15:00.000Z' }).toISOString()).toBe('2026-09-01T16:15:00.000Z');
    expect(doorsOpenAt({ starts_at: start, doors_at: null }).toISOString()).toBe('2026-09-01T16:30:00.000Z');
  });

  it('opens at that moment, not a millisecond before', () => {
    const performance = { starts_at: start, doors_at: '2026-09-01T16:30:00.000Z' };
    expect(doorsAreOpen(performance, new Date('2026-09-01T16:29:59.999Z'))).toBe(false);
    expect(doorsAreOpen(performance, new Date('2026-09-01T16:30:00.000Z'))).toBe(true);
  });
});

describe('what the door may sell', () => {
  it('is its own contingent before doors-open, and the unsold online places too from then on', () => {
    expect(doorSellable({ held: 0, onlineFree: 35, doorsOpen: false })).toBe(0);
    expect(doorSellable({ held: 4, onlineFree: 35, doorsOpen: true })).toBe(39);
  });

  it('on a seated show includes every free seat when staff pick them on the plan', () => {
    expect(doorSellableWithPlan({ held: 0, onlineFree: 35, doorsOpen: false }, true)).toBe(35);
    expect(doorSellableWithPlan({ held: 0, onlineFree: 35, doorsOpen: false }, false)).toBe(0);
  });

  it('says to pick on the plan when free seats exist before doors-open', () => {
    expect(doorRefusal({ held: 0, onlineFree: 3, doorsOpen: false }, true)).toBe(
      'Das Kontingent der Abendkasse ist ausgeschöpft. Weitere freie Plätze bitte auf dem Sitzplan wählen (ab Einlass gehören sie der Abendkasse).',
    );
    expect(doorRefusal({ held: 1, onlineFree: 0, doorsOpen: true }, true)).toBe('An der Abendkasse ist nur noch 1 Ticket übrig.');
  });
});

// Row A is the front. The box office holds D4 and D5; A1, A2 are sold online.
const rows = ['A', 'B', 'C', 'D'].map((row) => ({ row, seats: 5 }));
const claimed = new Set(['A1', 'A2', 'D4', 'D5']);
const seats = seatsOfRoom(rows, claimed);
const held = new Set(['D4', 'D5']);

describe('best available seats at the door', () => {
  it('takes the box office’s own seats first', () => {
    expect(chooseDoorSeats(seats, held, 2, true)).toEqual({ held: ['D4', 'D5'], fromOnline: [] });
  });

  it('takes free online seats for the rest only from doors-open', () => {
    expect(chooseDoorSeats(seats, held, 3, false)).toBeNull();
    const choice = chooseDoorSeats(seats, held, 4, true);
    expect(choice?.held).toEqual(['D4', 'D5']);
    expect(choice?.fromOnline).toHaveLength(2);
    for (const seat of choice?.fromOnline ?? []) expect(claimed.has(seat)).toBe(false);
  });

  it('refuses more than the hall has free', () => {
    expect(chooseDoorSeats(seats, held, 19, true)).toBeNull();
  });
});

describe('seats picked at the door', () => {
  it('may be its own or free, and tells which come from the online sale', () => {
    expect(checkPickedSeats(['D4', 'B3'], 2, seats, held)).toEqual({ ok: true, held: ['D4'], fromOnline: ['B3'] });
  });

  it('refuses a seat sold online, naming it, and a count that does not match', () => {
    expect(checkPickedSeats(['A1', 'A2'], 2, seats, held)).toMatchObject({
      ok: false,
      code: 'SEAT_TAKEN',
      message: 'Reihe A, Platz 1 und Reihe A, Platz 2 sind schon vergeben. Bitte andere Plätze wählen.',
    });
    expect(checkPickedSeats(['B3'], 2, seats, held)).toMatchObject({ ok: false, code: 'SEAT_COUNT' });
    expect(checkPickedSeats(['Z9'], 1, seats, held)).toMatchObject({ ok: false, code: 'UNKNOWN_SEAT' });
  });

  it('names one seat in the singular', () => {
    expect(seatsGoneMessage(['C2'])).toBe('Reihe C, Platz 2 ist schon vergeben. Bitte andere Plätze wählen.');
  });
});

describe('online quotas giving places to the door', () => {
  it('come from the sale’s categories first, never more than each has unsold', () => {
    const quotas = [
      { categoryId: 1, free: 2 },
      { categoryId: 2, free: 5 },
      { categoryId: 3, free: 0 },
    ];
    expect(takeFromQuotas(quotas, 4, [2])).toEqual([{ categoryId: 2, n: 4 }]);
    expect(takeFromQuotas(quotas, 6, [1])).toEqual([
      { categoryId: 1, n: 2 },
      { categoryId: 2, n: 4 },
    ]);
    expect(takeFromQuotas(quotas, 9, [])).toEqual([
      { categoryId: 1, n: 2 },
      { categoryId: 2, n: 5 },
    ]);
  });
});
