import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer } from '../helpers/e2e';
import { uploadPoster } from '../helpers/poster';

let server: RunningServer;
let browser: Browser;
let page: Page;
let poster: Awaited<ReturnType<typeof uploadPoster>>;

beforeAll(async () => {
  server = await startServer();
  poster = await uploadPoster(server.url);
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 390, height: 844 } });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** The address the browser chose for an image, once decoded. */
const chosen = (image: Locator) =>
  image.first().evaluate((img: HTMLImageElement) => img.decode().then(() => ({ src: img.currentSrc, width: img.naturalWidth })));

describe('uploaded pictures in the shop (issue 14)', () => {
  it('a phone loads the poster as a 480 px AVIF copy, not the original photo', async () => {
    await page.goto(`${server.url}/event/musical`);
    const hero = await chosen(page.locator('.hero-carousel img'));
    expect(hero.src).toContain(`files/image.php?id=${poster.fileId}&`);
    expect(hero.src).toContain('&w=480&format=avif');
    // Decoded: Chromium reads the AVIF (naturalWidth is density-corrected for the 390 px slot).
    expect(hero.width).toBeGreaterThan(300);
  });
});
