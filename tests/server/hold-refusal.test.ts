import { describe, expect, it } from 'vitest';
import { wordRefusal } from '../../src/server/modules/orders/hold/refusal';
import type { ResolvedLine } from '../../src/server/modules/orders/hold/resolve-cart';

const now = new Date('2026-03-01T10:00:00Z');
const line = (categoryId: number, seat: string | null = null): ResolvedLine => ({
  eventId: 1,
  eventTitle: 'Tabaluga',
  performanceId: 7,
  startsAt: new Date('2026-03-20T18:00:00Z'),
  categoryId,
  categoryName: categoryId === 1 ? 'Erwachsene' : 'Kinder',
  unitPriceCents: 1000,
  quantity: 1,
  seat,
});
const code = (error: unknown) => (error as { code?: string } | null)?.code ?? null;

/** Issue 54: SQL decides a refusal and returns its figures; the shop only words them. */
describe('wordRefusal: the buyer’s answer from the figures place_hold returned', () => {
  it('names the quota SQL found short and its places left', () => {
    const answer = wordRefusal({ refused: 'quota', figures: { quota: '7:2', remaining: 1 } }, [line(1), line(2)], now);
    expect(answer?.message).toMatch(/^Für „Kinder“ am .* ist nur noch 1 Ticket verfügbar\.$/);
    expect(wordRefusal({ refused: 'quota', figures: { quota: '7:1', remaining: 0 } }, [line(1)], now)?.message).toMatch(/ausverkauft/);
  });

  it('names every seat SQL found claimed, in cart order', () => {
    const answer = wordRefusal({ refused: 'seat', figures: { seats: ['A3', 'A1'] } }, [line(1, 'A1'), line(1, 'A2'), line(1, 'A3')], now);
    expect(answer?.message).toBe('Die Sitzplätze A1, A3 sind bereits vergeben. Bitte wähle andere.');
    expect(answer).toMatchObject({ code: 'SEAT_TAKEN', extra: { seat: 'A1', seats: ['A1', 'A3'] } });
  });

  it('words the buyer’s and the address’s limits, with the wait until the first open hold runs out', () => {
    expect(code(wordRefusal({ refused: 'buyer', figures: { limit: 2 } }, [line(1)], now))).toBe('TOO_MANY_HOLDS');
    const address = wordRefusal({ refused: 'address', figures: { limit: 4, tickets: 4, first_expiry_ms: now.getTime() + 90_500 } }, [line(1)], now);
    expect(address).toMatchObject({ kind: 'throttled', code: 'TOO_MANY_HOLDS_FROM_ADDRESS', extra: { limit: 4, retryAfter: 91 } });
  });

  it('answers null (try again) when the figures show room after all or are missing', () => {
    expect(wordRefusal({ refused: 'address', figures: { limit: 4, tickets: 3, first_expiry_ms: null } }, [line(1)], now)).toBeNull();
    expect(wordRefusal({ refused: 'seat', figures: { seats: [] } }, [line(1, 'A1')], now)).toBeNull();
    expect(wordRefusal({ refused: 'quota' }, [line(1)], now)).toBeNull();
  });

  it('tells the public a show is sold out while its places are the waiting list’s', () => {
    expect(wordRefusal({ refused: 'waiting', owed: '7:2' }, [line(1), line(2)], now)?.message).toMatch(/^„Kinder“ am .* ist leider ausverkauft\.$/);
  });
});
