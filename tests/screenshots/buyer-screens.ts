/**
 * `npm run screenshots`: the event page, ticket step, FAQ, contact, empty cart, the checkout's steps, the ticket
 * page (paid, then cancelled), and in the back office the dashboard, orders, order details with the cancel
 * dialog, outbox, roles, mail templates and statistics, at phone, tablet and desktop size (issue 32), as PNGs
 * in `screenshots/` (git-ignored), to look at the layout by eye. Builds the client first when it is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ensureClientBuild } from '../../src/server/client-build';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { buyTicketsThroughCheckout, fillCart } from '../e2e/buyer-helpers';
import { visitorWithConsent } from '../e2e/shop-helpers';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';

const OUT = path.resolve(import.meta.dirname, '../../screenshots');
const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'desktop', width: 1366, height: 900 },
];

const SHOP_PAGES: Array<[name: string, path: string]> = [
  ['event', '/event/musical'],
  ['ticket-step', '/order/tickets/musical'],
  ['faq', '/faq'],
  ['kontakt', '/kontakt'],
  ['cart-empty', '/order/cart'],
];
const STAFF_PAGES: Array<[name: string, path: string]> = [
  ['dashboard', '/admin'],
  ['orders', '/admin/orders'],
  ['roles', '/admin/user/roles'],
  ['mail-templates', '/admin/mail/template/list'],
  ['statistics', '/admin/statistics/detailed'],
];

async function api<T>(server: RunningServer, call: string, token: string, json?: unknown): Promise<T> {
  const response = await fetch(`${server.url}/api/${call}`, {
    method: json === undefined ? 'GET' : 'POST',
    headers: { Authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!response.ok) throw new Error(`${call}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function staffPage(browser: Browser, server: RunningServer, size: { width: number; height: number }): Promise<Page> {
  const context = await browser.newContext({ viewport: size });
  const page = await context.newPage();
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel(/Benutzername/i).fill('admin');
  await page.getByLabel(/Passwort/i).fill(TEST_ADMIN_PASSWORD);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/admin(?!\/login)/);
  return page;
}

ensureClientBuild((line) => console.log(line));
fs.mkdirSync(OUT, { recursive: true });
const server = await startServer();
const browser = await launchBrowser();
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(OUT, `${name}.png`), fullPage: true });
try {
  const { session_token: token } = (await (
    await fetch(`${server.url}/api/auth/login.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) }),
    })
  ).json()) as { session_token: string };
  for (const size of SIZES) {
    const visitor = await visitorWithConsent(browser, { viewport: { width: size.width, height: size.height } });
    const page = await visitor.newPage();
    for (const [name, address] of SHOP_PAGES) {
      await page.goto(`${server.url}${address}`);
      await page.locator('h1').first().waitFor();
      await page.waitForTimeout(500);
      await shot(page, `${name}-${size.name}`);
    }
    await fillCart(page, server.url);
    await page.getByPlaceholder('Betrag eingeben').fill('2,5');
    await shot(page, `cart-${size.name}`);
    await page.getByRole('button', { name: 'Zur Kasse' }).click();
    let step = 0;
    await buyTicketsThroughCheckout(page, async (name) => {
      step += 1;
      await shot(page, `checkout-${step}-${name.toLowerCase().replace(/[^a-zäöüß]+/g, '-')}-${size.name}`);
    });
    await page.getByRole('link', { name: 'Tickets ansehen und herunterladen' }).click();
    await page.getByRole('heading', { name: 'Deine Tickets' }).waitFor();
    await page.locator('img.ticket-qr').first().waitFor({ timeout: 30_000 });
    await shot(page, `ticket-page-paid-${size.name}`);

    // The back office cancels this order: the buyer's page says so, staff see the details and the mail.
    const list = await api<{ data: Array<{ id: number }> }>(server, 'orders/fetch.php?page=1&pageSize=100', token);
    const orderId = Math.max(...list.data.map((order) => order.id));
    await api(server, 'orders/cancel.php', token, { order_id: orderId, reason: 'Die Vorstellung fällt aus.' });
    await page.reload();
    await page.getByText('Diese Bestellung wurde storniert.').waitFor();
    await shot(page, `ticket-page-cancelled-${size.name}`);
    await visitor.close();

    const staff = await staffPage(browser, server, size);
    for (const [name, address] of STAFF_PAGES) {
      await staff.goto(`${server.url}${address}`);
      await staff.getByRole('heading', { level: 1 }).waitFor();
      await staff.waitForTimeout(1000);
      await shot(staff, `${name}-${size.name}`);
    }
    // A paid order of the seed data, with the cancel dialog open.
    const paid = await api<{ data: Array<{ id: number; status: string }> }>(server, 'orders/fetch.php?status=CAPTURED&page=1&pageSize=5', token);
    if (paid.data[0]) {
      await staff.goto(`${server.url}/admin/orders/details/${paid.data[0].id}`);
      await staff.getByRole('button', { name: 'Stornieren und erstatten' }).click();
      await staff.getByRole('dialog').waitFor();
      await staff.waitForTimeout(300);
      await staff.screenshot({ path: path.join(OUT, `cancel-dialog-${size.name}.png`) });
    }
    await staff.goto(`${server.url}/admin/orders/details/${orderId}`);
    await staff.getByRole('heading', { level: 1 }).waitFor();
    await staff.waitForTimeout(1000);
    await shot(staff, `order-details-${size.name}`);
    await staff.goto(`${server.url}/admin/mail/outbox`);
    await staff.getByRole('heading', { level: 1 }).waitFor();
    await staff.waitForTimeout(1000);
    await shot(staff, `outbox-${size.name}`);
    await staff.context().close();
  }
  console.log(`Screenshots in ${OUT}:\n${fs.readdirSync(OUT).sort().join('\n')}`);
} finally {
  await browser.close();
  await server.stop();
}
