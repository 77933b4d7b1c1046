import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { visitorWithConsent } from './shop-helpers';

// Issue 29: a section of a legal page named its elements like the page's own data and took the page over.
const ATTACK = '<p id="router-data">kaputt</p><p id="page-code">["/api/payments/test/sdk.js"]</p>';
const TITLE = 'Allgemeine Geschäftsbedingungen';
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

async function api(path: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${server.url}/api/${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
}

/** Requests for the planted script, and uncaught errors (the planted router data does not parse). */
function watch(page: Page): { planted: string[]; errors: string[] } {
  const seen = { planted: [] as string[], errors: [] as string[] };
  page.on('request', (request) => request.url().includes('/api/payments/test/sdk.js') && seen.planted.push(request.url()));
  page.on('pageerror', (error) => seen.errors.push(error.message));
  return seen;
}

/** hydrateRoot marks its container; a page whose data could not be read stays unhydrated. */
const hydrated = (page: Page) => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));

describe('stored page HTML cannot take over the page (issue 29)', () => {
  it('a manager saves the AGB with elements named like the page data: /agb renders and hydrates intact', async () => {
    const login = await fetch(`${server.url}/api/auth/login.php`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) }),
    });
    const token = (await login.json()).session_token as string;
    const agb = (await (await api('pages/get.php?name=agb', token)).json()).page;
    const sections = [{ ...agb.sections[0], html: `${ATTACK}${agb.sections[0].html}` }, ...agb.sections.slice(1)];
    const saved = await api('pages/save.php', token, { name: 'agb', title: agb.title, sections });
    expect(saved.status).toBe(200);

    const context = await visitorWithConsent(browser);
    const page = await context.newPage();
    const seen = watch(page);
    await page.goto(`${server.url}/agb`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    await page.getByRole('heading', { level: 2, name: 'Geltungsbereich und Vertragspartner' }).waitFor();
    expect(await page.locator('#root [id="router-data"], #root [id="page-code"]').count()).toBe(0);
    expect(await page.locator('input[type="password"], iframe').count()).toBe(0);
    expect(seen).toEqual({ planted: [], errors: [] });
    await context.close();
  });

  it('reads its data only from the elements the server put beside the page, even when the markup holds such ids', async () => {
    const context = await visitorWithConsent(browser);
    const page = await context.newPage();
    const seen = watch(page);
    // As if a cleaner let the ids through: the elements stand inside #root, before the server's own.
    await page.route(`${server.url}/agb`, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace('<div id="root">', `<div id="root">${ATTACK}`);
      await route.fulfill({ response, body });
    });
    await page.goto(`${server.url}/agb`, { waitUntil: 'load' });
    await expect.poll(() => hydrated(page), { timeout: 15_000 }).toBe(true);
    await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
    expect(seen.planted).toEqual([]);
    expect(seen.errors.filter((message) => /JSON/.test(message))).toEqual([]);
    await context.close();
  });
});
