import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PerformanceDto } from '../../../shared/api/events';
import type { WaitingEntryView } from '../../../shared/api/waiting-list';
import { joinedMessage } from '../../../shared/domain/waiting-list';
import ar from '../../../shared/i18n/catalogs/ar.json';
import en from '../../../shared/i18n/catalogs/en.json';
import uk from '../../../shared/i18n/catalogs/uk.json';
import { inLanguage } from '../../i18n/test-language';
import { ApiError } from '../../lib/api-client';
import { WaitingConfirm } from './WaitingConfirm';
import { WaitingEntry } from './WaitingEntry';
import { WaitingListForm } from './WaitingListForm';
import * as api from './waiting-list-api';

vi.mock('./waiting-list-api', () => ({ fetchWaitingEntry: vi.fn(), leaveWaitingList: vi.fn(), confirmWaitingEntry: vi.fn(), joinWaitingList: vi.fn() }));
// The offer's payment is the checkout's own (tested there).
vi.mock('./OfferCheckout', () => ({ OfferCheckout: () => null }));

const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
const offer: WaitingEntryView = {
  status: 'offered',
  name: 'Wanda Warte',
  event_title: 'Zeitsprung',
  starts_at: '2026-12-12T18:00:00.000Z',
  quantity: 2,
  category_name: 'Erwachsene',
  offer_expires_at: inAnHour,
  total_cents: 2400,
  seats: ['A1', 'A2'],
};
const performance = {
  id: 7,
  starts_at: '2026-12-12T18:00:00.000Z',
  categories: [{ id: 1, name: 'Erwachsene', order_limit: 6 }],
} as unknown as PerformanceDto;
const notFound = new ApiError(404, 'WAITING_ENTRY_NOT_FOUND', 'Diesen Wartelisten-Eintrag gibt es nicht (mehr). Bitte prüfe den Link aus deiner E-Mail.');
const text = (selector: string) => document.querySelector(selector)?.textContent;

beforeEach(() => {
  vi.mocked(api.fetchWaitingEntry).mockResolvedValue(offer);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('the waiting-list offer page in the visitor’s language (issue 53)', () => {
  it('keeps the German page word for word', async () => {
    render(<WaitingEntry token="t" />, { wrapper: inLanguage('de') });
    await screen.findByRole('heading', { name: 'Plätze für dich frei' });
    expect(text('.waiting-entry__facts')).toBe('Zeitsprung, 12.12.2026, 19:00 Uhr · 2 Tickets (Erwachsene)');
    expect(
      screen.getByText(/^Hallo Wanda Warte, wir halten 2 Tickets für dich bereit – zusammen 24,00\s€\. Deine Plätze: Reihe A, Plätze 1 und 2\.$/),
    ).toBeTruthy();
    expect(text('.waiting-entry__deadline')).toMatch(
      /^Das Angebot gilt bis (Mo|Di|Mi|Do|Fr|Sa|So), \d\d\.\d\d\., \d\d:\d\d Uhr\. Nur über diesen Link kannst du die Tickets kaufen\.$/,
    );
    expect(screen.getByRole('button', { name: 'Angebot ablehnen und von der Warteliste abmelden' })).toBeTruthy();
    // The school's texts carry no mark on a German page.
    expect(document.querySelector('.waiting-entry__facts strong')?.getAttribute('lang')).toBeNull();
  });

  it('speaks English, the seats by row and the deadline with its weekday, the school’s texts marked German', async () => {
    render(<WaitingEntry token="t" />, { wrapper: inLanguage('en', en) });
    await screen.findByRole('heading', { name: 'Seats free for you' });
    expect(text('.waiting-entry__facts')).toBe('Zeitsprung, 12/12/2026, 19:00 · 2 tickets (Erwachsene)');
    expect(document.querySelector('.waiting-entry__facts strong')?.getAttribute('lang')).toBe('de');
    expect(screen.getByText('Hello Wanda Warte, we are holding 2 tickets for you – €24.00 in total. Your seats: row A, seats 1 and 2.')).toBeTruthy();
    expect(text('.waiting-entry__deadline')).toMatch(/^The offer is valid until (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d\d\/\d\d, \d\d:\d\d\. You can only buy/);
    fireEvent.click(screen.getByRole('button', { name: 'Decline the offer and leave the waiting list' }));
    vi.mocked(api.leaveWaitingList).mockResolvedValue({ success: true, message: 'Du bist von der Warteliste abgemeldet; deine Angaben sind gelöscht.' });
    fireEvent.click(screen.getByRole('button', { name: 'Yes, leave' }));
    expect((await screen.findByRole('status')).textContent).toBe('You have left the waiting list; your details have been deleted.');
  });

  it('speaks Arabic with its dual, and keeps a typed name and the price in their own direction', async () => {
    render(<WaitingEntry token="t" />, { wrapper: inLanguage('ar', ar) });
    await screen.findByRole('heading', { name: 'توفرت مقاعد لك' });
    const held = screen.getByText(/^مرحبًا/).textContent ?? '';
    expect(held).toContain('\u2068Wanda Warte\u2069');
    expect(held).toContain('تذكرتان');
    expect(held).toMatch(/\u2068\u200f?24\.00\s€\u2069/);
  });

  it('words a refusal from its code', async () => {
    vi.mocked(api.fetchWaitingEntry).mockRejectedValue(notFound);
    render(<WaitingEntry token="t" />, { wrapper: inLanguage('uk', uk) });
    expect((await screen.findByRole('alert')).textContent).toBe(uk['waiting.error.WAITING_ENTRY_NOT_FOUND']);
  });

  it('keeps the German message of a code it does not know', async () => {
    vi.mocked(api.fetchWaitingEntry).mockRejectedValue(new ApiError(409, 'SOMETHING_NEW', 'Etwas Neues ging schief.'));
    render(<WaitingEntry token="t" />, { wrapper: inLanguage('ar', ar) });
    expect((await screen.findByRole('alert')).textContent).toBe('Etwas Neues ging schief.');
  });
});

describe('the confirmation link in the visitor’s language', () => {
  const done = {
    success: true,
    message: 'Danke, deine Anmeldung ist bestätigt: Du stehst auf der Warteliste (2 Tickets). Werden Plätze frei, bekommst du der Reihe nach eine E-Mail.',
  };

  it('shows the server’s German answer on a German page', async () => {
    vi.mocked(api.confirmWaitingEntry).mockResolvedValue(done);
    render(<WaitingConfirm token="t" />, { wrapper: inInRouter('de') });
    await screen.findByRole('heading', { name: 'Anmeldung bestätigt' });
    expect(screen.getByRole('status').textContent).toBe(done.message);
    expect(screen.getByRole('link', { name: 'Zu deinem Eintrag' }).getAttribute('href')).toBe('/warteliste/t');
  });

  it('words it in English, and a refusal in Arabic', async () => {
    vi.mocked(api.confirmWaitingEntry).mockResolvedValue(done);
    render(<WaitingConfirm token="t" />, { wrapper: inInRouter('en') });
    await screen.findByRole('heading', { name: 'Sign-up confirmed' });
    expect(screen.getByRole('status').textContent).toBe(en['waiting.confirm.done']);
    cleanup();
    vi.mocked(api.confirmWaitingEntry).mockRejectedValue(notFound);
    render(<WaitingConfirm token="t" />, { wrapper: inInRouter('ar') });
    expect((await screen.findByRole('alert')).textContent).toBe(ar['waiting.error.WAITING_ENTRY_NOT_FOUND']);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('قائمة الانتظار');
  });
});

describe('the sign-up form on the date step in the visitor’s language', () => {
  it('keeps the German form, its problems and the answer word for word', async () => {
    vi.mocked(api.joinWaitingList).mockResolvedValue({ success: true, message: joinedMessage(2) });
    render(<WaitingListForm performance={performance} orderMax={10} onClose={() => undefined} />, { wrapper: inLanguage('de') });
    expect(screen.getByRole('heading', { name: 'Warteliste für 12.12.2026, 19:00 Uhr' })).toBeTruthy();
    expect(screen.getByLabelText('Anzahl Tickets (höchstens 10) *')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Egal' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Eintragen' }));
    expect(screen.getByText('Bitte gib eine gültige E-Mail-Adresse ein.')).toBeTruthy();
    expect(screen.getByText('Bitte gib deinen Namen ein.')).toBeTruthy();
    expect(screen.getByText('Bitte stimme der Speicherung deiner Angaben für die Warteliste zu.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-Mail-Adresse *'), { target: { value: 'warte@example.de' } });
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Wanda' } });
    fireEvent.change(screen.getByLabelText(/Anzahl Tickets/), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^Ich bin einverstanden, dass meine E-Mail-Adresse und mein Name/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Eintragen' }));
    expect((await screen.findByRole('status')).textContent).toBe(joinedMessage(2));
  });

  it('speaks English, with the count in its plural, and Arabic with the school’s category marked German', async () => {
    vi.mocked(api.joinWaitingList).mockResolvedValue({ success: true, message: joinedMessage(1) });
    render(<WaitingListForm performance={performance} orderMax={10} onClose={() => undefined} />, { wrapper: inLanguage('en', en) });
    expect(screen.getByRole('heading', { name: 'Waiting list for 12/12/2026, 19:00' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(screen.getByText('Please agree to your details being stored for the waiting list.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('E-mail address *'), { target: { value: 'warte@example.de' } });
    fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Wanda' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /^I agree that my e-mail address/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toContain('Please confirm your sign-up (1 ticket)'));
    cleanup();
    render(<WaitingListForm performance={performance} orderMax={10} onClose={() => undefined} />, { wrapper: inLanguage('ar', ar) });
    expect(screen.getByRole('button', { name: 'سجّلني' })).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Erwachsene' }).getAttribute('lang')).toBe('de');
    expect(screen.getByRole('option', { name: 'أي فئة' })).toBeTruthy();
  });
});

/** The confirm page links to the entry: a router around the language. */
function inInRouter(language: 'de' | 'en' | 'ar') {
  const Language = inLanguage(language, { de: undefined, en, ar }[language]);
  return ({ children }: { children: React.ReactNode }) => (
    <MemoryRouter>
      <Language>{children}</Language>
    </MemoryRouter>
  );
}
