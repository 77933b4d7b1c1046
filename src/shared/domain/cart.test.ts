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

describe('seated lines', () => {
  const seatLabels = (count: number) => Array.from({ length: count }, (_, index) => `S${index + 1}`);

  it('adds a seated line as its own line beside an unseated one of the same show and type', () => {
    const cart = addLinesToCart([], [line(), line({ seats: ['A1'], quantity: 1 })]);
    expect(cart.map((item) => [item.quantity, item.seats])).toEqual([
      [2, undefined],
      [1, ['A1']],
    ]);
  });

  it('counts one ticket per distinct seat of a new line, whatever quantity it says', () => {
    const [item] = addToCart([], line({ seats: ['A1', 'A2', 'A1', 'A3'], quantity: 1 }));
    expect(item).toMatchObject({ seats: ['A1', 'A2', 'A3'], quantity: 3 });
  });

  it('gives an unseated line no seats field at all', () => {
    expect('seats' in addToCart([], line())[0]).toBe(false);
  });

  it('takes at most 400 seats in one line, new or merged', () => {
    const [fresh] = addToCart([], line({ seats: seatLabels(401), quantity: 401 }));
    expect(fresh.seats).toHaveLength(400);
    expect(fresh.quantity).toBe(400);
    const merged = addToCart(addToCart([], line({ seats: seatLabels(400), quantity: 400 })), line({ seats: ['Z1'], quantity: 1 }));
    expect(merged[0].seats).toHaveLength(400);
    expect(merged[0].quantity).toBe(400);
  });

  it('changes the quantity of the one line asked for only', () => {
    const cart = addLinesToCart([], [line(), line({ type: 'Kinder' })]);
    expect(setCartQuantity(cart, 1, 7).map((item) => item.quantity)).toEqual([2, 7]);
  });
});

describe('reading a stored cart', () => {
  const stored = (extra: Record<string, unknown> = {}) => ({ id: 1, title: 'Zeitsprung', date: '2025-07-08', type: 'Kinder', price: 3, quantity: 2, ...extra });

  it('reads nothing from what is not a list', () => {
    for (const value of [{}, 42, null, undefined, 'nope']) expect(sanitizeCartItems(value)).toEqual([]);
  });

  it('drops a line without a title, type or date as text', () => {
    expect(sanitizeCartItems([stored({ title: 5 }), stored({ type: undefined }), stored({ date: null })])).toEqual([]);
    expect(sanitizeCartItems([stored()])).toHaveLength(1);
  });

  it('drops a line whose price is no number or below zero, and keeps a free one', () => {
    expect(sanitizeCartItems([stored({ price: 'gratis' }), stored({ price: -0.01 }), stored({ price: Number.POSITIVE_INFINITY })])).toEqual([]);
    expect(sanitizeCartItems([stored({ price: 0 })]).map((item) => item.price)).toEqual([0]);
  });

  it('keeps each line’s own id unless another line has it already', () => {
    const items = sanitizeCartItems([stored({ id: 4 }), stored({ id: 9 }), stored({ id: 4 }), stored({ id: 'x' })]);
    expect(items.map((item) => item.id)).toEqual([4, 9, 10, 11]);
  });

  it('keeps the event’s name when it is text, else leaves it empty', () => {
    expect(sanitizeCartItems([stored({ event: 'musical' }), stored({ id: 2, event: 7 })]).map((item) => item.event)).toEqual(['musical', '']);
  });

  it('reads stored seats as one ticket each, up to 400, and ignores seats that are not a list of labels', () => {
    const [seated] = sanitizeCartItems([stored({ seats: ['A1', 'A2'], quantity: 5 })]);
    expect(seated).toMatchObject({ seats: ['A1', 'A2'], quantity: 2 });
    const many = Array.from({ length: 450 }, (_, index) => `S${index}`);
    expect(sanitizeCartItems([stored({ seats: many })])[0].quantity).toBe(400);
    for (const seats of [[], ['A1', 3], 'A1']) {
      const [item] = sanitizeCartItems([stored({ seats, quantity: 5 })]);
      expect(item.quantity).toBe(5);
      expect('seats' in item).toBe(false);
    }
  });
});
