import type { TicketPageResponse } from '../../../shared/api/tickets';
import { ticketsExpired } from '../../../shared/domain/ticket-keeping';

/**
 * The one module that touches a buyer's tickets in the browser's CacheStorage (issue 11). The service
 * worker fills `my-tickets` with the answers of `tickets/order.php` (vite.config.ts, same name), so the
 * ticket page shows at the door without reception; this module removes them again.
 */
export const TICKET_CACHE = 'my-tickets';

/** CacheStorage exists only in secure contexts (https, localhost). */
function deviceCaches(): CacheStorage | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}

/** Whether a cached URL belongs to this order: its answers (`?token=`) or its page (`/tickets/<token>`). */
function belongsToOrder(url: string, token: string): boolean {
  const parsed = new URL(url);
  return parsed.searchParams.get('token') === token || parsed.pathname.split('/').includes(token);
}

/**
 * 'Tickets von diesem Gerät entfernen': every cached response of this order, in any cache (the ticket
 * answers, and a PDF or page should a later service worker keep one).
 */
export async function forgetTicketsOnDevice(token: string, storage: CacheStorage | undefined = deviceCaches()): Promise<void> {
  if (!storage || !token) return;
  for (const name of await storage.keys()) {
    const cache = await storage.open(name);
    for (const request of await cache.keys()) {
      if (belongsToOrder(request.url, token)) await cache.delete(request);
    }
  }
}

async function isExpired(response: Response | undefined, now: Date): Promise<boolean> {
  try {
    const page = (await response?.json()) as TicketPageResponse | undefined;
    return ticketsExpired(page?.tickets?.map((ticket) => ticket.starts_at) ?? [], now);
  } catch {
    return true;
  }
}

/** Drops stored ticket pages whose last performance is over (each page carries its own dates); answers how many. */
export async function dropExpiredTickets(now: Date = new Date(), storage: CacheStorage | undefined = deviceCaches()): Promise<number> {
  if (!storage || !(await storage.has(TICKET_CACHE))) return 0;
  const cache = await storage.open(TICKET_CACHE);
  let dropped = 0;
  for (const request of await cache.keys()) {
    if (await isExpired(await cache.match(request), now)) {
      await cache.delete(request);
      dropped += 1;
    }
  }
  return dropped;
}

/**
 * The ticket page this device keeps for the order behind `token` (the service worker's last answer of
 * tickets/order.php), so the page shows at once and is refreshed from the server behind it (issue 51); none
 * when nothing is kept, the copy is unreadable or its performance is over.
 */
export async function storedTicketPage(
  token: string,
  now: Date = new Date(),
  storage: CacheStorage | undefined = deviceCaches(),
): Promise<TicketPageResponse | null> {
  if (!storage || !token || !(await storage.has(TICKET_CACHE))) return null;
  const cache = await storage.open(TICKET_CACHE);
  const request = (await cache.keys()).find((entry) => new URL(entry.url).searchParams.get('token') === token);
  const response = request ? await cache.match(request) : undefined;
  if (!response) return null;
  try {
    const page = (await response.json()) as TicketPageResponse;
    if (
      !Array.isArray(page?.tickets) ||
      !page.order ||
      ticketsExpired(
        page.tickets.map((ticket) => ticket.starts_at),
        now,
      )
    )
      return null;
    return page;
  } catch {
    return null;
  }
}
