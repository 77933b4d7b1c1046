import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(user: string, password: string) {
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Benutzername').fill(user);
  await page.getByLabel('Passwort', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/admin$/);
  // The back-office frame loads on demand.
  await page.getByRole('navigation', { name: 'Backoffice' }).waitFor();
}

async function signOut() {
  await page.goto(`${server.url}/admin/logout`);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await page.waitForURL(/\/admin\/login$/);
}

const sidebar = () => page.getByRole('navigation', { name: 'Backoffice' });
const sidebarNames = async () =>
  (await sidebar().locator('.sidebar__list > li > .sidebar__link').allTextContents()).map((text) => text.replace(/\s+/g, ' ').trim());

describe('back office in Chromium', () => {
  it('an admin creates a manager account', async () => {
    await signIn('admin', TEST_ADMIN_PASSWORD);
    await page.goto(`${server.url}/admin/user/list`);
    await page.getByRole('link', { name: 'Account erstellen' }).click();
    await page.waitForURL(/\/admin\/user\/add$/);
    await page.getByLabel('Benutzername').fill('manuela');
    await page.getByLabel('Vorname').fill('Manuela');
    await page.getByLabel('Nachname').fill('Leitner');
    await page.getByLabel('Passwort', { exact: true }).fill('erstes-passwort');
    await page.getByLabel('Telefon').fill('0711 123456');
    await page.getByLabel('E-Mail').fill('manuela@schule.de');
    await page.getByLabel('Rolle').selectOption('manager');
    await page.getByRole('button', { name: 'Account erstellen' }).click();
    await page.waitForURL(/\/admin\/user\/list$/);
    await page.getByRole('cell', { name: 'Leitner' }).waitFor();
    expect(await page.title()).toBe('Benutzer - Musical-Tickets');
  });

  it('the own row cannot be edited or deleted; old paths redirect; the test page clamps its bar', async () => {
    expect(await page.getByRole('button', { name: 'admin bearbeiten' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'manuela löschen' }).isDisabled()).toBe(false);
    await page.goto(`${server.url}/admin/user/roles/details/`);
    await page.waitForURL(/\/admin\/user\/roles$/);
    await page.getByRole('button', { name: 'Details zur Rolle Manager' }).waitFor();
    await page.goto(`${server.url}/admin/test`);
    await page.getByRole('button', { name: '50 %' }).click();
    expect(await page.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    await signOut();
  });

  it('the manager sees only the permitted sidebar entries and the denied text elsewhere', async () => {
    await signIn('manuela', 'erstes-passwort');
    expect(await sidebarNames()).toEqual([
      'Dashboard',
      'Events',
      'Bestellungen',
      // The door kiosk (issue 8): managers hold CHECKIN_SCAN and BOX_OFFICE_SELL.
      'Einlass',
      'PayPal Universen',
      'Spielstätten',
      'Medien',
      'Statistiken',
      'Konfiguration',
    ]);
    await sidebar().getByRole('button', { name: 'Medien' }).click();
    await sidebar().getByRole('link', { name: 'Dateien' }).waitFor();
    await sidebar().getByRole('button', { name: 'Statistiken' }).click();
    expect(await sidebar().getByRole('link', { name: 'Dateien' }).isVisible()).toBe(false);
    await page.getByRole('link', { name: 'Willkommen, Manuela' }).waitFor();

    await page.goto(`${server.url}/admin/user/list`);
    await page.getByRole('heading', { name: 'Keine Berechtigung' }).waitFor();
    await page.getByText('Sie haben keine Berechtigung, diese Seite zu sehen.').waitFor();
    expect(await page.title()).toBe('Keine Berechtigung - Musical-Tickets');
  });

  it('breadcrumbs follow the spec’s paths with German words (issue 32 item 8)', async () => {
    await page.goto(`${server.url}/admin/ticket-designer`);
    const crumbs = page.getByRole('navigation', { name: 'Brotkrümelnavigation' });
    await page.getByRole('heading', { name: 'Ticket-Designer' }).waitFor();
    expect((await crumbs.getByRole('listitem').allTextContents()).join(' / ')).toBe('Backoffice / Ticket-Designer');
    await page.goto(`${server.url}/admin/user/self`);
    await page.getByRole('heading', { name: 'Mein Profil' }).waitFor();
    expect((await crumbs.getByRole('listitem').allTextContents()).join(' / ')).toBe('Backoffice / Benutzer / Mein Profil');
    await page.goto(`${server.url}/admin`);
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    expect(await crumbs.count()).toBe(0);
  });

  it('the manager edits the profile', async () => {
    await page.goto(`${server.url}/admin/user/self`);
    await page.getByLabel('Vorname').fill('Manu');
    await page.getByLabel('Telefon').fill('0711 999');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText('Daten erfolgreich gespeichert!').waitFor();
    await page.getByRole('link', { name: 'Willkommen, Manu' }).waitFor();
    await page.reload();
    expect(await page.getByLabel('Telefon').inputValue()).toBe('0711 999');
  });

  it('the manager changes the password and signs in with the new one', async () => {
    await page.getByLabel('Aktuelles Passwort').fill('erstes-passwort');
    await page.getByLabel('Neues Passwort', { exact: true }).fill('zweites-passwort');
    await page.getByLabel('Neues Passwort bestätigen').fill('anderes');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await page.getByText('Die neuen Passwörter stimmen nicht überein').waitFor();
    await page.getByLabel('Neues Passwort bestätigen').fill('zweites-passwort');
    await page.getByRole('button', { name: 'Passwort ändern' }).click();
    await page.getByText('Passwort erfolgreich geändert!').waitFor();
    await signOut();
    await page.getByLabel('Benutzername').fill('manuela');
    await page.getByLabel('Passwort', { exact: true }).fill('erstes-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('alert').waitFor();
    // The old password no longer signs in; the new one does.
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Login fehlgeschlagen');
    expect(page.url()).toMatch(/\/admin\/login$/);
    await page.getByLabel('Passwort', { exact: true }).fill('zweites-passwort');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('link', { name: 'Willkommen, Manu' }).waitFor();
  });

  it('dark mode survives a reload', async () => {
    const toggle = sidebar().getByRole('button', { name: 'Dark Mode' });
    await toggle.click();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await page.reload();
    await sidebar().getByRole('button', { name: 'Dark Mode' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    expect(await sidebar().getByRole('button', { name: 'Dark Mode' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses an HTML file named .png and takes a real picture', async () => {
    await page.goto(`${server.url}/admin/files`);
    await page.getByLabel('Datei', { exact: true }).setInputFiles({
      name: 'plakat.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<!doctype html><script>alert(1)</script>'),
    });
    await page.getByRole('button', { name: 'Hochladen' }).click();
    const refusal = await page.getByRole('alert').textContent();
    expect(refusal).toContain('Dieser Dateityp wird nicht unterstützt');

    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
    await page.getByLabel('Ordner (neuer Name legt einen Ordner an)').fill('Plakate');
    await page.getByLabel('Datei', { exact: true }).setInputFiles({ name: 'echt.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: 'Hochladen' }).click();
    await page.getByRole('heading', { name: 'echt.png' }).waitFor();
    expect(await page.getByText('PNG-Bild').first().isVisible()).toBe(true);
    await page.getByRole('button', { name: /Plakate/ }).waitFor();
  });
});
