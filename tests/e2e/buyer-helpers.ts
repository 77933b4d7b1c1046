import type { Page } from 'playwright-core';

/** One adult ticket for the demo musical in the cart; ends on the cart page. */
export async function fillCart(page: Page, baseUrl: string, event = 'musical'): Promise<void> {
  await page.goto(`${baseUrl}/order/tickets/${event}`);
  await page.getByRole('heading', { name: 'Kategorie wählen' }).waitFor();
  await page
    .getByRole('button', { name: /^Ein Ticket .+ mehr$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Auswählen' }).click();
  await page.waitForURL(/\/order\/cart$/);
  await page.getByRole('button', { name: 'Zur Kasse' }).waitFor();
}

/**
 * From the checkout's overview to the completed step with the test provider; `atStep` runs on every
 * step once its heading shows.
 */
export async function buyTicketsThroughCheckout(page: Page, atStep: (step: string) => Promise<void> = async () => {}): Promise<void> {
  await page.getByRole('heading', { name: 'Bestellübersicht' }).waitFor();
  await atStep('Bestellübersicht');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('heading', { name: 'Deine Daten' }).waitFor();
  await page.getByLabel('Vorname').fill('Mia');
  await page.getByLabel('Nachname').fill('Krüger');
  await page.getByLabel('E-Mail').fill('mia@example.de');
  await atStep('Deine Daten');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('heading', { name: /Zahlungsmethode/ }).waitFor();
  await page.getByRole('button', { name: 'Testzahlung starten (Testmodus)' }).waitFor();
  await atStep('Zahlungsmethode');
  await page.getByRole('button', { name: 'Testzahlung starten (Testmodus)' }).click();
  await page.getByRole('dialog', { name: 'Testzahlung bestätigen' }).getByRole('button', { name: 'Weiter' }).click();
  await page.getByRole('heading', { name: 'Bestellung abschließen' }).waitFor();
  await atStep('Bestellung abschließen');
  await page.getByRole('button', { name: 'Zahlungspflichtig bestellen' }).click();
  await page.getByRole('heading', { name: 'Bestellung abgeschlossen' }).waitFor({ timeout: 15_000 });
  await atStep('Bestellung abgeschlossen');
}

/** How far the document is wider than the window (0 or less when it never scrolls sideways). */
export async function sidewaysOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** A JSON POST to the shop's API, as a page's script would send it; throws with the answer when refused. */
export async function postApi(baseUrl: string, path: string, body: unknown, token?: string): ReturnType<Response['json']> {
  const response = await fetch(`${baseUrl}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A paid order of two tickets for the next performance through the test provider; answers its ticket page's path. */
export async function buyTwoTickets(baseUrl: string, buyer: { firstName: string; lastName: string; email: string }): Promise<string> {
  const event = (await (await fetch(`${baseUrl}/api/events/info.php?name=musical`)).json()).event;
  const performance = event.performances.find((p: { past: boolean }) => !p.past);
  const created = await postApi(baseUrl, 'orders/create.php', {
    cart: [{ performance_id: performance.id, category_id: performance.categories[0].id, quantity: 2 }],
    user_data: buyer,
    donation_amount: 0,
  });
  await postApi(baseUrl, 'payments/test/approve.php', { id: created.id });
  const captured = await postApi(baseUrl, 'orders/capture.php', { order_id: created.id, checkout_secret: created.checkout_secret });
  if (captured.status !== 'CAPTURED') throw new Error(`the purchase ended ${captured.status}`);
  return new URL(captured.ticket_url).pathname;
}
