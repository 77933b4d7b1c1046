import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { visitorWithConsent, waitForTotal } from './shop-helpers';

/** Issue 15 items 3, 4, 5 on a phone, for an event created in the back office (one performance). */
const EVENT = { title: 'Grenzkonzert der Bläserklasse', name: 'grenzkonzert' };

let server: RunningServer;
let browser: Browser;
let admin: Page;
let visitor: BrowserContext;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  visitor = await visitorWithConsent(browser);
  page = await visitor.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function setAdultQuota(quota: string) {
  await admin.goto(`${server.url}/admin/events/list`);
  await admin.getByRole('button', { name: `${EVENT.title} bearbeiten` }).click();
  await admin.getByLabel('Vorstellung 1: Kontingent Erwachsene').fill(quota);
  await admin.getByRole('button', { name: 'Speichern', exact: true }).click();
  await admin.getByText('Daten erfolgreich gespeichert!').waitFor();
}

async function addTickets(category: string, count: number) {
  await page.goto(`${server.url}/order/tickets/${EVENT.name}`);
  await page.getByRole('heading', { name: 'Kategorie wählen' }).waitFor();
  for (let i = 0; i < count; i++) await page.getByRole('button', { name: `Ein Ticket ${category} mehr` }).click();
  await page.getByRole('button', { name: 'Auswählen' }).click();
  await page.waitForURL(/\/order\/cart$/);
}

async function toPaymentStep() {
  await page.getByRole('button', { name: 'Zur Kasse' }).click();
  await page.getByRole('heading', { name: 'Bestellübersicht' }).waitFor();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByLabel('Vorname').fill('Paul');
  await page.getByLabel('Nachname').fill('Probst');
  await page.getByLabel('E-Mail').fill('paul@example.de');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('heading', { name: /Zahlungsmethode/ }).waitFor();
}

describe('a buyer on a phone, for an event made in the back office', () => {
  it('an admin creates the event with one performance', async () => {
    await admin.goto(`${server.url}/admin/login`);
    await admin.getByLabel('Benutzername').fill('admin');
    await admin.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Anmelden' }).click();
    await admin.waitForURL(/\/admin$/);
    await admin.goto(`${server.url}/admin/events/add`);
    await admin.getByLabel('Titel').fill(EVENT.title);
    await admin.getByLabel('Name (Adresse im Shop)').fill(EVENT.name);
    await admin.getByLabel('Beschreibung').fill('Blasmusik an der Grenze des Machbaren.');
    await admin.getByRole('button', { name: 'Vorstellung hinzufügen' }).click();
    await admin.getByLabel('Vorstellung 1: Kontingent Erwachsene').fill('30');
    await admin.getByLabel('Vorstellung 1: Kontingent Kinder').fill('10');
    await admin.getByRole('button', { name: 'Speichern', exact: true }).click();
    await admin.getByText('Daten erfolgreich gespeichert!').waitFor();
    // Saved: the shop finds the event by its name, with its title.
    const saved = (await (await fetch(`${server.url}/api/events/info.php?name=${EVENT.name}`)).json()).event;
    expect(saved).toMatchObject({ title: EVENT.title });
  });

  it('the cart shows the order limit and what is left, and blocks checkout while over it (item 3)', async () => {
    await addTickets('Erwachsene', 1);
    await page.getByText('Höchstens 10 Tickets „Erwachsene“ pro Bestellung · noch 30 frei').waitFor();
    await page.getByLabel('Menge Erwachsene').fill('400');
    await page.getByText('Höchstens 10 Tickets „Erwachsene“ pro Bestellung.').waitFor();
    expect(await page.getByRole('button', { name: 'Zur Kasse' }).isDisabled()).toBe(true);
    await page.getByLabel('Menge Erwachsene').fill('2');
    await page.getByPlaceholder('Betrag eingeben').fill('1500');
    await page.getByText('Die Spende darf höchstens 1.000,00 € betragen.').waitFor();
    expect(await page.getByRole('button', { name: 'Zur Kasse' }).isDisabled()).toBe(true);
    await page.getByPlaceholder('Betrag eingeben').fill('');
    await waitForTotal(page, '12,00 €');
    expect(await page.getByRole('button', { name: 'Zur Kasse' }).isDisabled()).toBe(false);
  });

  it('sold out during checkout: the pay button is disabled and the way back to the cart offered (item 4)', async () => {
    await toPaymentStep();
    const pay = page.getByRole('button', { name: 'Testzahlung starten (Testmodus)' });
    await pay.waitFor();
    await setAdultQuota('1');
    // Either the shop already knows (fresh availability) or the server says so on the attempt.
    if (await pay.isEnabled()) await pay.click();
    await page
      .getByRole('alert')
      .filter({ hasText: /nur noch 1 Ticket/ })
      .waitFor();
    await expect.poll(() => pay.isDisabled()).toBe(true);
    await page.getByRole('link', { name: 'Zurück zum Warenkorb' }).click();
    await page.waitForURL(/\/order\/cart$/);
    await setAdultQuota('30');
  });

  it("the last button says 'Zahlungspflichtig bestellen' with the terms and the cancellation notice beside it (item 5)", async () => {
    await page.getByRole('button', { name: 'Entfernen' }).first().click();
    await addTickets('Kinder', 1);
    // The checkout remembers its step for the tab; this purchase starts at the overview again.
    await page.evaluate(() => sessionStorage.removeItem('checkoutSession'));
    await toPaymentStep();
    await page.getByRole('button', { name: 'Testzahlung starten (Testmodus)' }).click();
    await page.getByRole('dialog', { name: 'Testzahlung bestätigen' }).getByRole('button', { name: 'Weiter' }).click();
    await page.getByRole('heading', { name: 'Bestellung abschließen' }).waitFor();
    const order = page.getByRole('button', { name: 'Zahlungspflichtig bestellen' });
    await order.waitFor();
    const terms = page.locator('.checkout-complete');
    expect(await terms.getByRole('link', { name: 'AGB' }).getAttribute('href')).toBe('/agb');
    expect(await terms.getByRole('link', { name: 'Widerrufsbelehrung' }).getAttribute('href')).toBe('/widerrufsbelehrung');
    // The step keeps the spec's label in the progress bar and the heading.
    expect(await page.getByRole('navigation', { name: 'Fortschritt der Bestellung' }).textContent()).toContain('Bestellung abschließen');
    await order.click();
    await page.getByRole('heading', { name: 'Bestellung abgeschlossen' }).waitFor({ timeout: 15_000 });
    const notice = await browser.newPage();
    await notice.goto(`${server.url}/widerrufsbelehrung`);
    await notice.getByRole('heading', { name: 'Widerrufsbelehrung' }).waitFor();
    await notice.close();
  });
});
