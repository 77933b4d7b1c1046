import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { fillCart, postApi, sidewaysOverflow } from './buyer-helpers';
import { visitorWithConsent } from './shop-helpers';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

const staff = (path: string, body: unknown) => postApi(server.url, path, body, token);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = (await postApi(server.url, 'auth/login.php', { user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) })).session_token;
  await staff('config/save.php', { values: { coupon_codes: true } });
  const event = (await (await fetch(`${server.url}/api/events/info.php?name=musical`)).json()).event;
  const categoryIds = [...new Set(event.performances.flatMap((p: { categories: Array<{ id: number }> }) => p.categories.map((c) => c.id)))];
  await staff('coupons/create.php', { code: 'HELFER', kind: 'free', value: 1, category_ids: categoryIds });
  context = await visitorWithConsent(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('a Freikarten coupon covering the whole cart in the phone checkout (390 px, issue 33)', () => {
  it('shows no payment buttons, places the order with "Kostenlos verbindlich bestellen" and ends on the tickets', async () => {
    await fillCart(page, server.url);
    await page.getByRole('button', { name: 'Zur Kasse' }).click();
    await page.getByRole('heading', { name: 'Bestellübersicht' }).waitFor();
    await page.getByLabel('Gutscheincode').fill('helfer');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await page.getByTestId('coupon-applied').waitFor();
    await expect.poll(async () => (await page.getByTestId('checkout-total').textContent())?.replace(/\s/g, ' ')).toBe('0,00 €');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('heading', { name: 'Deine Daten' }).waitFor();
    await page.getByLabel('Vorname').fill('Mia');
    await page.getByLabel('Nachname').fill('Krüger');
    await page.getByLabel('E-Mail').fill('mia.helferin@example.de');
    await page.getByRole('button', { name: 'Weiter' }).click();

    await page.getByRole('heading', { name: /Zahlungsmethode/ }).waitFor();
    await page.getByTestId('free-order').waitFor();
    expect(await page.getByRole('button', { name: /Testzahlung|PayPal/ }).count()).toBe(0);
    expect(await page.locator('iframe, [data-testid="test-buttons"]').count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Weiter zur Bestellübersicht' }).click();

    await page.getByRole('heading', { name: 'Bestellung abschließen' }).waitFor();
    await page.getByTestId('binding-summary').waitFor();
    const summary = ((await page.getByTestId('binding-summary').textContent()) ?? '').replace(/\s/g, ' ');
    expect(summary).toContain('Gutschein HELFER (1 Freikarte)');
    expect(summary).toContain('Gesamtsumme0,00 €');
    expect(await page.getByText('Zahlungspflichtig bestellen').count()).toBe(0);
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await page.getByRole('button', { name: 'Kostenlos verbindlich bestellen' }).click();

    await page.getByRole('heading', { name: 'Bestellung abgeschlossen' }).waitFor({ timeout: 15_000 });
    expect(await page.locator('.checkout-success').textContent()).toContain('ist abgeschlossen');
    await page.getByRole('link', { name: 'Tickets ansehen und herunterladen' }).click();
    await page.waitForURL(/\/tickets\//);
    await page.getByRole('heading', { name: 'Deine Tickets' }).waitFor();
    await page.locator('img.ticket-qr').first().waitFor({ timeout: 15_000 });
    // A free ticket goes back without any talk of money: its place is simply free again.
    await page.getByRole('button', { name: /^Ticket Nr\. \d+ zurückgeben$/ }).click();
    expect(await page.locator('.ticket-returns__confirm').textContent()).toContain('ihre Plätze gehen wieder in den Verkauf.');
    await page.getByRole('button', { name: 'Ja, zurückgeben' }).click();
    await page.getByText(/Es gibt nichts zu erstatten; die Plätze sind wieder frei/).waitFor();

    const orders = await (await fetch(`${server.url}/api/orders/fetch.php`, { headers: { authorization: `Bearer ${token}` } })).json();
    const free = orders.data.find((order: { email: string }) => order.email === 'mia.helferin@example.de');
    // Its one ticket returned, the order is closed.
    expect(free).toMatchObject({ status: 'CANCELLED', total: 0 });
  });
});
