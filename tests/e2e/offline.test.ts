import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_DIST } from '../../src/server/http/client-files';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { CHROMIUM_ARGS, CHROMIUM_PATH, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';

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
    await page.getByRole('link', { name: 'Jetzt Tickets Kaufen' }).first().click();
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
  it('shows stored reads with their age and refreshes them when the network returns', async () => {
    await goOnline();
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Benutzername').fill('admin');
    await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/admin$/);
    await page.goto(`${server.url}/admin/user/list`);
    await page.getByRole('cell', { name: 'admin' }).first().waitFor();

    await goOffline();
    await page.reload();
    await page.getByText(/^Offline – Stand: \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr$/).waitFor();
    await page.getByRole('cell', { name: 'admin' }).first().waitFor();
    expect(await page.locator('td', { hasText: 'Offlinia' }).count()).toBe(0);

    // Meanwhile someone adds a colleague on the server.
    await start();
    const token = await fetch(`${server.url}/api/auth/login.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) }),
    }).then(async (response) => (await response.json()).session_token);
    const added = await fetch(`${server.url}/api/accounts/add.php`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        username: 'offlinia', name: 'Offlinia', surname: 'Netz', telephone: '0201 123', mail: 'o@example.org',
        image_id: '', role: 'user', password: sha256Hex('offline-passwort-1'),
      }),
    });
    expect(added.status).toBe(200);

    await context.setOffline(false);
    await page.locator('td', { hasText: 'Offlinia' }).first().waitFor();
    expect(await page.getByText(/^Offline – Stand/).count()).toBe(0);
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
    await update.click();
    await page.waitForFunction(() => document.querySelector('.cart-badge')?.textContent?.includes('3'));
    await page.getByRole('heading', { name: /Zeitsprung/ }).first().waitFor();
    expect(await update.count()).toBe(0);
  });
});
