import { describe, expect, it } from 'vitest';
import { legendKeys, seatAccessibleName, seatTapRefusal } from './seat-map-rules.js';
import { seatsOfRoom } from './seats.js';

describe('what the seat map says (issue 51 item 4)', () => {
  const plain = seatsOfRoom([{ row: 'A', seats: 4 }]);
  const hall = seatsOfRoom([{ row: 'A', seats: 6, wheelchair: [1], companion: [2], blocked: [6] }], new Set(['A4', 'A5']), new Set(['A5']));

  it('has free, chosen and taken in every legend, and each other kind of seat where the room has it', () => {
    expect(legendKeys(plain)).toEqual(['free', 'chosen', 'taken']);
    expect(legendKeys(hall)).toEqual(['free', 'chosen', 'taken', 'heldBack', 'wheelchair', 'companion', 'blocked']);
  });

  it('names a held-back seat not on sale rather than taken', () => {
    expect(hall.map((seat) => seatAccessibleName(seat, seat.label === 'A3'))).toEqual([
      'Reihe A, Platz 1, Rollstuhlplatz',
      'Reihe A, Platz 2, Begleitplatz',
      'Reihe A, Platz 3 (gewählt)',
      'Reihe A, Platz 4 (belegt)',
      'Reihe A, Platz 5 (nicht im Verkauf)',
      'Reihe A, Platz 6 (belegt)',
    ]);
  });

  it('says why a tap changed nothing: all seats chosen, taken, held back, no tickets yet', () => {
    const [a1, a2, a3, a4] = plain;
    expect(seatTapRefusal(['A1', 'A2', 'A3'], a4, 3)).toBe(
      'Du hast schon 3 Plätze gewählt, einen je Ticket. Möchtest du lieber Reihe A, Platz 4, tippe zuerst einen gewählten Platz an, um ihn abzugeben.',
    );
    expect(seatTapRefusal(['A1'], a2, 1)).toBe(
      'Du hast deinen Platz schon gewählt (1 Ticket). Möchtest du lieber Reihe A, Platz 2, tippe zuerst deinen gewählten Platz an, um ihn abzugeben.',
    );
    expect(seatTapRefusal([], a1, 0)).toBe('Wähle zuerst die Anzahl der Tickets, dann die Plätze.');
    expect(seatTapRefusal([], hall[3], 2)).toBe('Reihe A, Platz 4 ist schon belegt. Bitte wähle einen freien Platz.');
    expect(seatTapRefusal([], hall[4], 2)).toBe('Reihe A, Platz 5 ist online nicht im Verkauf. Bitte wähle einen freien Platz.');
    // A tap that chooses or lets go has nothing to explain.
    expect(seatTapRefusal(['A1', 'A2', 'A3'], a3, 3)).toBeUndefined();
    expect(seatTapRefusal(['A1'], a2, 3)).toBeUndefined();
  });
});
