import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DIST } from '../../src/server/http/client-files';
import { ACTION_TIMEOUT_MS, CHROMIUM_ARGS, CHROMIUM_PATH, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';

/**
 * Installable and offline (issue 7). The server really goes away (and the browser is set offline),
 * so neither the page nor the service worker can reach the network.
 */
let server: RunningServer;
let context: BrowserContext;
let page: Page;
let port: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-offline-data-'));
// A copy of the build, so "deploying" a new version here leaves the other tests' build alone.
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-offline-client-'));
// Installation needs a real (non-incognito) profile.
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-offline-profile-'));

async function start() {
  server = await startServer({ DATA_DIR: dataDir, CLIENT_DIR: clientDir }, { keepDataDir: true, port });
  port = Number(new URL(server.url).port);
}
async function goOffline() {
  await context.setOffline(true);
  await server.stop();
}
async function goOnline() {
  await start();
  await context.setOffline(false);
}
const controlled = () => page.waitForFunction(() => navigator.serviceWorker.controller !== null);

beforeAll(async () => {
  fs.cpSync(CLIENT_DIST, clientDir, { recursive: true });
  await start();
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 390, height: 844 },
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  // A visitor who already chose 'essential only', so the cookie banner stays closed.
  await context.addInitScript(() => {
    if (!localStorage.getItem('cookie_consent_v2')) {
      localStorage.setItem('cookie_consent_v2', JSON.stringify({ essential: true, statistics: false, marketing: false }));
    }
  });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(clientDir, { recursive: true, force: true });
  fs.rmSync(profileDir, { recursive: true, force: true });
});

describe('the installed shop', () => {
  it('is installable', async () => {
    await page.goto(`${server.url}/events`);
    await page.waitForURL(/\/event\/musical$/);
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
  });

  it('shows the event page with its title and the cart count offline, and keeps offline cart changes', async () => {
    await page.reload();
    await controlled();
    await page.getByRole('link', { name: 'Jetzt Tickets kaufen' }).first().click();
    await page.getByRole('button', { name: 'Ein Ticket Erwachsene mehr' }).click();
    await page.getByRole('button', { name: 'Auswählen' }).click();
    await page.waitForURL(/\/order\/cart$/);
    await page.goto(`${server.url}/impressum`);
    await page.getByRole('heading', { name: 'Impressum' }).first().waitFor();
    await page.goto(`${server.url}/event/musical`);
    const title = page.getByRole('heading', { name: /Zeitsprung/ }).first();
    await title.waitFor();

    await goOffline();
    await page.reload();
    await title.waitFor();
    await expect(page.locator('.cart-badge').textContent()).resolves.toContain('1');
    await page.getByText('Offline', { exact: true }).waitFor();

    await page.goto(`${server.url}/order/cart`);
    await page.getByRole('spinbutton').first().fill('3');
    await page.getByRole('spinbutton').first().blur();
    await page.waitForFunction(() => document.querySelector('.cart-badge')?.textContent?.includes('3'));
    await page.reload();
    await page.waitForFunction(() => document.querySelector('.cart-badge')?.textContent?.includes('3'));
    await page.goto(`${server.url}/impressum`);
    await page.getByRole('heading', { name: 'Impressum' }).first().waitFor();
  });
});

describe('the back office offline', () => {
  async function post(path: string, body: unknown) {
    const response = await fetch(`${server.url}/api/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: response.status, json: await response.json() };
  }

  it('shows the stored orders list with its age and refreshes it when the network returns', async () => {
    await goOnline();
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Benutzername').fill('admin');
    await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/admin$/);
    await page.goto(`${server.url}/admin/orders`);
    await page.getByRole('heading', { name: 'Bestellungen' }).first().waitFor();
    await page.getByRole('table').first().waitFor();

    await goOffline();
    await page.reload();
    await page.getByText(/^Offline – Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/).waitFor();
    await page.getByRole('table').first().waitFor();
    expect(await page.locator('td', { hasText: 'offlinia@example.org' }).count()).toBe(0);

    // Meanwhile a visitor buys a ticket while this tablet is still offline.
    await start();
    const event = (await (await fetch(`${server.url}/api/events/info.php?name=musical`)).json()).event;
    const performance = event.performances.find((p: { past: boolean }) => !p.past);
    const created = await post('orders/create.php', {
      cart: [{ performance_id: performance.id, category_id: performance.categories[0].id, quantity: 1 }],
      user_data: { firstName: 'Offlinia', lastName: 'Netz', email: 'offlinia@example.org' },
      donation_amount: 0,
    });
    expect(created.status).toBe(200);
    await post('payments/test/approve.php', { id: created.json.id });
    expect((await post('orders/capture.php', { order_id: created.json.id })).json.status).toBe('CAPTURED');

    await context.setOffline(false);
    await page.locator('td', { hasText: 'offlinia@example.org' }).first().waitFor();
    expect(await page.getByText(/^Offline – Stand/).count()).toBe(0);
  });

  it('refuses a change offline with a clear message and keeps what was typed', async () => {
    await page.goto(`${server.url}/admin/user/self`);
    const firstName = page.getByLabel('Vorname');
    await firstName.fill('Adelheid');
    await page.getByLabel('Telefon').fill('0201 4711');
    await page.getByLabel('E-Mail').fill('admin@example.org');
    await goOffline();
    await page
      .getByRole('button', { name: /Speichern/ })
      .first()
      .click();
    await page.getByText(/Sie sind offline\. Die Änderung wurde nicht gespeichert/).waitFor();
    expect(await firstName.inputValue()).toBe('Adelheid');
    await goOnline();
  });
});

describe('the service worker caches', () => {
  it('hold no session, account, order, payment or admin call', async () => {
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    const api = cached.filter((url) => url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(0);
    // Public event data, legal pages and images, and a buyer's own ticket page (reached by its token).
    const allowed = /^\/api\/(events\/(list_detailed|info)|config\/public|pages\/get|files\/download|tickets\/order)\.php$/;
    expect(api.filter((url) => !allowed.test(url))).toEqual([]);
  });
});

describe('a new deployment', () => {
  it('offers the update, and taking it keeps the cart', async () => {
    await page.goto(`${server.url}/event/musical`);
    await controlled();
    // A new build changes the service worker's bytes (its precache revisions).
    fs.appendFileSync(path.join(clientDir, 'sw.js'), '\n// neue Version\n');
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const update = page.getByRole('button', { name: 'Neue Version verfügbar – Jetzt aktualisieren' });
    await update.waitFor();
    // Taking the update activates the new service worker, which reloads the page once.
    await Promise.all([page.waitForEvent('load'), update.click()]);
    await page.waitForFunction(() => document.querySelector('.cart-badge')?.textContent?.includes('3'));
    await page
      .getByRole('heading', { name: /Zeitsprung/ })
      .first()
      .waitFor();
    expect(await update.count()).toBe(0);
  });
});
