import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  page.on('dialog', (dialog) => dialog.accept());
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const EVENT = { title: 'Frühlingskonzert', name: 'fruehlingskonzert' };
const VENUE = { name: 'Stadthalle Rüttenscheid', address: 'Am Markt 3, 45130 Essen', parking: 'Parken im Parkhaus am Markt, 3 Minuten zu Fuß.' };
let eventId = 0;
let orderId = 0;
let ticketUrl = '';
let mailPath = '';

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.url}/api/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: await response.json() };
}

/** The page never scrolls sideways: tables scroll inside their card or collapse. */
async function fitsWidth(target: Page): Promise<{ scroll: number; client: number; culprits: string[] }> {
  return target.evaluate(() => {
    const client = document.documentElement.clientWidth;
    // The outermost elements that stick out name the culprit in the failure message.
    const culprits = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter(
        (element) =>
          element.getBoundingClientRect().right > client + 1 && !(element.parentElement && element.parentElement.getBoundingClientRect().right > client + 1),
      )
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`);
    return { scroll: document.documentElement.scrollWidth, client, culprits };
  });
}

describe('any event, not only the musical (issue 15 items 7, 8, 10)', () => {
  it('an admin creates a concert with its own venue; saving confirms it', async () => {
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Benutzername').fill('admin');
    await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/admin$/);

    await page.goto(`${server.url}/admin/events/add`);
    await page.getByLabel('Titel').fill(EVENT.title);
    await page.getByLabel('Name (Adresse im Shop)').fill(EVENT.name);
    await page.getByLabel('Beschreibung').fill('Chor und Orchester begrüßen den Frühling.');
    await page.getByLabel('Name des Veranstaltungsorts').fill(VENUE.name);
    await page.getByLabel('Adresse', { exact: true }).fill(VENUE.address);
    await page.getByLabel('Anfahrt und Parken').fill(VENUE.parking);
    await page.getByRole('button', { name: 'Vorstellung hinzufügen' }).click();
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText('Daten erfolgreich gespeichert!').waitFor();
    await page.waitForURL(/\/admin\/events\/edit\/\d+$/);
    eventId = Number(page.url().split('/').at(-1));
    expect(await page.getByLabel('Name des Veranstaltungsorts').inputValue()).toBe(VENUE.name);
    expect(await page.getByLabel('Altersempfehlung').inputValue()).toBe('');
  });

  it('the event page and card show the venue and none of the musical’s facts', async () => {
    const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await visitor.goto(`${server.url}/event/${EVENT.name}`);
    await visitor.getByRole('heading', { name: EVENT.title, level: 1 }).waitFor();
    const anfahrt = visitor.getByRole('region', { name: 'Anfahrt' });
    expect(await anfahrt.textContent()).toContain(VENUE.address);
    expect(await anfahrt.textContent()).toContain(VENUE.parking);
    const text = (await visitor.locator('main').textContent()) ?? '';
    expect(text).not.toMatch(/10 Jahren|2 Stunden|Musical-AG/);
    await visitor.goto(`${server.url}/faq`);
    await visitor.getByRole('heading', { name: 'FAQ' }).waitFor();
    await visitor.getByText('Zeitsprung – Das Schulmusical: empfohlen ab etwa 10 Jahren').waitFor();
    expect(await visitor.locator('main').textContent()).not.toContain(`${EVENT.title}: empfohlen`);
    await visitor.goto(`${server.url}/events`);
    const card = visitor.locator('.event-card').filter({ hasText: EVENT.title });
    await card.waitFor();
    expect(await card.textContent()).toContain(VENUE.name);
    await visitor.close();
  });

  it('a buyer pays; the ticket page names the venue with its address', async () => {
    const event = (await (await fetch(`${server.url}/api/events/info.php?name=${EVENT.name}`)).json()).event;
    const [performance] = event.performances;
    const created = await post('orders/create.php', {
      cart: [{ performance_id: performance.id, category_id: performance.categories[0].id, quantity: 2 }],
      user_data: { firstName: 'Greta', lastName: 'Gast', email: 'greta.gast@example.de' },
      donation_amount: 0,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(200);
    await post('payments/test/approve.php', { id: created.json.id });
    const captured = await post('orders/capture.php', { order_id: created.json.id, checkout_secret: created.json.checkout_secret });
    expect(captured.json.status).toBe('CAPTURED');
    orderId = created.json.order_id;
    ticketUrl = captured.json.ticket_url;
    await page.goto(ticketUrl);
    await page.getByText(`${VENUE.name}, ${VENUE.address}`).first().waitFor();
    expect(await page.getByRole('img', { name: /QR-Code/ }).count()).toBe(2);
  });

  it('cancelling mails the buyer and the ticket page says so without QR codes or PDF', async () => {
    await page.goto(`${server.url}/admin/orders/details/${orderId}`);
    // Issue 32 item 10: a dialog that requires the reason and says what happens.
    await page.getByRole('button', { name: 'Stornieren und erstatten' }).click();
    const cancelDialog = page.getByRole('dialog', { name: /stornieren/ });
    await cancelDialog.getByText(/Erstattung:/).waitFor();
    await cancelDialog.getByLabel('Grund der Stornierung (für den Kunden)').fill('Das Konzert fällt aus.');
    await cancelDialog.getByRole('button', { name: 'Stornieren und erstatten' }).click();
    // The answer starts so; the order's history now says it too, as a sentence ("… hat Bestellung 1 storniert").
    await page.getByText(new RegExp(`^Bestellung ${orderId} storniert`)).waitFor();
    const history = page.getByRole('region', { name: 'Zahlungen und Mails' });
    await history
      .getByRole('link', { name: /Mail \d+/ })
      .nth(1)
      .waitFor();

    await page.goto(`${server.url}/admin/mail/outbox`);
    const row = page
      .getByRole('row')
      .filter({ hasText: 'Stornierung' })
      .filter({ hasText: `Bestellung ${orderId}` });
    await row.waitFor();
    await row.getByRole('link').first().click();
    await page.waitForURL(/\/admin\/mail\/outbox\/\d+$/);
    mailPath = new URL(page.url()).pathname;
    const textPart = page.getByRole('region', { name: 'Textteil' });
    await textPart.waitFor();
    expect(await textPart.textContent()).toContain('Grund: Das Konzert fällt aus.');
    expect(await textPart.textContent()).toMatch(/Erstattet: 12,00\s€/);
    expect(await page.locator('iframe.mail-view__frame').getAttribute('sandbox')).toBe('');

    await page.goto(ticketUrl);
    await page.getByText('Diese Bestellung wurde storniert.').waitFor();
    expect(await page.getByRole('img', { name: /QR-Code/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: /PDF/ }).count()).toBe(0);
  });
});

describe('back-office pages never scroll sideways (issue 15 item 11)', () => {
  for (const viewport of [
    { width: 1366, height: 900 },
    { width: 390, height: 844 },
  ]) {
    it(`at ${viewport.width}×${viewport.height}`, async () => {
      await page.setViewportSize(viewport);
      const wide: string[] = [];
      for (const path of ['/admin/orders', `/admin/orders/details/${orderId}`, '/admin/mail/outbox', mailPath, `/admin/events/edit/${eventId}`]) {
        await page.goto(`${server.url}${path}`);
        await page.locator('main h1, main h2').first().waitFor();
        // Tables and forms arrive after the heading.
        await page.locator('table, form, iframe, pre').first().waitFor();
        await page.waitForTimeout(300);
        const { scroll, client, culprits } = await fitsWidth(page);
        if (scroll > client) wide.push(`${path} is ${scroll}px wide at ${client}px (${culprits.join(', ')})`);
      }
      expect(wide).toEqual([]);
      await page.setViewportSize({ width: 1366, height: 900 });
    });
  }
});
