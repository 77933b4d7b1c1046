import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, launchBrowser, type RunningServer, startServer } from '../helpers/e2e';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const storedConsent = () => page.evaluate(() => JSON.parse(localStorage.getItem('cookie_consent_v2') ?? 'null'));
const bodyOverflow = () => page.evaluate(() => document.body.style.overflow);

describe('the cookie banner in Chromium', () => {
  it('shows while no consent is stored and locks the page scroll', async () => {
    await page.goto(`${server.url}/event/musical`);
    const banner = page.getByRole('dialog', { name: 'Cookies & Datenschutz' });
    await banner.waitFor();
    expect(await bodyOverflow()).toBe('hidden');
    expect(await banner.getByRole('checkbox', { name: /Notwendig/ }).isDisabled()).toBe(true);
    expect(await storedConsent()).toBeNull();
  });

  it("saves the toggles with 'Auswahl speichern' and keeps the map behind consent", async () => {
    await page.getByRole('button', { name: 'Auswahl speichern' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    expect(await storedConsent()).toEqual({ essential: true, statistics: false, marketing: false });
    expect(await bodyOverflow()).toBe('');
    await page.getByText('Inhalt nur mit Zustimmung verfügbar').waitFor();
    expect(await page.locator('iframe.event-map').count()).toBe(0);
  });

  it("reopens with the stored choice; 'Alle akzeptieren' sets all three and shows the map", async () => {
    await page.getByRole('button', { name: 'Cookie-Einstellungen öffnen' }).click();
    const banner = page.getByRole('dialog');
    await banner.waitFor();
    expect(await banner.getByRole('checkbox', { name: /Statistik/ }).isChecked()).toBe(false);
    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await banner.waitFor({ state: 'detached' });
    expect(await storedConsent()).toEqual({ essential: true, statistics: true, marketing: true });
    await page.locator('iframe.event-map').waitFor({ state: 'attached' });
    expect(await page.locator('iframe.event-map').getAttribute('height')).toBe('300');
  });

  it('keeps the choice over a reload', async () => {
    await page.reload();
    await page.locator('iframe.event-map').waitFor({ state: 'attached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('reopens from the privacy page with the stored choice; Escape closes it again', async () => {
    await gotoHydrated(page, `${server.url}/datenschutz`);
    await page.getByRole('button', { name: 'Cookie-Einstellungen ändern' }).click();
    const banner = page.getByRole('dialog');
    await banner.waitFor();
    expect(await banner.getByRole('checkbox', { name: /Statistik/ }).isChecked()).toBe(true);
    await page.keyboard.press('Escape');
    await banner.waitFor({ state: 'detached' });
    expect(await storedConsent()).toEqual({ essential: true, statistics: true, marketing: true });
  });

  it("the footer's Cookies link clears consent and cookies and reloads", async () => {
    await page.evaluate(() => {
      document.cookie = 'probe=1; path=/';
    });
    await page.getByRole('button', { name: 'Cookies', exact: true }).click();
    await page.getByRole('dialog', { name: 'Cookies & Datenschutz' }).waitFor();
    expect(await storedConsent()).toBeNull();
    expect(await page.evaluate(() => document.cookie)).not.toContain('probe=1');
  });
});
