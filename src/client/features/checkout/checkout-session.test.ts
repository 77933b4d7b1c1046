import { describe, expect, it } from 'vitest';
import { loadSharedHold, type PendingOrder, pendingChoice, saveSharedHold } from './checkout-session';

const now = Date.parse('2026-11-28T09:00:00Z');
const order = (id: string, minutesLeft: number, extra: Partial<PendingOrder> = {}): PendingOrder => ({
  id,
  orderId: 1,
  expiresAt: new Date(now + minutesLeft * 60_000).toISOString(),
  totalCents: 3600,
  secret: `secret-${id}`,
  cartKey: 'cart-1',
  email: 'mia@example.de',
  ...extra,
});

describe('which earlier order a payment uses (issue 46: a retry keeps the buyer’s own seats)', () => {
  it('pays another tab’s order for the same cart and buyer', () => {
    const other = order('P-2', 15);
    expect(pendingChoice([undefined, other], 'cart-1', 'mia@example.de', now)).toEqual({ reuse: other });
  });

  it('prefers this tab’s own order', () => {
    const mine = order('P-1', 15);
    expect(pendingChoice([mine, order('P-2', 15)], 'cart-1', 'mia@example.de', now)).toEqual({ reuse: mine });
  });

  it('replaces a running order of a changed cart or buyer, or one about to run out', () => {
    const changed = order('P-1', 15, { cartKey: 'cart-0' });
    expect(pendingChoice([undefined, changed], 'cart-1', 'mia@example.de', now)).toEqual({ replace: changed });
    const otherBuyer = order('P-1', 15);
    expect(pendingChoice([otherBuyer], 'cart-1', 'papa@example.de', now)).toEqual({ replace: otherBuyer });
    const nearlyOut = order('P-1', 0.25);
    expect(pendingChoice([nearlyOut], 'cart-1', 'mia@example.de', now)).toEqual({ replace: nearlyOut });
  });

  it('leaves orders that ran out, and starts afresh without any', () => {
    expect(pendingChoice([order('P-1', -1)], 'cart-1', 'mia@example.de', now)).toEqual({});
    expect(pendingChoice([undefined, undefined], 'cart-1', 'mia@example.de', now)).toEqual({});
  });

  it('keeps the open order where every tab finds it', () => {
    saveSharedHold(order('P-3', 10));
    expect(loadSharedHold()?.id).toBe('P-3');
    saveSharedHold(undefined);
    expect(loadSharedHold()).toBeUndefined();
  });
});
