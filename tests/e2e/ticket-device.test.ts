import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEvent } from '../../src/shared/api/events-admin';
import { launchBrowser, type RunningServer, startServer } from '../helpers/e2e';
import { editBody } from '../helpers/event-edit';
import { ShopApi } from '../helpers/kiosk-e2e';
import { visitorWithConsent } from './shop-helpers';

/**
 * Tickets on a shared device (issue 11, item 11): the ticket page's answers live in the service worker's
 * cache so they show at the door without reception; a visitor can drop them, and they go by themselves
 * once the performance is over. Real Chromium, real service worker.
 */
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.json();
}

/** A paid order for the next performance; answers its ticket page's path. */
async function buyTicket(email: string, seats?: string[]): Promise<string> {
  const event = (await (await fetch(`${server.url}/api/events/info.php?name=musical`)).json()).event;
  const performance = event.performances.find((p: { past: boolean }) => !p.past);
  const created = await post('orders/create.php', {
    cart: [{ performance_id: performance.id, category_id: performance.categories[0].id, quantity: seats?.length ?? 1, ...(seats ? { seats } : {}) }],
    user_data: { firstName: 'Geteilt', lastName: 'Gerät', email },
    donation_amount: 0,
  });
  await post('payments/test/approve.php', { id: created.id });
  const captured = await post('orders/capture.php', { order_id: created.id, checkout_secret: created.checkout_secret });
  expect(captured.status).toBe('CAPTURED');
  return new URL(captured.ticket_url).pathname;
}

/** Every cached URL (any cache of this origin) that carries the token. */
function cachedWithToken(token: string): Promise<string[]> {
  return page.evaluate(async (token) => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        if (request.url.includes(token)) urls.push(`${name} ${new URL(request.url).pathname}`);
      }
    }
    return urls;
  }, token);
}

/** Records in Workbox's expiration database that name the token (it would keep the link after a delete). */
function expirationRecordsWithToken(token: string): Promise<number> {
  return page.evaluate(async (token) => {
    const names = (await indexedDB.databases()).map((database) => database.name);
    if (!names.includes('workbox-expiration')) return 0;
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const open = indexedDB.open('workbox-expiration');
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!database.objectStoreNames.contains('cache-entries')) return 0;
    const records = await new Promise<Array<{ url: string }>>((resolve, reject) => {
      const all = database.transaction('cache-entries').objectStore('cache-entries').getAll();
      all.onsuccess = () => resolve(all.result);
      all.onerror = () => reject(all.error);
    });
    database.close();
    return records.filter((record) => record.url.includes(token)).length;
  }, token);
}

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await visitorWithConsent(browser);
  page = await context.newPage();
  await page.goto(`${server.url}/events`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('tickets on a shared device', () => {
  it("keeps the ticket page for the door, and 'Tickets von diesem Gerät entfernen' drops it with a confirmation", async () => {
    const ticketPath = await buyTicket('geteilt@example.org');
    const token = ticketPath.split('/').pop() ?? '';
    await page.goto(`${server.url}${ticketPath}`);
    await page.getByRole('heading', { name: 'Deine Tickets' }).waitFor();
    await page.locator('.ticket-card').first().waitFor();
    await expect.poll(() => cachedWithToken(token)).toEqual(['my-tickets /api/tickets/order.php']);
    expect(await expirationRecordsWithToken(token)).toBe(0);

    await page.getByRole('button', { name: 'Tickets von diesem Gerät entfernen' }).click();
    await page.getByRole('status').filter({ hasText: 'Die Tickets wurden von diesem Gerät entfernt.' }).waitFor();
    expect(await cachedWithToken(token)).toEqual([]);
    expect(await expirationRecordsWithToken(token)).toBe(0);
    expect(await page.locator('.ticket-card').count()).toBe(0);
    expect(await page.getByRole('img', { name: /QR-Code/ }).count()).toBe(0);

    // Offline nothing is left to show; online the link still works.
    await context.setOffline(true);
    await page.reload();
    await page.getByRole('alert').waitFor();
    expect(await page.locator('.ticket-card').count()).toBe(0);
    await context.setOffline(false);
    await page.reload();
    await page.locator('.ticket-card').first().waitFor();
  });

  it('drops a stored ticket page on the next start once its performance is over', async () => {
    const ticketPath = await buyTicket('vorbei@example.org');
    const token = ticketPath.split('/').pop() ?? '';
    await page.goto(`${server.url}${ticketPath}`);
    await page.locator('.ticket-card').first().waitFor();
    await expect.poll(() => cachedWithToken(token)).toHaveLength(1);

    // The same stored answer, as it reads once the show has been played (yesterday evening).
    await page.evaluate(async (token) => {
      const cache = await caches.open('my-tickets');
      const request = (await cache.keys()).find((entry) => entry.url.includes(token));
      if (!request) throw new Error('not cached');
      const page = await (await cache.match(request))?.json();
      const yesterday = new Date(Date.now() - 86_400_000).toISOString();
      for (const ticket of page.tickets) ticket.starts_at = yesterday;
      await cache.put(request, new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } }));
    }, token);
    expect(await cachedWithToken(token)).toHaveLength(1);

    await page.goto(`${server.url}/events`);
    await page.waitForURL(/\/event\/musical$/);
    await expect.poll(() => cachedWithToken(token)).toEqual([]);
  });

  it('shows the tickets this device keeps at once and then the server’s answer (issue 51: no 3 s "Tickets werden geladen …")', async () => {
    const ticketPath = await buyTicket('sofort@example.org');
    const token = ticketPath.split('/').pop() ?? '';
    await page.goto(`${server.url}${ticketPath}`);
    await page.locator('.ticket-card').first().waitFor();
    await expect.poll(() => cachedWithToken(token)).toHaveLength(1);
    // The kept copy reads differently from the server's, so the test sees which one the page drew first.
    await page.evaluate(async (token) => {
      const cache = await caches.open('my-tickets');
      const request = (await cache.keys()).find((entry) => entry.url.includes(token));
      if (!request) throw new Error('not cached');
      const kept = await (await cache.match(request))?.json();
      for (const ticket of kept.tickets) ticket.category = 'Vom Gerät';
      await cache.put(request, new Response(JSON.stringify(kept), { headers: { 'content-type': 'application/json' } }));
    }, token);
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { seenTicketTexts: seen });
      new MutationObserver(() => {
        const card = document.querySelector('.ticket-card');
        if (card?.textContent) seen.push(card.textContent);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    for (const width of [390, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.reload();
      await page.getByText('Erwachsene · freie Platzwahl').waitFor();
      const seen = await page.evaluate(() => (window as unknown as { seenTicketTexts: string[] }).seenTicketTexts);
      expect(
        seen.some((text) => text.includes('Vom Gerät')),
        `${width} px: the kept copy came first`,
      ).toBe(true);
      expect(await page.getByText('Tickets werden geladen …').count()).toBe(0);
      // The server's answer is stored again for the next time; put the marker back for the second width.
      await page.evaluate(async (token) => {
        const cache = await caches.open('my-tickets');
        const request = (await cache.keys()).find((entry) => entry.url.includes(token));
        if (!request) throw new Error('not cached');
        const kept = await (await cache.match(request))?.json();
        for (const ticket of kept.tickets) ticket.category = 'Vom Gerät';
        await cache.put(request, new Response(JSON.stringify(kept), { headers: { 'content-type': 'application/json' } }));
      }, token);
    }
  });

  // Last: it makes the musical a seated show for the rest of the file.
  it('names the section and row of a seat on the ticket page, at 390 and 768 px (issue 51)', async () => {
    const api = new ShopApi(server.url);
    await api.login();
    const plan = [
      { row: 'A', seats: 8, section: 'Parkett' },
      { row: 'B', seats: 8, section: 'Parkett' },
      { row: 'C', seats: 8, section: 'Empore' },
    ];
    const { id: roomId } = await api.call<{ id: number }>('rooms/save.php', {
      json: { name: 'Aula mit Parkett', location: '', status: 'Available', capacity: 0, rows: 3, seatsPerRow: 8, plan },
      auth: true,
    });
    const { show } = await api.upcoming();
    const { event } = await api.call<{ event: AdminEvent }>(`events/get.php?id=${show.event_id}`, { auth: true });
    const body = editBody(event);
    body.hasSeatSelection = true;
    for (const performance of body.performances)
      Object.assign(performance, { room_id: roomId, box_office: 0, capacities: performance.capacities.map(() => 10) });
    await api.call('events/save.php', { json: body, auth: true });
    const ticketPath = await buyTicket('sitz@example.org', ['B6', 'C2']);
    for (const width of [390, 768]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}${ticketPath}`);
      await page.getByText('Erwachsene · Parkett, Reihe B, Platz 6').waitFor();
      await page.getByText('Erwachsene · Empore, Reihe C, Platz 2').waitFor();
      expect(await page.getByText(/Platz B6/).count()).toBe(0);
    }
  });
});
