import { describe, expect, it } from 'vitest';
import { confirmReversal, isChargedBack } from './chargeback';

describe('isChargedBack', () => {
  it('reads a chargeback as PayPal documents it: REFUNDED or PARTIALLY_REFUNDED with reason CHARGEBACK', () => {
    expect(isChargedBack({ status: 'REFUNDED', reason: 'CHARGEBACK' })).toBe(true);
    expect(isChargedBack({ status: 'PARTIALLY_REFUNDED', reason: 'CHARGEBACK' })).toBe(true);
  });

  it('a plain refund, a completed capture or an undocumented REVERSED status is no chargeback', () => {
    expect(isChargedBack({ status: 'REFUNDED', reason: null })).toBe(false);
    expect(isChargedBack({ status: 'REFUNDED' })).toBe(false);
    expect(isChargedBack({ status: 'COMPLETED', reason: 'CHARGEBACK' })).toBe(false);
    expect(isChargedBack({ status: 'REVERSED' })).toBe(false);
  });
});

describe('confirmReversal', () => {
  const capture = { status: 'COMPLETED', reason: null, amountCents: 2400 };

  it('is confirmed by the refund lookup when it is COMPLETED and points up to the event capture', () => {
    expect(confirmReversal({ captureId: 'CAP-1', refund: { status: 'COMPLETED', captureId: 'CAP-1', amountCents: 2400 }, capture })).toEqual({
      confirmed: true,
      amountCents: 2400,
    });
  });

  it('is not confirmed by a refund of another capture, or one still pending', () => {
    expect(confirmReversal({ captureId: 'CAP-1', refund: { status: 'COMPLETED', captureId: 'CAP-2', amountCents: 2400 }, capture })).toEqual({
      confirmed: false,
    });
    expect(confirmReversal({ captureId: 'CAP-1', refund: { status: 'PENDING', captureId: 'CAP-1', amountCents: 2400 }, capture })).toEqual({
      confirmed: false,
    });
  });

  it('is confirmed by the capture reading charged back, with the event amount when it fits the capture', () => {
    const chargedBack = { status: 'PARTIALLY_REFUNDED', reason: 'CHARGEBACK', amountCents: 2400 };
    expect(confirmReversal({ captureId: 'CAP-1', capture: chargedBack, eventAmountCents: 1200 })).toEqual({ confirmed: true, amountCents: 1200 });
    expect(confirmReversal({ captureId: 'CAP-1', capture: chargedBack, eventAmountCents: 99_999 })).toEqual({ confirmed: true, amountCents: 2400 });
    expect(confirmReversal({ captureId: 'CAP-1', capture: chargedBack })).toEqual({ confirmed: true, amountCents: 2400 });
  });

  it('is not confirmed when PayPal knows neither the reversal nor a chargeback on the capture', () => {
    expect(confirmReversal({ captureId: 'CAP-1', capture })).toEqual({ confirmed: false });
    expect(confirmReversal({ captureId: 'CAP-1' })).toEqual({ confirmed: false });
  });
});

describe('confirmReversal with implausible amounts', () => {
  const chargedBack = { status: 'REFUNDED', reason: 'CHARGEBACK', amountCents: 2400 };

  it('takes the whole capture when the event names no positive whole number of cents', () => {
    for (const eventAmountCents of [0, -100, 12.5]) {
      expect(confirmReversal({ captureId: 'CAP-1', capture: chargedBack, eventAmountCents })).toEqual({ confirmed: true, amountCents: 2400 });
    }
    expect(confirmReversal({ captureId: 'CAP-1', capture: chargedBack, eventAmountCents: 1 })).toEqual({ confirmed: true, amountCents: 1 });
  });

  it('is not confirmed by a completed refund of nothing', () => {
    const capture = { status: 'COMPLETED', reason: null, amountCents: 2400 };
    expect(confirmReversal({ captureId: 'CAP-1', refund: { status: 'COMPLETED', captureId: 'CAP-1', amountCents: 0 }, capture })).toEqual({ confirmed: false });
    expect(confirmReversal({ captureId: 'CAP-1', refund: { status: 'COMPLETED', captureId: 'CAP-1', amountCents: 1 }, capture })).toEqual({
      confirmed: true,
      amountCents: 1,
    });
  });
});
