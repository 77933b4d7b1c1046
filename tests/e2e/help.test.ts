import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { AXE_PATH } from './shop-helpers';

/**
 * Issue 43: the back office's "Hilfe" opens the staff handbook's page of the current screen, served by the
 * shop itself with its pictures, readable without a connection once the back office was opened.
 */
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signedIn(dark: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
  await context.addInitScript((value) => localStorage.setItem('adminDarkMode', value), String(dark));
  const page = await context.newPage();
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/admin$/);
  return { context, page };
}

/** The pictures of the handbook page, and how many of them arrived with pixels. */
async function pictures(page: Page): Promise<{ total: number; shown: number }> {
  await page.locator('.handbook img').first().waitFor();
  await page.waitForFunction(() => [...document.querySelectorAll<HTMLImageElement>('.handbook img')].every((image) => image.complete));
  return page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLImageElement>('.handbook img')];
    return { total: all.length, shown: all.filter((image) => image.naturalWidth > 0).length };
  });
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(fs.readFileSync(AXE_PATH, 'utf8'));
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const result = await (window as any).axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
    return (result.violations as Array<{ id: string; nodes: Array<{ target: string[] }> }>).map((found) => `${found.id} @ ${found.nodes[0]?.target.join(' ')}`);
  });
}

describe('the handbook in the back office', { timeout: 180_000 }, () => {
  it("opens the page of the current screen from 'Hilfe', with its pictures, and passes axe in light and dark mode", async () => {
    for (const dark of [false, true]) {
      const { context, page } = await signedIn(dark);
      await page.goto(`${server.url}/admin/orders`);
      await page.getByRole('link', { name: 'Hilfe' }).click();
      await page.waitForURL(/\/admin\/help\/bestellungen$/);
      await page.getByRole('heading', { name: 'Bestellungen, Stornierung und Erstattung' }).waitFor();
      // bestellungen.md shows the list, the details and both cancel dialogs.
      expect(await pictures(page)).toEqual({ total: 4, shown: 4 });
      expect(await axeViolations(page)).toEqual([]);
      await context.close();
    }
  });

  it('shows a handbook page with its pictures offline, once the back office was opened online', async () => {
    const { context, page } = await signedIn(false);
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    // The back office hands its section's files to the service worker; wait until the door's page is among them.
    const staff = (await (await fetch(`${server.url}/staff-assets.json`)).json()) as { admin: string[] };
    const wanted = staff.admin.filter((file) => /\/(einlass-[\w-]+\.js|kiosk-offline-[\w-]+\.webp)$/.test(file));
    expect(wanted).toHaveLength(2);
    await page.waitForFunction(async (files) => (await Promise.all(files.map((file) => caches.match(`/${file}`)))).every(Boolean), wanted, {
      timeout: 60_000,
      polling: 500,
    });
    await context.setOffline(true);
    await page.goto(`${server.url}/admin/help/einlass`);
    await page.getByRole('heading', { name: 'Einlass am Tablet' }).waitFor();
    // einlass.md shows seven pictures of the kiosk.
    expect(await pictures(page)).toEqual({ total: 7, shown: 7 });
    await context.close();
  });
});
