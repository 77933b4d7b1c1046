import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer } from '../helpers/e2e';
import { visitorWithConsent, waitForTotal } from './shop-helpers';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await visitorWithConsent(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const storedCart = (p: Page) =>
  p.evaluate(() => ({ items: JSON.parse(localStorage.getItem('cartItems') ?? 'null'), donation: localStorage.getItem('cartDonation') }));

/** The cart's total as shown (after waitForTotal has seen it settle). */
const cartTotal = async (p: Page) => (await p.getByTestId('cart-total').textContent())?.replace(/\u00a0/g, ' ');

describe('the shop in Chromium', () => {
  it('forwards /events with one event straight to its page', async () => {
    await page.goto(`${server.url}/events`);
    await page.waitForURL(/\/event\/musical$/);
    await page.getByRole('heading', { level: 1, name: 'Zeitsprung – Das Schulmusical' }).waitFor();
    expect(await page.getByText(/Die Premiere hat bereits stattgefunden\.|Tage? bis zur Premiere!|Nächste Vorstellung: /).count()).toBe(1);
    await expect(page.getByText('Vergangen').count()).resolves.toBe(2);
  });

  it('puts 2 Erwachsene and 1 Kinder in the cart', async () => {
    await page.getByRole('link', { name: 'Jetzt Tickets kaufen' }).first().click();
    await page.waitForURL(/\/order\/tickets\/musical$/);
    // One bookable date: the date step is skipped.
    await page.getByRole('heading', { name: 'Kategorie wählen' }).waitFor();
    const choose = page.getByRole('button', { name: 'Auswählen' });
    expect(await choose.isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Ein Ticket Erwachsene mehr' }).click();
    await page.getByRole('button', { name: 'Ein Ticket Erwachsene mehr' }).click();
    await page.getByRole('spinbutton', { name: /Kinder/ }).fill('1');
    await choose.click();
    await page.waitForURL(/\/order\/cart$/);
    await waitForTotal(page, '15,00 €');
    const rows = await page.locator('.cart-table tbody tr').allTextContents();
    expect(rows[0]).toContain('Erwachsene');
    expect(rows[0]).toContain('12,00');
    expect(rows[1]).toContain('Kinder');
    expect(rows[1]).toMatch(/\d{2}\.\d{2}\.\d{4}, 19:00 Uhr/);
    await expect(page.locator('.cart-badge').textContent()).resolves.toContain('3');
    const stored = await storedCart(page);
    expect(stored.items).toHaveLength(2);
    expect(stored.items[0]).toMatchObject({ id: 0, type: 'Erwachsene', quantity: 2, price: 6, event: 'musical' });
    expect(stored.items[0].performanceId).toEqual(expect.any(Number));
  });

  it('keeps the cart over a reload', async () => {
    await page.reload();
    await waitForTotal(page, '15,00 €');
    expect(await cartTotal(page)).toBe('15,00 €');
    expect((await storedCart(page)).items).toHaveLength(2);
  });

  it('shows a change in a second tab without reload', async () => {
    const second = await context.newPage();
    await second.goto(`${server.url}/order/cart`);
    await waitForTotal(second, '15,00 €');
    await page.getByLabel('Menge Kinder').fill('3');
    await waitForTotal(second, '21,00 €');
    await second.getByRole('button', { name: 'Erwachsene entfernen' }).click();
    await waitForTotal(page, '9,00 €');
    expect([await cartTotal(page), await cartTotal(second)]).toEqual(['9,00 €', '9,00 €']);
    await second.close();
  });

  it("reads donations '5,5', '-3' and 'abc' as spec §5 says", async () => {
    const donation = page.getByPlaceholder('Betrag eingeben');
    await donation.fill('5,5');
    await waitForTotal(page, '14,50 €');
    expect((await storedCart(page)).donation).toBe('5.5');
    await donation.blur();
    expect(await donation.inputValue()).toBe('5,50');
    await donation.fill('-3');
    await waitForTotal(page, '9,00 €');
    await donation.fill('abc');
    await waitForTotal(page, '9,00 €');
    expect((await storedCart(page)).donation).toBe('0');
  });

  it('clamps a quantity of 0 to 1', async () => {
    const quantity = page.getByLabel('Menge Kinder');
    await quantity.fill('0');
    await waitForTotal(page, '3,00 €');
    await quantity.blur();
    expect(await quantity.inputValue()).toBe('1');
  });

  it("goes to the checkout with 'Zur Kasse'", async () => {
    await page.getByRole('button', { name: 'Zur Kasse' }).click();
    await page.waitForURL(/\/order\/checkout$/);
    expect(new URL(page.url()).pathname).toBe('/order/checkout');
  });

  it("links Tickets to 'unfollow-me' without an event, and the flow still preselects the event", async () => {
    await page.goto(`${server.url}/order/cart`);
    const tickets = page.getByRole('link', { name: 'Tickets', exact: true });
    expect(await tickets.getAttribute('href')).toBe('/order/tickets/unfollow-me');
    await tickets.click();
    await page.getByRole('heading', { name: 'Kategorie wählen' }).waitFor();
    await page.getByRole('button', { name: '1. Event' }).click();
    await page.getByRole('heading', { name: 'Event wählen' }).waitFor();
  });

  it('shows its texts for an unknown event', async () => {
    await page.goto(`${server.url}/event/gibt-es-nicht`);
    await page.getByRole('heading', { name: 'Event nicht gefunden' }).waitFor();
    await page.getByText('Das angeforderte Event existiert nicht.').waitFor();
    expect(await page.getByRole('heading', { level: 1 }).allTextContents()).toContain('Event nicht gefunden');
  });

  it('lands /impressum#datenschutz on the privacy section', async () => {
    await page.goto(`${server.url}/impressum#datenschutz`);
    await page.getByRole('heading', { name: 'Datenschutz', exact: true }).waitFor();
    for (const id of ['impressum', 'copyright', 'datenschutz']) expect(await page.locator(`section#${id}`).count()).toBe(1);
    await page.waitForFunction(() => {
      const top = document.getElementById('datenschutz')?.getBoundingClientRect().top ?? 9999;
      return top < window.innerHeight;
    });
  });
});
