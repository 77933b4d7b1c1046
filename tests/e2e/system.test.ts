import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { type FakePayPal, startFakePayPal } from '../helpers/fake-paypal';

let paypal: FakePayPal;
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  paypal = await startFakePayPal();
  server = await startServer({ PAYPAL_API_BASE: paypal.url });
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await paypal?.close();
});

const api = async (path: string, body: unknown, token?: string) =>
  fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });

async function signIn(password: string) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

const sidebar = () => page.getByRole('navigation', { name: 'Backoffice' });
async function openSystem(entry: string) {
  const group = sidebar().getByRole('button', { name: 'System' });
  if ((await group.getAttribute('aria-expanded')) !== 'true') await group.click();
  await sidebar().getByRole('link', { name: entry }).click();
}

describe('audit log, logs and alerts in Chromium', () => {
  it('a forged PayPal message raises an alert: counted in the sidebar, shown on the dashboard, marked done by a person', async () => {
    // A failed sign-in first, for the audit log below.
    await signIn('falsches-passwort');
    await page.getByText('Login fehlgeschlagen. Bitte überprüfe Benutzername und Passwort.').waitFor();
    await signIn(TEST_ADMIN_PASSWORD);
    await page.waitForURL(/\/admin$/);
    await sidebar().waitFor();
    // A PayPal universe (not active) and a message to its webhook that PayPal does not confirm.
    const token = (await (await api('auth/login.php', { user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) })).json()).session_token;
    const saved = await (
      await api(
        'paypal/universe_save.php',
        { name: 'PayPal Sandbox', is_sandbox: true, client_id: 'client-id', client_secret: 'secret', webhook_id: 'WH-1' },
        token,
      )
    ).json();
    const forged = await api(`payments/paypal/webhook.php?universe=${saved.id}`, {
      id: 'WH-FORGED',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAP-1' },
    });
    expect(forged.status).toBe(400);

    await page.reload();
    await page.getByRole('region', { name: 'Alerts' }).getByText('1 offener Alert').waitFor();
    await sidebar().getByRole('button', { name: 'System' }).click();
    expect(
      (
        await sidebar()
          .getByRole('link', { name: /Alerts/ })
          .textContent()
      )?.replace(/\s+/g, ' '),
    ).toContain('Alerts1');

    await openSystem('Alerts 1 offener Alert');
    await page.waitForURL(/\/admin\/alerts$/);
    await page.getByRole('cell', { name: 'Webhook nicht bestätigt' }).waitFor();
    await page.getByRole('button', { name: /als erledigt markieren/ }).click();
    await page.getByText('Als erledigt markiert.').waitFor();
    await page.getByText('Keine offenen Alerts').waitFor();
    await sidebar().locator('.alert-count').waitFor({ state: 'detached' });
    await page.getByLabel('Anzeigen').selectOption('done');
    await page.getByRole('cell', { name: /von admin/ }).waitFor();
  });

  it('the logs show the refused message as a warning, found by its text', async () => {
    await openSystem('Logs');
    await page.waitForURL(/\/admin\/logs$/);
    await page.getByLabel('Text oder Anfrage-ID').fill('webhook refused');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.waitForURL(/text=webhook/);
    const row = page.getByRole('row').filter({ hasText: 'webhook refused: signature not verified' });
    await row.waitFor();
    await row.getByText('Warnung', { exact: true }).waitFor();
    expect(await row.getByText('Warnung', { exact: true }).count()).toBe(1);
    // Only errors: the warning is not among them.
    await page.getByLabel('Stufe').selectOption('error');
    await page.getByRole('button', { name: 'Suchen' }).click();
    await page.getByText('Keine Warnungen oder Fehler').waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'webhook refused: signature not verified' }).count()).toBe(0);
  });

  it('the audit log lists sign-ins, the universe with its secret hidden, and who marked the alert done; filtered and exported', async () => {
    await openSystem('Audit Log');
    await page.waitForURL(/\/admin\/audit-log$/);
    // Issue 41: sentences; the codes and stored changes only under "Technische Angaben".
    await page.getByText('admin wollte sich anmelden – abgelehnt.').first().waitFor();
    const universe = page.getByRole('row').filter({ hasText: 'Admin Schule hat die Zahlungsumgebung „PayPal Sandbox“ angelegt.' });
    await universe.getByText('Technische Angaben').click();
    expect(await universe.textContent()).toContain('paypal/universe_save.php');
    expect(await universe.textContent()).toContain('client_secret: [verborgen] → [verborgen]');
    expect(await universe.textContent()).not.toContain('secret →');

    await page.getByLabel('Aktion').fill('alert.resolve');
    await page.getByRole('button', { name: 'Filtern' }).click();
    await page.waitForURL(/action=alert.resolve/);
    await page.getByText('1 Eintrag').waitFor();
    const resolved = page.getByRole('row').filter({ hasText: 'als erledigt markiert' });
    expect(await resolved.textContent()).toContain('Admin Schule hat eine Warnung');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV-Export' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await new Promise<string>((resolve, reject) => {
      download.createReadStream().then((stream) => {
        let text = '';
        stream.on('data', (chunk) => {
          text += String(chunk);
        });
        stream.on('end', () => resolve(text));
        stream.on('error', reject);
      }, reject);
    });
    expect(csv).toContain('Zeit;Eintrag;Benutzer;Adresse;Aktion');
    expect(csv).toContain('alert.resolve');
    expect(csv).not.toContain('auth.login_failed');
  });

  it("an order's details show its own history: cancelled and refunded by admin, with the reason", async () => {
    const event = (await (await fetch(`${server.url}/api/events/info.php?name=musical`)).json()).event;
    const performance = event.performances.find((p: { past: boolean }) => !p.past);
    const created = await (
      await api('orders/create.php', {
        cart: [{ performance_id: performance.id, category_id: performance.categories[0].id, quantity: 1 }],
        user_data: { firstName: 'Greta', lastName: 'Gast', email: 'greta.gast@example.de' },
        donation_amount: 0,
      })
    ).json();
    expect(created.id, JSON.stringify(created)).toBeTruthy();
    await api('payments/test/approve.php', { id: created.id });
    const captured = await (await api('orders/capture.php', { order_id: created.id })).json();
    expect(captured.status, JSON.stringify(captured)).toBe('CAPTURED');
    await page.goto(`${server.url}/admin/orders/details/${created.order_id}`);
    const history = page.getByRole('region', { name: 'Verlauf' });
    // The history begins with the order itself: placed and paid (issue 51 item 6).
    await history.getByText(`Die Käuferin oder der Käufer hat Bestellung ${created.order_id} aufgegeben`, { exact: false }).waitFor();
    await history.getByText(`für Bestellung ${created.order_id} ist eingegangen`, { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Stornieren und erstatten' }).click();
    const cancelDialog = page.getByRole('dialog', { name: /stornieren/ });
    await cancelDialog.getByLabel('Grund der Stornierung (für den Kunden)').fill('Krank');
    await cancelDialog.getByRole('button', { name: 'Stornieren und erstatten' }).click();
    await page.getByText(`Bestellung ${created.order_id} storniert`).first().waitFor();
    const row = history.getByRole('row').filter({ hasText: `Admin Schule hat Bestellung ${created.order_id} storniert` });
    await row.waitFor();
    expect(await row.textContent()).toMatch(/1 Ticket gesperrt, \d+,\d\d\s€ erstattet, Grund: „Krank“\./);
    await row.getByText('Technische Angaben').click();
    expect(await row.textContent()).toContain('order.cancel_refund');
    expect(await row.textContent()).toContain('status: CAPTURED → CANCELLED');
  });
});
