import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../lib/db';
import { addCartLines } from './cart-store';
import { CartView } from './CartView';
import { inLanguage } from '../../i18n/test-language';
import ar from '../../../shared/i18n/catalogs/ar.json';
import en from '../../../shared/i18n/catalogs/en.json';

beforeEach(async () => {
  localStorage.clear();
  await db.delete();
  await db.open();
});

afterEach(cleanup);

const renderCart = () =>
  render(
    <MemoryRouter>
      <CartView />
    </MemoryRouter>,
    { wrapper: inLanguage() },
  );
const total = () => screen.getByTestId('cart-total').textContent?.replace(/\u00a0/g, ' ');

describe('the cart page', () => {
  it("says 'Der Warenkorb ist leer!' and shows the Gesamtsumme", async () => {
    renderCart();
    await screen.findByText('Der Warenkorb ist leer!');
    expect(screen.getByText('Gesamtsumme')).toBeTruthy();
    expect(total()).toBe('0,00 €');
    expect(screen.queryByRole('button', { name: 'Zur Kasse' })).toBeNull();
    // Nothing to donate along with, and no way on: no donation field (issue 32 item 7), but a way back.
    expect(screen.queryByPlaceholderText('Betrag eingeben')).toBeNull();
    expect(screen.getByRole('link', { name: 'Weiter einkaufen' })).toBeTruthy();
  });

  it('lists items live and totals them with the donation', async () => {
    renderCart();
    await screen.findByText('Der Warenkorb ist leer!');
    await act(() =>
      addCartLines([
        { title: 'Zeitsprung', date: '2030-07-08T17:00:00.000Z', type: 'Erwachsene', price: 6, quantity: 2, event: 'musical', performanceId: 1, categoryId: 1 },
      ]),
    );
    await screen.findByText('Zeitsprung');
    expect(screen.getByText(/08\.07\.2030, 19:00 Uhr/)).toBeTruthy();
    await waitFor(() => expect(total()).toBe('12,00 €'));

    const donation = screen.getByPlaceholderText('Betrag eingeben');
    await userEvent.type(donation, '5,5');
    await waitFor(() => expect(total()).toBe('17,50 €'));
    await userEvent.tab();
    expect((donation as HTMLInputElement).value).toBe('5,50');

    await userEvent.click(screen.getByRole('button', { name: 'Erwachsene entfernen' }));
    await screen.findByText('Der Warenkorb ist leer!');
    expect(total()).toBe('5,50 €');
  });
});

describe('the cart page in the visitor’s language (issue 53)', () => {
  const renderIn = (language: 'en' | 'ar', catalog: Record<string, string>) =>
    render(
      <MemoryRouter>
        <CartView />
      </MemoryRouter>,
      { wrapper: inLanguage(language, catalog) },
    );
  const line = { title: 'Zeitsprung', date: '2030-07-08T17:00:00.000Z', type: 'Erwachsene', price: 6, quantity: 2, event: 'musical', performanceId: 1 };

  it('in English: headings, the date, the money, the donation field and the buttons', async () => {
    renderIn('en', en);
    await screen.findByText('Your basket is empty!');
    expect(screen.getByRole('heading', { name: 'Basket' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Product' })).toBeTruthy();
    expect(screen.getByText('Grand total')).toBeTruthy();
    expect(total()).toBe('€0.00');
    await act(() =>
      addCartLines([
        { ...line, categoryId: 1 },
        { ...line, type: 'Kinder', price: 3, quantity: 1, categoryId: 2, seats: ['C8'] },
      ]),
    );
    await waitFor(() => expect(total()).toBe('€15.00'));
    expect(document.body.textContent).toContain('Kinder · Seat C8');
    expect(screen.getByText('1×')).toBeTruthy();
    expect(screen.getAllByText(/08\/07\/2030, 19:00/).length).toBe(2);
    // The event and the category are the school's German texts, marked so.
    expect(screen.getAllByText('Zeitsprung')[0].getAttribute('lang')).toBe('de');
    const donation = screen.getByPlaceholderText('Enter amount');
    await userEvent.type(donation, '5.5');
    await waitFor(() => expect(total()).toBe('€20.50'));
    await userEvent.tab();
    expect((donation as HTMLInputElement).value).toBe('5.50');
    expect(screen.getByRole('button', { name: 'Go to checkout' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Erwachsene' }));
    await waitFor(() => expect(total()).toBe('€8.50'));
  });

  it('in Arabic, with the total isolated so its digits and euro sign keep their order', async () => {
    renderIn('ar', ar);
    await screen.findByText('سلة المشتريات فارغة!');
    expect(screen.getByRole('heading', { name: 'سلة المشتريات' })).toBeTruthy();
    expect(total()).toMatch(/^\u2068.*0[.,]00.*\u2069$/);
  });
});
