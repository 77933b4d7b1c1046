import type { ReactElement } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaptureOrderResponse } from '../../../shared/api/orders';
import { MemoryRouter } from 'react-router-dom';
import { formatCents } from '../../../shared/domain/format';
import { ApiError } from '../../lib/api-client';
import { CHECK_ATTEMPTS, CHECK_INTERVAL_MS, CompleteStep } from './CompleteStep';
import { inLanguage } from '../../i18n/test-language';

const summary = {
  success: true as const,
  order_id: 7,
  email: 'mia.krueger-mit-einer-sehr-langen-adresse@example.org',
  lines: [
    {
      event_title: 'Das Musical',
      starts_at: '2026-12-04T18:00:00.000Z',
      venue: 'Aula der Gesamtschule, Parkstraße 12, Essen',
      category: 'Erwachsene',
      quantity: 2,
      unit_price_cents: 600,
      seats: [],
    },
    {
      event_title: 'Das Musical',
      starts_at: '2026-12-04T18:00:00.000Z',
      venue: 'Aula der Gesamtschule, Parkstraße 12, Essen',
      category: 'Kinder',
      quantity: 1,
      unit_price_cents: 300,
      seats: [],
    },
  ],
  discounts: [],
  donation_cents: 500,
  total_cents: 2000,
  expires_at: new Date(Date.now() + 600_000).toISOString(),
};
const renderStep = (step: ReactElement) => render(<MemoryRouter>{step}</MemoryRouter>, { wrapper: inLanguage() });
vi.mock('./checkout-api', () => ({ fetchOrderSummary: vi.fn(async () => summary) }));

const captured = { success: true, status: 'CAPTURED', order_id: 7 } as CaptureOrderResponse;
const pending = { id: 'TEST-1', orderId: 7, expiresAt: new Date(Date.now() + 600_000).toISOString(), totalCents: 1500, cartKey: '' };

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the round complete button (spec §4)', () => {
  it('goes idle → loading → active and advances after 2 s', async () => {
    let resolve: (value: CaptureOrderResponse) => void = () => {};
    const capture = vi.fn(() => new Promise<CaptureOrderResponse>((done) => (resolve = done)));
    const onDone = vi.fn();
    renderStep(<CompleteStep pending={pending} capture={capture} onDone={onDone} onDeclined={vi.fn()} />);
    const button = screen.getByRole('button', { name: /Zahlungspflichtig bestellen/ });
    fireEvent.click(button);
    expect(button.className).toContain('is-loading');
    fireEvent.click(button);
    expect(capture).toHaveBeenCalledTimes(1);
    await act(async () => resolve(captured));
    expect(button.className).toContain('is-active');
    expect(button.textContent).toContain('Bestellung abgeschlossen');
    await act(async () => vi.advanceTimersByTimeAsync(1999));
    expect(onDone).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it("shows the X, alerts 'Fehler bei der Bestellung' after 1.5 s and returns to idle with the reason", async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const capture = vi.fn(() => Promise.reject(new ApiError(409, 'REFUND_REQUIRED', 'Deine Reservierung war abgelaufen.')));
    renderStep(<CompleteStep pending={pending} capture={capture} onDone={vi.fn()} onDeclined={vi.fn()} />);
    const button = screen.getByRole('button', { name: /Zahlungspflichtig bestellen/ });
    await act(async () => fireEvent.click(button));
    expect(button.className).toContain('is-error');
    await act(async () => vi.advanceTimersByTimeAsync(1499));
    expect(alert).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTimeAsync(1));
    expect(alert).toHaveBeenCalledWith('Fehler bei der Bestellung');
    expect(button.className).toContain('is-idle');
    expect(screen.getByRole('alert').textContent).toBe('Deine Reservierung war abgelaufen.');
  });

  it('sends the buyer back to the PayPal buttons when PayPal declines the funding source (INSTRUMENT_DECLINED)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const capture = vi.fn(() => Promise.reject(new ApiError(402, 'INSTRUMENT_DECLINED', 'Deine Zahlungsquelle wurde abgelehnt.')));
    const onDeclined = vi.fn();
    renderStep(<CompleteStep pending={pending} capture={capture} onDone={vi.fn()} onDeclined={onDeclined} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Zahlungspflichtig bestellen/ })));
    expect(onDeclined).toHaveBeenCalledWith('Deine Zahlungsquelle wurde abgelehnt.', { newOrder: false });
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(alert).not.toHaveBeenCalled();
  });

  it('any decline after the approval leads back to choosing a funding source, never to a dead end (PAYMENT_DECLINED starts a new order)', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const onDeclined = vi.fn();
    const declined = vi.fn(() =>
      Promise.reject(new ApiError(402, 'PAYMENT_DECLINED', 'Die Zahlung wurde abgelehnt. Bitte versuche es erneut oder wähle eine andere Zahlungsart.')),
    );
    renderStep(<CompleteStep pending={pending} capture={declined} onDone={vi.fn()} onDeclined={onDeclined} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Zahlungspflichtig bestellen/ })));
    expect(onDeclined).toHaveBeenCalledWith(expect.stringContaining('andere Zahlungsart'), { newOrder: true });
    cleanup();
    const notCompleted = vi.fn(() => Promise.reject(new ApiError(402, 'PAYMENT_NOT_COMPLETED', 'Die Zahlung konnte nicht abgeschlossen werden.')));
    renderStep(<CompleteStep pending={pending} capture={notCompleted} onDone={vi.fn()} onDeclined={onDeclined} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Zahlungspflichtig bestellen/ })));
    expect(onDeclined).toHaveBeenLastCalledWith('Die Zahlung konnte nicht abgeschlossen werden.', { newOrder: false });
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('the order button (§ 312j BGB)', () => {
  it('has directly above it what is ordered: event, date and time, venue, each category with quantity and price, donation, total, e-mail, with links to change them', async () => {
    const onEditUserData = vi.fn();
    render(
      <MemoryRouter>
        <CompleteStep pending={pending} capture={vi.fn()} onDone={vi.fn()} onDeclined={vi.fn()} onEditUserData={onEditUserData} />
      </MemoryRouter>,
      { wrapper: inLanguage() },
    );
    await act(async () => vi.advanceTimersByTimeAsync(0));
    const box = screen.getByTestId('binding-summary');
    const text = box.textContent ?? '';
    expect(text).toContain('Das Musical');
    expect(text).toContain('04.12.2026');
    expect(text).toContain('19:00 Uhr');
    expect(text).toContain('Aula der Gesamtschule, Parkstraße 12, Essen');
    expect(text).toContain(`2 × Erwachsene à ${formatCents(600)}`);
    expect(text).toContain(`1 × Kinder à ${formatCents(300)}`);
    expect(text).toContain(`Spende${formatCents(500)}`);
    expect(text).toContain(`Gesamtsumme${formatCents(2000)}`);
    expect(text).toContain(summary.email);
    expect(screen.getByRole('link', { name: 'Tickets ändern' }).getAttribute('href')).toBe('/order/cart');
    expect(screen.getByRole('link', { name: 'Spende ändern' }).getAttribute('href')).toBe('/order/cart');
    fireEvent.click(screen.getByRole('button', { name: 'E-Mail ändern' }));
    expect(onEditUserData).toHaveBeenCalled();
    // The summary comes before the button.
    const button = screen.getByRole('button', { name: /Zahlungspflichtig bestellen/ });
    expect(box.compareDocumentPosition(button) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("says 'Zahlungspflichtig bestellen' and has the terms and the cancellation notice beside it", () => {
    render(
      <MemoryRouter>
        <CompleteStep pending={pending} capture={vi.fn()} onDone={vi.fn()} onDeclined={vi.fn()} />
      </MemoryRouter>,
      { wrapper: inLanguage() },
    );
    expect(screen.getByRole('button', { name: /Zahlungspflichtig bestellen/ }).textContent).toContain('Zahlungspflichtig bestellen');
    expect(screen.getByRole('link', { name: 'AGB' }).getAttribute('href')).toBe('/agb');
    expect(screen.getByRole('link', { name: 'Widerrufsbelehrung' }).getAttribute('href')).toBe('/widerrufsbelehrung');
  });
});

describe('the binding step of an order that costs 0 € (issue 33)', () => {
  it('says the order is binding and free instead of "Zahlungspflichtig bestellen"', async () => {
    const capture = vi.fn(async () => captured);
    renderStep(<CompleteStep pending={{ ...pending, id: 'FREE-1', totalCents: 0 }} capture={capture} onDone={vi.fn()} onDeclined={vi.fn()} />);
    const button = screen.getByRole('button', { name: /Kostenlos verbindlich bestellen/ });
    expect(screen.queryByText(/Zahlungspflichtig/)).toBeNull();
    expect(screen.getByText(/keine Kosten/)).toBeTruthy();
    fireEvent.click(button);
    await act(async () => {});
    expect(capture).toHaveBeenCalledTimes(1);
  });
});

describe('a capture whose PayPal answer was lost (issue 37)', () => {
  const checking = () => new ApiError(503, 'PAYMENT_CHECKING', 'Zahlung wird geprüft … Sobald PayPal sie bestätigt, erscheinen hier deine Tickets.');

  it('shows "Zahlung wird geprüft", looks at the order until it is paid, then shows the tickets without pressing again', async () => {
    const capture = vi.fn().mockRejectedValueOnce(checking()).mockResolvedValueOnce(captured);
    const orderStatus = vi.fn().mockResolvedValueOnce('CREATED').mockResolvedValueOnce('CAPTURED');
    const onDone = vi.fn();
    renderStep(<CompleteStep pending={pending} capture={capture} orderStatus={orderStatus} onDone={onDone} onDeclined={vi.fn()} />);
    const button = screen.getByRole('button', { name: /Zahlungspflichtig bestellen/ });
    await act(async () => fireEvent.click(button));
    expect(button.textContent).toContain('Zahlung wird geprüft');
    expect(screen.getByRole('status').textContent).toMatch(/Zahlung wird geprüft/);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(button);
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(orderStatus).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(orderStatus).toHaveBeenCalledTimes(2);
    // Once to start, once to fetch the paid order's answer: the click during the check started nothing.
    expect(capture).toHaveBeenCalledTimes(2);
    expect(button.className).toContain('is-active');
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(onDone).toHaveBeenCalledTimes(1);
  });

  it('sends the buyer back to the PayPal buttons when PayPal never confirms the payment', async () => {
    const capture = vi.fn().mockRejectedValue(checking());
    const orderStatus = vi.fn().mockResolvedValue('CREATED');
    const onDeclined = vi.fn();
    renderStep(<CompleteStep pending={pending} capture={capture} orderStatus={orderStatus} onDone={vi.fn()} onDeclined={onDeclined} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Zahlungspflichtig bestellen/ })));
    await act(async () => vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * CHECK_ATTEMPTS));
    expect(orderStatus).toHaveBeenCalledTimes(CHECK_ATTEMPTS);
    expect(onDeclined).toHaveBeenCalledWith(expect.stringMatching(/nicht bestätigt/), { newOrder: false });
    expect(capture).toHaveBeenCalledTimes(1);
  });
});
