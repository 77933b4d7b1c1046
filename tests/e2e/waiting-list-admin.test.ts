import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';

/**
 * Issue 51 item 1: /admin/orders/waiting-list sent its calls without the session and only ever showed
 * "Fehler beim Laden der Wartelisten"; the secretary could not switch the waiting list on. On a tablet
 * (768 px) and a phone (390 px), as the admin signs in.
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

async function signedIn(width: number): Promise<{ page: Page; failedCalls: string[] }> {
  const context = await browser.newContext({ viewport: { width, height: 1024 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const failedCalls: string[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/api/') && response.status() >= 400) failedCalls.push(`${response.status()} ${response.url()}`);
  });
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/admin$/);
  return { page, failedCalls };
}

describe('the waiting-list page of the back office', () => {
  it.each([768, 390])('loads at %i px without an error and switches the waiting list on and off', { timeout: 60_000 }, async (width) => {
    const { page, failedCalls } = await signedIn(width);
    await page.goto(`${server.url}/admin/orders/waiting-list`);
    await page.getByRole('heading', { name: 'Warteliste', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Warteliste der Vorstellung' }).waitFor();
    expect(await page.getByText('Fehler beim Laden der Warteliste').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);

    const title = await page.locator('#waiting-event option:checked').textContent();
    const stateLine = (on: boolean) => page.getByText(`Warteliste für „${title}“: ${on ? 'eingeschaltet' : 'ausgeschaltet'}.`);
    const before = (await page.getByRole('button', { name: 'Warteliste ausschalten' }).count()) > 0;
    const turn = async (on: boolean) => {
      await page.getByRole('button', { name: on ? 'Warteliste einschalten' : 'Warteliste ausschalten' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Die Warteliste ist für dieses Event ${on ? 'eingeschaltet' : 'ausgeschaltet'}.` })
        .waitFor();
      await stateLine(on).waitFor();
      // Saved, not only shown: the page loaded anew says the same.
      await page.reload();
      await stateLine(on).waitFor();
      await page.getByRole('button', { name: on ? 'Warteliste ausschalten' : 'Warteliste einschalten' }).waitFor();
    };
    // Whichever way the seeded musical starts, each width turns it over and back.
    await turn(!before);
    await turn(before);
    expect(failedCalls).toEqual([]);
    await page.context().close();
  });
});
