import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer } from '../helpers/e2e';
import { seriousAxeViolations, visitorWithConsent } from './shop-helpers';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await visitorWithConsent(browser, { bypassCSP: true })).newPage();
  await page.emulateMedia({ reducedMotion: 'reduce' });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function settle(path: string, ready: string) {
  await page.goto(`${server.url}${path}`);
  await page.getByRole('heading', { name: ready }).first().waitFor();
}

describe('accessibility (axe-core, serious and critical)', () => {
  it('/events and /event/:id', async () => {
    await settle('/events', 'Zeitsprung – Das Schulmusical');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('/order/tickets/:id', async () => {
    await settle('/order/tickets/musical', 'Kategorie wählen');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('/order/cart, empty and with items', async () => {
    await settle('/order/cart', 'Warenkorb');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await settle('/order/tickets/musical', 'Kategorie wählen');
    await page.getByRole('button', { name: 'Ein Ticket Kinder mehr' }).click();
    await page.getByRole('button', { name: 'Auswählen' }).click();
    await page.waitForURL(/\/order\/cart$/);
    await page.getByRole('button', { name: 'Kinder entfernen' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('/impressum', async () => {
    await settle('/impressum', 'Copyright');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('the open cookie banner', async () => {
    await page.evaluate(() => localStorage.removeItem('cookie_consent_v2'));
    await page.getByRole('button', { name: 'Cookies', exact: true }).click();
    await page.getByRole('dialog').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

describe('touch targets on the phone (issue 41)', () => {
  it('"Route planen (OpenStreetMap)" on the event page is at least 44 px tall at 390 px', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await settle('/event/musical', 'Anfahrt');
    const box = await page.getByRole('link', { name: /^Route planen \(OpenStreetMap/ }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  });
});
