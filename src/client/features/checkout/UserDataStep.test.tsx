import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckoutProgress } from './CheckoutProgress';
import { EMPTY_USER } from './checkout-session';
import { UserDataStep } from './UserDataStep';
import { inLanguage } from '../../i18n/test-language';

afterEach(cleanup);

describe('the user data step', () => {
  it('shows German messages beside each missing field and focuses the first', async () => {
    const onSubmit = vi.fn();
    render(<UserDataStep initial={EMPTY_USER} onSubmit={onSubmit} />, { wrapper: inLanguage() });
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(screen.getByText('Bitte gib deinen Vornamen ein.')).toBeTruthy();
    expect(screen.getByText('Bitte gib deinen Nachnamen ein.')).toBeTruthy();
    expect(screen.getByText('Bitte gib deine E-Mail-Adresse ein.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText(/Vorname/));
    expect(screen.getByLabelText(/Vorname/).getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits trimmed data with an optional phone', async () => {
    const onSubmit = vi.fn();
    render(<UserDataStep initial={EMPTY_USER} onSubmit={onSubmit} />, { wrapper: inLanguage() });
    await userEvent.type(screen.getByLabelText(/Vorname/), ' Mia ');
    await userEvent.type(screen.getByLabelText(/Nachname/), 'Krüger');
    await userEvent.type(screen.getByLabelText(/E-Mail/), 'mia@example.de');
    expect(screen.getByLabelText(/E-Mail/).getAttribute('type')).toBe('email');
    expect(screen.getByLabelText(/Telefon/).getAttribute('type')).toBe('tel');
    await userEvent.click(screen.getByRole('button', { name: 'Weiter' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ firstName: 'Mia', lastName: 'Krüger', email: 'mia@example.de', phone: '' }));
  });
});

describe('the checkout progress bar', () => {
  it('offers earlier steps as buttons, hides inactive ones, and locks on the last two', async () => {
    const onGo = vi.fn();
    const { rerender } = render(<CheckoutProgress current="payment" onGo={onGo} />, { wrapper: inLanguage() });
    expect(screen.queryByText('Sitzplatzwahl')).toBeNull();
    expect(screen.queryByText('Versand')).toBeNull();
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['1Bestellübersicht', '2Deine Daten']);
    await userEvent.click(screen.getByRole('button', { name: /Bestellübersicht/ }));
    expect(onGo).toHaveBeenCalledWith('overview');
    rerender(<CheckoutProgress current="complete" onGo={onGo} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});
