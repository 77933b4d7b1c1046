import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../lib/db';
import { addCartLines } from './cart-store';
import { CartView } from './CartView';

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
