import { describe, expect, it } from 'vitest';
import { paymentKindLabel, paymentStatusLabel } from './payment-labels';

describe('payment labels', () => {
  it('names refunds, reversals and pending or failed refunds in German', () => {
    expect(paymentKindLabel('refund')).toBe('Erstattung');
    expect(paymentKindLabel('reversal')).toBe('Rückbuchung (PayPal)');
    expect(paymentStatusLabel('PENDING')).toMatch(/^ausstehend/);
    expect(paymentStatusLabel('FAILED')).toMatch(/^fehlgeschlagen/);
    expect(paymentStatusLabel('SOMETHING_NEW')).toBe('SOMETHING_NEW');
  });
});
