import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEvent } from '../../src/shared/api/events-admin';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { chooseUpcoming, type Kiosk, ShopApi, signInKiosk } from '../helpers/kiosk-e2e';
import { AXE_PATH } from './shop-helpers';

/**
 * Issue 42 items 2 and 3 at 1,366 px: staff reserve "zahlt an der Abendkasse", give a Freikarte with its
 * reason and put a guest on the list in the back office; the kiosk finds the reservation by name and takes
 * the cash, admits the guest by name and keeps the door list. On a seated show the Freikarte takes two seats
 * picked on the map, and the order shows them. axe finds nothing on the new screens.
 */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

let server: RunningServer;
let browser: Browser;
let api: ShopApi;
let performanceId: number;
let kiosk: Kiosk | undefined;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = new ShopApi(server.url);
  await api.login();
  ({
    show: { id: performanceId },
  } = await api.upcoming());
});
afterAll(async () => {
  await kiosk?.browser.close();
  await browser?.close();
  await server?.stop();
});

async function violations(page: Page): Promise<string[]> {
  await page.evaluate(fs.readFileSync(AXE_PATH, 'utf8'));
  const found = await page.evaluate(async (tags) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const result = await (window as any).axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return result.violations as Array<{ id: string; impact: string; nodes: Array<{ target: string[] }> }>;
  }, WCAG);
  return found.map(
    (violation) =>
      `${violation.id} (${violation.impact}) @ ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(', ')}`,
  );
}

interface StaffOrder {
  order_id: number;
  last_name: string;
  kind: string;
  state: string;
  note: string | null;
}
const staffOrders = async () => (await api.call<{ orders: StaffOrder[] }>(`reservations/list.php?performance_id=${performanceId}`, { auth: true })).orders;

/** A seated event of its own in a hall of 4 rows × 6 seats, ten days ahead; seat A1 held by an online buyer. */
async function seatedPerformance(): Promise<{ performanceId: number; adults: number }> {
  const { id: roomId } = await api.call<{ id: number }>('rooms/save.php', {
    json: { name: 'Saal mit Sitzplan', location: '', status: 'Available', capacity: 0, rows: 4, seatsPerRow: 6 },
    auth: true,
  });
  const startsAt = new Date(Date.now() + 10 * 24 * 60 * 60_000);
  startsAt.setUTCHours(17, 0, 0, 0);
  const { id: eventId } = await api.call<{ id: number }>('events/save.php', {
    json: {
      name: 'sitzplatz-gala',
      title: 'Sitzplatz-Gala',
      description: 'Ein Abend mit festen Plätzen.',
      image: null,
      colors: ['1976d2', 'ff9800'],
      visible: true,
      hasSeatSelection: true,
      passages: [],
      categories: [
        { name: 'Erwachsene', price_cents: 800, max: 10 },
        { name: 'Kinder', price_cents: 400, max: 10 },
      ],
      performances: [{ starts_at: startsAt.toISOString(), doors_at: null, room_id: roomId, on_sale: true, box_office: 0, capacities: [12, 12] }],
    },
    auth: true,
  });
  const { event } = await api.call<{ event: AdminEvent }>(`events/get.php?id=${eventId}`, { auth: true });
  const seated = { performanceId: event.performances[0].id as number, adults: event.categories[0].id as number };
  await api.call('orders/create.php', {
    json: {
      cart: [{ performance_id: seated.performanceId, category_id: seated.adults, quantity: 1, seats: ['A1'] }],
      user_data: { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.de' },
      donation_amount: 0,
    },
  });
  return seated;
}

describe('reservations, Freikarten and the guest list', { retry: 0, timeout: 240_000 }, () => {
  it('staff reserve "zahlt an der Abendkasse", give a Freikarte with its reason and put a guest on the list', async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Benutzername').fill('admin');
    await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('link', { name: 'Reservierungen', exact: true }).click();
    await page.getByRole('heading', { name: 'Bestellung anlegen' }).waitFor({ timeout: 30_000 });
    await page.getByRole('combobox', { name: /^Vorstellung/ }).selectOption(String(performanceId));
    await page.getByRole('heading', { name: 'Gästeliste', exact: true }).waitFor();
    // The crumbs speak German here too (issue 51 item 6).
    expect(await page.getByRole('navigation', { name: 'Brotkrümelnavigation' }).getByRole('listitem').allTextContents()).toEqual([
      'Backoffice',
      'Reservierungen',
    ]);
    expect(await violations(page)).toEqual([]);

    // Zahlt an der Abendkasse (the default): two adults for Greta Kassenfamilie.
    await page.getByRole('spinbutton', { name: /^Erwachsene/ }).fill('2');
    await page.getByLabel('Vorname').fill('Greta');
    await page.getByLabel('Nachname').fill('Kassenfamilie');
    await expect.poll(() => page.getByLabel(/Reserviert bis/).inputValue()).toMatch(/^\d\d:\d\d$/);
    await page.getByRole('button', { name: 'Bestellung anlegen' }).click();
    await page.getByText(/Bestellung \d+: 2 Tickets für Greta Kassenfamilie reserviert bis \d\d:\d\d Uhr\./).waitFor();
    await page.getByRole('cell', { name: 'Kassenfamilie, Greta' }).waitFor();

    // A Freikarte: the reason is asked for, and kept.
    await page.getByRole('spinbutton', { name: /^Erwachsene/ }).fill('1');
    await page.getByLabel('Nachname').fill('Jurorin');
    await page.getByRole('radio', { name: 'Freikarte' }).check();
    expect(await page.getByLabel('Grund der Freikarte').getAttribute('required')).not.toBeNull();
    await page.getByLabel('Grund der Freikarte').fill('Jury des Schulwettbewerbs');
    await page.getByRole('button', { name: 'Bestellung anlegen' }).click();
    await page.getByText(/Bestellung \d+: 1 Ticket für Jurorin angelegt \(Freikarte\)\./).waitFor();
    await page.getByRole('cell', { name: 'Jury des Schulwettbewerbs' }).waitFor();

    // A guest without a ticket.
    await page.getByLabel('Name des Gastes').fill('Bürgermeisterin Ute Zander');
    await page.getByRole('button', { name: 'Gast eintragen' }).click();
    await page.getByRole('cell', { name: 'Bürgermeisterin Ute Zander', exact: true }).waitFor();
    expect(await violations(page)).toEqual([]);
    await context.close();

    const orders = await staffOrders();
    expect(orders.find((order) => order.last_name === 'Kassenfamilie')).toMatchObject({ kind: 'box_office', state: 'offen' });
    expect(orders.find((order) => order.last_name === 'Jurorin')).toMatchObject({ kind: 'free', state: 'bezahlt', note: 'Jury des Schulwettbewerbs' });
  });

  it('the kiosk finds the reservation by name as staff type and takes the cash, admits the guest by name and keeps the door list, at 768 px', async () => {
    kiosk = await signInKiosk(server.url, null, 'Kasse Foyer');
    const { page } = kiosk;
    await page.setViewportSize({ width: 768, height: 1024 });
    await chooseUpcoming(page);

    // Search as you type (issue 51 item 6): no Enter, no button, and the field keeps the focus for more letters.
    await page.getByRole('button', { name: 'Reservierungen', exact: true }).click();
    await page.getByLabel('Name oder Bestellnummer').pressSequentially('Kassenfam');
    await page.getByText('Greta Kassenfamilie').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('kiosk-reservation-input');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Bar bezahlt/ }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /Bestellung \d+ bezahlt, 2 eingelassen\./ })
      .waitFor();
    await page.getByText('Bezahlt', { exact: true }).waitFor();
    const paid = (await staffOrders()).find((order) => order.last_name === 'Kassenfamilie');
    expect(paid?.state).toBe('bezahlt');
    const details = await api.call<{ order: { status: string; tickets: Array<{ status: string; admitted: boolean }> } }>(
      `orders/fetch.php?order_id=${paid?.order_id}`,
      { auth: true },
    );
    expect(details.order.status).toBe('CAPTURED');
    expect(details.order.tickets.map((ticket) => [ticket.status, ticket.admitted])).toEqual([
      ['valid', true],
      ['valid', true],
    ]);

    await page.getByRole('button', { name: 'Gästeliste', exact: true }).click();
    await page.getByLabel('Name des Gastes').pressSequentially('zander');
    await page.getByText('Bürgermeisterin Ute Zander').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('kiosk-guest-input');
    expect(await violations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Einlassen', exact: true }).click();
    await page.getByRole('status').filter({ hasText: 'Bürgermeisterin Ute Zander eingelassen.' }).waitFor();
    await page.getByText(/^Eingelassen \d\d:\d\d Uhr$/).waitFor();
    expect(await page.getByRole('button', { name: 'Einlassen', exact: true }).isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Einlassliste', exact: true }).click();
    expect(await violations(page)).toEqual([]);
    const opened = kiosk.context.waitForEvent('page');
    await page.getByRole('button', { name: 'Einlassliste laden' }).click();
    await (await opened).close();
    await page.getByText(/^Gespeichert: /).waitFor();
    // Without a network the kept copy still opens.
    await kiosk.context.setOffline(true);
    const offline = kiosk.context.waitForEvent('page');
    await page.getByRole('button', { name: 'Gespeicherte Liste öffnen' }).click();
    const copy = await offline;
    expect(copy.url()).toMatch(/^blob:/);
    await kiosk.context.setOffline(false);
  });

  it('a Freikarte on a seated show takes two seats picked on the map, and its order shows them', async () => {
    const seated = await seatedPerformance();
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Benutzername').fill('admin');
    await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/admin$/);
    await page.getByRole('link', { name: 'Reservierungen', exact: true }).click();
    await page.getByRole('heading', { name: 'Bestellung anlegen' }).waitFor({ timeout: 30_000 });
    await page.getByRole('combobox', { name: /^Vorstellung/ }).selectOption(String(seated.performanceId));
    await page.getByRole('button', { name: 'Reihe A, Platz 1 (belegt)' }).waitFor();
    await page.getByText('Bühne', { exact: true }).waitFor();

    await page.getByRole('spinbutton', { name: /^Erwachsene/ }).fill('2');
    await page.getByRole('button', { name: 'Reihe B, Platz 3', exact: true }).click();
    await page.getByRole('button', { name: 'Reihe B, Platz 4', exact: true }).click();
    await page.getByText('2 von 2 Plätzen gewählt: Reihe B, Platz 3; Reihe B, Platz 4').waitFor();
    expect(await page.getByRole('button', { name: 'Reihe B, Platz 3 (gewählt)' }).getAttribute('aria-pressed')).toBe('true');
    expect(await violations(page)).toEqual([]);

    await page.getByLabel('Vorname').fill('Hans');
    await page.getByLabel('Nachname').fill('Ehrengast');
    await page.getByRole('radio', { name: 'Freikarte' }).check();
    await page.getByLabel('Grund der Freikarte').fill('Ehrengast der Schulleitung');
    await page.getByRole('button', { name: 'Bestellung anlegen' }).click();
    await page.getByText(/Bestellung \d+: 2 Tickets für Hans Ehrengast angelegt \(Freikarte\)\./).waitFor();
    // The map reads them taken now; the list names them.
    await page.getByRole('button', { name: 'Reihe B, Platz 3 (belegt)' }).waitFor();
    await page.getByRole('cell', { name: '2 × Erwachsene · Plätze B3, B4' }).waitFor();
    expect(await violations(page)).toEqual([]);

    const order = (await api.call<{ orders: StaffOrder[] }>(`reservations/list.php?performance_id=${seated.performanceId}`, { auth: true })).orders.find(
      (o) => o.last_name === 'Ehrengast',
    );
    expect(order).toMatchObject({ kind: 'free', state: 'bezahlt' });
    await page.getByRole('button', { name: `Details zu Bestellung ${order?.order_id}` }).click();
    await page.getByText('Reihe B, Platz 3', { exact: false }).first().waitFor();
    await page.getByText('Reihe B, Platz 4', { exact: false }).first().waitFor();
    await context.close();
  });

  it.each([390, 768])('at %i px each "Zahlung" radio sits beside its text, a 24 px box on a 44 px line (issue 51)', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin/login`);
    await page.getByLabel('Benutzername').fill('admin');
    await page.getByLabel('Passwort', { exact: true }).fill(TEST_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.waitForURL(/\/admin$/);
    await page.goto(`${server.url}/admin/reservations`);
    await page.getByRole('combobox', { name: /^Vorstellung/ }).selectOption(String(performanceId));
    const radios = page.getByRole('group', { name: 'Zahlung' }).getByRole('radio');
    await radios.first().waitFor();
    const lines = await radios.evaluateAll((inputs) =>
      inputs.map((input) => {
        const box = input.getBoundingClientRect();
        const label = input.closest('label') as HTMLLabelElement;
        const range = document.createRange();
        range.selectNodeContents(label);
        range.setStartAfter(input);
        const text = range.getBoundingClientRect();
        return { box: box.toJSON(), text: text.toJSON(), line: label.getBoundingClientRect().height, name: label.textContent };
      }),
    );
    expect(lines).toHaveLength(3);
    for (const { box, text, line, name } of lines) {
      expect(Math.min(box.width, box.height), `${name}`).toBeGreaterThanOrEqual(24);
      expect(line, `${name}`).toBeGreaterThanOrEqual(44);
      // Beside, not above: the text starts right of the box, and the box's middle is within the text's line.
      expect(text.left, `${name}`).toBeGreaterThanOrEqual(box.right);
      expect(box.top + box.height / 2, `${name}`).toBeGreaterThan(text.top);
      expect(box.top + box.height / 2, `${name}`).toBeLessThan(text.bottom);
    }
    await context.close();
  });
});
