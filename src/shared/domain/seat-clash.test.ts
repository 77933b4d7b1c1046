import { describe, expect, it } from 'vitest';
import type { CartItem } from './cart.js';
import { freeChoice, replaceSeatedLines, reseatAfterClash, seatLostNotice, withTaken } from './seat-clash.js';
import { seatsOfRoom } from './seats.js';

const line = (id: number, categoryId: number, seats: string[] | undefined, performanceId = 7): CartItem => ({
  id,
  title: 'Das Musical',
  date: `2026-12-0${performanceId - 5}T18:00:00.000Z`,
  type: categoryId === 1 ? 'Erwachsene' : 'Kinder',
  price: categoryId === 1 ? 12 : 6,
  quantity: seats?.length ?? 2,
  event: 'musical',
  performanceId,
  categoryId,
  ...(seats ? { seats } : {}),
});

describe('a seat lost to someone else', () => {
  it('names one seat, or several, in one German sentence', () => {
    expect(seatLostNotice(['C8'])).toBe('Platz C8 wurde gerade vergeben – bitte wähle einen anderen.');
    expect(seatLostNotice(['C8', 'C9'])).toBe('Plätze C8, C9 wurden gerade vergeben – bitte wähle andere.');
  });

  it('marks the refused seats taken and keeps the others as they are', () => {
    const seats = withTaken(seatsOfRoom([{ row: 'C', seats: 9 }], new Set(['C1'])), ['C8']);
    expect(seats.filter((seat) => seat.taken).map((seat) => seat.label)).toEqual(['C1', 'C8']);
  });

  it('leaves every seat as it was when no seat was refused', () => {
    const seats = seatsOfRoom([{ row: 'C', seats: 3 }], new Set(['C1']));
    expect(withTaken(seats, [])).toEqual(seats);
  });

  it('splits a choice into the seats still free and those now taken', () => {
    const seats = seatsOfRoom([{ row: 'E', seats: 8 }], new Set(['E6']));
    expect(freeChoice(['E5', 'E6', 'E7'], seats)).toEqual({ kept: ['E5', 'E7'], lost: ['E6'] });
    expect(freeChoice([], seats)).toEqual({ kept: [], lost: [] });
  });

  it('offers the performance again with the cart quantities and the other seats, across categories', () => {
    const items = [line(0, 1, ['D7', 'D8']), line(1, 2, ['D9']), line(2, 1, ['A1'], 8), line(3, 1, undefined, 9)];
    expect(reseatAfterClash(items, 'D8')).toEqual({ event: 'musical', performanceId: 7, quantities: { 1: 2, 2: 1 }, seats: ['D7', 'D9'], lost: ['D8'] });
    expect(reseatAfterClash(items, 'Z1')).toBeNull();
  });

  it('names every seat of that performance that went, the others kept (issue 51)', () => {
    const items = [line(0, 1, ['D7', 'D8']), line(1, 2, ['D9']), line(2, 1, ['A1'], 8)];
    expect(reseatAfterClash(items, ['D8', 'D9'])).toEqual({
      event: 'musical',
      performanceId: 7,
      quantities: { 1: 2, 2: 1 },
      seats: ['D7'],
      lost: ['D8', 'D9'],
    });
  });

  it('replaces the seated lines of that performance instead of merging with them', () => {
    const items = [line(0, 1, ['D7', 'D8']), line(1, 1, ['A1'], 8), line(2, 1, undefined, 9)];
    const { id: _id, ...fresh } = line(0, 1, ['D7', 'D10']);
    const next = replaceSeatedLines(items, 7, [fresh]);
    expect(next.map((item) => [item.performanceId, item.seats ?? item.quantity])).toEqual([
      [8, ['A1']],
      [9, 2],
      [7, ['D7', 'D10']],
    ]);
  });
});
