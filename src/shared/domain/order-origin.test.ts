import { describe, expect, it } from 'vitest';
import { type OrderOrigin, originEntries } from './order-origin';

const placed = new Date('2026-11-20T17:00:00Z');
const paid = new Date('2026-11-20T17:03:00Z');
const online: OrderOrigin = {
  orderId: 17,
  createdAt: placed,
  capturedAt: paid,
  provider: 'paypal',
  totalCents: 2400,
  tickets: 3,
  captures: [{ amountCents: 2400, status: 'COMPLETED', at: paid }],
};

describe("an order's history begins with its placing and its payment (issue 51 item 6)", () => {
  it('derives both entries for an online purchase, with tickets, total and the money taken', () => {
    expect(originEntries(online, new Set(['order.cancel_refund']))).toEqual([
      { at: placed, action: 'order.placed', changes: { tickets: [null, 3], total_cents: [null, 2400] } },
      { at: paid, action: 'order.paid', changes: { paid_cents: [null, 2400], provider: [null, 'paypal'] } },
    ]);
  });

  it('has no payment entry while unpaid, and counts no capture the provider refused', () => {
    expect(originEntries({ ...online, capturedAt: null, captures: [] }, new Set()).map((entry) => entry.action)).toEqual(['order.placed']);
    const retried = { ...online, captures: [{ amountCents: 2400, status: 'DECLINED', at: placed }, ...online.captures] };
    expect(originEntries(retried, new Set())[1].changes.paid_cents).toEqual([null, 2400]);
  });

  it('says 0 € for an order that costs nothing', () => {
    const free = { ...online, provider: 'free', totalCents: 0, captures: [] };
    expect(originEntries(free, new Set())[1].changes).toEqual({ paid_cents: [null, 0], provider: [null, 'free'] });
  });

  it('leaves out what the audit log already tells: staff made it, the door sold it or took the cash', () => {
    expect(originEntries(online, new Set(['order.staff_create']))).toEqual([]);
    expect(originEntries(online, new Set(['boxoffice.sale']))).toEqual([]);
    expect(originEntries(online, new Set(['reservation.pay'])).map((entry) => entry.action)).toEqual(['order.placed']);
  });
});
