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
    // Only a whole number with at most one decimal point is a number; anything around it makes it none.
    ['12abc', 0],
    ['abc12', 0],
    ['1.2.3', 0],
    ['5e3', 0],
    ['+4', 4],
    ['.5', 0.5],
    ['.55', 0.55],
    ['-0', 0],
    ['7.', 7],
    [7.456, 7.46],
    [Number.POSITIVE_INFINITY, 0],
    [{ amount: 5 }, 0],
  ])('reads %j as %d', (input, expected) => {
    expect(parseDonation(input)).toBe(expected);
  });
});
