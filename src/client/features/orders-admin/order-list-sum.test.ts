import { describe, expect, it } from 'vitest';
import type { AdminOrderListItem } from '../../../shared/api/orders-admin';
import { paidSum } from './OrderList';

const order = (status: AdminOrderListItem['status'], total: number, kept = status === 'CAPTURED' ? total : 0) =>
  ({ status, total, kept }) as AdminOrderListItem;

describe('Summe dieser Seite (issue 32 item 9)', () => {
  it('counts paid orders only, never cancelled, refunded or open ones', () => {
    expect(paidSum([order('CAPTURED', 12), order('CANCELLED', 30), order('CREATED', 6), order('CAPTURED', 4.5), order('EXPIRED', 9)])).toBe(16.5);
  });

  it('counts the money kept: a returned ticket and a chargeback are not in it (issue 41 item 4, issue 37 item 3)', () => {
    // 12 € paid, one 3,20 € ticket returned; 24 € charged back; a cancelled order whose refund failed keeps its 9 €.
    expect(
      paidSum([order('CAPTURED', 12, 8.8), order('CANCELLED', 24, 0), order('CANCELLED', 9, 9), order('CAPTURED', 0.1, 0.1), order('CAPTURED', 0.2, 0.2)]),
    ).toBe(18.1);
  });
});
