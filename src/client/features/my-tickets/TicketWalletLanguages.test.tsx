import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeCacheStorage } from '../../../../tests/helpers/fake-cache-storage';
import type { TicketPageResponse } from '../../../shared/api/tickets';
import ar from '../../../shared/i18n/catalogs/ar.json';
import de from '../../../shared/i18n/catalogs/de.json';
import en from '../../../shared/i18n/catalogs/en.json';
import tr from '../../../shared/i18n/catalogs/tr.json';
import uk from '../../../shared/i18n/catalogs/uk.json';
import type { Catalog, Language } from '../../../shared/i18n/languages';
import { createShopI18n } from '../../i18n/create-i18n';
import { inLanguage } from '../../i18n/test-language';
import { ApiError } from '../../lib/api-client';
import { fetchTicketPage, returnTickets, transferTicket } from './my-tickets-api';
import { TicketWallet } from './TicketWallet';

/** Issue 53: the ticket page, its returns and transfers in the visitor's language; German as before. */
vi.mock('./my-tickets-api', () => ({
  fetchTicketPage: vi.fn(),
  returnTickets: vi.fn(),
  transferTicket: vi.fn(),
  ticketPdfUrl: (token: string) => `/api/tickets/pdf.php?token=${token}`,
  ticketCalendarUrl: (token: string, performanceId: number) => `/api/tickets/calendar.php?token=${token}&performance_id=${performanceId}`,
}));

const TOKEN = 'tok_bbbbbbbbbbbbbbbbbbbbbbbb';
const CATALOGS: Record<Language, Catalog> = { de, en, tr, uk, ar };
const inTwoWeeks = new Date(Date.now() + 14 * 86_400_000).toISOString();
const inOneWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();

function page(): TicketPageResponse {
  const ticket = {
    id: 1201,
    code: 'CODE',
    status: 'valid' as const,
    event_title: 'Zeitsprung',
    starts_at: inTwoWeeks,
    doors_at: inTwoWeeks,
    category: 'Erwachsene',
    seat: 'B6',
    seat_section: null,
    location: 'Aula',
    performance_id: 3,
    returnable: true,
    transferable: true,
  };
  return {
    success: true,
    order: {
      id: 1042,
      status: 'CAPTURED',
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.org',
      total: 24,
      donation: 0,
      created_at: '',
      discounts: [],
      vat: [{ rate: 7, amount: 1.57 }],
    },
    tickets: [ticket, { ...ticket, id: 1202, seat: 'B7' }],
    pdf_url: 'tickets/pdf.php',
    returns: {
      days: 2,
      note: 'Du kannst Tickets bis 01.01.2030, 19:00 Uhr zurückgeben; der Betrag wird über PayPal erstattet.',
      deadline: inOneWeek,
      open: true,
    },
  };
}

beforeEach(() => {
  vi.stubGlobal('caches', new FakeCacheStorage().asCacheStorage());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(fetchTicketPage).mockReset();
  vi.mocked(returnTickets).mockReset();
  vi.mocked(transferTicket).mockReset();
});

async function showIn(language: Language, answer = page()) {
  vi.mocked(fetchTicketPage).mockResolvedValue(answer);
  render(
    <MemoryRouter>
      <TicketWallet token={TOKEN} />
    </MemoryRouter>,
    { wrapper: inLanguage(language, CATALOGS[language]) },
  );
  await screen.findByRole('heading', { level: 1, name: CATALOGS[language]['wallet.titleOwn'] });
}

/** The German wording of this page's catalog texts that shows up in the page (placeholders left out). */
function germanOnPage(language: Language): string[] {
  const text = document.body.textContent ?? '';
  return Object.entries(de)
    .filter(([key]) => /^(wallet|returns|transfer)\./.test(key))
    .flatMap(([key, german]) => german.split(/\{[^}]*\}+/).map((part) => [key, part.trim()] as const))
    .filter(([key, part]) => part.length > 6 && !CATALOGS[language][key].includes(part) && text.includes(part))
    .map(([key, part]) => `${key}: ${part}`);
}

describe('the ticket page in the visitor language', () => {
  it('German: the texts as before', async () => {
    await showIn('de');
    expect(screen.getByText(/^Bestellung Nr\. 1042 · Ada Lovelace · 24,00 €/)).toBeTruthy();
    expect(screen.getByText(/darin enthalten 7 % MwSt\.: 1,57 €/)).toBeTruthy();
    expect(screen.getByText('Du kannst Tickets bis 01.01.2030, 19:00 Uhr zurückgeben; der Betrag wird über PayPal erstattet.')).toBeTruthy();
    expect(screen.getAllByText(/Reihe B, Platz 6/).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'QR-Code für Ticket 1' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Alle Tickets zurückgeben' }));
    expect(screen.getByRole('region', { name: 'Rückgabe bestätigen' }).textContent).toContain(
      'Willst du alle 2 Tickets wirklich zurückgeben? Zurückgegebene Tickets werden ungültig, der Betrag wird über PayPal erstattet.',
    );
  });

  it('English: the page, the return with its confirmation and answer, and a refusal by its code', async () => {
    const answer = page();
    answer.order.discounts = [
      { label: 'Gruppenrabatt 10 % ab 5 Tickets', amount: 2.4 },
      { label: 'Gutschein Förderverein', amount: 1 },
      { label: 'Gutschein HELFER (5,00 €)', amount: 5 },
    ];
    await showIn('en', answer);
    expect(screen.getByText(/^Order no\. 1042 · Ada Lovelace · €24\.00/)).toBeTruthy();
    expect(screen.getByText(/Group discount 10% from 5 tickets: -€2\.40/)).toBeTruthy();
    // A coupon's label is the school's: German, and marked so.
    expect(screen.getByText('Gutschein Förderverein').getAttribute('lang')).toBe('de');
    // A coupon of the shop's own making is worded from its code and figures.
    expect(screen.getByText(/Voucher HELFER \(€5\.00\): -€5\.00/)).toBeTruthy();
    expect(screen.getByText(/including 7% VAT: €1\.57/)).toBeTruthy();
    expect(screen.getByText(/^You can return tickets until \d\d\/\d\d\/\d{4}, \d\d:\d\d; the amount will be refunded via PayPal\.$/)).toBeTruthy();
    expect(screen.getAllByText(/Row B, seat 6/).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'QR code for ticket 2' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download all tickets as PDF' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Add Zeitsprung on \d\d\/\d\d\/\d{4} to your calendar \(\.ics\)$/ })).toBeTruthy();
    expect(screen.getAllByText(/^Ticket 1 of 2 · No\. 1201$/)).toHaveLength(1);
    expect(germanOnPage('en')).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Return ticket no. 1201' }));
    expect(screen.getByRole('region', { name: 'Confirm return' }).textContent).toBe(
      'Do you really want to return ticket no. 1201 (Erwachsene, Row B, seat 6)? Returned tickets become invalid; the amount will be refunded via PayPal.Yes, returnCancel',
    );
    vi.mocked(returnTickets).mockRejectedValueOnce(
      new ApiError(409, 'RETURN_REFUSED', 'Dieses Ticket wurde am Einlass bereits eingelöst und kann nicht zurückgegeben werden.'),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, return' })));
    expect(screen.getByRole('alert').textContent).toBe('This ticket has already been used at the entrance and cannot be returned.');

    vi.mocked(returnTickets).mockResolvedValueOnce({ success: true, message: 'German', returned: 1, refund: 12, refund_pending: true });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Yes, return' })));
    expect(screen.getByRole('status').textContent).toBe(
      '1 ticket returned. The refund of €12.00 has been requested; PayPal will confirm it shortly. You will receive an email.',
    );
  });

  it('Turkish: the transfer form checks and answers in Turkish', async () => {
    await showIn('tr');
    fireEvent.click(screen.getAllByRole('button', { name: 'Bileti devret' })[0]);
    const form = screen.getByRole('form', { name: '1201 numaralı bileti devret' });
    fireEvent.change(screen.getByLabelText('Ad soyad'), { target: { value: 'Mehmet Yılmaz' } });
    await act(async () => fireEvent.submit(form));
    expect(screen.getByRole('alert').textContent).toBe('Lütfen biletin gönderileceği geçerli bir e-posta adresi girin.');
    fireEvent.change(screen.getByLabelText('E-posta'), { target: { value: 'mehmet@example.org' } });
    vi.mocked(transferTicket).mockRejectedValueOnce(
      new ApiError(409, 'TRANSFER_REFUSED', 'Die Vorstellung hat schon begonnen; das Ticket kann nicht mehr weitergegeben werden.'),
    );
    await act(async () => fireEvent.submit(form));
    expect(screen.getByRole('alert').textContent).toBe('Gösteri zaten başladı; bilet artık devredilemez.');
    vi.mocked(transferTicket).mockResolvedValueOnce({ success: true, message: 'German', ticket_id: 1300 });
    await act(async () => fireEvent.submit(form));
    expect(screen.getByRole('status').textContent).toBe(
      'Bilet artık Mehmet Yılmaz adlı kişiye ait. Bilet bağlantısını mehmet@example.org adresine gönderdik; önceki QR kodunuz artık geçerli değil.',
    );
    expect(germanOnPage('tr')).toEqual([]);
  });

  it('Ukrainian: a throttled link says its wait with the plural the language needs', async () => {
    vi.mocked(fetchTicketPage).mockRejectedValue(
      new ApiError(429, 'TICKET_TOKEN_THROTTLED', 'Zu viele ungültige Ticket-Links. Bitte versuche es in 5 Minuten erneut.', { retryAfter: 300 }),
    );
    render(
      <MemoryRouter>
        <TicketWallet token={TOKEN} />
      </MemoryRouter>,
      { wrapper: inLanguage('uk', uk) },
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Забагато недійсних посилань на квитки. Спробуйте ще раз через 5 хвилин.');
  });

  it('Arabic: Arabic texts, names and numbers isolated, a cancelled order with its reason from PayPal', async () => {
    const cancelled = page();
    cancelled.order.status = 'CANCELLED';
    cancelled.order.cancellation_note = 'Die Zahlung wurde über PayPal erstattet.';
    cancelled.tickets = cancelled.tickets.map((ticket) => ({ ...ticket, status: 'cancelled', returnable: false, transferable: false }));
    cancelled.returns = { days: 2, note: null };
    await showIn('ar', cancelled);
    expect(screen.getByText(/^الطلب رقم 1042 · \u2068Ada Lovelace\u2069 · \u2068/)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'تم إلغاء هذا الطلب. استُردّت الدفعة عبر PayPal. التذاكر غير صالحة ولن تُقبل عند المدخل. يُستردّ مبلغ الطلب المدفوع، وتجد التفاصيل في رسالة الإلغاء الإلكترونية.',
    );
    expect(screen.getAllByText(/ملغاة/).length).toBe(2);
    // What the school wrote stays German, marked so and left to right.
    const title = screen.getAllByRole('heading', { level: 2, name: 'Zeitsprung' })[0];
    expect([title.getAttribute('lang'), title.getAttribute('dir')]).toEqual(['de', 'ltr']);
    expect(germanOnPage('ar')).toEqual([]);
  });
});

/** Issue 53: title and category as the school translated them, from the answer (and the copy the device keeps of it). */
describe("the tickets' title and category in the visitor language", () => {
  const translated = () => {
    const answer = page();
    answer.tickets = answer.tickets.map((ticket) => ({
      ...ticket,
      translations: { event: { en: { title: 'Time Leap' }, tr: { title: 'Zaman Sıçraması' } }, category: { en: { name: 'Adults' }, ar: { name: 'الكبار' } } },
    }));
    return answer;
  };
  const titles = () => screen.getAllByRole('heading', { level: 2 }).filter((heading) => heading.closest('.ticket-card'));
  const marks = (element: Element) => [element.getAttribute('lang'), element.getAttribute('dir')];

  it('German: the copy on the order lines, unmarked, whatever the translations say', async () => {
    await showIn('de', translated());
    expect(titles().map((title) => [title.textContent, ...marks(title)])).toEqual([
      ['Zeitsprung', null, null],
      ['Zeitsprung', null, null],
    ]);
    expect(marks(screen.getAllByText('Erwachsene')[0])).toEqual([null, null]);
    expect(document.body.textContent).not.toMatch(/Time Leap|Adults|Zaman|الكبار/);
  });

  it('English with translations: the English title and category, not marked German, in the card, calendar link and return', async () => {
    await showIn('en', translated());
    expect(titles().map((title) => [title.textContent, ...marks(title)])).toEqual([
      ['Time Leap', null, null],
      ['Time Leap', null, null],
    ]);
    expect(marks(screen.getAllByText('Adults')[0])).toEqual([null, null]);
    expect(screen.getByRole('link', { name: /^Add Time Leap on \d\d\/\d\d\/\d{4} to your calendar \(\.ics\)$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return ticket no. 1201' }));
    expect(screen.getByRole('region', { name: 'Confirm return' }).textContent).toContain('(Adults, Row B, seat 6)');
    expect(document.body.textContent).not.toMatch(/Zeitsprung|Erwachsene/);
  });

  it('Arabic without a translated title: the German title marked lang="de" left to right, the Arabic category unmarked', async () => {
    await showIn('ar', translated());
    const [title] = titles();
    expect([title.textContent, ...marks(title)]).toEqual(['Zeitsprung', 'de', 'ltr']);
    expect(marks(screen.getAllByText('الكبار')[0])).toEqual([null, null]);
    expect(screen.queryByText('Erwachsene')).toBeNull();
  });

  it('re-words them at once when the visitor switches the language, without asking the server again', async () => {
    vi.mocked(fetchTicketPage).mockResolvedValue(translated());
    const instance = createShopI18n('en', en);
    instance.addResourceBundle('ar', 'translation', ar);
    instance.addResourceBundle('tr', 'translation', tr);
    render(
      <I18nextProvider i18n={instance}>
        <MemoryRouter>
          <TicketWallet token={TOKEN} />
        </MemoryRouter>
      </I18nextProvider>,
    );
    await screen.findByRole('heading', { level: 1, name: en['wallet.titleOwn'] });
    expect(titles()[0].textContent).toBe('Time Leap');
    await act(async () => {
      await instance.changeLanguage('tr');
    });
    expect(titles()[0].textContent).toBe('Zaman Sıçraması');
    expect(marks(screen.getAllByText('Erwachsene')[0])).toEqual(['de', 'ltr']);
    await act(async () => {
      await instance.changeLanguage('ar');
    });
    expect(marks(titles()[0])).toEqual(['de', 'ltr']);
    expect(screen.getAllByText('الكبار').length).toBe(2);
    expect(fetchTicketPage).toHaveBeenCalledTimes(1);
  });

  it('offline: a copy the device kept with translations shows them; one kept from before shows German, marked so', async () => {
    const url = `${window.location.origin}/api/tickets/order.php?token=${TOKEN}`;
    const keptOffline = async (answer: TicketPageResponse) => {
      await (await caches.open('my-tickets')).put(url, new Response(JSON.stringify(answer)));
      vi.mocked(fetchTicketPage).mockRejectedValue(new ApiError(0, 'OFFLINE', 'Keine Verbindung.'));
      render(
        <MemoryRouter>
          <TicketWallet token={TOKEN} />
        </MemoryRouter>,
        { wrapper: inLanguage('en', en) },
      );
      await screen.findByRole('heading', { level: 1, name: en['wallet.titleOwn'] });
    };

    await keptOffline(translated());
    expect(titles()[0].textContent).toBe('Time Leap');
    expect(marks(titles()[0])).toEqual([null, null]);
    cleanup();

    await keptOffline(page());
    expect([titles()[0].textContent, ...marks(titles()[0])]).toEqual(['Zeitsprung', 'de', 'ltr']);
    expect(marks(screen.getAllByText('Erwachsene')[0])).toEqual(['de', 'ltr']);
  });
});
