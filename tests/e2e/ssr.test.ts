import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer } from '../helpers/e2e';
import { visitorWithConsent } from './shop-helpers';

const TITLE = 'Zeitsprung – Das Schulmusical';
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

/** The built chunks that hold Dexie (its error names survive minification). */
function dexieChunks(): string[] {
  const assets = path.resolve(import.meta.dirname, '../../dist/client/assets');
  return fs.readdirSync(assets).filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(assets, file), 'utf8').includes('DatabaseClosedError'));
}

/** Built chunks by name: the storage code main.tsx used to load at start (ticket cache, sign-out outbox). */
function chunksNamed(pattern: RegExp): string[] {
  return fs.readdirSync(path.resolve(import.meta.dirname, '../../dist/client/assets')).filter((file) => file.endsWith('.js') && pattern.test(file));
}

/** Console errors and warnings, and uncaught errors (a hydration mismatch is reported as one). */
function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

const currentSlide = (page: Page) =>
  page.locator('.hero-carousel__bullet').evaluateAll((bullets) => bullets.findIndex((b) => b.getAttribute('aria-current') === 'true'));

describe('server-rendered shop pages in Chromium', () => {
  it('renders with React in its production build whatever NODE_ENV says (the demo and the test servers run without)', () => {
    const serverDir = path.resolve(import.meta.dirname, '../../dist/server');
    const built = [
      path.join(serverDir, 'entry-server.js'),
      ...fs
        .readdirSync(path.join(serverDir, 'assets'))
        .filter((file) => file.endsWith('.js'))
        .map((file) => path.join(serverDir, 'assets', file)),
    ];
    const code = built.map((file) => fs.readFileSync(file, 'utf8')).join('\n');
    // Imported from node_modules, React picks its development build at run time unless NODE_ENV=production.
    expect(code).not.toMatch(/\bfrom ["']react(-dom)?(\/[\w-]+)?["']/);
    expect(code).toContain('react-dom-server-legacy.node.production');
    expect(code).not.toMatch(/react(-dom)?[\w.-]*\.development\.js/);
  });

  it('sends /event/musical with the title and the poster before any script runs', async () => {
    const html = await (await fetch(`${server.url}/event/musical`)).text();
    expect(html).toContain(`<title>${TITLE} - Musical-Tickets</title>`);
    expect(html).toMatch(new RegExp(`<img[^>]*alt="Plakat: ${TITLE}"`));

    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/event/musical`);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    const poster = page.getByRole('img', { name: `Plakat: ${TITLE}` });
    expect(await poster.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await poster.getAttribute('fetchpriority')).toBe('high');
    expect(await page.locator('link[rel="preload"][as="image"][fetchpriority="high"]').count()).toBe(1);
    await context.close();
  });

  it('hydrates without a console error or warning and then reacts to the visitor', async () => {
    const context = await visitorWithConsent(browser);
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.url}/event/musical`, { waitUntil: 'load' });
    // The deferred extras mount once the page is idle; by then hydration has long finished.
    await page.locator('.consent-placeholder p').waitFor();
    await page.getByRole('button', { name: 'Bild 2 anzeigen' }).click();
    await expect.poll(() => currentSlide(page)).toBe(1);
    // The legal pages (stored HTML) and the FAQ hydrate as cleanly; the idle extras mount meanwhile.
    for (const url of ['/impressum', '/faq']) {
      await page.goto(`${server.url}${url}`, { waitUntil: 'load' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(1500);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('paints the page before it fetches the hydration code, then fetches it with the page chunks together', async () => {
    const context = await visitorWithConsent(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/event/musical`, { waitUntil: 'load' });
    await page.locator('.consent-placeholder p').waitFor();
    await page.waitForFunction(() => performance.getEntriesByName('shop-app-start').length > 0);
    const timing = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
      const start = (pattern: RegExp) =>
        performance.getEntriesByType('resource').find((entry) => pattern.test(new URL(entry.name).pathname))?.startTime ?? Number.NaN;
      const appStart = performance.getEntriesByName('shop-app-start')[0]?.startTime ?? Number.NaN;
      return { paint, app: start(/^\/assets\/start-app-[^/]*\.js$/), page: start(/^\/assets\/EventPage-[^/]*\.js$/), appStart };
    });
    expect(timing.app).toBeGreaterThanOrEqual(timing.paint);
    expect(timing.page).toBeGreaterThanOrEqual(timing.paint);
    // One step, not a chain: the page chunk is asked for before the app's code starts, so the app cannot
    // have asked for it (an order of events, not a time limit).
    expect(timing.page).toBeLessThanOrEqual(timing.appStart);
    await context.close();
  });

  it('requests no storage code (Dexie, ticket cache, sign-out outbox) before the page has loaded', async () => {
    const chunks = [...dexieChunks(), ...chunksNamed(/^(ticket-cache|sign-out-outbox)-/)];
    expect(chunks.length).toBeGreaterThan(2);
    const context = await visitorWithConsent(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/event/musical`, { waitUntil: 'load' });
    await page.locator('.consent-placeholder p').waitFor();
    await expect
      .poll(() =>
        page.evaluate(
          (names) => performance.getEntriesByType('resource').filter((entry) => names.some((name) => entry.name.endsWith(`/assets/${name}`))).length,
          chunks,
        ),
      )
      .toBeGreaterThan(2);
    const timing = await page.evaluate((names) => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const starts = performance
        .getEntriesByType('resource')
        .filter((entry) => names.some((name) => entry.name.endsWith(`/assets/${name}`)))
        .map((entry) => entry.startTime);
      return { loaded: navigation.loadEventEnd, starts };
    }, chunks);
    for (const start of timing.starts) expect(start).toBeGreaterThanOrEqual(timing.loaded);
    await context.close();
  });

  it('builds no Intl date format while the event page hydrates (time-zone data costs a phone ~150 ms)', async () => {
    const context = await visitorWithConsent(browser);
    // A string, so no bundler helper ends up in the page's copy of it.
    await context.addInitScript({
      content: `(() => {
        const made = (window.__dateFormatsMade = []);
        const Original = Intl.DateTimeFormat;
        Intl.DateTimeFormat = new Proxy(Original, {
          construct: (target, args) => (made.push(JSON.stringify(args)), new target(...args)),
          apply: (target, self, args) => (made.push(JSON.stringify(args)), target(...args)),
        });
      })();`,
    });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto(`${server.url}/event/musical`, { waitUntil: 'load' });
    // The idle extras mount after hydration; the dates are on the page, written by the server and by React alike.
    await page.locator('.consent-placeholder p').waitFor();
    expect(await page.locator('main').textContent()).toMatch(/Beginn \d{2}:\d{2} Uhr/);
    expect(await page.evaluate(() => (window as unknown as { __dateFormatsMade: string[] }).__dateFormatsMade)).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });

  it('shows a first visitor the page and the cookie banner without loading Dexie; saving the choice loads it', async () => {
    const chunks = dexieChunks();
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const dexieRequests = () =>
      page.evaluate(
        (names) => performance.getEntriesByType('resource').filter((entry) => names.some((name) => entry.name.endsWith(`/assets/${name}`))).length,
        chunks,
      );
    await page.goto(`${server.url}/event/musical`, { waitUntil: 'load' });
    const banner = page.getByRole('dialog', { name: 'Cookies & Datenschutz' });
    await banner.waitFor();
    await page.getByText('Inhalt nur mit Zustimmung verfügbar').waitFor();
    await page.waitForTimeout(1500);
    expect(await dexieRequests()).toBe(0);
    await banner.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await banner.waitFor({ state: 'detached' });
    await page.locator('iframe.event-map').waitFor({ state: 'attached' });
    expect(await dexieRequests()).toBeGreaterThan(0);
    await page.reload();
    await page.locator('iframe.event-map').waitFor({ state: 'attached' });
    expect(await page.getByRole('dialog').count()).toBe(0);
    await context.close();
  });

  it('answers /events with one visible event by an HTTP redirect', async () => {
    const response = await fetch(`${server.url}/events`, { redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/event/musical');
  });

  it('keeps the first slide until the visitor uses the carousel', async () => {
    const context = await visitorWithConsent(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/event/musical`);
    await page.getByRole('button', { name: 'Bild 2 anzeigen' }).waitFor();
    expect(await page.locator('.hero-carousel__bullet').count()).toBeGreaterThan(1);
    await page.mouse.move(0, 0);
    await page.waitForTimeout(6000);
    expect(await currentSlide(page)).toBe(0);
    await context.close();
  });

  it('requests Dexie only after the content has painted', async () => {
    const chunks = dexieChunks();
    expect(chunks.length).toBeGreaterThan(0);
    const context = await visitorWithConsent(browser);
    const page = await context.newPage();
    await page.goto(`${server.url}/event/musical`, { waitUntil: 'load' });
    // The cart badge and the map's consent check need IndexedDB: they come after the idle wait.
    await page.locator('.consent-placeholder p').waitFor();
    const timing = await page.evaluate(
      (names) =>
        new Promise<{ paint: number; dexie: number[] }>((resolve) => {
          new PerformanceObserver((list) => {
            const entries = list.getEntries();
            const paint = entries[entries.length - 1].startTime;
            const dexie = performance
              .getEntriesByType('resource')
              .filter((entry) => names.some((name) => entry.name.endsWith(`/assets/${name}`)))
              .map((entry) => entry.startTime);
            resolve({ paint, dexie });
          }).observe({ type: 'largest-contentful-paint', buffered: true });
        }),
      chunks,
    );
    expect(timing.dexie.length).toBeGreaterThan(0);
    for (const start of timing.dexie) expect(start).toBeGreaterThan(timing.paint);
    await context.close();
  });
});
