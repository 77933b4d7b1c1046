import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { buyTwoTickets, postApi } from './buyer-helpers';
import { visitorWithConsent } from './shop-helpers';

/**
 * What a buyer does with a ticket on the ticket page, in real Chromium against the built shop: a return
 * (issue 33 point 3, once ticket-returns.test.ts) and "Ticket weitergeben" on a phone (issue 33,
 * "Ticketübertragung", once ticket-transfer.test.ts). One server; each part its own visitor. Returns go
 * first: they expect the revocation list to hold only their own ticket.
 */
let server: RunningServer;
let browser: Browser;
let admin: string;

const post = (path: string, body: unknown, token?: string) => postApi(server.url, path, body, token);

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  admin = (await post('auth/login.php', { user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) })).session_token;
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('returns on the ticket page', () => {
  let page: Page;
  beforeAll(async () => {
    await post('config/save.php', { values: { ticket_return_days: 0 } }, admin);
    page = await (await visitorWithConsent(browser)).newPage();
  });
  it("a buyer returns one of two tickets: confirmed, refunded, shown as returned, on the kiosks' revocation list", async () => {
    const path = await buyTwoTickets(server.url, { firstName: 'Rück', lastName: 'Gabe', email: 'rueckgabe@example.de' });
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { name: 'Tickets zurückgeben' }).waitFor();
    await expect(page.getByText(/Du kannst Tickets bis .* zurückgeben/).count()).resolves.toBe(1);
    const returnButtons = page.getByRole('button', { name: /^Ticket Nr\. \d+ zurückgeben$/ });
    expect(await returnButtons.count()).toBe(2);
    const label = (await returnButtons.first().textContent()) ?? '';
    const ticketId = Number(/Nr\. (\d+)/.exec(label)?.[1]);

    await returnButtons.first().click();
    await page.getByText(/wirklich zurückgeben\?/).waitFor();
    await page.getByRole('button', { name: 'Ja, zurückgeben' }).click();
    await page.getByRole('status').filter({ hasText: '1 Ticket zurückgegeben' }).waitFor();
    await page.getByText(`Nr. ${ticketId} · zurückgegeben`).waitFor();
    // The other ticket can still go back; the returned one has no button and no QR code any more.
    expect(await page.getByRole('button', { name: /^Ticket Nr\. \d+ zurückgeben$/ }).count()).toBe(1);
    expect(await page.getByRole('img', { name: /QR-Code/ }).count()).toBe(1);

    const revoked = (await (await fetch(`${server.url}/api/tickets/revoked.php`)).json()).revoked;
    expect(revoked).toEqual([expect.objectContaining({ ticket_id: ticketId, reason: 'RETURNED' })]);
  });

  it("asks in a card like the shop's others, its two buttons apart: side by side at 1366 px, one above the other at 390 px (issue 41)", async () => {
    const path = await buyTwoTickets(server.url, { firstName: 'Rück', lastName: 'Gabe', email: 'rueckgabe@example.de' });
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${server.url}${path}`);
      await page
        .getByRole('button', { name: /^Ticket Nr\. \d+ zurückgeben$/ })
        .first()
        .click();
      const box = page.getByRole('region', { name: 'Rückgabe bestätigen' });
      await box.waitFor();
      const look = await box.evaluate((element) => {
        const style = getComputedStyle(element);
        const card = document.querySelector('.ticket-card');
        return {
          padding: Math.min(...[style.paddingTop, style.paddingRight, style.paddingBottom, style.paddingLeft].map(Number.parseFloat)),
          radius: Number.parseFloat(style.borderTopLeftRadius),
          cardRadius: card ? Number.parseFloat(getComputedStyle(card).borderTopLeftRadius) : -1,
          border: Number.parseFloat(style.borderTopWidth),
        };
      });
      expect(look.padding, `${width} px`).toBeGreaterThanOrEqual(12);
      expect(look.radius, `${width} px`).toBeGreaterThan(0);
      expect(look.radius, `${width} px`).toBe(look.cardRadius);
      expect(look.border, `${width} px`).toBeGreaterThan(0);

      const yes = await box.getByRole('button', { name: 'Ja, zurückgeben' }).boundingBox();
      const no = await box.getByRole('button', { name: 'Abbrechen' }).boundingBox();
      if (!yes || !no) throw new Error('the buttons are not shown');
      const sideBySide = Math.abs(yes.y - no.y) < 1;
      if (width === 1366) expect(sideBySide, 'side by side on the desktop').toBe(true);
      // Apart by at least 8 px, across or down.
      const gap = sideBySide ? no.x - (yes.x + yes.width) : no.y - (yes.y + yes.height);
      expect(gap, `${width} px`).toBeGreaterThanOrEqual(8);
      await box.getByRole('button', { name: 'Abbrechen' }).click();
      await box.waitFor({ state: 'detached' });
    }
  });
});

describe('ticket transfer on the ticket page', () => {
  let page: Page;
  beforeAll(async () => {
    page = await (await visitorWithConsent(browser, { viewport: { width: 390, height: 844 } })).newPage();
  });
  it('offers nothing while the setting is off', async () => {
    await post('config/save.php', { values: { ticket_transfer: false } }, admin);
    await page.goto(`${server.url}${await buyTwoTickets(server.url, { firstName: 'Weiter', lastName: 'Gabe', email: 'weitergabe@example.de' })}`);
    await page.getByRole('heading', { name: 'Deine Tickets' }).waitFor();
    await page
      .getByRole('img', { name: /QR-Code/ })
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Ticket weitergeben' }).count()).toBe(0);
  });

  it('a buyer hands one of two tickets on: named holder, no QR code left for it, the old code revoked, the holder page shows it', async () => {
    await post('config/save.php', { values: { ticket_transfer: true } }, admin);
    const path = await buyTwoTickets(server.url, { firstName: 'Weiter', lastName: 'Gabe', email: 'weitergabe@example.de' });
    await page.goto(`${server.url}${path}`);
    const buttons = page.getByRole('button', { name: 'Ticket weitergeben' });
    await buttons.first().waitFor();
    expect(await buttons.count()).toBe(2);
    const first = page.locator('.ticket-card').first();
    const oldId = Number(/Nr\. (\d+)/.exec((await first.locator('.ticket-card__meta').textContent()) ?? '')?.[1]);

    await buttons.first().click();
    const form = page.getByRole('form', { name: `Ticket Nr. ${oldId} weitergeben` });
    // A wrong address is caught before anything is sent.
    await form.getByLabel('Name').fill('Oma Erika');
    await form.getByLabel('E-Mail').fill('erika');
    await form.getByRole('button', { name: 'Weitergeben' }).click();
    await form.getByRole('alert').filter({ hasText: 'gültige E-Mail-Adresse' }).waitFor();
    await form.getByLabel('E-Mail').fill('erika@example.de');
    // On a phone the form fits the screen: nothing sticks out to the side.
    const box = await form.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await form.getByRole('button', { name: 'Weitergeben' }).click();

    await page.getByRole('status').filter({ hasText: 'Das Ticket gehört jetzt Oma Erika' }).waitFor();
    await page.getByText('weitergegeben an Oma Erika').waitFor();
    expect(await page.getByRole('img', { name: /QR-Code/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Ticket weitergeben' }).count()).toBe(1);
    expect(await page.getByText(`Nr. ${oldId}`, { exact: false }).count()).toBe(0);

    const revoked = (await (await fetch(`${server.url}/api/tickets/revoked.php`)).json()).revoked;
    expect(revoked).toEqual(expect.arrayContaining([expect.objectContaining({ ticket_id: oldId, reason: 'TRANSFERRED' })]));

    // The holder's link (from the mail in the outbox) opens a page with only their ticket and its QR code.
    const headers = { authorization: `Bearer ${admin}` };
    // The outbox shows a mail once the worker has delivered it (here: into the built-in outbox).
    let mail: { id: number; status: string } | undefined;
    for (let attempt = 0; attempt < 50 && mail?.status !== 'stored'; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 200));
      const outbox = await (await fetch(`${server.url}/api/mail/outbox.php`, { headers })).json();
      mail = outbox.data.find(
        (each: { template_name: string; recipient: string }) => each.template_name === 'ticket_transfer' && each.recipient === 'erika@example.de',
      );
    }
    if (!mail) throw new Error('no mail to the new holder');
    const view = await (await fetch(`${server.url}/api/mail/outbox_view.php?id=${mail.id}`, { headers })).json();
    const holderPath = /\/tickets\/[\w-]+/.exec(view.mail.text)?.[0];
    expect(holderPath).toBeTruthy();
    await page.goto(`${server.url}${holderPath}`);
    await page.getByRole('heading', { name: 'Dein Ticket' }).waitFor();
    await page.getByText('Für Oma Erika · weitergegeben von Weiter Gabe').waitFor();
    await page.getByRole('img', { name: /QR-Code/ }).waitFor();
    expect(await page.locator('.ticket-card').count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Ticket weitergeben' }).count()).toBe(0);
  });
});
