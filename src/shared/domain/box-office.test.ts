import { describe, expect, it } from 'vitest';
import { deviceRemaining, saleQuantity, saleTotalCents } from './box-office';

const categories = [
  { id: 1, name: 'Erwachsene', price_cents: 1_200 },
  { id: 2, name: 'Kinder', price_cents: 600 },
];

describe('a sale at the box office', () => {
  it('costs each line’s price times its tickets, and nothing when empty', () => {
    expect(
      saleTotalCents(
        [
          { category_id: 1, quantity: 2 },
          { category_id: 2, quantity: 3 },
        ],
        categories,
      ),
    ).toBe(4_200);
    expect(saleTotalCents([], categories)).toBe(0);
  });

  it('has no price when a line names a category the performance does not have', () => {
    expect(saleTotalCents([{ category_id: 3, quantity: 1 }], categories)).toBeNull();
  });

  it('counts the tickets of all its lines', () => {
    expect(
      saleQuantity([
        { category_id: 1, quantity: 2 },
        { category_id: 2, quantity: 3 },
      ]),
    ).toBe(5);
    expect(saleQuantity([])).toBe(0);
  });

  it('leaves the device what the server said, less its unconfirmed sales, never below zero', () => {
    expect(deviceRemaining(10, 4)).toBe(6);
    expect(deviceRemaining(3, 5)).toBe(0);
  });
});
