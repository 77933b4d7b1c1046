import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaptureOrderResponse } from '../../../shared/api/orders';
import { ApiError } from '../../lib/api-client';
import { CompleteStep } from './CompleteStep';

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
    render(<CompleteStep pending={pending} capture={capture} onDone={onDone} onDeclined={vi.fn()} />);
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
    render(<CompleteStep pending={pending} capture={capture} onDone={vi.fn()} onDeclined={vi.fn()} />);
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
    render(<CompleteStep pending={pending} capture={capture} onDone={vi.fn()} onDeclined={onDeclined} />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Zahlungspflichtig bestellen/ })));
    expect(onDeclined).toHaveBeenCalledWith('Deine Zahlungsquelle wurde abgelehnt.');
    await act(async () => vi.advanceTimersByTimeAsync(2000));
    expect(alert).not.toHaveBeenCalled();
  });
});

describe('the order button (§ 312j BGB)', () => {
  it("says 'Zahlungspflichtig bestellen' and has the terms and the cancellation notice beside it", () => {
    render(<CompleteStep pending={pending} capture={vi.fn()} onDone={vi.fn()} onDeclined={vi.fn()} />);
    expect(screen.getByRole('button').textContent).toContain('Zahlungspflichtig bestellen');
    expect(screen.getByRole('link', { name: 'AGB' }).getAttribute('href')).toBe('/agb');
    expect(screen.getByRole('link', { name: 'Widerrufsbelehrung' }).getAttribute('href')).toBe('/widerrufsbelehrung');
  });
});
