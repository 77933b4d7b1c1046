import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { buyTwoTickets, postApi } from './buyer-helpers';
import { visitorWithConsent } from './shop-helpers';

/** A return from the ticket page (issue 33 point 3): real Chromium against the built shop. */
let server: RunningServer;
let browser: Browser;
let page: Page;

const post = (path: string, body: unknown, token?: string) => postApi(server.url, path, body, token);
const buyTwo = () => buyTwoTickets(server.url, { firstName: 'Rück', lastName: 'Gabe', email: 'rueckgabe@example.de' });

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const login = await post('auth/login.php', { user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) });
  // Returns until the performance begins: the seeded next performance may be less than 14 days away.
  await post('config/save.php', { values: { ticket_return_days: 0 } }, login.session_token);
  page = await (await visitorWithConsent(browser)).newPage();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('returns on the ticket page', () => {
  it("a buyer returns one of two tickets: confirmed, refunded, shown as returned, on the kiosks' revocation list", async () => {
    const path = await buyTwo();
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
    const path = await buyTwo();
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
