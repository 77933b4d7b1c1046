import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { fillCart } from './buyer-helpers';
import { AXE_PATH } from './shop-helpers';

/**
 * Issue 32 item 5: axe-core with the WCAG 2.2 AA rules on every route of shop, back office and kiosk, in
 * light and dark mode. Every finding counts, whatever its impact.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const shopRoutes = ['/event/musical', '/order/tickets/musical', '/order/cart', '/order/checkout', '/faq', '/kontakt', '/impressum', '/datenschutz', '/agb', '/widerrufsbelehrung', '/about', '/event-over', '/maintenance', '/gibt-es-nicht'];
const adminRoutes = [
  '/admin',
  '/admin/events/list',
  '/admin/events/add',
  '/admin/ticket-designer',
  '/admin/orders',
  '/admin/paypal/universes',
  '/admin/rooms',
  '/admin/media',
  '/admin/files',
  '/admin/statistics',
  '/admin/statistics/detailed',
  '/admin/user/list',
  '/admin/user/add',
  '/admin/user/self',
  '/admin/user/roles',
  '/admin/configuration/general',
  '/admin/configuration/sites',
  '/admin/configuration/info',
  '/admin/mail/outbox',
  '/admin/mail/template/list',
  '/admin/mail/template/add',
  '/admin/support',
  '/admin/help',
];

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

async function violations(page: Page): Promise<string[]> {
  // Loaded by evaluation: the shop's CSP (script-src 'self') would refuse an injected script tag.
  await page.evaluate(await import('node:fs').then((fs) => fs.readFileSync(AXE_PATH, 'utf8')));
  const found = await page.evaluate(async (tags) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const result = await (window as any).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations as Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
  }, WCAG);
  return found.map((violation) => `${violation.id} (${violation.impact}) @ ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(', ')}`);
}

async function settle(page: Page, url: string) {
  await page.goto(url);
  await page.locator('h1').first().waitFor({ timeout: 15_000 });
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(300);
}

describe.each(['light', 'dark'] as const)('axe WCAG 2.2 AA in %s mode', (colorScheme) => {
  it('finds nothing on any shop route', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme, reducedMotion: 'reduce' });
    await context.addInitScript(() => localStorage.setItem('cookie_consent_v2', JSON.stringify({ essential: true, statistics: false, marketing: false })));
    const page = await context.newPage();
    await fillCart(page, server.url);
    const found: string[] = [];
    for (const route of shopRoutes) {
      await settle(page, `${server.url}${route}`);
      for (const line of await violations(page)) found.push(`${route}: ${line}`);
    }
    await context.close();
    expect(found).toEqual([]);
  });

  it('finds nothing on any back-office route or the kiosk', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, colorScheme, reducedMotion: 'reduce' });
    // The back office's own 'Dark Mode' switch (spec §2), as the top bar stores it.
    const dark = String(colorScheme === 'dark');
    await context.addInitScript((value) => localStorage.setItem('adminDarkMode', value), dark);
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Benutzername').fill('admin');
    await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/admin$/);
    const found: string[] = [];
    for (const route of [...adminRoutes, '/kiosk']) {
      await settle(page, `${server.url}${route}`);
      for (const line of await violations(page)) found.push(`${route}: ${line}`);
    }
    await context.close();
    expect(found).toEqual([]);
  });
});
