import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { chooseUpcoming, type Kiosk, ShopApi, signInKiosk } from '../helpers/kiosk-e2e';

/**
 * Issue 42 item 2 at a door without network: the Wi-Fi fails at 18:30, the kiosk still admits a guest of
 * the guest list by name and takes the cash for a "zahlt an der Abendkasse" reservation from the copy it
 * kept; with the network back both reach the server and the back office shows them.
 */
let server: RunningServer;
let browser: Browser;
let api: ShopApi;
let performanceId: number;
let adults: number;
let kiosk: Kiosk | undefined;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = new ShopApi(server.url);
  await api.login();
  ({
    show: { id: performanceId },
    adults,
  } = await api.upcoming());
});
afterAll(async () => {
  await kiosk?.browser.close();
  await browser?.close();
  await server?.stop();
});

describe('guest list and reservations at a door without network', { retry: 0, timeout: 240_000 }, () => {
  it('offline, a guest is admitted by name and a reservation paid in cash; online again, the back office shows both', async () => {
    await api.call('reservations/create.php', {
      auth: true,
      json: { performance_id: performanceId, lines: [{ category_id: adults, quantity: 2 }], first_name: 'Greta', last_name: 'Funkloch', kind: 'box_office' },
    });
    await api.call('guests/add.php', { auth: true, json: { performance_id: performanceId, name: 'Bürgermeisterin Ute Zander' } });

    kiosk = await signInKiosk(server.url, null, 'Kasse Foyer');
    const { page, context } = kiosk;
    await page.setViewportSize({ width: 1366, height: 900 });
    await chooseUpcoming(page);
    // The first sync keeps the copy: the reservation is found before the network goes.
    await page.getByRole('button', { name: 'Reservierungen', exact: true }).click();
    await page.getByLabel('Name oder Bestellnummer').fill('Funkloch');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await page.getByText('Greta Funkloch').waitFor({ timeout: 30_000 });

    await context.setOffline(true);
    await page.getByLabel('Name oder Bestellnummer').fill('funk');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await page.getByRole('button', { name: /^Bar bezahlt/ }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /^Bestellung \d+: .* bar erhalten, 2 Gäste eingelassen\. Ohne Netz gespeichert; wird übertragen, sobald das Netz wieder da ist\.$/ })
      .waitFor();
    await page.getByText('Bezahlt', { exact: true }).waitFor();
    expect(await page.getByRole('button', { name: /^Bar bezahlt/ }).count()).toBe(0);

    await page.getByRole('button', { name: 'Gästeliste', exact: true }).click();
    await page.getByLabel('Name des Gastes').fill('zander');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await page.getByText('Bürgermeisterin Ute Zander').waitFor();
    await page.getByRole('button', { name: 'Einlassen', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Bürgermeisterin Ute Zander eingelassen. Ohne Netz gespeichert' }).waitFor();
    await page.getByText(/^Eingelassen \d\d:\d\d Uhr$/).waitFor();
    expect(await page.getByRole('button', { name: 'Einlassen', exact: true }).isDisabled()).toBe(true);
    await expect.poll(() => page.getByTestId('kiosk-waiting').textContent()).toBe('Wartet auf Übertragung: 0 Scans, 0 Verkäufe, 2 Gäste/Reservierungen');

    // The network is back: the kiosk sends both by itself.
    await context.setOffline(false);
    await page.getByTestId('kiosk-waiting').waitFor({ state: 'detached', timeout: 60_000 });

    const office = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
    const admin = await office.newPage();
    await admin.goto(`${server.url}/admin/login`);
    await admin.getByLabel('Benutzername').fill('admin');
    await admin.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await admin.getByRole('button', { name: 'Anmelden' }).click();
    await admin.waitForURL(/\/admin$/);
    await admin.getByRole('link', { name: 'Reservierungen', exact: true }).click();
    await admin.getByRole('heading', { name: 'Bestellung anlegen' }).waitFor({ timeout: 30_000 });
    await admin.getByRole('combobox', { name: /^Vorstellung/ }).selectOption(String(performanceId));
    const order = admin.getByRole('row').filter({ hasText: 'Funkloch' });
    await order.getByRole('cell', { name: 'Bezahlt', exact: true }).waitFor();
    const guest = admin.getByRole('row').filter({ hasText: 'Bürgermeisterin Ute Zander' });
    await guest.getByRole('cell', { name: /^Eingelassen / }).waitFor();
    await office.close();
  });
});
