import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentStep } from './PaymentStep';
import { inLanguage } from '../../i18n/test-language';

vi.mock('./checkout-api', () => ({
  fetchPaymentConfig: vi.fn(async () => ({ success: true, client_id: 'test', currency: 'EUR', intent: 'capture', environment: 'sandbox', test_mode: true })),
}));
vi.mock('./PayPalPayment', () => ({
  default: ({ createOrder }: { createOrder: () => Promise<string> }) => (
    <button type="button" onClick={() => createOrder().catch(() => {})}>
      PayPal-Buttons
    </button>
  ),
}));

afterEach(() => cleanup());

describe('the payment step after a decline', () => {
  it('keeps the decline reason on screen, with the way forward, once the payment settings have loaded', async () => {
    const reason = 'Deine Zahlungsquelle wurde abgelehnt. Bitte wähle bei PayPal eine andere Zahlungsart.';
    render(
      <MemoryRouter>
        <PaymentStep totalCents={1200} createOrder={vi.fn()} onApprove={vi.fn()} onExpired={vi.fn()} declined={reason} />
      </MemoryRouter>,
      { wrapper: inLanguage() },
    );
    await act(async () => {});
    expect(await screen.findByText('PayPal-Buttons')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(reason);
  });
});

describe('the payment step of an order that costs 0 € (issue 33)', () => {
  it('shows no payment buttons and leads to the binding step with the held free order', async () => {
    const createOrder = vi.fn(async () => 'FREE-abc');
    const onApprove = vi.fn();
    render(
      <MemoryRouter>
        <PaymentStep totalCents={0} createOrder={createOrder} onApprove={onApprove} onExpired={vi.fn()} />
      </MemoryRouter>,
      { wrapper: inLanguage() },
    );
    await act(async () => {});
    expect(screen.queryByText('PayPal-Buttons')).toBeNull();
    expect(screen.getByText(/du musst nichts bezahlen/)).toBeTruthy();
    await act(async () => screen.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click());
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(onApprove).toHaveBeenCalledWith('FREE-abc');
  });

  it('falls back to the payment buttons when the server prices the order above 0 €', async () => {
    const onApprove = vi.fn();
    render(
      <MemoryRouter>
        <PaymentStep totalCents={0} createOrder={vi.fn(async () => 'PAYPAL-1')} onApprove={onApprove} onExpired={vi.fn()} />
      </MemoryRouter>,
      { wrapper: inLanguage() },
    );
    await act(async () => screen.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click());
    expect(await screen.findByText('PayPal-Buttons')).toBeTruthy();
    expect(onApprove).not.toHaveBeenCalled();
  });

  it('turns to the free order when the server holds it at 0 € although the quote said otherwise', async () => {
    const onApprove = vi.fn();
    const createOrder = vi.fn(async () => 'FREE-xyz');
    render(
      <MemoryRouter>
        <PaymentStep totalCents={600} createOrder={createOrder} onApprove={onApprove} onExpired={vi.fn()} />
      </MemoryRouter>,
      { wrapper: inLanguage() },
    );
    await act(async () => {});
    const buttons = await screen.findByText('PayPal-Buttons', {}, { timeout: 3000 });
    await act(async () => buttons.click());
    expect(screen.getByRole('alert').textContent).toBe('Deine Bestellung kostet nichts. Du kannst sie ohne Zahlung abschließen.');
    await act(async () => screen.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click());
    expect(onApprove).toHaveBeenCalledWith('FREE-xyz');
  });
});
