import { beforeEach, describe, expect, it } from 'vitest';
import { FakeCacheStorage } from '../../../../tests/helpers/fake-cache-storage';
import { dropExpiredTickets, forgetTicketsOnDevice, storedTicketPage, TICKET_CACHE } from './ticket-cache';

const ORIGIN = 'https://shop.example';
const TOKEN = 'tok_aaaaaaaaaaaaaaaaaaaaaaaa';
const OTHER = 'tok_bbbbbbbbbbbbbbbbbbbbbbbb';

function ticketPage(startsAt: string[]) {
  return new Response(JSON.stringify({ success: true, order: { id: 1 }, tickets: startsAt.map((starts_at, id) => ({ id, starts_at })) }), {
    headers: { 'content-type': 'application/json' },
  });
}

let storage: FakeCacheStorage;
beforeEach(() => {
  storage = new FakeCacheStorage();
});

describe('forgetting an order’s tickets on this device', () => {
  it('drops its ticket answers, its PDF and its page from every cache, and nothing of other orders', async () => {
    const tickets = await storage.open(TICKET_CACHE);
    await tickets.put(`${ORIGIN}/api/tickets/order.php?token=${TOKEN}`, ticketPage(['2026-06-12T17:00:00Z']));
    await tickets.put(`${ORIGIN}/api/tickets/order.php?token=${OTHER}`, ticketPage(['2026-06-12T17:00:00Z']));
    const other = await storage.open('some-later-cache');
    await other.put(`${ORIGIN}/api/tickets/pdf.php?token=${TOKEN}`, new Response('%PDF'));
    await other.put(`${ORIGIN}/tickets/${TOKEN}`, new Response('<html>'));
    await other.put(`${ORIGIN}/event/musical`, new Response('<html>'));

    await forgetTicketsOnDevice(TOKEN, storage.asCacheStorage());

    expect(storage.urls(TICKET_CACHE)).toEqual([`${ORIGIN}/api/tickets/order.php?token=${OTHER}`]);
    expect(storage.urls('some-later-cache')).toEqual([`${ORIGIN}/event/musical`]);
  });

  it('does nothing where the browser has no CacheStorage (plain http)', async () => {
    await expect(forgetTicketsOnDevice(TOKEN, undefined)).resolves.toBeUndefined();
  });
});

describe('dropping ticket pages whose performance is over', () => {
  it('keeps pages for coming shows and drops played, unpaid and unreadable ones', async () => {
    const tickets = await storage.open(TICKET_CACHE);
    const url = (token: string) => `${ORIGIN}/api/tickets/order.php?token=${token}`;
    await tickets.put(url('coming'), ticketPage(['2026-06-12T17:00:00Z', '2026-06-13T17:00:00Z']));
    await tickets.put(url('played'), ticketPage(['2026-06-10T17:00:00Z']));
    await tickets.put(url('unpaid'), ticketPage([]));
    await tickets.put(url('broken'), new Response('{"tickets":'));

    const dropped = await dropExpiredTickets(new Date('2026-06-13T08:00:00Z'), storage.asCacheStorage());

    expect(dropped).toBe(3);
    expect(storage.urls(TICKET_CACHE)).toEqual([url('coming')]);
    await dropExpiredTickets(new Date('2026-06-13T23:00:00Z'), storage.asCacheStorage());
    expect(storage.urls(TICKET_CACHE)).toEqual([]);
  });

  it('creates no ticket cache on a device that never stored tickets', async () => {
    expect(await dropExpiredTickets(new Date(), storage.asCacheStorage())).toBe(0);
    expect(await storage.keys()).toEqual([]);
  });
});

describe('the ticket page this device keeps (shown before the server answers, issue 51)', () => {
  const url = (token: string) => `${ORIGIN}/api/tickets/order.php?token=${token}`;
  const before = new Date('2026-06-12T08:00:00Z');

  it("answers this order's stored page, not another order's", async () => {
    const tickets = await storage.open(TICKET_CACHE);
    await tickets.put(url(OTHER), ticketPage(['2026-06-13T17:00:00Z']));
    await tickets.put(url(TOKEN), ticketPage(['2026-06-12T17:00:00Z']));
    const page = await storedTicketPage(TOKEN, before, storage.asCacheStorage());
    expect(page?.tickets).toEqual([{ id: 0, starts_at: '2026-06-12T17:00:00Z' }]);
    expect(await storedTicketPage(OTHER, before, storage.asCacheStorage())).toMatchObject({ tickets: [{ starts_at: '2026-06-13T17:00:00Z' }] });
  });

  it('answers none when nothing is kept, the copy is unreadable, holds no tickets or its show is over', async () => {
    expect(await storedTicketPage(TOKEN, before, storage.asCacheStorage())).toBeNull();
    expect(await storage.keys()).toEqual([]);
    const tickets = await storage.open(TICKET_CACHE);
    await tickets.put(url('broken'), new Response('{"tickets":'));
    await tickets.put(url('unpaid'), ticketPage([]));
    await tickets.put(url(TOKEN), ticketPage(['2026-06-10T17:00:00Z']));
    for (const token of ['broken', 'unpaid', TOKEN]) expect(await storedTicketPage(token, before, storage.asCacheStorage())).toBeNull();
    expect(await storedTicketPage(TOKEN, before, undefined)).toBeNull();
  });
});
