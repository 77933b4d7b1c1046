import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TopBar } from '../admin-layout/TopBar';
import { HandbookView } from './HandbookView';

vi.mock('../../lib/AuthProvider', () => ({ useAuth: () => ({ account: null, authUser: { user: 'anna' } }) }));

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const open = (address: string) =>
  render(
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path="/admin/help" element={<HandbookView />} />
        <Route path="/admin/help/:page" element={<HandbookView />} />
        <Route path="*" element={<TopBar expanded onToggle={() => {}} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );

afterEach(cleanup);

describe('the in-app handbook', () => {
  it('shows a page of docs/handbuch with its pictures', async () => {
    open('/admin/help/bestellungen');
    expect(await screen.findByRole('heading', { name: 'Bestellungen, Stornierung und Erstattung' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Einzelne Tickets stornieren' }).id).toBe('einzelne-tickets-stornieren');
    const picture = screen.getByRole('img', { name: 'Ein einzelnes Ticket stornieren' }) as HTMLImageElement;
    expect(picture.getAttribute('src')).toMatch(/ticket-stornieren-dialog.*\.webp/);
    // The old help centre said "höchstens 10 Karten je Kategorie"; the limit counts the whole order.
    expect(document.body.textContent).not.toContain('je Kategorie möglich');
  });

  it('follows a link to another handbook page inside the app', async () => {
    open('/admin/help');
    fireEvent.click((await screen.findAllByRole('link', { name: 'Einlass am Tablet' }))[0]);
    expect(screen.getByTestId('where').textContent).toBe('/admin/help/einlass');
    expect(await screen.findByRole('heading', { name: 'Einlass am Tablet' })).toBeTruthy();
  });

  it('says so for a page that does not exist', async () => {
    open('/admin/help/gibt-es-nicht');
    expect(await screen.findByText(/Diese Hilfeseite gibt es nicht/)).toBeTruthy();
  });

  it("links the top bar's 'Hilfe' to the page of the current screen", () => {
    open('/admin/orders/details/17');
    expect(screen.getByRole('link', { name: 'Hilfe' }).getAttribute('href')).toBe('/admin/help/bestellungen');
  });
});
