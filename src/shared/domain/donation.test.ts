import { describe, expect, it } from 'vitest';
import { parseDonation } from './donation';

describe('donation (spec §5)', () => {
  it.each([
    ['5,5', 5.5],
    ['5.5', 5.5],
    ['-3', 0],
    ['abc', 0],
    ['', 0],
    ['  ', 0],
    ['10', 10],
    ['0,01', 0.01],
    ['1,006', 1.01],
    ['1.234,56', 1234.56],
    ['5 €', 5],
    [-2, 0],
    [Number.NaN, 0],
    [null, 0],
  ])('reads %j as %d', (input, expected) => {
    expect(parseDonation(input)).toBe(expected);
  });
});
