import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { buyTicketsThroughCheckout, fillCart, postApi, sidewaysOverflow } from './buyer-helpers';
import { visitorWithConsent } from './shop-helpers';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let token: string;

const staff = (path: string, body: unknown) => postApi(server.url, path, body, token);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  token = (await postApi(server.url, 'auth/login.php', { user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) })).session_token;
  await staff('config/save.php', { values: { coupon_codes: true } });
  await staff('coupons/create.php', { code: 'ELTERN', kind: 'amount', value: 3 });
  context = await visitorWithConsent(browser);
  page = await context.newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const total = async () => ((await page.getByTestId('checkout-total').textContent()) ?? '').replace(/\s/g, ' ');

describe('a coupon in the phone checkout (390 px)', () => {
  it('refuses an unknown code, prices a valid one on the server and charges the reduced total', async () => {
    await fillCart(page, server.url);
    await page.getByRole('button', { name: 'Zur Kasse' }).click();
    await page.getByRole('heading', { name: 'Bestellübersicht' }).waitFor();
    const before = await total();
    await page.getByLabel('Gutscheincode').fill('falsch');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await page.getByText('Diesen Gutscheincode gibt es nicht oder er ist abgeschaltet.').waitFor();
    await page.getByLabel('Gutscheincode').fill('eltern');
    await page.getByRole('button', { name: 'Einlösen' }).click();
    await page.getByTestId('coupon-applied').waitFor();
    expect(await page.getByTestId('coupon-applied').textContent()).toContain('Gutschein ELTERN (3,00 €) eingelöst.');
    const cents = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.')) * 100;
    await expect.poll(async () => cents(await total())).toBe(cents(before) - 300);
    expect(await page.locator('.checkout-table').textContent()).toContain('-3,00');
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    const reduced = await total();

    await buyTicketsThroughCheckout(page, async () => {});
    const orders = await (await fetch(`${server.url}/api/orders/fetch.php`, { headers: { authorization: `Bearer ${token}` } })).json();
    const paid = orders.data.find((order: { status: string }) => order.status === 'CAPTURED');
    expect(Math.round(paid.total * 100)).toBe(cents(reduced));
    const coupons = await (await fetch(`${server.url}/api/coupons/list.php`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(coupons.coupons[0]).toMatchObject({ code: 'ELTERN', uses: 1 });
  });
});
