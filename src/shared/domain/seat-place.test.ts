import { describe, expect, it } from 'vitest';
import { seatPlace, seatSection } from './seat-place';
import type { SeatRowPlan } from './seats';

const hall: SeatRowPlan[] = [
  { row: 'A', seats: 8, section: 'Parkett' },
  { row: 'B', seats: 6, first: 3, section: ' Parkett ' },
  { row: 'AA', seats: 4, section: 'Empore' },
  { row: 'C', seats: 5 },
];

describe('where a sold seat is (issue 51)', () => {
  it('names section, row and number, and row and number where the room has no section', () => {
    expect(seatPlace('B6', 'Parkett')).toBe('Parkett, Reihe B, Platz 6');
    expect(seatPlace('B6', null)).toBe('Reihe B, Platz 6');
    expect(seatPlace('B6', '  ')).toBe('Reihe B, Platz 6');
    expect(seatPlace(' c3 ')).toBe('Reihe C, Platz 3');
  });

  it('keeps a label of another shape as it is and says nothing for free seating', () => {
    expect(seatPlace('Loge 3', 'Rang')).toBe('Rang, Loge 3');
    expect(seatPlace(null)).toBe('');
    expect(seatPlace('')).toBe('');
  });

  it("finds the section of the seat's row in the room's plan", () => {
    expect(seatSection(hall, 'A1')).toBe('Parkett');
    expect(seatSection(hall, 'B3')).toBe('Parkett');
    expect(seatSection(hall, 'AA2')).toBe('Empore');
    expect(seatSection(hall, 'aa2')).toBe('Empore');
    expect(seatSection(hall, 'C2')).toBeNull();
  });

  it('finds none for a seat the plan lacks (room edited since), free seating or a room without a plan', () => {
    expect(seatSection(hall, 'B1')).toBeNull();
    expect(seatSection(hall, 'A9')).toBeNull();
    expect(seatSection(hall, null)).toBeNull();
    expect(seatSection(null, 'A1')).toBeNull();
    expect(seatSection([], 'A1')).toBeNull();
  });
});
