import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await page.goto(`${server.url}/admin/login`);
  await page.getByLabel('Benutzername').fill('admin');
  await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await page.waitForURL(/\/admin$/);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const stored = () =>
  page.evaluate(async () => {
    const session = JSON.parse(localStorage.getItem('authUser') ?? '{}').session as string;
    const response = await fetch('/api/config/get.php', { headers: { Authorization: `Bearer ${session}` } });
    return (await response.json()).values as Record<string, unknown>;
  });

describe('configuration page in Chromium (issue 33 point 9)', { retry: 0, timeout: 120_000 }, () => {
  it('shows no shop-foreign fields and saves blackout periods and tax rules entered as rows', async () => {
    await page.goto(`${server.url}/admin/configuration/general`);
    await page.getByRole('group', { name: 'Sperrzeiträume' }).waitFor();
    for (const gone of ['Versand', 'Tracking und Marketing', 'Hauptwährung', 'Zahlungsarten', 'Live-Chat', 'Pixel-ID', 'Eigenes JavaScript']) {
      expect(await page.getByText(gone, { exact: true }).count(), gone).toBe(0);
    }
    expect(await page.locator('textarea#config-tax_rules, textarea#config-event_blackout_periods').count()).toBe(0);

    await page.getByRole('button', { name: 'Zeitraum hinzufügen' }).click();
    await page.getByLabel('Erster Tag').fill('2030-12-20');
    await page.getByLabel('Letzter Tag').fill('2031-01-06');
    await page.getByRole('button', { name: 'Land hinzufügen' }).click();
    await page.getByLabel('Ländercode').fill('at');
    await page.getByLabel('Steuersatz (%)', { exact: true }).fill('20');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText('Daten erfolgreich gespeichert!').waitFor();
    expect(await stored()).toMatchObject({ event_blackout_periods: [{ start: '2030-12-20', end: '2031-01-06' }], tax_rules: [{ country: 'AT', rate: 20 }] });

    await page.reload();
    expect(await page.getByLabel('Erster Tag').inputValue()).toBe('2030-12-20');
    await page.getByRole('group', { name: 'Sperrzeiträume' }).getByRole('button', { name: 'Zeile 1 entfernen' }).click();
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByText('Daten erfolgreich gespeichert!').waitFor();
    expect((await stored()).event_blackout_periods).toEqual([]);
  });

  it('an uploaded stylesheet applies to the shop pages (Stylesheet (CSS), CSP style-src self)', async () => {
    const saved = await page.evaluate(async () => {
      const session = JSON.parse(localStorage.getItem('authUser') ?? '{}').session as string;
      const headers = { Authorization: `Bearer ${session}`, 'Content-Type': 'application/json' };
      const upload = await fetch('/api/config/upload.php', {
        method: 'POST',
        headers,
        body: JSON.stringify({ key: 'css_file_id', filename: 'schule.css', content: '.shop-footer { outline: 3px solid rgb(1, 2, 3); }' }),
      });
      const { file_id } = await upload.json();
      const save = await fetch('/api/config/save.php', { method: 'POST', headers, body: JSON.stringify({ values: { css_file_id: file_id } }) });
      return { status: save.status, file_id };
    });
    expect(saved.status).toBe(200);
    const visitor = await browser.newContext();
    const shop = await visitor.newPage();
    const refused: string[] = [];
    shop.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await shop.goto(`${server.url}/kontakt`);
    await shop.waitForFunction(() => getComputedStyle(document.querySelector('.shop-footer') as Element).outlineColor === 'rgb(1, 2, 3)');
    expect(await shop.locator(`link[rel="stylesheet"][href="/api/files/download.php?id=${saved.file_id}"]`).count()).toBe(1);
    await shop.getByRole('heading', { name: 'Adresse' }).waitFor();
    expect(refused).toEqual([]);
    await visitor.close();
  });
});
