import { describe, expect, it } from 'vitest';
import { addLinesToCart, addToCart, type CartItem, cartTicketCount, cartTotalCents, removeFromCart, sanitizeCartItems, setCartQuantity } from './cart';
import { cartLine } from './cart-line.fixture';

const line = cartLine;

describe('cart rules (spec §4)', () => {
  it('appends a new line with a running id', () => {
    const cart = addLinesToCart([], [line(), line({ type: 'Kinder', price: 3, categoryId: 2 })]);
    expect(cart.map((item) => [item.id, item.type, item.quantity])).toEqual([
      [0, 'Erwachsene', 2],
      [1, 'Kinder', 2],
    ]);
  });

  it('merges a line with the same event, type and date', () => {
    const cart = addToCart(addToCart([], line()), line({ quantity: 3 }));
    expect(cart).toHaveLength(1);
    expect(cart[0].quantity).toBe(5);
  });

  it('raises only the matching row, not every row of that type', () => {
    const otherDay = line({ date: '2025-07-09T17:00:00.000Z', performanceId: 2 });
    let cart = addLinesToCart([], [line(), otherDay]);
    cart = addToCart(cart, line({ quantity: 1 }));
    expect(cart.map((item) => item.quantity)).toEqual([3, 2]);
  });

  it('keeps lines of different events apart', () => {
    const cart = addLinesToCart([], [line(), line({ event: 'sommernachtstraum' })]);
    expect(cart).toHaveLength(2);
  });

  it('caps a merged quantity at 400', () => {
    const cart = addLinesToCart([], [line({ quantity: 399 }), line({ quantity: 10 })]);
    expect(cart[0].quantity).toBe(400);
  });

  it('gives the next id after the highest, even after a removal', () => {
    let cart = addLinesToCart([], [line(), line({ type: 'Kinder' }), line({ type: 'Senioren' })]);
    cart = removeFromCart(cart, 1);
    cart = addToCart(cart, line({ type: 'Lehrer' }));
    expect(cart.map((item) => item.id)).toEqual([0, 2, 3]);
  });

  it('removes one line by id', () => {
    const cart = addLinesToCart([], [line(), line({ type: 'Kinder' })]);
    expect(removeFromCart(cart, 0).map((item) => item.type)).toEqual(['Kinder']);
  });

  it('sets a quantity through the clamp', () => {
    const cart = addToCart([], line());
    expect(setCartQuantity(cart, 0, 'abc')[0].quantity).toBe(1);
    expect(setCartQuantity(cart, 0, '0')[0].quantity).toBe(1);
    expect(setCartQuantity(cart, 0, '9999')[0].quantity).toBe(400);
    expect(setCartQuantity(cart, 0, '12')[0].quantity).toBe(12);
  });

  it('unites seats of a seated line instead of adding numbers', () => {
    let cart = addToCart([], line({ seats: ['A1', 'A2'], quantity: 2 }));
    cart = addToCart(cart, line({ seats: ['A2', 'A3'], quantity: 2 }));
    expect(cart[0]).toMatchObject({ seats: ['A1', 'A2', 'A3'], quantity: 3 });
    expect(setCartQuantity(cart, 0, 10)[0].quantity).toBe(3);
  });

  it('totals price × quantity plus donation in cents', () => {
    const items = addLinesToCart([], [line(), line({ type: 'Kinder', price: 3, quantity: 1 })]);
    expect(cartTotalCents({ items, donation: 5.5 })).toBe(2050);
    expect(cartTotalCents({ items: [], donation: 0 })).toBe(0);
    expect(cartTicketCount(items)).toBe(3);
  });

  it('avoids float drift on prices like 0.1', () => {
    const items = addToCart([], line({ price: 0.1, quantity: 3 }));
    expect(cartTotalCents({ items, donation: 0.2 })).toBe(50);
  });

  it('reads stored JSON defensively', () => {
    const stored: unknown = [
      { id: 4, title: 'A', date: '2025-07-08', type: 'Kind', price: 3, quantity: 0 },
      { id: 4, title: 'B', date: '2025-07-08', type: 'Erwachsene', price: '6', quantity: 999 },
      { title: 'kaputt' },
      null,
    ];
    const items = sanitizeCartItems(stored);
    expect(items.map((item: CartItem) => [item.id, item.title, item.price, item.quantity])).toEqual([
      [4, 'A', 3, 1],
      [5, 'B', 6, 400],
    ]);
    expect(sanitizeCartItems('nope')).toEqual([]);
  });
});
