import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { verifyTicketCode } from '../../src/shared/domain/ticket-code';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { pdfAttachment, qrCodesInPdf } from '../helpers/pdf-qr';
import { fillCart } from './buyer-helpers';
import { seriousAxeViolations, visitorWithConsent, waitForTotal } from './shop-helpers';

let server: RunningServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const dialogs: string[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  context = await visitorWithConsent(browser);
  page = await context.newPage();
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.accept();
  });
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function api(path: string, token: string) {
  return fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` } });
}

describe('buying tickets in Chromium', () => {
  it('cart → checkout → user data → test payment → complete → completed → ticket page → mail with PDF', async () => {
    // The cart, as a visitor fills it: 2 Erwachsene, 1 Kinder, a donation of 2,50 €.
    await page.goto(`${server.url}/order/tickets/musical`);
    await page.getByRole('heading', { name: 'Kategorie wählen' }).waitFor();
    await page.getByRole('button', { name: 'Ein Ticket Erwachsene mehr' }).click();
    await page.getByRole('button', { name: 'Ein Ticket Erwachsene mehr' }).click();
    await page.getByRole('spinbutton', { name: /Kinder/ }).fill('1');
    await page.getByRole('button', { name: 'Auswählen' }).click();
    await page.waitForURL(/\/order\/cart$/);
    await page.getByPlaceholder('Betrag eingeben').fill('2,5');
    await waitForTotal(page, '17,50 €');
    await page.getByRole('button', { name: 'Zur Kasse' }).click();
    await page.waitForURL(/\/order\/checkout$/);

    await page.getByRole('heading', { name: 'Bestellübersicht' }).waitFor();
    const progress = page.getByRole('navigation', { name: 'Fortschritt der Bestellung' });
    expect(await progress.textContent()).not.toContain('Sitzplatzwahl');
    expect(await progress.textContent()).not.toContain('Versand');
    expect(await page.locator('.checkout-table tfoot').textContent()).toContain('17,50');
    expect(await page.locator('.checkout-table').textContent()).toContain('Spende');
    await page.reload();
    await page.getByRole('heading', { name: 'Bestellübersicht' }).waitFor();
    // The lines come from the navigation state at once, the donation when the stored cart has answered.
    await expect.poll(() => page.locator('.checkout-table tbody tr').count()).toBe(3);
    await page.getByRole('button', { name: 'Weiter' }).click();

    await page.getByRole('heading', { name: 'Deine Daten' }).waitFor();
    await page.getByLabel('Vorname').fill('Mia');
    await page.getByLabel('Nachname').fill('Krüger');
    await page.getByLabel('E-Mail').fill('mia@');
    await page.getByRole('button', { name: 'Weiter' }).click();
    await page.getByText('Bitte gib eine gültige E-Mail-Adresse ein.').waitFor();
    await page.getByLabel('E-Mail').fill('mia@example.de');
    await page.getByRole('button', { name: 'Weiter' }).click();

    await page.getByRole('heading', { name: /Zahlungsmethode/ }).waitFor();
    await page.getByText('Testmodus', { exact: true }).waitFor();
    // Offline: a clear message instead of the buttons, and it resumes when the network returns.
    await context.setOffline(true);
    await page.getByText(/Du bist offline/).waitFor();
    await context.setOffline(false);
    await page.getByRole('button', { name: 'Testzahlung starten (Testmodus)' }).click();
    await page.getByRole('dialog', { name: 'Testzahlung bestätigen' }).waitFor();
    await page.getByText(/Deine Tickets sind reserviert für noch/).waitFor();
    // commit: false — PayPal's window ends with 'Weiter'; the binding button is the shop's last step.
    await page.getByRole('dialog', { name: 'Testzahlung bestätigen' }).getByRole('button', { name: 'Weiter' }).click();

    await page.getByRole('heading', { name: 'Bestellung abschließen' }).waitFor();
    expect(await progress.locator('button').count()).toBe(0);
    // § 312j (2) BGB: directly above the button, what is ordered, on a 390 px phone without sideways scrolling.
    const summary = page.getByTestId('binding-summary');
    await summary.waitFor();
    const ordered = (await summary.textContent()) ?? '';
    expect(ordered).toContain('Aula der Gesamtschule am Stadtpark');
    expect(ordered).toMatch(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr/);
    expect(ordered).toMatch(/2 × Erwachsene à \d+,\d{2}\s€/);
    expect(ordered).toMatch(/1 × Kinder à \d+,\d{2}\s€/);
    expect(ordered).toMatch(/Spende2,50\s€/);
    expect(ordered).toMatch(/Gesamtsumme17,50\s€/);
    // The VAT the tickets include (not the donation): 15,00 € × 19/119 = 2,394… €.
    expect(ordered).toMatch(/darin enthalten 19 % MwSt\.: 2,39\s€/);
    expect(ordered).toContain('mia@example.de');
    await summary.getByRole('link', { name: 'Tickets ändern' }).waitFor();
    await summary.getByRole('link', { name: 'Spende ändern' }).waitFor();
    await summary.getByRole('button', { name: 'E-Mail ändern' }).waitFor();
    expect(page.viewportSize()?.width).toBe(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    const summaryBox = await summary.boundingBox();
    const buttonBox = await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).boundingBox();
    expect(summaryBox && buttonBox && summaryBox.y + summaryBox.height <= buttonBox.y).toBe(true);
    expect(summaryBox && summaryBox.x + summaryBox.width <= 390).toBe(true);
    await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
    await page.getByRole('heading', { name: 'Bestellung abgeschlossen' }).waitFor({ timeout: 15_000 });
    const done = await page.locator('.checkout').textContent();
    expect(done).toMatch(/Bestellung Nr\. \d+ ist bezahlt/);
    expect(done).toContain('mia@example.de');
    expect(dialogs).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('cartItems'))).toBe('[]');
    expect((await page.locator('.cart-badge').allTextContents()).join('')).not.toContain('3');

    await page.getByRole('link', { name: 'Tickets ansehen und herunterladen' }).click();
    await page.getByRole('heading', { name: 'Deine Tickets' }).waitFor();
    await page.getByRole('img', { name: 'QR-Code für Ticket 3' }).waitFor();
    // The QR pictures render asynchronously after their placeholders.
    await expect.poll(() => page.locator('img.ticket-qr').count(), { timeout: 30_000 }).toBe(3);
    const codes = await page.locator('.ticket-card').count();
    expect(codes).toBe(3);

    // The mail is in the outbox (no SMTP_URL) with the PDF, whose QR codes verify.
    const login = await fetch(`${server.url}/api/auth/login.php`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) }),
    });
    const token = (await login.json()).session_token;
    let mail: { id: number; status: string } | undefined;
    for (let attempt = 0; attempt < 50 && mail?.status !== 'stored'; attempt++) {
      mail = (await (await api('mail/outbox.php', token)).json()).data[0];
      if (mail?.status !== 'stored') await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(mail?.status).toBe('stored');
    const raw = await (await api(`mail/outbox_raw.php?id=${mail?.id}`, token)).text();
    const pdf = pdfAttachment(raw);
    expect(pdf).not.toBeNull();
    const { codes: pdfCodes } = await qrCodesInPdf(pdf as Uint8Array);
    expect(pdfCodes).toHaveLength(3);
    const keys = (await (await fetch(`${server.url}/api/tickets/public_keys.php`)).json()).keys.map((k: { id: number; public_key: string }) => ({
      id: k.id,
      key: new Uint8Array(Buffer.from(k.public_key, 'base64url')),
    }));
    for (const code of pdfCodes) expect(verifyTicketCode(code, keys).ok).toBe(true);
  });
});

describe('what a parent reads on the way to paying (issue 51)', () => {
  /** A visitor at this width and scheme with one adult ticket and a 2 € donation in the cart. */
  async function cartWithDonation(width: number, colorScheme: 'light' | 'dark' = 'light') {
    const visitor = await browser.newContext({ viewport: { width, height: 900 }, colorScheme, bypassCSP: true, reducedMotion: 'reduce' });
    await visitor.addInitScript(() => localStorage.setItem('cookie_consent_v2', JSON.stringify({ essential: true, statistics: false, marketing: false })));
    const tab = await visitor.newPage();
    await fillCart(tab, server.url);
    await tab.getByPlaceholder('Betrag eingeben').fill('2');
    await waitForTotal(tab, '8,00 €');
    return { visitor, tab };
  }
  const donationLine = (tab: Page) => tab.locator('.order-lines tbody tr').filter({ hasText: 'Spende' });

  it.each([390, 768])('at %i px the donation is just its amount and the overview speaks plainly', async (width) => {
    const { visitor, tab } = await cartWithDonation(width);
    expect(await donationLine(tab).textContent()).not.toMatch(/1x|Menge/);
    await tab.getByRole('button', { name: 'Zur Kasse' }).click();
    await tab.getByRole('heading', { name: 'Bestellübersicht' }).waitFor();
    await expect.poll(() => donationLine(tab).count()).toBe(1);
    // Seen, as on the phone's card: the word and the amount, nothing else (rendered text: hidden cells left out).
    // biome-ignore lint/performance/useDomNodeTextContent: what the screen shows is the point
    expect((await donationLine(tab).innerText()).replace(/\s+/g, ' ').trim()).toBe('Spende 2,00 €');
    const overview = (await tab.locator('section[aria-labelledby="checkout-step-title"]').textContent()) ?? '';
    expect(overview).toContain('Bevor du bezahlst, siehst du den Gesamtbetrag noch einmal.');
    expect(overview).not.toContain('Server');
    await visitor.close();
  });

  it('the payment step has no contrast finding in the dark scheme', async () => {
    const { visitor, tab } = await cartWithDonation(390, 'dark');
    await tab.getByRole('button', { name: 'Zur Kasse' }).click();
    await tab.getByRole('heading', { name: 'Bestellübersicht' }).waitFor();
    await tab.getByRole('button', { name: 'Weiter' }).click();
    await tab.getByLabel('Vorname').fill('Mia');
    await tab.getByLabel('Nachname').fill('Krüger');
    await tab.getByLabel('E-Mail').fill('mia@example.de');
    await tab.getByRole('button', { name: 'Weiter' }).click();
    await tab.getByRole('button', { name: 'Testzahlung starten (Testmodus)' }).waitFor();
    expect(await seriousAxeViolations(tab)).toEqual([]);
    await tab.getByRole('button', { name: 'Testzahlung starten (Testmodus)' }).click();
    await tab.getByRole('dialog', { name: 'Testzahlung bestätigen' }).waitFor();
    expect(await seriousAxeViolations(tab)).toEqual([]);
    await visitor.close();
  });
});
