import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentStep } from './PaymentStep';

vi.mock('./checkout-api', () => ({
  fetchPaymentConfig: vi.fn(async () => ({ success: true, client_id: 'test', currency: 'EUR', intent: 'capture', environment: 'sandbox', test_mode: true })),
}));
vi.mock('./PayPalPayment', () => ({ default: () => <p>PayPal-Buttons</p> }));

afterEach(() => cleanup());

describe('the payment step after a decline', () => {
  it('keeps the decline reason on screen, with the way forward, once the payment settings have loaded', async () => {
    const reason = 'Deine Zahlungsquelle wurde abgelehnt. Bitte wähle bei PayPal eine andere Zahlungsart.';
    render(
      <MemoryRouter>
        <PaymentStep totalCents={1200} createOrder={vi.fn()} onApprove={vi.fn()} onExpired={vi.fn()} declined={reason} />
      </MemoryRouter>,
    );
    await act(async () => {});
    expect(await screen.findByText('PayPal-Buttons')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(reason);
  });
});
