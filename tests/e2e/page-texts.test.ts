import fs from 'node:fs';
import path from 'node:path';
import type { Browser, ConsoleMessage, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precacheUrls } from '../bench/precache-size';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { sidewaysOverflow } from './buyer-helpers';
import { AXE_PATH } from './shop-helpers';

/**
 * Issue 32 item 11: staff edit the shop's page texts in a visual editor, without typing HTML. What the shop
 * shows is what the toolbar made; a script pasted into the HTML source view never reaches the shop.
 */
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const staff = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await staff.newPage();
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

async function openWithdrawalText() {
  await page.goto(`${server.url}/admin/configuration/sites`);
  await page.getByRole('tab', { name: 'Widerrufsbelehrung' }).click();
  const editor = page.getByRole('textbox', { name: /^Text: Widerrufsbelehrung/ });
  await editor.waitFor();
  return editor;
}

async function save() {
  await page.getByRole('button', { name: 'Speichern', exact: true }).click();
  await page.getByText('Daten erfolgreich gespeichert!').waitFor();
}

/** The public page as a first-time visitor sees it (own context: no service worker, no session). */
async function visitShop(address: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await context.addInitScript(() => localStorage.setItem('cookie_consent_v2', JSON.stringify({ essential: true, statistics: false, marketing: false })));
  const visitor = await context.newPage();
  await visitor.goto(`${server.url}${address}`);
  await visitor.locator('.legal-page').waitFor();
  return { visitor, close: () => context.close() };
}

describe('page texts in the visual editor', () => {
  it('staff make a heading, bold text and a link with the toolbar, save, and the shop shows them', async () => {
    const errors: string[] = [];
    const noteError = (message: ConsoleMessage) => {
      if (message.type() === 'error') errors.push(message.text());
    };
    page.on('console', noteError);
    const editor = await openWithdrawalText();
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Delete');

    await page.keyboard.type('So erreichst du uns');
    await page.getByRole('button', { name: 'Überschrift' }).click();
    expect(await page.getByRole('button', { name: 'Überschrift' }).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Lies das ');
    await page.getByRole('button', { name: 'Fett' }).click();
    await page.keyboard.type('genau');
    await page.getByRole('button', { name: 'Fett' }).click();
    await page.keyboard.type(' und schau auf ');
    await page.keyboard.type('unsere Homepage');
    for (let i = 0; i < 'unsere Homepage'.length; i++) await page.keyboard.press('Shift+ArrowLeft');

    // The link dialog refuses what is no web, mail or phone address, in German.
    await page.getByRole('button', { name: 'Link' }).click();
    const dialog = page.getByRole('dialog', { name: 'Link einfügen' });
    await dialog.getByLabel('Adresse').fill('javascript:alert(1)');
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await dialog.getByText(/Nur Webadressen \(https:\/\/…\), E-Mail-Adressen und Telefonnummern/).waitFor();
    await dialog.getByLabel('Adresse').fill('www.gesamtschule-stadtpark.de/musical');
    await dialog.getByRole('button', { name: 'Übernehmen' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const preview = page.getByTestId('page-preview');
    await preview.getByRole('heading', { name: 'So erreichst du uns' }).waitFor();
    await preview.locator('strong', { hasText: 'genau' }).waitFor();
    expect(await preview.getByRole('link', { name: 'unsere Homepage' }).getAttribute('href')).toBe('https://www.gesamtschule-stadtpark.de/musical');
    await save();

    const { visitor, close } = await visitShop('/widerrufsbelehrung');
    const text = visitor.locator('.legal-page');
    await text.getByRole('heading', { name: 'So erreichst du uns', level: 3 }).waitFor();
    expect(await text.locator('strong').filter({ hasText: 'genau' }).count()).toBe(1);
    expect(await text.getByRole('link', { name: 'unsere Homepage' }).getAttribute('href')).toBe('https://www.gesamtschule-stadtpark.de/musical');
    await close();

    // Saved text opens in the visual editor again, formatting included.
    const reopened = await openWithdrawalText();
    await reopened.getByRole('heading', { name: 'So erreichst du uns' }).waitFor();
    expect(await reopened.locator('strong').filter({ hasText: 'genau' }).count()).toBe(1);
    page.off('console', noteError);
    expect(errors).toEqual([]);
  });

  it('the toolbar is reached with Tab and walked with the arrow keys', async () => {
    await openWithdrawalText();
    const toolbar = page.getByRole('toolbar', { name: /Textformat/ });
    await toolbar.getByRole('button', { name: 'Überschrift' }).focus();
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Fett');
    await page.keyboard.press('End');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Wiederholen');
    // One tab stop: Tab leaves the toolbar for the text.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('textbox');
  });

  it.each([
    { width: 390, height: 844 },
    { width: 768, height: 1024 },
  ])('fits $width px without sideways scrolling, every toolbar button at least 44 × 44 px', async (viewport) => {
    await page.setViewportSize(viewport);
    try {
      await openWithdrawalText();
      const small = await page.getByRole('toolbar').evaluate((toolbar) =>
        [...toolbar.querySelectorAll('button')]
          .map((button) => ({ name: button.getAttribute('aria-label'), rect: button.getBoundingClientRect() }))
          .filter(({ rect }) => rect.width < 43.5 || rect.height < 43.5)
          .map(({ name, rect }) => `${name} (${Math.round(rect.width)}×${Math.round(rect.height)})`),
      );
      expect(small).toEqual([]);
      expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it.each(['light', 'dark'] as const)('axe finds nothing on the editor with its link dialog open (%s)', async (mode) => {
    await page.evaluate((dark) => localStorage.setItem('adminDarkMode', dark), String(mode === 'dark'));
    const editor = await openWithdrawalText();
    await editor.click();
    await page.getByRole('button', { name: 'Link' }).click();
    await page.getByRole('dialog', { name: 'Link einfügen' }).getByLabel('Adresse').waitFor();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
    await page.evaluate(fs.readFileSync(AXE_PATH, 'utf8'));
    const found = await page.evaluate(async () => {
      // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
      const result = await (window as any).axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        resultTypes: ['violations'],
      });
      return (result.violations as Array<{ id: string; nodes: Array<{ target: string[] }> }>).map(
        (violation) => `${violation.id} @ ${violation.nodes[0]?.target.join(' ')}`,
      );
    });
    expect(found).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('textbox');
    await page.evaluate(() => localStorage.setItem('adminDarkMode', 'false'));
  });

  it('a script pasted into the HTML source view never reaches the shop', async () => {
    await openWithdrawalText();
    await page.getByRole('checkbox', { name: /HTML-Quelltext/ }).check();
    const source = page.getByLabel(/^HTML-Text: Widerrufsbelehrung/);
    await source.fill('<p>Quelltext sicher</p><script>window.__pwned = "script"</script><img src="x" onerror="window.__pwned = \'onerror\'">');
    await page.getByTestId('page-preview').getByText('Quelltext sicher').waitFor();
    await save();
    expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();

    const { visitor, close } = await visitShop('/widerrufsbelehrung');
    await visitor.locator('.legal-page').getByText('Quelltext sicher').waitFor();
    await visitor.waitForTimeout(300);
    expect(await visitor.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
    expect(await visitor.locator('.legal-page script, .legal-page [onerror]').count()).toBe(0);
    await close();
    // Neither the server-rendered page nor the shop's API carries it.
    const served = await (await fetch(`${server.url}/widerrufsbelehrung`)).text();
    expect(served).toContain('Quelltext sicher');
    expect(served).not.toContain('__pwned');
    const api = await (await fetch(`${server.url}/api/pages/get.php?name=widerrufsbelehrung`)).text();
    expect(api).not.toContain('__pwned');

    // The picture left after cleaning has no place in the visual editor: the text opens in the source view.
    await page.goto(`${server.url}/admin/configuration/sites`);
    await page.getByRole('tab', { name: 'Widerrufsbelehrung' }).click();
    await page.getByText(/visuelle Editor nicht darstellen kann \(<img>\)/).waitFor();
    expect(await page.getByRole('checkbox', { name: /HTML-Quelltext/ }).isChecked()).toBe(true);
  });

  it('no file the shop precaches for visitors holds the editor', () => {
    const dist = path.resolve(import.meta.dirname, '../../dist/client');
    const scripts = precacheUrls().filter((url) => url.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => fs.readFileSync(path.join(dist, url), 'utf8').includes('ProseMirror'))).toEqual([]);
  });
});
