import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { editBody } from '../helpers/event-edit';

let server: RunningServer;
let browser: Browser;
let page: Page;
let downloaded: string;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-e2e-'));
// As root the embedded PostgreSQL runs as the user postgres, who must pass through to the data folder below.
fs.chmodSync(work, 0o755);

async function signIn(target: Page, url: string) {
  await target.goto(`${url}/admin/login`);
  await target.getByLabel('Benutzername').fill('admin');
  await target.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
  await target.getByRole('button', { name: 'Anmelden' }).click();
  await target.waitForURL(/\/admin$/);
}

const post = (target: Page, call: string, body: unknown) =>
  target.evaluate(
    async ([path, json]) => {
      const token = JSON.parse(localStorage.getItem('authUser') ?? '{}').session as string;
      const response = await fetch(`/api/${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: json,
      });
      return response.status;
    },
    [call, JSON.stringify(body)] as const,
  );

const api = (target: Page, call: string) =>
  target.evaluate(async (path) => {
    const token = JSON.parse(localStorage.getItem('authUser') ?? '{}').session as string;
    return (await fetch(`/api/${path}`, { headers: { Authorization: `Bearer ${token}` } })).json();
  }, call);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true })).newPage();
  await signIn(page, server.url);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('Backup page in Chromium', () => {
  it('the sidebar links Backup, UI Customization and Localization and offers no entry "(bald)" for them, nor Support Client', async () => {
    const sidebar = page.getByRole('navigation', { name: 'Backoffice' });
    await sidebar.getByRole('button', { name: 'System' }).click();
    await sidebar.getByRole('link', { name: 'Backup', exact: true }).waitFor();
    await sidebar.getByRole('button', { name: 'Konfiguration' }).click();
    await sidebar.getByRole('link', { name: 'UI Customization', exact: true }).waitFor();
    // Localization is a page of its own since issue 53 item 7.
    await sidebar.getByRole('link', { name: 'Localization', exact: true }).waitFor();
    const text = String(await sidebar.textContent());
    expect(text).not.toMatch(/(Backup|UI Customization|Localization)\s*\(bald\)/);
    expect(text).not.toContain('Support Client');
  });

  it('"Backup jetzt" lists the backup with time and size, downloads it, and the configuration shows it as the last backup', async () => {
    // An order in the shop, so the restored copy has one to give back.
    const status = await page.evaluate(async () => {
      const list = await (await fetch('/api/events/list_detailed.php')).json();
      const performance = list.events
        .flatMap((event: { performances: Array<{ id: number; past: boolean; categories: Array<{ id: number }> }> }) => event.performances)
        .find((p: { past: boolean }) => !p.past);
      const cart = [{ performance_id: performance.id, category_id: performance.categories[0].id, quantity: 2 }];
      const body = JSON.stringify({ cart, user_data: { firstName: 'Ria', lastName: 'Test', email: 'ria@example.de' }, donation_amount: 0 });
      return (await fetch('/api/orders/create.php', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body })).status;
    });
    expect(status).toBe(200);
    await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('button', { name: 'System' }).click();
    await page.getByRole('navigation', { name: 'Backoffice' }).getByRole('link', { name: 'Backup', exact: true }).click();
    await page.waitForURL(/\/admin\/backup$/);
    // The automatic backup may already have run (30 s after the start): the new one is the first row.
    await page.locator('.backup-facts').waitFor();
    const rows = page.getByRole('row').filter({ has: page.getByRole('button', { name: 'Herunterladen' }) });
    const before = await rows.count();
    await page.getByRole('button', { name: 'Backup jetzt' }).click();
    await page.getByText(/^Backup erstellt \(\d+,\d (KB|MB)\)\.$/).waitFor();
    await expect.poll(() => rows.count()).toBe(before + 1);
    const row = rows.first();
    expect(await row.textContent()).toMatch(/\d{2}\.\d{2}\.\d{4}.*\d+,\d (KB|MB).*backup-.*\.jsonl\.gz/s);
    const facts = await page.locator('.backup-facts').textContent();
    expect(facts).toMatch(/Letztes Backup\s*\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} · \d+,\d (KB|MB)/);
    expect(facts).toContain(path.join(server.dataDir, 'backups'));

    const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: 'Herunterladen' }).click()]);
    downloaded = path.join(work, download.suggestedFilename());
    await download.saveAs(downloaded);
    expect(download.suggestedFilename()).toMatch(/^backup-.*\.jsonl\.gz$/);
    expect(gunzipSync(fs.readFileSync(downloaded)).toString('utf8')).toMatch(/^#\{"format":"musical-tickets-backup"/);

    await page.goto(`${server.url}/admin/configuration/general#config-section-backup`);
    expect(await page.locator('#config-last_backup').textContent()).toMatch(/^\d{1,2}\.\d{1,2}\.\d{4}, \d{2}:\d{2}:\d{2}$/);
    expect(await page.locator('#config-last_backup_size').textContent()).toMatch(/^\d+,\d (KB|MB)$/);
  });

  it('the downloaded backup restores with npm run restore into an empty folder, and that shop starts with the same orders and admin', async () => {
    const before = await api(page, 'orders/fetch.php?page=1&pageSize=50');
    expect(before.total).toBe(1);
    const dataDir = path.join(work, 'restored');
    fs.mkdirSync(dataDir);
    const restore = await new Promise<{ code: number; out: string }>((resolve) => {
      execFile(
        'npm',
        ['run', '--silent', 'restore', '--', downloaded],
        { env: { ...process.env, DATA_DIR: dataDir }, cwd: path.resolve(import.meta.dirname, '../..') },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
      );
    });
    expect(restore.out).toMatch(/Wiederhergestellt: \d+ Zeilen/);
    expect(restore.code).toBe(0);
    const restored = await startServer({ DATA_DIR: dataDir }, { engine: 'embedded' });
    try {
      const other = await browser.newPage();
      await signIn(other, restored.url);
      expect(await api(other, 'orders/fetch.php?page=1&pageSize=50')).toEqual(before);
      expect(restored.output()).not.toContain('Erster Start');
      await other.close();
    } finally {
      await restored.stop();
    }
  }, 300_000);
});

describe('UI Customization in Chromium', () => {
  it('changes the shop colour (live preview) and the start-page layout, and the shop uses both', async () => {
    await page.goto(`${server.url}/admin/configuration/ui`);
    const primary = page.getByLabel('Primärfarbe');
    await primary.fill('#aa2200');
    const preview = page.locator('.ui-preview__nav');
    expect(await preview.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(170, 34, 0)');
    await page.getByLabel('Slogan').fill('Bühne frei!');
    await page.getByLabel('Layout der Startseite').selectOption('list');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText('Daten erfolgreich gespeichert!').waitFor();
    // With one event the start page is that event's page; the first (past) musical is shown as well.
    const hidden = (await api(page, 'events/admin_list.php')).data.find((event: { visible: number }) => event.visible === 0);
    const body = { ...editBody((await api(page, `events/get.php?id=${hidden.id}`)).event), visible: true };
    expect(await post(page, 'events/save.php', body)).toBe(200);
    await page.goto(`${server.url}/`);
    await page.waitForURL(/\/events$/);
    const shop = page.locator('.shop');
    await expect.poll(() => shop.evaluate((element) => getComputedStyle(element).getPropertyValue('--color-primary').trim())).toBe('#aa2200');
    // The list layout: one column of cards, already in the server-rendered page (no shift when it hydrates).
    expect(await shop.getAttribute('data-layout')).toBe('list');
    const columns = await page.locator('.event-grid').evaluate((element) => getComputedStyle(element).gridTemplateColumns.split(' ').length);
    expect(columns).toBe(1);
    const html = await (await fetch(`${server.url}/events`)).text();
    expect(html).toContain('data-layout="list"');
  });
});
