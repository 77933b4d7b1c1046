import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AdminOrderDetails } from '../../../shared/api/orders-admin';
import { CancelDialog } from './CancelDialog';

afterEach(() => cleanup());

const order = (provider: AdminOrderDetails['provider'], total: number) =>
  ({
    id: 12,
    status: 'CAPTURED',
    refund_required: false,
    provider,
    customer: { email: 'mia@example.de' },
    summary: { total, donation: 0, tickets: 2 },
  }) as unknown as AdminOrderDetails;

describe('the cancel dialog', () => {
  it('promises no refund for a free order (issue 33)', () => {
    render(<CancelDialog order={order('free', 0)} busy={false} onCancel={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByText(/Die Bestellung war kostenlos: es gibt nichts zu erstatten/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Stornieren', hidden: true })).toBeTruthy();
    expect(screen.queryByText(/über PayPal zurück/)).toBeNull();
  });

  it('names the refund of a paid order', () => {
    render(<CancelDialog order={order('paypal', 12)} busy={false} onCancel={vi.fn()} onClose={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Stornieren und erstatten', hidden: true })).toBeTruthy();
    expect(screen.getByText(/über PayPal zurück/)).toBeTruthy();
  });
});
