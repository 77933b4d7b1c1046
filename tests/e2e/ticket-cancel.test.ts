import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';

/** Issue 32 item 10: staff cancel single tickets of an order from its details, in a dialog, at 1366 px. */
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function post(path: string, body: unknown) {
  const response = await fetch(`${server.url}/api/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  return { status: response.status, json: await response.json() };
}

/** A paid order of three tickets through the test provider. */
async function paidOrder(): Promise<number> {
  const event = (await (await fetch(`${server.url}/api/events/info.php?name=musical`)).json()).event;
  const performance = event.performances.find((candidate: { past: boolean }) => !candidate.past);
  const created = await post('orders/create.php', {
    cart: [{ performance_id: performance.id, category_id: performance.categories[0].id, quantity: 3 }],
    user_data: { firstName: 'Familie', lastName: 'Brandt', email: 'brandt@example.de' },
    donation_amount: 0,
  });
  expect(created.status, JSON.stringify(created.json)).toBe(200);
  await post('payments/test/approve.php', { id: created.json.id });
  const captured = await post('orders/capture.php', { order_id: created.json.id, checkout_secret: created.json.checkout_secret });
  expect(captured.json.status).toBe('CAPTURED');
  return created.json.order_id;
}

describe('cancelling single tickets in the order details', () => {
  it('chooses one ticket, the dialog shows it with refund and mail, requires a reason; afterwards the ticket shows storniert with reason and who', async () => {
    const orderId = await paidOrder();
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Benutzername').fill('admin');
    await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/admin$/);

    await page.goto(`${server.url}/admin/orders/details/${orderId}`);
    const tickets = page.getByRole('region', { name: 'Tickets' });
    const boxes = tickets.getByRole('checkbox', { name: /Ticket \d+ auswählen/ });
    await boxes.first().waitFor();
    expect(await boxes.count()).toBe(3);
    const label = (await boxes.first().getAttribute('aria-label')) ?? '';
    const ticketId = Number(label.match(/\d+/)?.[0]);
    await boxes.first().check();
    await tickets.getByRole('button', { name: '1 Ticket stornieren' }).click();

    const dialog = page.getByRole('dialog', { name: `1 Ticket der Bestellung ${orderId} stornieren` });
    await dialog.waitFor();
    const effects = (await dialog.textContent()) ?? '';
    expect(effects).toContain(`Ticket ${ticketId}:`);
    expect(effects).not.toContain(`Ticket ${ticketId + 1}:`);
    expect(effects).toMatch(/Erstattung: \d+,\d\d\s€ über den Zahlungsdienst/);
    expect(effects).toContain('Mail „Stornierung einzelner Tickets“ an brandt@example.de');
    // The dialog fits the desktop window.
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 1366).toBe(true);

    // No reason, no cancellation: the form stays open with the reason marked missing.
    const reason = dialog.getByLabel('Grund der Stornierung (für den Kunden)');
    await dialog.getByRole('button', { name: 'Tickets stornieren und erstatten' }).click();
    expect(await reason.evaluate((element) => (element as HTMLTextAreaElement).validity.valueMissing)).toBe(true);
    expect(await dialog.isVisible()).toBe(true);
    await reason.fill('Ein Kind ist krank.');
    await dialog.getByRole('button', { name: 'Tickets stornieren und erstatten' }).click();
    await page.getByText(/^1 Ticket storniert und gesperrt\./).waitFor();

    const row = tickets
      .getByRole('row')
      .filter({ hasText: String(ticketId) })
      .first();
    await row.getByText('Storniert').waitFor();
    await row.getByText(/Grund: Ein Kind ist krank\. · von admin am \d\d\.\d\d\.\d{4}/).waitFor();
    expect(await tickets.getByRole('checkbox').count()).toBe(2);
    // The order stays paid for the two tickets left, and the mail is on its way.
    expect(await page.getByRole('region', { name: 'Zusammenfassung' }).textContent()).toContain('Bezahlt');

    // Issue 51 item 6, on a tablet: the summary says what went back and what is left, the history starts
    // with the order placed and paid, then the cancellation.
    await page.setViewportSize({ width: 768, height: 1024 });
    const summary = page.getByRole('region', { name: 'Zusammenfassung' });
    const summaryText = ((await summary.textContent()) ?? '').replace(/\u00a0/g, ' ');
    expect(summaryText).toMatch(/Gesamt\s*(\d+),(\d\d) €/);
    expect(summaryText).toMatch(/Erstattet\s*\d+,\d\d €/);
    expect(summaryText).toMatch(/Verbleibt\s*\d+,\d\d €/);
    expect(summaryText).toMatch(/Tickets\s*2 gültig, 1 storniert \(von 3\)/);
    const euros = (term: string) =>
      Number(
        summaryText
          .match(new RegExp(`${term}\\s*(\\d+),(\\d\\d)`))
          ?.slice(1, 3)
          .join('.'),
      );
    expect(euros('Verbleibt')).toBeCloseTo(euros('Gesamt') - euros('Erstattet'), 2);
    const history = page.getByRole('region', { name: 'Verlauf' });
    await history.getByText(/hat 1 Ticket .* storniert/).waitFor();
    const sentences = await history.locator('.audit-entry__sentence').allInnerTexts();
    expect(sentences).toHaveLength(3);
    expect(sentences[0]).toMatch(new RegExp(`^Die Käuferin oder der Käufer hat Bestellung ${orderId} aufgegeben, 3 Tickets`));
    expect(sentences[1]).toMatch(new RegExp(`^Die Zahlung von \\d+,\\d\\d\\s€ für Bestellung ${orderId} ist eingegangen`));
    expect(sentences[2]).toMatch(/^Admin Schule hat 1 Ticket/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page
      .getByRole('region', { name: 'Zahlungen und Mails' })
      .getByRole('link', { name: /Mail \d+/ })
      .nth(1)
      .waitFor();
  });
});
