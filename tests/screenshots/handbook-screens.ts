/**
 * The staff handbook's pictures (issue 43): every back-office page of the sidebar at 1,366 px and the door
 * kiosk on a 768 px tablet, light mode, demo data, as small WebP files in docs/handbuch/bilder/ (committed;
 * the Markdown pages and the in-app help show them). Renew them after a screen changed:
 *   npm run build && npx tsx tests/screenshots/handbook-screens.ts     (also part of `npm run screenshots`)
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { ensureClientBuild } from '../../src/server/client-build';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { ShopApi } from '../helpers/kiosk-e2e';

const OUT = path.resolve(import.meta.dirname, '../../docs/handbuch/bilder');
const DESKTOP = { width: 1366, height: 900 };
const TABLET = { width: 768, height: 1024 };
/** Light mode, German date and time inputs, Berlin time, no animations: what staff at the school see. */
const LOOK = { colorScheme: 'light', reducedMotion: 'reduce', locale: 'de-DE', timezoneId: 'Europe/Berlin' } as const;
/** A picture larger than this is saved again at a lower quality: the repository stays lean. */
const MAX_BYTES = 80_000;

/** The back-office pages of the sidebar: picture name → address. */
const OFFICE_PAGES: Array<[name: string, address: string]> = [
  ['dashboard', '/admin'],
  ['events-liste', '/admin/events/list'],
  ['ticket-designer', '/admin/ticket-designer'],
  ['bestellungen', '/admin/orders'],
  ['paypal-universen', '/admin/paypal/universes'],
  ['spielstaetten', '/admin/rooms'],
  ['mediathek', '/admin/media'],
  ['dateien', '/admin/files'],
  ['statistik', '/admin/statistics'],
  ['statistik-detailliert', '/admin/statistics/detailed'],
  ['audit-log', '/admin/audit-log'],
  ['logs', '/admin/logs'],
  ['alerts', '/admin/alerts'],
  ['backup', '/admin/backup'],
  ['api-verwaltung', '/admin/api'],
  ['benutzerliste', '/admin/user/list'],
  ['rollen', '/admin/user/roles'],
  ['konfiguration', '/admin/configuration/general'],
  ['seiten', '/admin/configuration/sites'],
  ['info', '/admin/configuration/info'],
  ['postausgang', '/admin/mail/outbox'],
  ['mailvorlagen', '/admin/mail/template/list'],
  ['ui-anpassung', '/admin/configuration/ui'],
  ['profil', '/admin/user/self'],
  ['hilfe', '/admin/help/bestellungen'],
];

async function save(name: string, png: Buffer) {
  let quality = 70;
  let webp = await sharp(png).webp({ quality, effort: 6 }).toBuffer();
  while (webp.byteLength > MAX_BYTES && quality > 30) {
    quality -= 10;
    webp = await sharp(png).webp({ quality, effort: 6 }).toBuffer();
  }
  fs.writeFileSync(path.join(OUT, `${name}.webp`), webp);
  console.log(`${name}.webp: ${Math.round(webp.byteLength / 1024)} KB (Qualität ${quality})`);
}

/** The visible window (not the whole page): a picture shows what staff see on their screen. */
const shot = async (page: Page, name: string) => save(name, await page.screenshot());
const shotOf = async (element: Locator, name: string) => save(name, await element.screenshot());

/** Waits until the page has its title and its pictures and the loading notes are gone. */
async function settled(page: Page) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => [...document.images].every((image) => image.complete));
  await page
    .waitForFunction(() => !/wird geladen|Lade /i.test(document.querySelector('main')?.textContent ?? ''), undefined, { timeout: 10_000 })
    .catch(() => {});
  await page.waitForTimeout(600);
}

async function signedInOffice(browser: Browser, server: RunningServer): Promise<Page> {
  const context = await browser.newContext({ viewport: DESKTOP, ...LOOK });
  const page = await context.newPage();
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/admin$/);
  return page;
}

async function backOffice(browser: Browser, server: RunningServer, api: ShopApi, orderId: number) {
  const page = await signedInOffice(browser, server);
  for (const [name, address] of OFFICE_PAGES) {
    await page.goto(`${server.url}${address}`);
    await settled(page);
    await shot(page, name);
  }

  // An event: its general data, its performances with quotas, its ticket categories with prices.
  await page.goto(`${server.url}/admin/events/list`);
  await settled(page);
  await page
    .getByRole('button', { name: /bearbeiten$/ })
    .first()
    .click();
  await page.waitForURL(/\/admin\/events\/edit\/\d+/);
  await settled(page);
  await shot(page, 'event-bearbeiten');
  // A section on its own: the sticky top bar and save bar would lie across it while it is scrolled into view.
  await page.addStyleTag({ content: '.topbar, .event-editor__actions { position: static !important; }' });
  const fieldset = (legend: string) => page.locator('fieldset', { has: page.locator('legend', { hasText: legend }) }).first();
  await shotOf(fieldset('Vorstellungen und Kontingente'), 'event-vorstellungen');
  await shotOf(fieldset('Ticketkategorien'), 'event-kategorien');

  // An order with three tickets: the details, one ticket chosen for cancelling, the whole order's dialog.
  await page.goto(`${server.url}/admin/orders/details/${orderId}`);
  await settled(page);
  await shot(page, 'bestelldetails');
  const tickets = page.getByRole('region', { name: 'Tickets' });
  await tickets
    .getByRole('checkbox', { name: /Ticket \d+ auswählen/ })
    .first()
    .check();
  await tickets.getByRole('button', { name: '1 Ticket stornieren' }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(300);
  await shot(page, 'ticket-stornieren-dialog');
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
  await page.getByRole('button', { name: 'Stornieren und erstatten' }).click();
  await page.getByRole('dialog').waitFor();
  await page.waitForTimeout(300);
  await shot(page, 'bestellung-stornieren-dialog');
  await page.keyboard.press('Escape');

  // The coupon page with one code and its form open.
  await api.call('config/save.php', { json: { values: { coupon_codes: true } }, auth: true });
  await api.call('coupons/create.php', { json: { code: 'ELTERN', kind: 'amount', value: 3 }, auth: true });
  await page.goto(`${server.url}/admin/configuration/coupons`);
  await settled(page);
  await shot(page, 'gutscheine');
  await page.context().close();
}

/** The door on a tablet: sign in, choose the performance, the scan screen, verdicts, box office, offline. */
async function kiosk(browser: Browser, server: RunningServer, codes: { valid: string; cancelled: string }) {
  const context = await browser.newContext({ viewport: TABLET, ...LOOK });
  const page = await context.newPage();
  await page.goto(`${server.url}/kiosk`);
  await page.getByLabel('Benutzername').waitFor();
  await shot(page, 'kiosk-anmelden');
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort').fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.getByLabel('Gerätename').fill('Eingang Aula');
  await page.getByRole('button', { name: 'Speichern' }).click();
  await page.getByText('Gerätename gespeichert.').waitFor();
  await page.locator('.kiosk-pick__button').first().waitFor();
  await shot(page, 'kiosk-vorstellung-waehlen');
  await page
    .getByRole('button', { name: /Zeitsprung/ })
    .first()
    .click();
  await page.getByTestId('kiosk-last-sync').filter({ hasText: 'Zuletzt synchronisiert' }).waitFor({ timeout: 60_000 });
  await page.waitForTimeout(500);
  await shot(page, 'kiosk-scannen');

  const check = async (code: string, name: string) => {
    await page.getByLabel('Code eingeben').fill(code);
    await page.getByRole('button', { name: 'Prüfen' }).click();
    await page.locator('.kiosk-verdict').waitFor();
    await page.waitForTimeout(200);
    await shot(page, name);
    const next = page.getByRole('button', { name: 'Weiter' });
    if (await next.isVisible()) await next.click().catch(() => {});
    await page.locator('.kiosk-verdict').waitFor({ state: 'detached' });
  };
  await check(codes.valid, 'kiosk-gueltig');
  await check(codes.valid, 'kiosk-bereits-eingecheckt');
  await check(codes.cancelled, 'kiosk-storniert');

  await page.getByRole('button', { name: 'Abendkasse' }).click();
  await page.getByRole('button', { name: 'Erwachsene: eins mehr' }).click();
  await page.getByRole('button', { name: 'Erwachsene: eins mehr' }).click();
  await page.waitForTimeout(300);
  await shot(page, 'kiosk-abendkasse');

  await page.getByRole('button', { name: 'Scannen', exact: true }).click();
  await context.setOffline(true);
  await page.getByText('Offline', { exact: true }).first().waitFor();
  await page.waitForTimeout(300);
  await shot(page, 'kiosk-offline');
  await context.close();
}

ensureClientBuild((line) => console.log(line));
fs.mkdirSync(OUT, { recursive: true });
const server = await startServer();
// German date and time fields and file pickers: Chromium's own language, with Debian's chromium-l10n
// package installed (without it they stay English; the pictures are still right otherwise).
process.env.LANGUAGE ??= 'de';
const browser = await launchBrowser(['--lang=de-DE']);
try {
  const api = new ShopApi(server.url);
  await api.login();
  const { show, adults } = await api.upcoming();
  const kept = await api.buy(show.id, adults, 3);
  const cancelled = await api.buy(show.id, adults, 1);
  await api.call('orders/cancel.php', { json: { order_id: cancelled.orderId, reason: 'Die Familie kann nicht kommen.' }, auth: true });
  await backOffice(browser, server, api, kept.orderId);
  await kiosk(browser, server, { valid: kept.tickets[0].code, cancelled: cancelled.tickets[0].code });
  console.log(`Bilder in ${path.relative(process.cwd(), OUT)}`);
} finally {
  await browser.close();
  await server.stop();
}
