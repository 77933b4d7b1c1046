import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CLIENT_DIST } from '../../src/server/http/client-files';
import { ACTION_TIMEOUT_MS, CHROMIUM_ARGS, CHROMIUM_PATH, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';

/**
 * The back office with a flaky connection (issue 17, items 1–5): offline both as the browser sees it
 * (`setOffline`) and with the server itself gone while the network is up.
 */
let server: RunningServer | undefined;
let context: BrowserContext;
let page: Page;
let port: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-offline-data-'));
const clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-offline-client-'));
// A real profile: IndexedDB, localStorage and the service worker live on across reloads as on a tablet.
const profileDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-admin-offline-profile-'));

const QUEUED = 'Offline – wird geladen, sobald die Verbindung zurück ist';
const STAND = /^Offline – Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/;

const url = (route: string) => `http://127.0.0.1:${port}${route}`;
async function startTheServer() {
  server = await startServer({ DATA_DIR: dataDir, CLIENT_DIR: clientDir }, { keepDataDir: true, port });
  port = Number(new URL(server.url).port);
}
async function stopTheServer() {
  await server?.stop();
  server = undefined;
}
async function api(route: string, body: unknown, token?: string) {
  const response = await fetch(url(`/api/${route}`), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, json: await response.json().catch(() => null) };
}
async function paidOrder(email: string): Promise<void> {
  const event = (await (await fetch(url('/api/events/info.php?name=musical'))).json()).event;
  const performance = event.performances.find((p: { past: boolean }) => !p.past);
  const created = await api('orders/create.php', {
    cart: [{ performance_id: performance.id, category_id: performance.categories[0].id, quantity: 1 }],
    user_data: { firstName: 'Flaka', lastName: 'Netz', email },
    donation_amount: 0,
  });
  await api('payments/test/approve.php', { id: created.json.id });
  expect((await api('orders/capture.php', { order_id: created.json.id })).json.status).toBe('CAPTURED');
}

const sidebarLink = (name: string) => page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name, exact: true });
const storedToken = () => page.evaluate(() => JSON.parse(localStorage.getItem('authUser') ?? 'null')?.session as string | undefined);
/** The back office's stored reads and queue, straight from IndexedDB. */
const storedReads = () =>
  page.evaluate(
    () =>
      new Promise<{ cache: string[]; queue: string[]; signOuts: number }>((resolve, reject) => {
        const open = indexedDB.open('musical-shop');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          // Builds before issue 17 had no sign-out outbox.
          const outbox = open.result.objectStoreNames.contains('signOutQueue');
          const tx = open.result.transaction(['readCache', 'readQueue', ...(outbox ? ['signOutQueue'] : [])], 'readonly');
          const keys = (name: string) => tx.objectStore(name).getAllKeys();
          const cache = keys('readCache');
          const queue = keys('readQueue');
          const signOuts = outbox ? tx.objectStore('signOutQueue').count() : undefined;
          tx.oncomplete = () => {
            resolve({ cache: cache.result.map(String), queue: queue.result.map(String), signOuts: signOuts?.result ?? 0 });
            open.result.close();
          };
        };
      }),
  );

async function signIn() {
  await page.goto(url('/admin/login'));
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/admin$/);
  await page.getByText('Systemstatus').waitFor();
}

beforeAll(async () => {
  fs.cpSync(CLIENT_DIST, clientDir, { recursive: true });
  await startTheServer();
  context = await chromium.launchPersistentContext(profileDir, {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
    viewport: { width: 1280, height: 900 },
  });
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  page = await context.newPage();
  // The service worker holds the app, so pages open with the server gone.
  await page.goto(url('/admin/login'));
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
});
// Each test starts with the device and the server online, whatever the one before left behind.
beforeEach(async () => {
  await context.setOffline(false);
  if (!server) await startTheServer();
});
afterAll(async () => {
  await context?.close();
  await server?.stop();
  for (const dir of [dataDir, clientDir, profileDir]) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the back office with a flaky connection', () => {
  it('replays a read queued offline right after a sign-in, without a reload (setOffline)', async () => {
    await paidOrder('flaka@example.org');
    await signIn();
    await sidebarLink('Bestellungen').click();
    await page.locator('td', { hasText: 'flaka@example.org' }).first().waitFor();

    await context.setOffline(true);
    await page
      .locator('tr', { hasText: 'flaka@example.org' })
      .getByRole('button', { name: /^Details zu Bestellung/ })
      .click();
    await page.getByText(QUEUED).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    await context.setOffline(false);
    await page.getByRole('heading', { name: 'Kunde' }).waitFor({ timeout: 10_000 });
    expect(await page.getByText(QUEUED).count()).toBe(0);
    await expect.poll(async () => (await storedReads()).queue).toEqual([]);
  });

  it('dashboard, statistics and configuration read from the cache with their age; a never-visited one fills in by itself when the server returns', async () => {
    await page.goto(url('/admin'));
    await page.getByText('Systemstatus').waitFor();
    await page.goto(url('/admin/statistics'));
    await page.getByRole('table').first().waitFor();

    await stopTheServer();
    await page.goto(url('/admin'));
    await page.getByText('Systemstatus').waitFor();
    await page.getByText(STAND).waitFor();
    await page.goto(url('/admin/statistics'));
    await page.getByRole('table').first().waitFor();
    await page.getByText(STAND).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);

    await page.goto(url('/admin/configuration/general'));
    await page.getByText(QUEUED).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    expect(await page.getByText('Fehler beim Laden der Daten', { exact: false }).count()).toBe(0);

    await startTheServer();
    // No reload, no click: the waiting read retries on its own (twice a second). Tests never fail on time, so
    // the bound here is only generous enough for a loaded machine.
    await page.getByRole('button', { name: 'Speichern', exact: true }).first().waitFor({ timeout: 10_000 });
    // The banner follows the connection check (twice a second while reads wait), not the read itself: the two
    // race by a moment, so wait for it to go rather than count it at this instant.
    await page
      .getByText(/^Offline/)
      .first()
      .waitFor({ state: 'detached', timeout: 5_000 });
  });

  it('every page says it is offline, and the refused-save message goes when the connection returns (setOffline)', async () => {
    await page.goto(url('/admin/user/self'));
    const firstName = page.getByLabel('Vorname');
    await firstName.fill('Adelheid');
    await page.getByLabel('Telefon').fill('0201 4711');
    await page.getByLabel('E-Mail').fill('admin@example.org');
    await context.setOffline(true);
    await page
      .getByRole('button', { name: /Speichern/ })
      .first()
      .click();
    const refused = page.getByText(/Sie sind offline\. Die Änderung wurde nicht gespeichert/);
    await refused.waitFor();
    await page
      .getByText(/^Offline/)
      .first()
      .waitFor();
    expect(await firstName.inputValue()).toBe('Adelheid');

    await context.setOffline(false);
    await refused.waitFor({ state: 'detached', timeout: 10_000 });
    await page
      .getByText(/^Offline/)
      .first()
      .waitFor({ state: 'detached', timeout: 10_000 });
  });

  it('a sign-out with the server gone leaves no token and ends the session once it is back', async () => {
    const token = await storedToken();
    expect(token).toBeTruthy();
    await stopTheServer();
    await context.setOffline(true);
    await page.goto(url('/admin/logout'));
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(/\/admin\/login$/);
    expect(await storedToken()).toBeUndefined();
    expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull();
    const stored = await storedReads();
    expect(stored.cache.filter((key) => key.startsWith('admin|'))).toEqual([]);
    expect(stored.signOuts).toBe(1);

    await startTheServer();
    // Until the device is back the old session still works; then the queued sign-out ends it.
    expect((await api('auth/check_session.php', {}, token)).status).toBe(200);
    await context.setOffline(false);
    await expect.poll(async () => (await api('auth/check_session.php', {}, token)).status, { timeout: 15_000 }).toBe(401);
    await expect.poll(async () => (await storedReads()).signOuts, { timeout: 5_000 }).toBe(0);
  });

  it('keeps no session token in read keys, and a session the server refuses takes the cache with it', async () => {
    await signIn();
    await sidebarLink('Bestellungen').click();
    await page.locator('td', { hasText: 'flaka@example.org' }).first().waitFor();
    const token = (await storedToken()) as string;
    const keys = (await storedReads()).cache;
    expect(keys.filter((key) => key.startsWith('admin|')).length).toBeGreaterThan(2);
    expect(keys.filter((key) => key.includes('session_token') || key.includes(token))).toEqual([]);

    // Signed out on another device (or expired, or banned): the server refuses the token from now on.
    expect((await api('auth/logout.php', {}, token)).status).toBe(200);
    await sidebarLink('Dashboard').click();
    await page.waitForURL(/\/admin\/login$/);
    expect(await storedToken()).toBeUndefined();
    await expect
      .poll(async () => {
        const { cache, queue } = await storedReads();
        return [...cache, ...queue].filter((key) => key.startsWith('admin|'));
      })
      .toEqual([]);
  });
});
