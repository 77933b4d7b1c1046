import { describe, expect, it } from 'vitest';
import { deadlineText, holdDeadline, offeredSeatsSentence, seatListText, seatsByRow, validUntil } from './offer-texts.js';

describe('the waiting-list offer in words (issue 51 item 5)', () => {
  const now = new Date('2026-12-02T00:27:00Z');

  it('writes a deadline as weekday, date and Berlin time, the year only when it is another', () => {
    expect(deadlineText(new Date('2026-12-02T23:27:00Z'), now)).toBe('Do, 03.12., 00:27 Uhr');
    expect(validUntil(new Date('2026-12-02T23:27:00Z'), now)).toBe('gilt bis Do, 03.12., 00:27 Uhr');
    // Summer time: UTC+2.
    expect(deadlineText(new Date('2026-07-09T17:00:00Z'), now)).toBe('Do, 09.07., 19:00 Uhr');
    expect(deadlineText(new Date('2026-12-31T23:30:00Z'), now)).toBe('Fr, 01.01.2027, 00:30 Uhr');
  });

  it('counts down a hold within the hour and names its end when it is longer', () => {
    expect(holdDeadline(new Date(now.getTime() + 20 * 60_000), now)).toBeNull();
    expect(holdDeadline(new Date(now.getTime() + 60 * 60_000), now)).toBeNull();
    expect(holdDeadline(new Date('2026-12-02T23:27:00Z'), now)).toBe('Do, 03.12., 00:27 Uhr');
  });

  it('names the offered seats row by row', () => {
    expect(seatListText(['A1'])).toBe('Reihe A, Platz 1');
    expect(seatListText(['A1', 'A2'])).toBe('Reihe A, Plätze 1 und 2');
    expect(seatListText(['C4', 'C5', 'C6', 'D1'])).toBe('Reihe C, Plätze 4, 5 und 6; Reihe D, Platz 1');
    expect(seatListText(['Loge 1'])).toBe('Loge 1');
    expect(offeredSeatsSentence(['B2', 'B3'])).toBe('Deine Plätze: Reihe B, Plätze 2 und 3.');
    expect(offeredSeatsSentence([])).toBe('');
  });
});

describe('seatsByRow', () => {
  it('groups seats by row in the order given and keeps labels of another shape apart', () => {
    expect(seatsByRow(['b4', 'A1', 'B5', 'Loge 2', 'A2'])).toEqual({
      rows: [
        { row: 'B', numbers: ['4', '5'] },
        { row: 'A', numbers: ['1', '2'] },
      ],
      others: ['Loge 2'],
    });
    expect(seatsByRow([])).toEqual({ rows: [], others: [] });
  });
});
