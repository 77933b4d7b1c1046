import { Secret, TOTP } from 'otpauth';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { postApi } from './buyer-helpers';

/**
 * Issue 41 item 1: an order's "Verlauf" and the audit log read as German sentences — who did what — after a
 * purchase, a partial cancel with refund, a refund, a settings change and a 2FA enrolment. Codes, route
 * names and stored JSON are only in the closed "Technische Angaben".
 */
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

/**
 * What staff must not read with the detail view closed. E-mail addresses go first (their dots and
 * underscores are no code); what stays must hold no action code ('order.cancel_tickets', 'auth.login'), no
 * stored field name ('tickets_cancelled'), no route ('orders/cancel', 'save.php') and no JSON.
 */
function rawParts(text: string): string[] {
  const withoutMail = text.replace(/[^\s@„“()]+@[^\s@„“()]+/g, ' ');
  const patterns = [
    /(?<![\w.-])[a-z][a-z0-9]*(?:_[a-z0-9]+)*\.[a-z][a-z0-9_]*(?![\w-])/g, // action codes
    /\b[a-z][a-z0-9]*_[a-z0-9_]+\b/g, // field names
    /\b[a-z_]+\/[a-z_/-]+/g, // routes
    /\.php\b/g,
    /[{}]|\[\s*\d|"[a-z_]+"\s*:/g, // JSON: objects, number lists, keys
  ];
  return patterns.flatMap((pattern) => [...withoutMail.matchAll(pattern)].map((match) => match[0]));
}

/** The rendered text with every <details> closed, as staff first see it. */
async function readableText(region: Locator): Promise<string> {
  const details = region.locator('details');
  expect(await details.count()).toBeGreaterThan(0);
  expect(await region.locator('details[open]').count()).toBe(0);
  // biome-ignore lint/performance/useDomNodeTextContent: what is rendered is the point; a closed <details> is not.
  return region.innerText();
}

async function signIn() {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/admin$/);
}

/** A paid order of two tickets through the test provider, as the shop's checkout makes it. */
async function buyTwo(): Promise<number> {
  const event = (await (await fetch(`${server.url}/api/events/info.php?name=musical`)).json()).event;
  const performance = event.performances.find((candidate: { past: boolean }) => !candidate.past);
  const created = await postApi(server.url, 'orders/create.php', {
    cart: [{ performance_id: performance.id, category_id: performance.categories[0].id, quantity: 2 }],
    user_data: { firstName: 'Petra', lastName: 'Schmidt_Test', email: 'petra.schmidt_test@example.de' },
    donation_amount: 0,
  });
  await postApi(server.url, 'payments/test/approve.php', { id: created.id });
  const captured = await postApi(server.url, 'orders/capture.php', { order_id: created.id, checkout_secret: created.checkout_secret });
  expect(captured.status).toBe('CAPTURED');
  return created.order_id;
}

describe('history and audit log speak German sentences (issue 41)', () => {
  let orderId: number;
  let refundedId: number;

  it('staff cancel one of two tickets with refund, refund a whole order, change a setting and enrol 2FA', async () => {
    orderId = await buyTwo();
    refundedId = await buyTwo();
    await signIn();

    // A partial cancel: one ticket of two, refunded.
    await page.goto(`${server.url}/admin/orders/details/${orderId}`);
    const tickets = page.getByRole('region', { name: 'Tickets' });
    const boxes = tickets.getByRole('checkbox', { name: /Ticket \d+ auswählen/ });
    await boxes.first().waitFor();
    await boxes.first().check();
    await tickets.getByRole('button', { name: '1 Ticket stornieren' }).click();
    const dialog = page.getByRole('dialog', { name: `1 Ticket der Bestellung ${orderId} stornieren` });
    await dialog.getByLabel('Grund der Stornierung (für den Kunden)').fill('Ein Kind ist krank.');
    await dialog.getByRole('button', { name: 'Tickets stornieren und erstatten' }).click();
    await page.getByText(/^1 Ticket storniert und gesperrt\./).waitFor();

    // A refund: a whole order, cancelled and paid back.
    await page.goto(`${server.url}/admin/orders/details/${refundedId}`);
    await page.getByRole('button', { name: 'Stornieren und erstatten' }).click();
    const cancel = page.getByRole('dialog', { name: /stornieren/ });
    await cancel.getByLabel('Grund der Stornierung (für den Kunden)').fill('Vorstellung verlegt');
    await cancel.getByRole('button', { name: 'Stornieren und erstatten' }).click();
    await page.getByText(`Bestellung ${refundedId} storniert`).first().waitFor();

    // A settings change, as the configuration page saves it.
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('authUser') ?? '{}').session as string);
    await postApi(server.url, 'config/save.php', { values: { ticket_return_days: 3 } }, token);

    // A 2FA enrolment in Mein Profil.
    await page.goto(`${server.url}/admin/user/self`);
    await page.getByRole('button', { name: 'Einrichten' }).click();
    const secret = (await page.getByTestId('totp-secret').textContent()) ?? '';
    const code = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate();
    await page.getByLabel('Code aus der Authenticator-App').fill(code);
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await page.getByRole('list', { name: 'Wiederherstellungscodes' }).waitFor();
  });

  it("the orders' history reads as sentences, with no code, route or JSON until its details are opened", async () => {
    await page.goto(`${server.url}/admin/orders/details/${refundedId}`);
    const refunded = page.getByRole('region', { name: 'Verlauf' });
    await refunded.getByText(`Admin Schule hat Bestellung ${refundedId} storniert`).waitFor();
    const refundedText = await readableText(refunded);
    expect(refundedText).toMatch(
      new RegExp(`Admin Schule hat Bestellung ${refundedId} storniert, 2 Tickets gesperrt, \\d+,\\d\\d\\s€ erstattet, Grund: „Vorstellung verlegt“\\.`),
    );
    expect(rawParts(refundedText)).toEqual([]);

    await page.goto(`${server.url}/admin/orders/details/${orderId}`);
    const history = page.getByRole('region', { name: 'Verlauf' });
    await history.getByText(`von Bestellung ${orderId} storniert`).waitFor();
    const text = await readableText(history);
    expect(text).toMatch(
      new RegExp(`Admin Schule hat 1 Ticket \\(Nr\\. \\d+\\) von Bestellung ${orderId} storniert, \\d+,\\d\\d\\s€ erstattet, Grund: „Ein Kind ist krank“\\.`),
    );
    expect(rawParts(text)).toEqual([]);

    // The codes are still there for whoever opens the detail view.
    const cancelEntry = history.getByRole('row').filter({ hasText: 'storniert' }).locator('details');
    await cancelEntry.getByText('Technische Angaben').click();
    expect(await cancelEntry.textContent()).toContain('order.cancel_tickets');
  });

  it('the audit log reads as sentences at 1366 and 768 px, without a band of empty space between rows', async () => {
    for (const width of [1366, 768]) {
      await page.setViewportSize({ width, height: 1024 });
      await page.goto(`${server.url}/admin/audit-log`);
      const table = page.getByRole('table', { name: 'Audit Log' });
      await table.getByText('Admin Schule hat die Zwei-Faktor-Anmeldung eingerichtet.').waitFor();
      const text = await readableText(table);
      for (const sentence of [
        'Admin Schule hat sich angemeldet.',
        'Admin Schule hat die Einstellung „Rückgabefrist (Tage)“ geändert.',
        `Admin Schule hat Bestellung ${refundedId} storniert`,
        `von Bestellung ${orderId} storniert`,
      ]) {
        expect(text, sentence).toContain(sentence);
      }
      expect(rawParts(text), `${width} px`).toEqual([]);

      // Every row is its sentence and a closed detail view: a few lines, not a tall band.
      const heights = await table.locator('tbody tr').evaluateAll((rows) => rows.map((row) => row.getBoundingClientRect().height));
      expect(heights.length).toBeGreaterThan(5);
      expect(Math.max(...heights), `${width} px: ${heights.join(', ')}`).toBeLessThanOrEqual(140);
      const fits = await page
        .locator('.data-table__scroll')
        .first()
        .evaluate((scroll) => scroll.scrollWidth <= scroll.clientWidth + 1);
      expect(fits, `${width} px`).toBe(true);
    }
  });
});

describe('the check itself', () => {
  it('finds codes, routes and JSON, and leaves e-mail addresses and German text alone', () => {
    expect(rawParts('admin hat order.cancel_tickets ausgeführt')).toContain('order.cancel_tickets');
    expect(rawParts('auth.login')).toEqual(['auth.login']);
    expect(rawParts('events/save.php')).toEqual(expect.arrayContaining(['events/save', '.php']));
    expect(rawParts('save.php enrol.php create.php')).toEqual(expect.arrayContaining(['save.php', 'enrol.php', 'create.php']));
    expect(rawParts('refund: – → {"id":"TESTREF-1","cents":1200}')).toEqual(expect.arrayContaining(['{', '"id":']));
    expect(rawParts('tickets_cancelled: – → [9,10]')).toEqual(expect.arrayContaining(['tickets_cancelled', '[9']));
    expect(rawParts('Mail an petra.schmidt_test@example.de, z. B. Nr. 9 am 28.11.2026, 12,00 € erstattet.')).toEqual([]);
  });
});
