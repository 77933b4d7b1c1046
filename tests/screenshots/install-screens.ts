/**
 * The manifest's `screenshots` for the richer install dialog (issue 14): the event page of the running shop
 * at phone ('narrow') and desktop ('wide') size, written to public/screenshots/ and committed.
 * Run after `npx vite build`:  npx tsx tests/screenshots/install-screens.ts
 * The sizes must match manifest.webmanifest (tests/e2e/offline-first-visit.test.ts checks them).
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { launchBrowser, startServer } from '../helpers/e2e';

const OUT = path.resolve(import.meta.dirname, '../../public/screenshots');
const SHOTS = [
  { file: 'shop-narrow.png', viewport: { width: 390, height: 844 }, scale: 2 },
  { file: 'shop-wide.png', viewport: { width: 1280, height: 800 }, scale: 1 },
];

const server = await startServer();
const browser = await launchBrowser();
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({ viewport: shot.viewport, deviceScaleFactor: shot.scale, reducedMotion: 'reduce' });
    const page = await context.newPage();
    // The visitor already chose 'essential only', so the cookie banner stays closed.
    await page.addInitScript(() => localStorage.setItem('cookie_consent_v2', JSON.stringify({ essential: true, statistics: false, marketing: false })));
    await page.goto(`${server.url}/event/musical`);
    await page
      .getByRole('heading', { name: /Zeitsprung/ })
      .first()
      .waitFor();
    // The shop keeps probing its connection, so the network is never idle: wait for the pictures instead.
    await page.waitForFunction(() => [...document.images].every((image) => image.complete || image.loading === 'lazy'));
    await page.evaluate(() => Promise.all([...document.images].filter((image) => image.complete).map((image) => image.decode().catch(() => undefined))));
    // A palette PNG: the install dialog shows it small, and the repository stays lean.
    const png = await sharp(await page.screenshot())
      .png({ palette: true, quality: 90, compressionLevel: 9 })
      .toBuffer();
    fs.writeFileSync(path.join(OUT, shot.file), png);
    console.log(`${shot.file}: ${shot.viewport.width * shot.scale}x${shot.viewport.height * shot.scale}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.stop();
}
