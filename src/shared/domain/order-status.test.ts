import { describe, expect, it } from 'vitest';
import { isOrderStatus, ORDER_STATUSES, orderStatusLabel } from './order-status';

describe('order status labels', () => {
  it('names every status in German', () => {
    expect(ORDER_STATUSES.map(orderStatusLabel)).toEqual(['Bezahlt', 'Offen', 'Abgelaufen', 'Fehlgeschlagen', 'Storniert']);
  });

  it('shows a status it does not know as it is stored', () => {
    expect(isOrderStatus('REFUNDED')).toBe(false);
    expect(orderStatusLabel('REFUNDED')).toBe('REFUNDED');
  });
});
