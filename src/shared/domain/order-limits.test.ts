import { describe, expect, it } from 'vitest';
import { categoryOrderLimit, checkCartLimits, MAX_DONATION_CENTS } from './order-limits';

const line = (id: number, quantity: number, categoryId = 1) => ({ id, performanceId: 7, categoryId, quantity, type: categoryId === 1 ? 'Erwachsene' : 'Kinder' });
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

  it('blocks a donation above the ceiling', () => {
    expect(checkCartLimits([], MAX_DONATION_CENTS, allowance).ok).toBe(true);
    const check = checkCartLimits([], 150_000, allowance);
    expect(check.donation).toBe('Die Spende darf höchstens 1.000,00\u00a0€ betragen.');
  });

  it('leaves lines it knows nothing about to the server', () => {
    expect(checkCartLimits([line(0, 400)], 0, () => undefined).ok).toBe(true);
  });
});
