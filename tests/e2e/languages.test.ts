import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, launchBrowser, type RunningServer, startServer } from '../helpers/e2e';
import { PRECACHE_BUDGET_BYTES, precacheSizes } from '../bench/precache-size';
import { sidewaysOverflow } from './buyer-helpers';
import { AXE_PATH, visitorWithConsent } from './shop-helpers';

/**
 * Issue 53: the shop in the parents' languages. One server for the file; a context per visitor, each
 * with its own storage (a language choice, a cart).
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

const AXE_SOURCE = fs.readFileSync(AXE_PATH, 'utf8');
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Every axe finding (WCAG 2.2 AA), whatever its impact, as in every-page.test.ts. */
async function violations(page: Page): Promise<string[]> {
  // Loaded by evaluation: the shop's CSP (script-src 'self') would refuse an injected script tag.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const found = await page.evaluate(async (tags) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const result = await (window as any).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations as Array<{ id: string; nodes: Array<{ target: string[] }> }>;
  }, WCAG);
  return found.map((violation) => `${violation.id} @ ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

const htmlLanguage = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir }));

describe('the shop in five languages', () => {
  it("precaches one language's catalog, German, within the visitor budget", () => {
    const sizes = precacheSizes();
    expect(sizes.map((entry) => /^assets\/(de|en|tr|uk|ar)-[\w-]+\.js$/.exec(entry.url)?.[1]).filter(Boolean)).toEqual(['de']);
    expect(sizes.reduce((sum, entry) => sum + entry.gzipBytes, 0)).toBeLessThanOrEqual(PRECACHE_BUDGET_BYTES);
  });

  it('renders the event list in Turkish for a Turkish browser, on the server already', async () => {
    const response = await fetch(`${server.url}/event/musical`, { headers: { 'accept-language': 'tr-TR,tr;q=0.9,en;q=0.5' } });
    const html = await response.text();
    expect(html).toContain('<html lang="tr" dir="ltr"');
    expect(html).toContain('Hemen bilet alın');
    // The event page names its other languages.
    for (const other of ['de', 'en', 'uk', 'ar'])
      expect(html).toMatch(new RegExp(`<link rel="alternate" hreflang="${other}" href="[^"]*/event/musical\\?lang=${other}"`));
    expect(response.headers.get('vary')).toMatch(/Accept-Language/);
    // An unknown ?lang is German, never a blank page.
    expect(await (await fetch(`${server.url}/event/musical?lang=xx`, { headers: { 'accept-language': 'tr' } })).text()).toContain('Jetzt Tickets kaufen');

    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'tr-TR' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await gotoHydrated(page, `${server.url}/events`);
    await page.waitForURL(/\/event\/musical$/);
    expect(await htmlLanguage(page)).toEqual({ lang: 'tr', dir: 'ltr' });
    const banner = page.getByRole('dialog', { name: 'Çerezler ve gizlilik' });
    await banner.waitFor();
    expect(await page.getByRole('link', { name: 'Hemen bilet alın' }).count()).toBeGreaterThan(0);
    expect(await page.title()).toBe('Zeitsprung – Das Schulmusical - Musical-Tickets');

    // English from the switch in the cookie dialog: the dialog changes at once, and the choice is kept.
    await banner.getByRole('combobox', { name: 'Dil' }).selectOption('en');
    const english = page.getByRole('dialog', { name: 'Cookies & privacy' });
    await english.waitFor();
    expect(await english.getByRole('button', { name: 'Essential only' }).isVisible()).toBe(true);
    expect(await htmlLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    expect(await page.evaluate(() => localStorage.getItem('shopLanguage'))).toBe('en');
    await english.getByRole('button', { name: 'Essential only' }).click();

    // The next page comes from the server in the chosen language (its cookie), whatever the browser says.
    await gotoHydrated(page, `${server.url}/event/musical`);
    await page.getByRole('link', { name: 'Get tickets now' }).first().waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'en', dir: 'ltr' });
    // Hydration rendered what the server did.
    expect(errors.filter((text) => /hydrat|#418|#423|#425/i.test(text))).toEqual([]);
    await context.close();
  });

  it('keeps the cart line when the language changes', async () => {
    // A German browser (the run's default) with consent given.
    const context = await visitorWithConsent(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/order/tickets/musical`);
    await page.getByRole('heading', { name: 'Kategorie wählen' }).waitFor();
    await page
      .getByRole('button', { name: /^Ein Ticket .+ mehr$/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Auswählen' }).click();
    await page.waitForURL(/\/order\/cart$/);
    await page.locator('.cart-badge').waitFor();
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('uk');
    await page.getByRole('link', { name: 'Квитки' }).waitFor();
    await expect(page.locator('.cart-badge').textContent()).resolves.toContain('1 квиток');
    expect(JSON.parse((await page.evaluate(() => localStorage.getItem('cartItems'))) ?? '[]')).toHaveLength(1);
    await context.close();
  });

  it('mirrors Arabic at 390 px without sideways overflow, and axe finds nothing on the converted pages', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'ar' });
    const page = await context.newPage();
    // The cookie dialog first, as a new visitor meets it.
    await gotoHydrated(page, `${server.url}/event/musical`);
    const banner = page.getByRole('dialog', { name: 'ملفات تعريف الارتباط وحماية البيانات' });
    await banner.waitFor();
    expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    expect(await violations(page)).toEqual([]);
    await banner.getByRole('button', { name: 'الضرورية فقط' }).click();
    await banner.waitFor({ state: 'detached' });
    // The event page and the event list without the dialog.
    for (const path of ['/event/musical', '/event/does-not-exist']) {
      await gotoHydrated(page, `${server.url}${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(await htmlLanguage(page)).toEqual({ lang: 'ar', dir: 'rtl' });
      expect(await sidewaysOverflow(page), path).toBeLessThanOrEqual(0);
      expect(await violations(page), path).toEqual([]);
    }
    await page.getByRole('heading', { level: 1, name: 'لم يتم العثور على الفعالية' }).waitFor();
    // Dark, as the device may prefer it.
    await page.emulateMedia({ colorScheme: 'dark' });
    await gotoHydrated(page, `${server.url}/event/musical`);
    expect(await violations(page)).toEqual([]);
    // The school's own texts and the pages not yet in the catalogs are marked German, and not mirrored.
    expect(await page.getByRole('heading', { level: 1 }).getAttribute('lang')).toBe('de');
    await page.getByRole('link', { name: 'التذاكر', exact: true }).click();
    await page.waitForURL(/\/order\/tickets\//);
    expect(await page.locator('#inhalt').evaluate((element) => [element.getAttribute('lang'), element.getAttribute('dir')])).toEqual(['de', 'ltr']);
    await context.close();
  });
});
