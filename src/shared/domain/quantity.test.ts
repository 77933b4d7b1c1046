import { describe, expect, it } from 'vitest';
import { clampTicketQuantity, MAX_CART_QUANTITY, parseCartQuantity, ticketLimit } from './quantity';

describe('cart quantity (spec §5)', () => {
  it.each([
    ['3', 3],
    [7, 7],
    ['0', 1],
    [0, 1],
    ['', 1],
    ['abc', 1],
    [Number.NaN, 1],
    ['-5', 1],
    ['401', 400],
    [10_000, 400],
    ['2.7', 2],
    [undefined, 1],
  ])('reads %j as %i', (input, expected) => {
    expect(parseCartQuantity(input)).toBe(expected);
  });

  it('reads a German decimal comma and spaces around the number', () => {
    expect(parseCartQuantity('2,7')).toBe(2);
    expect(parseCartQuantity(' 3 ')).toBe(3);
    expect(clampTicketQuantity('4,5')).toBe(4);
  });

  it('never leaves 1–400', () => {
    for (const input of [-1e9, -1, 0, 1, 399, 400, 401, 1e9]) {
      const value = parseCartQuantity(input);
      expect(value).toBeGreaterThanOrEqual(1);
      expect(value).toBeLessThanOrEqual(MAX_CART_QUANTITY);
    }
  });
});

describe('ticket quantity (spec §5)', () => {
  it('clamps to 0 and the default maximum of 10', () => {
    expect(clampTicketQuantity(-1)).toBe(0);
    expect(clampTicketQuantity('x')).toBe(0);
    expect(clampTicketQuantity(4)).toBe(4);
    expect(clampTicketQuantity(11)).toBe(10);
  });

  it("uses the category's own maximum", () => {
    expect(clampTicketQuantity(8, 6)).toBe(6);
    expect(clampTicketQuantity(25, 20)).toBe(20);
  });

  it('never offers more than remain', () => {
    expect(ticketLimit(10, 3)).toBe(3);
    expect(ticketLimit(undefined, 50)).toBe(10);
    expect(ticketLimit(10, 0)).toBe(0);
  });
});
