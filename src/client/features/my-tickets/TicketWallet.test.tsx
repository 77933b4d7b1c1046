import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeCacheStorage } from '../../../../tests/helpers/fake-cache-storage';
import type { TicketPageResponse } from '../../../shared/api/tickets';
import { inLanguage } from '../../i18n/test-language';
import { ApiError } from '../../lib/api-client';
import { fetchTicketPage } from './my-tickets-api';
import { TICKET_CACHE } from './ticket-cache';
import { TicketWallet } from './TicketWallet';

// The network is the edge of the world here; the cache is a fake CacheStorage.
vi.mock('./my-tickets-api', () => ({
  fetchTicketPage: vi.fn(),
  ticketPdfUrl: (token: string) => `/api/tickets/pdf.php?token=${token}`,
  ticketCalendarUrl: (token: string, performanceId: number) => `/api/tickets/calendar.php?token=${token}&performance_id=${performanceId}`,
}));

const TOKEN = 'tok_aaaaaaaaaaaaaaaaaaaaaaaa';
const ANSWER_URL = `${window.location.origin}/api/tickets/order.php?token=${TOKEN}`;
const inOneWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();

function ticketPage(startsAt: string): TicketPageResponse {
  return {
    success: true,
    order: {
      id: 7,
      status: 'CAPTURED',
      first_name: 'Geteilt',
      last_name: 'Gerät',
      email: 'g@example.org',
      total: 12,
      donation: 0,
      created_at: '',
      discounts: [],
    },
    tickets: [
      {
        id: 1,
        code: 'CODE',
        status: 'valid',
        event_title: 'Zeitsprung',
        starts_at: startsAt,
        doors_at: null,
        category: 'Erwachsene',
        seat: null,
        location: 'Aula',
      },
    ],
    pdf_url: '',
  };
}

let storage: FakeCacheStorage;
beforeEach(() => {
  storage = new FakeCacheStorage();
  vi.stubGlobal('caches', storage.asCacheStorage());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.mocked(fetchTicketPage).mockReset();
});

async function showWallet() {
  render(
    <MemoryRouter>
      <TicketWallet token={TOKEN} />
    </MemoryRouter>,
    { wrapper: inLanguage() },
  );
  await screen.findByText(/Bestellung Nr\. 7/);
}

describe('the ticket page on a shared device', () => {
  it("'Tickets von diesem Gerät entfernen' drops the stored answer, hides the tickets and confirms it", async () => {
    vi.mocked(fetchTicketPage).mockImplementation(async () => {
      const page = ticketPage(inOneWeek);
      // What the service worker does with the answer.
      await (await storage.open(TICKET_CACHE)).put(ANSWER_URL, new Response(JSON.stringify(page)));
      return page;
    });
    await showWallet();
    expect(storage.urls(TICKET_CACHE)).toEqual([ANSWER_URL]);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Tickets von diesem Gerät entfernen' })));

    expect(screen.getByRole('status').textContent).toBe('Die Tickets wurden von diesem Gerät entfernt.');
    expect(document.activeElement).toBe(screen.getByRole('status'));
    expect(storage.urls(TICKET_CACHE)).toEqual([]);
    expect(screen.queryByText('Zeitsprung')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Tickets von diesem Gerät entfernen' })).toBeNull();
    expect(fetchTicketPage).toHaveBeenCalledTimes(1);
  });

  it('drops a stored copy whose performance is over before it asks for the page', async () => {
    const played = ticketPage(new Date(Date.now() - 86_400_000).toISOString());
    await (await storage.open(TICKET_CACHE)).put(ANSWER_URL, new Response(JSON.stringify(played)));
    let storedWhenAsked: string[] = [];
    vi.mocked(fetchTicketPage).mockImplementation(async () => {
      storedWhenAsked = storage.urls(TICKET_CACHE);
      return played;
    });
    await showWallet();
    expect(storedWhenAsked).toEqual([]);
  });
});

describe('the ticket page of a cancelled order', () => {
  it('says so prominently and offers no QR code and no PDF', async () => {
    const page = ticketPage(inOneWeek);
    page.order.status = 'CANCELLED';
    page.tickets[0].status = 'cancelled';
    vi.mocked(fetchTicketPage).mockResolvedValue(page);
    await showWallet();
    expect(screen.getByRole('alert').textContent).toMatch(/Diese Bestellung wurde storniert/);
    expect(screen.queryByRole('link', { name: /PDF/ })).toBeNull();
    expect(screen.queryByLabelText(/QR-Code/)).toBeNull();
    expect(screen.getByText('Zeitsprung')).toBeTruthy();
  });
});

describe('the ticket page and the calendar', () => {
  it('offers one .ics per performance of a paid order', async () => {
    const page = ticketPage(inOneWeek);
    page.tickets = [
      { ...page.tickets[0], performance_id: 3 },
      { ...page.tickets[0], id: 2, performance_id: 3 },
      { ...page.tickets[0], id: 3, performance_id: 4 },
    ];
    vi.mocked(fetchTicketPage).mockResolvedValue(page);
    await showWallet();
    const links = screen.getAllByRole('link', { name: /zum Kalender hinzufügen/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/api/tickets/calendar.php?token=${TOKEN}&performance_id=3`,
      `/api/tickets/calendar.php?token=${TOKEN}&performance_id=4`,
    ]);
  });
});

describe('the ticket page while ticket links are throttled (issue 38)', () => {
  it("shows the server's wait in German, not that the link is wrong", async () => {
    const message = 'Zu viele ungültige Ticket-Links. Bitte versuche es in 15 Minuten erneut.';
    vi.mocked(fetchTicketPage).mockRejectedValue(new ApiError(429, 'TICKET_TOKEN_THROTTLED', message));
    render(
      <MemoryRouter>
        <TicketWallet token={TOKEN} />
      </MemoryRouter>,
      { wrapper: inLanguage() },
    );
    expect((await screen.findByRole('alert')).textContent).toBe(message);
    expect(screen.queryByText(/prüfe den Link/)).toBeNull();
  });
});
