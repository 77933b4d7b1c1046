import { describe, expect, it } from 'vitest';
import { type CouponRule, couponDiscountCents, couponQuotaRefusal, couponRefusal, describeCoupon, normalizeCouponCode } from './coupons';
import { priceOrder } from './order-pricing';

const rule = (extra: Partial<CouponRule> = {}): CouponRule => ({
  code: 'HELFER',
  kind: 'percent',
  value: 10,
  active: true,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  maxUsesPerBuyer: 1,
  eventIds: [],
  categoryIds: [],
  ...extra,
});
const adults = { eventId: 1, categoryId: 11, unitPriceCents: 1200, quantity: 2 };
const kids = { eventId: 1, categoryId: 12, unitPriceCents: 300, quantity: 3 };
const now = new Date('2026-03-01T12:00:00Z');

describe('coupon codes (issue 33.1)', () => {
  it('reads a code regardless of case and blanks', () => expect(normalizeCouponCode('  helfer-26 ')).toBe('HELFER-26'));

  it('prices a percentage of the tickets it applies to, rounded to the cent', () => {
    expect(couponDiscountCents(rule({ value: 15 }), [adults, kids])).toBe(495);
    expect(couponDiscountCents(rule({ value: 15, categoryIds: [12] }), [adults, kids])).toBe(135);
  });

  it('prices a fixed amount up to what the tickets cost', () => {
    expect(couponDiscountCents(rule({ kind: 'amount', value: 500 }), [kids])).toBe(500);
    expect(couponDiscountCents(rule({ kind: 'amount', value: 5000 }), [kids])).toBe(900);
  });

  it('gives the dearest tickets of the chosen category free', () => {
    expect(couponDiscountCents(rule({ kind: 'free', value: 1, categoryIds: [11] }), [adults, kids])).toBe(1200);
    expect(couponDiscountCents(rule({ kind: 'free', value: 4, categoryIds: [12] }), [adults, kids])).toBe(900);
  });

  it('refuses a switched-off, unknown, early, late or unfitting code in German', () => {
    expect(couponRefusal(undefined, [adults], now)).toBe('Diesen Gutscheincode gibt es nicht oder er ist abgeschaltet.');
    expect(couponRefusal(rule({ active: false }), [adults], now)).toBe('Diesen Gutscheincode gibt es nicht oder er ist abgeschaltet.');
    expect(couponRefusal(rule({ validFrom: new Date('2026-03-10T00:00:00+01:00') }), [adults], now)).toBe('Dieser Gutscheincode gilt erst ab 10.03.2026.');
    expect(couponRefusal(rule({ validUntil: new Date('2026-02-28T23:59:59+01:00') }), [adults], now)).toBe('Dieser Gutscheincode galt nur bis 28.02.2026.');
    expect(couponRefusal(rule({ eventIds: [2] }), [adults], now)).toBe('Dieser Gutscheincode gilt nicht für die Tickets in deinem Warenkorb.');
    expect(couponRefusal(rule(), [adults], now)).toBeNull();
  });

  it('is good from its first to its last instant, and for a cart where only some tickets fit', () => {
    const window = rule({ validFrom: now, validUntil: now });
    expect(couponRefusal(window, [adults], now)).toBeNull();
    expect(couponRefusal(rule({ validFrom: new Date('2026-02-01T00:00:00Z'), validUntil: new Date('2026-04-01T00:00:00Z') }), [adults], now)).toBeNull();
    expect(couponRefusal(window, [adults], new Date(now.getTime() - 1))).toMatch(/gilt erst ab/);
    expect(couponRefusal(window, [adults], new Date(now.getTime() + 1))).toMatch(/galt nur bis/);
    expect(couponRefusal(rule({ categoryIds: [12] }), [adults, kids], now)).toBeNull();
  });

  it('takes the dearest tickets free whatever order the cart lists them in', () => {
    const cheapFirst = [kids, { eventId: 1, categoryId: 13, unitPriceCents: 800, quantity: 1 }, adults];
    expect(couponDiscountCents(rule({ kind: 'free', value: 2 }), cheapFirst)).toBe(2400);
    expect(couponDiscountCents(rule({ kind: 'free', value: 3 }), cheapFirst)).toBe(3200);
  });

  it('counts uses in all and per buyer', () => {
    expect(couponQuotaRefusal({ maxUses: 3, maxUsesPerBuyer: 1 }, 3, 0)).toBe('Dieser Gutscheincode ist schon aufgebraucht.');
    expect(couponQuotaRefusal({ maxUses: 3, maxUsesPerBuyer: 1 }, 2, 1)).toBe('Du hast diesen Gutscheincode schon genutzt.');
    expect(couponQuotaRefusal({ maxUses: null, maxUsesPerBuyer: 2 }, 50, 2)).toBe('Du hast diesen Gutscheincode schon 2-mal genutzt (höchstens 2-mal).');
    expect(couponQuotaRefusal({ maxUses: null, maxUsesPerBuyer: 2 }, 50, 1)).toBeNull();
  });

  it('names what a code gives', () => {
    expect(describeCoupon({ kind: 'percent', value: 10 })).toBe('10 %');
    expect(describeCoupon({ kind: 'amount', value: 550 })).toBe('5,50 €');
    expect(describeCoupon({ kind: 'free', value: 2 })).toBe('2 Freikarten');
    expect(describeCoupon({ kind: 'free', value: 1 })).toBe('1 Freikarte');
  });
});

describe('order price', () => {
  it('takes discounts from the tickets only, never below zero, then adds the donation', () => {
    expect(priceOrder([adults, kids], { group: 330, coupon: 1000 }, 500)).toEqual({
      ticketsCents: 3300,
      groupDiscountCents: 330,
      couponDiscountCents: 1000,
      donationCents: 500,
      totalCents: 2470,
    });
    expect(priceOrder([kids], { group: 0, coupon: 5000 }, 200).totalCents).toBe(200);
  });

  it('lets the coupon take only what the group discount left of the tickets', () => {
    expect(priceOrder([adults, kids], { group: 3000, coupon: 1000 }, 0)).toMatchObject({ groupDiscountCents: 3000, couponDiscountCents: 300, totalCents: 0 });
    expect(priceOrder([adults, kids], { group: 9999, coupon: 1 }, 100)).toMatchObject({ groupDiscountCents: 3300, couponDiscountCents: 0, totalCents: 100 });
  });
});
