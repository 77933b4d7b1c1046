import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gotoHydrated, launchBrowser, type RunningServer, startServer } from '../helpers/e2e';
import { seriousAxeViolations, visitorWithConsent } from './shop-helpers';

/**
 * The shop's cookie banner and its accessibility in Chromium (shop-consent.test.ts and shop-a11y.test.ts
 * before, one server now): `page` is a first visit with nothing stored, `visitor` one who has chosen.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;
let visitor: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  visitor = await (await visitorWithConsent(browser, { bypassCSP: true })).newPage();
  await visitor.emulateMedia({ reducedMotion: 'reduce' });
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

/** The size of each element the selector finds. */
const boxes = (selector: string) =>
  page.evaluate((selector) => [...document.querySelectorAll(selector)].map((element) => element.getBoundingClientRect().toJSON() as DOMRect), selector);

/** The footer's links, each with its height and how much of it shows inside the (maybe folded) footer. */
const footerLinks = (tab: Page) =>
  tab.evaluate(() => {
    const footer = document.querySelector('footer')?.getBoundingClientRect();
    return [...document.querySelectorAll('footer a, footer button')].map((element) => {
      const box = element.getBoundingClientRect();
      const shown = footer ? Math.max(0, Math.min(box.bottom, footer.bottom) - Math.max(box.top, footer.top)) : 0;
      return { name: element.textContent?.trim() ?? '', height: box.height, shown };
    });
  });

describe('targets a finger hits (issue 51, WCAG 2.2 2.5.8)', () => {
  it.each([390, 768])('at %i px each cookie option is a 24 px box on a 44 px line', async (width) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto(`${server.url}/event/musical`);
    await page.getByRole('dialog', { name: 'Cookies & Datenschutz' }).waitFor();
    const options = await boxes('[role=dialog] input[type=checkbox]');
    expect(options).toHaveLength(3);
    for (const option of options) expect(Math.min(option.width, option.height)).toBeGreaterThanOrEqual(24);
    for (const line of await boxes('[role=dialog] label:has(input[type=checkbox])')) expect(line.height).toBeGreaterThanOrEqual(44);
  });

  it.each([390, 768])('at %i px the folded footer shows whole 44 px links, never a cut one', async (width) => {
    const mouse = await browser.newContext({ viewport: { width, height: 844 } });
    await mouse.addInitScript(() => localStorage.setItem('cookie_consent_v2', JSON.stringify({ essential: true, statistics: false, marketing: false })));
    const tab = await mouse.newPage();
    await tab.goto(`${server.url}/impressum`);
    await tab.getByRole('link', { name: 'AGB' }).waitFor({ state: 'attached' });
    const links = await footerLinks(tab);
    expect(links.length).toBeGreaterThanOrEqual(7);
    for (const link of links) expect(link.height, link.name).toBeGreaterThanOrEqual(44);
    expect(links[0].shown).toBeGreaterThanOrEqual(44);
    for (const link of links) expect([0, link.height], `${link.name} shows ${link.shown} px`).toContain(link.shown);
    await mouse.close();
  });

  it.each([390, 768])('at %i px a touch device, which cannot hover, shows every footer link whole', async (width) => {
    const phone = await browser.newContext({ viewport: { width, height: 844 }, hasTouch: true, isMobile: true });
    await phone.addInitScript(() => localStorage.setItem('cookie_consent_v2', JSON.stringify({ essential: true, statistics: false, marketing: false })));
    const tab = await phone.newPage();
    await tab.goto(`${server.url}/impressum`);
    await tab.getByRole('link', { name: 'AGB' }).waitFor();
    const links = await footerLinks(tab);
    for (const link of links) expect(link.shown, link.name).toBeGreaterThanOrEqual(44);
    await phone.close();
  });
});

async function settle(path: string, ready: string) {
  await visitor.goto(`${server.url}${path}`);
  await visitor.getByRole('heading', { name: ready }).first().waitFor();
}

describe('accessibility (axe-core, serious and critical)', () => {
  it('/events and /event/:id', async () => {
    await settle('/events', 'Zeitsprung – Das Schulmusical');
    expect(await seriousAxeViolations(visitor)).toEqual([]);
  });

  it('/order/tickets/:id', async () => {
    await settle('/order/tickets/musical', 'Kategorie wählen');
    expect(await seriousAxeViolations(visitor)).toEqual([]);
  });

  it('/order/cart, empty and with items', async () => {
    await settle('/order/cart', 'Warenkorb');
    expect(await seriousAxeViolations(visitor)).toEqual([]);
    await settle('/order/tickets/musical', 'Kategorie wählen');
    await visitor.getByRole('button', { name: 'Ein Ticket Kinder mehr' }).click();
    await visitor.getByRole('button', { name: 'Auswählen' }).click();
    await visitor.waitForURL(/\/order\/cart$/);
    await visitor.getByRole('button', { name: 'Kinder entfernen' }).waitFor();
    expect(await seriousAxeViolations(visitor)).toEqual([]);
  });

  it('/impressum', async () => {
    await settle('/impressum', 'Copyright');
    expect(await seriousAxeViolations(visitor)).toEqual([]);
  });

  it('the open cookie banner', async () => {
    await visitor.evaluate(() => localStorage.removeItem('cookie_consent_v2'));
    await visitor.getByRole('button', { name: 'Cookies', exact: true }).click();
    await visitor.getByRole('dialog').waitFor();
    expect(await seriousAxeViolations(visitor)).toEqual([]);
  });
});

describe('touch targets on the phone (issue 41)', () => {
  it('"Route planen (OpenStreetMap)" on the event page is at least 44 px tall at 390 px', async () => {
    await visitor.setViewportSize({ width: 390, height: 844 });
    await settle('/event/musical', 'Anfahrt');
    const box = await visitor.getByRole('link', { name: /^Route planen \(OpenStreetMap/ }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  });
});
