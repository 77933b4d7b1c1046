import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer } from '../helpers/e2e';
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
async function buyTicket(email: string): Promise<string> {
  const event = (await (await fetch(`${server.url}/api/events/info.php?name=musical`)).json()).event;
  const performance = event.performances.find((p: { past: boolean }) => !p.past);
  const created = await post('orders/create.php', {
    cart: [{ performance_id: performance.id, category_id: performance.categories[0].id, quantity: 1 }],
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
});
