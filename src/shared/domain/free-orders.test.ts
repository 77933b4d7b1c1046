import { describe, expect, it } from 'vitest';
import { isFreeOrderRef, needsNoPayment } from './free-orders';

describe('free orders', () => {
  it('tells a free order reference from a provider order id', () => {
    expect(isFreeOrderRef('FREE-abc')).toBe(true);
    expect(isFreeOrderRef('5O190127TN364715T')).toBe(false);
    expect(isFreeOrderRef(17)).toBe(false);
    expect(isFreeOrderRef(undefined)).toBe(false);
  });

  it('needs no payment only at exactly 0 €', () => {
    expect(needsNoPayment(0)).toBe(true);
    expect(needsNoPayment(1)).toBe(false);
  });
});
