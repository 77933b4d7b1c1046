import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { PRECACHE_BUDGET_BYTES, precacheSizes, precacheUrls } from '../bench/precache-size';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { visitorWithConsent } from './shop-helpers';

/**
 * Offline after exactly one online visit (issue 14): the first visit's data was fetched before the service
 * worker took control, so the page itself hands it to the caches. No reload between the visit and the
 * server going away.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const PRIMARY = '#0b6e4f';
let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function adminToken(): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login.php`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) }),
  });
  return ((await response.json()) as { session_token: string }).session_token;
}

/** Paths of every entry in the page's CacheStorage (all caches). */
function cachedPaths(): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        urls.push(url.pathname + url.search);
      }
    }
    return urls;
  });
}

/** The shop's configured primary colour as the page applies it. */
const primaryColour = () =>
  page.evaluate(() => (document.querySelector('[style*="--shop-primary"]') as HTMLElement | null)?.style.getPropertyValue('--shop-primary'));

beforeAll(async () => {
  server = await startServer();
  const saved = await fetch(`${server.url}/api/config/save.php`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await adminToken()}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ values: { color_primary: PRIMARY } }),
  });
  expect(saved.status).toBe(200);
  browser = await launchBrowser();
  context = await visitorWithConsent(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.stop();
});

describe('a visitor offline after one online visit', () => {
  it('sees the events, the event page, the cart and the legal pages with their content and colours', async () => {
    await page.goto(`${server.url}/events`);
    await page.waitForURL(/\/event\/musical$/);
    await page
      .getByRole('heading', { name: /Zeitsprung/ })
      .first()
      .waitFor();
    await page.waitForFunction((colour) => document.querySelector('[style*="--shop-primary"]')?.getAttribute('style')?.includes(colour), PRIMARY);
    // The page hands what it loaded before the service worker took control to the caches (no reload).
    const needed = ['/api/config/public.php', '/api/events/list_detailed.php', '/event/musical'];
    await expect
      .poll(
        async () => {
          const cached = await cachedPaths();
          return needed.filter((url) => !cached.includes(url));
        },
        { timeout: 15_000 },
      )
      .toEqual([]);

    await server.stop();
    await context.setOffline(true);

    await page.goto(`${server.url}/events`);
    await page.waitForURL(/\/event\/musical$/);
    await page
      .getByRole('heading', { name: /Zeitsprung/ })
      .first()
      .waitFor();
    // The colour comes from the cached shop settings once the page has read them: waited for, not taken at once.
    await expect.poll(primaryColour, { timeout: 15_000 }).toBe(PRIMARY);

    await page.goto(`${server.url}/event/musical`);
    await page
      .getByRole('heading', { name: /Zeitsprung/ })
      .first()
      .waitFor();

    await page.goto(`${server.url}/order/cart`);
    await page.getByRole('heading', { name: 'Warenkorb' }).waitFor();
    await page.getByText('Der Warenkorb ist leer!').waitFor();

    for (const [address, title, text] of [
      ['/impressum', 'Impressum', /Angaben gemäß|Verantwortlich|Kontakt/],
      ['/datenschutz', 'Datenschutzerklärung', /PayPal/],
      ['/agb', 'Allgemeine Geschäftsbedingungen', /Vertrag|Bestellung/],
    ] as const) {
      await page.goto(`${server.url}${address}`);
      await page.getByRole('heading', { name: title, level: 1 }).waitFor();
      await page.locator('.legal-page section').getByText(text).first().waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
    }
  });
});

describe('what every visitor downloads', () => {
  it('precaches no kiosk, statistics or other back-office code, within 300 KB gzip', () => {
    const urls = precacheUrls();
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.filter((url) => /(Kiosk|Statistics|Dashboard|AdminLayout|EventEditor|OrderList)[^/]*\.js$/.test(url))).toEqual([]);
    expect(urls.some((url) => /EventPage-[^/]*\.js$/.test(url))).toBe(true);
    expect(urls.some((url) => /CartPage-[^/]*\.js$/.test(url))).toBe(true);
    const total = precacheSizes().reduce((sum, entry) => sum + entry.gzipBytes, 0);
    expect(total).toBeLessThanOrEqual(PRECACHE_BUDGET_BYTES);
  });

  it('gets a manifest without the kiosk shortcut and with narrow and wide screenshots of their declared size', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, 'manifest.webmanifest'), 'utf8')) as {
      shortcuts?: Array<{ url: string }>;
      screenshots?: Array<{ src: string; sizes: string; type: string; form_factor?: string; label?: string }>;
    };
    expect((manifest.shortcuts ?? []).filter((shortcut) => shortcut.url.startsWith('/kiosk'))).toEqual([]);
    const screenshots = manifest.screenshots ?? [];
    expect(screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
    for (const shot of screenshots) {
      expect(shot.type).toBe('image/png');
      expect(shot.label).toBeTruthy();
      const png = fs.readFileSync(path.join(ROOT, 'public', shot.src));
      // PNG signature, then the IHDR chunk: width and height as big-endian 32-bit integers.
      expect(png.subarray(1, 4).toString()).toBe('PNG');
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(shot.sizes);
    }
  });
});
