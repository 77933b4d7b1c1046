import { describe, expect, it } from 'vitest';
import type { AdminOrderListItem } from '../../../shared/api/orders-admin';
import { paidSum } from './OrderList';

const order = (status: AdminOrderListItem['status'], total: number) => ({ status, total }) as AdminOrderListItem;

describe('Summe dieser Seite (issue 32 item 9)', () => {
  it('counts paid orders only, never cancelled, refunded or open ones', () => {
    expect(paidSum([order('CAPTURED', 12), order('CANCELLED', 30), order('CREATED', 6), order('CAPTURED', 4.5), order('EXPIRED', 9)])).toBe(16.5);
  });
});
