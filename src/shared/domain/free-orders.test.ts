import { describe, expect, it } from 'vitest';
import { isFreeOrderRef, needsNoPayment, paidWayOf, paymentSentence, refundWaySentence } from './free-orders';

describe('free orders', () => {
  it('tells a free order reference from a provider order id', () => {
    expect(isFreeOrderRef('FREE-abc')).toBe(true);
    expect(isFreeOrderRef('5O190127TN364715T')).toBe(false);
    expect(isFreeOrderRef(17)).toBe(false);
    expect(isFreeOrderRef(undefined)).toBe(false);
  });

  it('says where refunded money goes by how it was paid: cash never speaks of PayPal', () => {
    expect(paidWayOf('free')).toBe('free');
    expect(paidWayOf('cash')).toBe('cash');
    expect(paidWayOf('paypal')).toBe('online');
    expect(paidWayOf('test')).toBe('online');
    expect(refundWaySentence('cash')).toBe('Du hast nicht online bezahlt: Das Geld bekommst du an der Abendkasse oder von der Schule zurück.');
    expect(refundWaySentence('cash')).not.toMatch(/PayPal/);
    expect(refundWaySentence('online')).toMatch(/PayPal/);
    expect(refundWaySentence('free')).toBe('Deine Bestellung war kostenlos, es gibt nichts zu erstatten.');
  });

  it('confirms a free order without speaking of a payment', () => {
    expect(paymentSentence(true)).toBe('Deine Bestellung war kostenlos, deine Tickets sind ausgestellt.');
    expect(paymentSentence(false)).toBe('Deine Zahlung ist bei uns eingegangen, deine Tickets sind ausgestellt.');
  });

  it('needs no payment only at exactly 0 €', () => {
    expect(needsNoPayment(0)).toBe(true);
    expect(needsNoPayment(1)).toBe(false);
  });
});
