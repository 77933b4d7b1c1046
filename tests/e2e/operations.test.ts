import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('dialog', (dialog) => dialog.accept());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

interface ShopEvent {
  id: number;
  name: string;
  performances: Array<{ id: number; categories: Array<{ id: number; name: string; price: number; capacity: number; remaining: number }> }>;
}
async function shopEvent(name: string): Promise<ShopEvent | undefined> {
  const response = await fetch(`${server.url}/api/events/list_detailed.php`);
  return ((await response.json()).events as ShopEvent[]).find((event) => event.name === name);
}
async function post(path: string, body: unknown) {
  const response = await fetch(`${server.url}/api/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: await response.json() };
}

const EVENT = { title: 'Operettenabend der Oberstufe', name: 'operettenabend' };
let orderId = 0;
let ticketCount = 0;

describe('back-office operations in Chromium', () => {
  it('an admin creates an event with two performances and two categories', async () => {
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Benutzername').fill('admin');
    await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/admin$/);

    await page.goto(`${server.url}/admin/events/list`);
    await page.getByRole('link', { name: 'Event erstellen' }).click();
    await page.waitForURL(/\/admin\/events\/add$/);
    await page.getByLabel('Titel').fill(EVENT.title);
    await page.getByLabel('Name (Adresse im Shop)').fill(EVENT.name);
    await page.getByLabel('Beschreibung').fill('Ein Abend mit Operettenmelodien.');
    await page.getByLabel('Kategorie 2: Preis').fill('4,50');
    await page.getByRole('button', { name: 'Vorstellung hinzufügen' }).click();
    await page.getByLabel('Vorstellung 1: Kontingent Erwachsene').fill('30');
    await page.getByLabel('Vorstellung 1: Kontingent Kinder').fill('10');
    await page.getByRole('button', { name: 'Vorstellung hinzufügen' }).click();
    expect(await page.getByLabel('Vorstellung 2: Kontingent Erwachsene').inputValue()).toBe('30');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText('Daten erfolgreich gespeichert!').waitFor();
    await page.goto(`${server.url}/admin/events/list`);
    const row = page.getByRole('row').filter({ hasText: EVENT.title });
    await row.waitFor();
    expect(await row.getByText('Sichtbar').isVisible()).toBe(true);
  });

  it('the event appears in the shop at once', async () => {
    const event = await shopEvent(EVENT.name);
    expect(event?.performances).toHaveLength(2);
    expect(event?.performances[0].categories.map((c) => [c.name, c.price, c.remaining])).toEqual([
      ['Erwachsene', 6, 30],
      ['Kinder', 4.5, 10],
    ]);
    await page.goto(`${server.url}/events`);
    await page.getByRole('heading', { name: EVENT.title }).waitFor();
  });

  it('a visitor buys through the API with the test provider', async () => {
    const event = (await shopEvent(EVENT.name)) as ShopEvent;
    const [first] = event.performances;
    const [adults, children] = first.categories;
    const created = await post('orders/create.php', {
      cart: [
        { performance_id: first.id, category_id: adults.id, quantity: 2 },
        { performance_id: first.id, category_id: children.id, quantity: 1 },
      ],
      user_data: { firstName: 'Greta', lastName: 'Gast', email: 'greta.gast@example.de' },
      donation_amount: 1.5,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    expect(created.json.total).toBe(18);
    expect((await post('payments/test/approve.php', { id: created.json.id })).status).toBe(200);
    const captured = await post('orders/capture.php', { order_id: created.json.id });
    expect(captured.json.status).toBe('CAPTURED');
    orderId = created.json.order_id;
    ticketCount = 3;
    // The shop's event answers may be up to a second old.
    const left = async () => ((await shopEvent(EVENT.name)) as ShopEvent).performances[0].categories.map((c) => c.remaining);
    await expect.poll(left, { timeout: 3_000 }).toEqual([28, 9]);
  });

  it('the order shows in the admin list and details with the right amounts', async () => {
    await page.goto(`${server.url}/admin/orders`);
    await page.getByLabel('Suche (Name, E-Mail oder Bestellnummer)').fill('greta gast');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL(/search=greta/);
    const row = page.getByRole('row').filter({ hasText: 'greta.gast@example.de' });
    await row.waitFor();
    expect(await row.textContent()).toContain('18,00\u00a0€');
    expect(await row.textContent()).toContain('Bezahlt');
    expect(await row.getByTitle('Status-Code: CAPTURED').count()).toBe(1);
    expect(await row.textContent()).toContain('3 Tickets');
    await row.getByRole('button', { name: `Details zu Bestellung ${orderId}` }).click();
    await page.waitForURL(new RegExp(`/admin/orders/details/${orderId}$`));
    const summary = page.getByRole('region', { name: 'Zusammenfassung' });
    await summary.waitFor();
    const text = (await summary.textContent()) ?? '';
    expect(text).toContain('18,00');
    expect(text).toContain('1,50');
    const lines = page.getByRole('region', { name: 'Positionen' });
    expect(await lines.textContent()).toContain('4,50');
    // Issue 51: a donation has no quantity; its line is the word and its amount, not "1x" and a unit price.
    const donation = lines.getByRole('row').filter({ hasText: 'Spende' });
    expect(await donation.getByRole('cell').allTextContents()).toEqual(['Spende', '', '', '1,50\u00a0€']);
    expect(await page.getByRole('region', { name: 'Tickets' }).getByText('Gültig').count()).toBe(ticketCount);
  });

  it('cancelling revokes the tickets and gives the quota back', async () => {
    // Issue 32 item 10: a dialog that requires the reason and says what happens.
    await page.getByRole('button', { name: 'Stornieren und erstatten' }).click();
    const cancelDialog = page.getByRole('dialog', { name: /stornieren/ });
    await cancelDialog.getByText(/Erstattung:/).waitFor();
    await cancelDialog.getByLabel('Grund der Stornierung (für den Kunden)').fill('Test der Stornierung');
    await cancelDialog.getByRole('button', { name: 'Stornieren und erstatten' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: `Bestellung ${orderId} storniert` })
      .waitFor();
    await page.getByRole('region', { name: 'Tickets' }).getByText('Storniert').first().waitFor();
    expect(await page.getByRole('region', { name: 'Tickets' }).getByText('Storniert').count()).toBe(ticketCount);
    expect(await page.getByRole('region', { name: 'Zusammenfassung' }).textContent()).toContain('Storniert');
    expect(await page.getByRole('region', { name: 'Zusammenfassung' }).textContent()).toContain('Test der Stornierung');

    const revoked = (await (await fetch(`${server.url}/api/tickets/revoked.php`)).json()).revoked as unknown[];
    expect(revoked).toHaveLength(ticketCount);
    const left = async () => ((await shopEvent(EVENT.name)) as ShopEvent).performances[0].categories.map((c) => c.remaining);
    await expect.poll(left, { timeout: 3_000 }).toEqual([30, 10]);
  });
});
