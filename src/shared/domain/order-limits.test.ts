import { describe, expect, it } from 'vitest';
import { categoryOrderLimit, checkCartLimits, clampNotice, MAX_DONATION_CENTS, quantityLimitMessage, roomInOrder } from './order-limits';

const line = (id: number, quantity: number, categoryId = 1) => ({
  id,
  performanceId: 7,
  categoryId,
  quantity,
  type: categoryId === 1 ? 'Erwachsene' : 'Kinder',
});
const allowance = () => ({ orderLimit: 10, remaining: 30 });

describe('order limits', () => {
  it('takes the smaller of the category maximum and the shop maximum', () => {
    expect(categoryOrderLimit(10, 4)).toBe(4);
    expect(categoryOrderLimit(2, 10)).toBe(2);
  });

  it('accepts a cart within the limits', () => {
    expect(checkCartLimits([line(0, 10), line(1, 3, 2)], 50_00, allowance)).toEqual({ lines: {}, donation: undefined, ok: true });
  });

  it('blocks 400 tickets in a line with the per-order limit', () => {
    const check = checkCartLimits([line(0, 400)], 0, allowance);
    expect(check.ok).toBe(false);
    expect(check.lines[0]).toBe('Höchstens 10 Tickets „Erwachsene“ pro Bestellung.');
  });

  it('counts lines of the same performance and category together, as the server does', () => {
    expect(checkCartLimits([line(0, 6), line(1, 5)], 0, allowance).ok).toBe(false);
  });

  it('blocks more than are left, and says when one is left or none', () => {
    expect(checkCartLimits([line(0, 2)], 0, () => ({ orderLimit: 10, remaining: 1 })).lines[0]).toBe('Nur noch 1 Ticket „Erwachsene“ verfügbar.');
    expect(checkCartLimits([line(0, 2)], 0, () => ({ orderLimit: 10, remaining: 0 })).lines[0]).toBe('Ausverkauft.');
  });

  it('lets a line take exactly the tickets that are left', () => {
    expect(checkCartLimits([line(0, 2)], 0, () => ({ orderLimit: 10, remaining: 2 }))).toMatchObject({ lines: {}, ok: true });
  });

  it('blocks a donation above the ceiling', () => {
    expect(checkCartLimits([], MAX_DONATION_CENTS, allowance).ok).toBe(true);
    const check = checkCartLimits([], 150_000, allowance);
    expect(check.donation).toBe('Die Spende darf höchstens 1.000,00\u00a0€ betragen.');
  });

  it('leaves lines it knows nothing about to the server', () => {
    expect(checkCartLimits([line(0, 400)], 0, () => undefined).ok).toBe(true);
  });
});

describe('the limit the text states (issue 32 item 3)', () => {
  it('counts every ticket of the order against the maximum per order', () => {
    const items = [
      { id: 1, performanceId: 1, categoryId: 1, quantity: 10, type: 'Erwachsene' },
      { id: 2, performanceId: 1, categoryId: 2, quantity: 10, type: 'Kinder' },
    ];
    const check = checkCartLimits(items, 0, () => ({ orderLimit: 10, remaining: 100 }), 10);
    expect(check.ok).toBe(false);
    expect(check.total).toBe('Pro Bestellung sind höchstens 10 Tickets möglich. Im Warenkorb sind 20.');
  });

  it('leaves a category only the room the others leave in the order', () => {
    expect(roomInOrder(10, 10, 7)).toBe(3);
    expect(roomInOrder(4, 10, 0)).toBe(4);
    expect(roomInOrder(10, 10, 12)).toBe(0);
  });

  it('says which limit cut a quantity, and nothing when it fits', () => {
    const limits = { category: 'Kinder', categoryLimit: 10, orderMax: 10, remaining: 50 };
    expect(clampNotice('15', 10, limits)).toBe('Pro Bestellung sind höchstens 10 Tickets möglich. „Kinder“ wurde auf 10 gesetzt.');
    expect(clampNotice('5', 3, limits)).toBe('Pro Bestellung sind höchstens 10 Tickets möglich. „Kinder“ wurde auf 3 gesetzt.');
    expect(clampNotice(8, 6, { ...limits, categoryLimit: 6 })).toBe('Höchstens 6 Tickets „Kinder“ pro Bestellung – auf 6 gesetzt.');
    expect(clampNotice(8, 2, { ...limits, remaining: 2 })).toBe('Nur noch 2 Tickets „Kinder“ verfügbar – auf 2 gesetzt.');
    expect(clampNotice('4', 10, limits)).toBeUndefined();
  });
});

describe('the order maximum and the clamp notices at their edges', () => {
  const limits = { category: 'Kinder', categoryLimit: 10, orderMax: 10, remaining: 50 };

  it('lets an order hold exactly the maximum per order', () => {
    const items = [line(0, 6), line(1, 4, 2)];
    const check = checkCartLimits(items, 0, allowance, 10);
    expect(check.total).toBeUndefined();
    expect(check.ok).toBe(true);
  });

  it('reads a typed quantity with a decimal comma, cut to whole tickets', () => {
    expect(clampNotice('12,7', 12, limits)).toBeUndefined();
    expect(clampNotice('12,7', 10, limits)).toBe('Pro Bestellung sind höchstens 10 Tickets möglich. „Kinder“ wurde auf 10 gesetzt.');
    expect(clampNotice('10', 10, limits)).toBeUndefined();
    expect(clampNotice('viele', 10, limits)).toBeUndefined();
  });

  it('names the tickets left only when they, not a maximum, set the limit', () => {
    // The others in the order leave room for 3; 5 are left: the order's maximum cut it.
    expect(clampNotice(8, 3, { ...limits, remaining: 5 })).toBe('Pro Bestellung sind höchstens 10 Tickets möglich. „Kinder“ wurde auf 3 gesetzt.');
    // 6 left and a category maximum of 6: the category's maximum is named.
    expect(clampNotice(8, 6, { ...limits, categoryLimit: 6, remaining: 6 })).toBe('Höchstens 6 Tickets „Kinder“ pro Bestellung – auf 6 gesetzt.');
  });

  it('names the category maximum only when it is what cut the quantity', () => {
    // A category maximum of 6, but the others in the order leave room for 4.
    expect(clampNotice(8, 4, { ...limits, categoryLimit: 6 })).toBe('Pro Bestellung sind höchstens 10 Tickets möglich. „Kinder“ wurde auf 4 gesetzt.');
  });

  it('states a category’s limit for one performance', () => {
    expect(quantityLimitMessage(1, 'Kinder', '08.07.2025')).toBe('Pro Bestellung sind höchstens 1 Ticket „Kinder“ für den 08.07.2025 möglich.');
  });
});
