import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaptureOrderResponse } from '../../../shared/api/orders';
import ar from '../../../shared/i18n/catalogs/ar.json';
import de from '../../../shared/i18n/catalogs/de.json';
import en from '../../../shared/i18n/catalogs/en.json';
import tr from '../../../shared/i18n/catalogs/tr.json';
import type { Catalog, Language } from '../../../shared/i18n/languages';
import { inLanguage } from '../../i18n/test-language';
import { ApiError } from '../../lib/api-client';
import { CheckoutProgress } from './CheckoutProgress';
import { CompletedStep } from './CompletedStep';
import { CompleteStep } from './CompleteStep';
import { EMPTY_USER } from './checkout-session';
import { OverviewStep } from './OverviewStep';
import { UserDataStep } from './UserDataStep';

vi.mock('./checkout-api', () => ({
  fetchOrderSummary: vi.fn(async () => ({
    success: true,
    order_id: 7,
    email: 'mia@example.org',
    lines: [
      {
        event_title: 'Das Musical',
        starts_at: '2026-12-04T18:00:00.000Z',
        venue: 'Aula',
        category: 'Erwachsene',
        quantity: 2,
        unit_price_cents: 600,
        seats: ['A1', 'A2'],
      },
    ],
    discounts: [],
    donation_cents: 500,
    total_cents: 1700,
    vat: [{ rate: 19, amount_cents: 271 }],
    expires_at: new Date(Date.now() + 600_000).toISOString(),
  })),
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const inPage = (language: Language, catalog: Catalog) => {
  const Language = inLanguage(language, catalog);
  return ({ children }: { children: ReactNode }) => (
    <Language>
      <MemoryRouter>{children}</MemoryRouter>
    </Language>
  );
};
const germanWords = /Bestell|Warenkorb|Zahlung|Weiter|Vorname|Bitte|Spende|Gesamtsumme|Tickets ändern|AGB|Uhr/;
const pending = { id: 'TEST-1', orderId: 7, expiresAt: new Date(Date.now() + 600_000).toISOString(), totalCents: 1700, cartKey: '' };
const item = {
  id: 1,
  event: 'musical',
  title: 'Das Musical',
  date: '2026-12-04T18:00:00.000Z',
  type: 'Erwachsene',
  price: 6,
  quantity: 2,
  performanceId: 1,
  categoryId: 1,
};

describe('the checkout in the visitor’s language (issue 53)', () => {
  it('keeps the German texts as they are', () => {
    render(<CheckoutProgress current="overview" onGo={vi.fn()} />, { wrapper: inPage('de', de) });
    expect(screen.getByRole('navigation', { name: 'Fortschritt der Bestellung' }).textContent).toBe(
      '1Bestellübersicht2Deine Daten3Zahlungsmethode4Bestellung abschließen5Bestellung abgeschlossen',
    );
  });

  it('asks for the buyer’s details in English, with English messages beside the fields', async () => {
    render(<UserDataStep initial={EMPTY_USER} onSubmit={vi.fn()} />, { wrapper: inPage('en', en) });
    fireEvent.change(screen.getByLabelText(/Email/), { target: { value: 'mia@' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
    expect(screen.getByText('Please enter your first name.')).toBeTruthy();
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    expect(screen.getByLabelText(/Phone \(optional\)/)).toBeTruthy();
    expect(document.body.textContent).not.toMatch(germanWords);
  });

  it('shows the order lines table with the language’s headings, dates and money', () => {
    render(<OverviewStep items={[{ ...item, seats: ['A1', 'A2'] }]} donation={5} onNext={vi.fn()} />, { wrapper: inPage('tr', tr) });
    const table = screen.getByRole('table', { name: 'Siparişiniz' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Ürün', 'Adet', 'Fiyat', 'Tutar']);
    expect(table.textContent).toContain('04.12.2026, saat 19:00');
    expect(table.textContent).toContain('Koltuklar A1, A2');
    expect(table.textContent).toContain('Bağış');
    // The event's title and category are the school's German texts, marked as such.
    expect(screen.getByText('Das Musical').getAttribute('lang')).toBe('de');
  });

  it('words the shop’s discount lines in the language; German and a label of no known shape as the server sent them', () => {
    const quote = {
      success: true as const,
      message: '',
      tickets_cents: 1200,
      discounts: [
        { kind: 'group', label: 'Gruppenrabatt 10 % ab 2 Tickets', amount_cents: 120 },
        { kind: 'coupon', label: 'Gutschein HELFER (2 Freikarten)', amount_cents: 1080 },
      ],
      donation_cents: 0,
      total_cents: 0,
    };
    const shown = (language: Language, catalog: Catalog) => {
      cleanup();
      render(<OverviewStep items={[item]} donation={0} quote={quote} onNext={vi.fn()} />, { wrapper: inPage(language, catalog) });
      return screen.getByRole('table').textContent ?? '';
    };
    expect(shown('de', de)).toContain('Gruppenrabatt 10 % ab 2 Tickets');
    expect(shown('de', de)).toContain('Gutschein HELFER (2 Freikarten)');
    const english = shown('en', en);
    expect(english).toContain('Group discount 10% from 2 tickets');
    expect(english).toContain('Voucher HELFER (2 free tickets)');
    expect(screen.getByText('Voucher HELFER (2 free tickets)').getAttribute('lang')).toBeNull();
    const arabic = shown('ar', ar);
    expect(arabic).toContain('\u2068HELFER\u2069');
    expect(arabic).toContain('تذكرتان مجانيتان');
    expect(arabic).not.toMatch(/Gutschein|Gruppenrabatt/);
  });

  it('places the binding order in English and words PayPal’s decline from its code', async () => {
    const onDeclined = vi.fn();
    const capture = vi.fn(() => Promise.reject(new ApiError(402, 'INSTRUMENT_DECLINED', 'Deine Zahlungsquelle wurde abgelehnt.')));
    render(<CompleteStep pending={pending} capture={capture} onDone={vi.fn()} onDeclined={onDeclined} />, { wrapper: inPage('en', en) });
    await act(async () => {});
    const summary = screen.getByTestId('binding-summary').textContent ?? '';
    expect(summary).toContain('2 × Erwachsene at €6.00');
    expect(summary).toContain('Seats A1, A2');
    expect(summary).toContain('including 19% VAT: €2.71');
    expect(screen.getByRole('link', { name: 'terms and conditions' }).getAttribute('href')).toBe('/agb');
    expect(screen.getByText(/you place a binding order and pay/).textContent).toContain('“Place order and pay”');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /Place order and pay/ })));
    expect(onDeclined).toHaveBeenCalledWith('Your payment source was declined. Please choose another payment method at PayPal.', { newOrder: false });
  });

  it('keeps the order number and e-mail readable inside Arabic sentences', () => {
    const result = { success: true, status: 'CAPTURED', order_id: 1234, id: 'TEST-9', email: 'mia@example.org', ticket_url: '/tickets/abc', mail_queued: true };
    render(<CompletedStep result={result as CaptureOrderResponse} />, { wrapper: inPage('ar', ar) });
    expect(screen.getByRole('heading').textContent).toBe('اكتمل الطلب');
    expect(document.body.textContent).toContain('\u20681234\u2069');
    expect(document.body.textContent).toContain('\u2068mia@example.org\u2069');
    expect(document.body.textContent).not.toMatch(germanWords);
  });
});
