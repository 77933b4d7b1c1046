import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('the foundation in Chromium', () => {
  it('sends / to /events', async () => {
    await page.goto(`${server.url}/`);
    // /events itself forwards to the event page when exactly one event is on sale.
    await page.waitForFunction(() => location.pathname.startsWith('/event'));
    expect(new URL(page.url()).pathname).toMatch(/^\/events?(\/|$)/);
  });

  it('shows the 404 page for an unknown path', async () => {
    await page.goto(`${server.url}/gibt-es-nicht`);
    await expect(page.getByRole('heading', { name: 'Nicht gefunden' }).textContent()).resolves.toBe('Nicht gefunden');
  });

  it('sends a signed-out visitor of /admin to the login', async () => {
    await page.goto(`${server.url}/admin/orders`);
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.getByLabel('Benutzername').count()).toBe(1);
  });

  it('refuses a wrong password, then signs in and out', async () => {
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Benutzername').fill('admin');
    await page.getByLabel('Passwort', { exact: true }).fill('falsches-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Login fehlgeschlagen');

    await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/admin$/);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('authUser') ?? 'null'));
    expect(stored).toMatchObject({ user: 'admin' });

    await page.goto(`${server.url}/admin/logout`);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.waitForURL(/\/admin\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('authUser'))).toBeNull();
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(/\/admin\/login$/);
  });
});
