import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminEvent } from '../../src/shared/api/events-admin';
import { launchBrowser, type RunningServer, startServer, TEST_ADMIN_PASSWORD } from '../helpers/e2e';
import { editBody } from '../helpers/event-edit';
import { ShopApi } from '../helpers/kiosk-e2e';
import { AXE_PATH } from './shop-helpers';

/** Issue 46 item 2: the room editor draws the real hall — rows of their own length and sections — at 1,366 and 768 px. */
let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1366, height: 900 }, reducedMotion: 'reduce' });
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

async function axeViolations(): Promise<string[]> {
  // Evaluated, not added as a script tag: the back office's CSP forbids inline scripts.
  await page.evaluate(readFileSync(AXE_PATH, 'utf8'));
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const result = await (window as any).axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return (result.violations as Array<{ id: string; nodes: Array<{ target: string[] }> }>).map((v) => `${v.id} @ ${v.nodes[0]?.target.join(' ')}`);
  });
}

const pageScrollsSideways = () => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
const capacity = () => page.locator('.room-form__capacity').textContent();
const rowsUnder = (section: string) =>
  page
    .locator('.seat-editor__group', { has: page.getByRole('heading', { name: section }) })
    .locator('.seat-editor__row .seat-plan__label')
    .allTextContents();

describe('the room editor (issue 46 item 2)', () => {
  it('shortens a row, files rows into a section, keeps both after a reload, axe clean at 1,366 and 768 px', async () => {
    await page.goto(`${server.url}/admin/rooms`);
    await page.getByRole('button', { name: 'Spielstätte anlegen' }).click();
    await page.getByLabel('Name', { exact: true }).fill('Aula Süd');
    await page.getByLabel('Reihen', { exact: true }).fill('5');
    await page.getByLabel('Plätze pro Reihe').fill('10');
    expect(await capacity()).toBe('Kapazität: 50 Sitzplätze');

    // Row C two seats shorter: once by mouse, once by keyboard.
    await page.getByRole('button', { name: /^Reihe C: einen Platz weniger/ }).click();
    await page.getByRole('button', { name: /^Reihe C: einen Platz weniger/ }).focus();
    await page.keyboard.press('Enter');
    expect(await capacity()).toBe('Kapazität: 48 Sitzplätze');
    expect(await page.getByRole('button', { name: 'Reihe C, Platz 9' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Reihe C, Platz 8' }).waitFor();

    // Rows D–E into the Empore; Enter in the name field applies the section and does not save the room.
    await page.getByLabel('Von Reihe').selectOption('D');
    await page.getByLabel('Bis Reihe').selectOption('E');
    await page.getByLabel('Name des Bereichs').fill('Empore');
    await page.getByLabel('Name des Bereichs').press('Enter');
    await page.getByRole('heading', { name: 'Empore' }).waitFor();
    expect(await rowsUnder('Empore')).toEqual(['D', 'E']);
    expect(await page.getByRole('button', { name: 'Speichern' }).isVisible()).toBe(true);

    expect(await pageScrollsSideways()).toBe(false);
    expect(await axeViolations()).toEqual([]);
    await page.setViewportSize({ width: 768, height: 1024 });
    expect(await pageScrollsSideways()).toBe(false);
    expect(await axeViolations()).toEqual([]);
    await page.setViewportSize({ width: 1366, height: 900 });

    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByRole('cell', { name: 'Aula Süd', exact: true }).waitFor();
    await page.reload();
    await page.getByRole('cell', { name: '48 Plätze in 5 Reihen (Empore)' }).waitFor();
    await page.getByRole('button', { name: 'Aula Süd bearbeiten' }).click();
    expect(await capacity()).toBe('Kapazität: 48 Sitzplätze');
    await page.getByRole('button', { name: 'Reihe C, Platz 8' }).waitFor();
    expect(await page.getByRole('button', { name: 'Reihe C, Platz 9' }).count()).toBe(0);
    expect(await rowsUnder('Empore')).toEqual(['D', 'E']);
    expect(await axeViolations()).toEqual([]);
  });

  it('explains the seat kinds in a legend and reads in the dark scheme at 768 px (issue 51 item 6)', async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(`${server.url}/admin/rooms`);
    await page.getByRole('button', { name: 'Aula Süd bearbeiten' }).click();
    // A wheelchair space and a blocked seat, so every kind the legend names is on the plan.
    await page.getByRole('radio', { name: 'Rollstuhlplatz' }).check();
    await page.getByRole('button', { name: 'Reihe A, Platz 1', exact: true }).click();
    await page.getByRole('radio', { name: 'Gesperrt' }).check();
    await page.getByRole('button', { name: 'Reihe A, Platz 2', exact: true }).click();
    const legend = page.getByRole('list', { name: 'Legende' });
    expect(await legend.getByRole('listitem').allTextContents()).toEqual([
      '1Normaler Platz (mit Nummer)',
      '♿Rollstuhlplatz',
      '2Begleitplatz (gestrichelt)',
      '×Gesperrt, wird nicht verkauft',
      '34Lücke: Gang nach dem Platz',
    ]);
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await axeViolations()).toEqual([]);
    expect(await pageScrollsSideways()).toBe(false);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByRole('button', { name: 'Abbrechen' }).click();
    await page.setViewportSize({ width: 1366, height: 900 });
  });

  it('shows beside the plan that a shorter row would drop a held seat, and saves nothing', async () => {
    // A hall of 3 × 10 where the musical is sold seated; someone holds C10 (an unpaid order).
    const api = new ShopApi(server.url);
    await api.login();
    const plan = [...'ABC'].map((row) => ({ row, seats: 10 }));
    const { id: roomId } = await api.call<{ id: number }>('rooms/save.php', {
      json: { name: 'Musiksaal', location: '', status: 'Available', capacity: 0, rows: 3, seatsPerRow: 10, plan },
      auth: true,
    });
    const { show, adults } = await api.upcoming();
    const { event } = await api.call<{ event: AdminEvent }>(`events/get.php?id=${show.event_id}`, { auth: true });
    const body = editBody(event);
    body.hasSeatSelection = true;
    for (const performance of body.performances)
      Object.assign(performance, { room_id: roomId, box_office: 0, capacities: performance.capacities.map(() => 10) });
    await api.call('events/save.php', { json: body, auth: true });
    await api.call('orders/create.php', {
      json: {
        cart: [{ performance_id: show.id, category_id: adults, quantity: 1, seats: ['C10'] }],
        user_data: { firstName: 'Jonas', lastName: 'Schneider', email: 'jonas@example.de' },
        donation_amount: 0,
      },
    });

    await page.goto(`${server.url}/admin/rooms`);
    await page.getByRole('button', { name: 'Musiksaal bearbeiten' }).click();
    await page.getByRole('button', { name: /^Reihe C: einen Platz weniger/ }).click();
    await page.getByRole('button', { name: 'Speichern' }).click();
    await page.getByText('Diese Plätze sind verkauft oder reserviert und müssen bleiben: C10.').waitFor();
    await page.getByText(/Der Sitzplan muss die verkauften oder reservierten Plätze behalten \(C10\)/).waitFor();
    expect(await capacity()).toBe('Kapazität: 29 Sitzplätze');
    await page.reload();
    await page.getByRole('cell', { name: '30 Plätze in 3 Reihen' }).waitFor();
  });

  it("the event editor proposes a seated room's seats as quotas and names every date that does not fit, at 768 px (issue 51 item 6)", async () => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.goto(`${server.url}/admin/events/add`);
    await page.getByLabel('Titel').fill('Sitzkonzert');
    await page.getByLabel('Name (Adresse im Shop)').fill('sitzkonzert');
    await page.getByLabel('Beschreibung').fill('Ein Konzert mit festen Plätzen.');
    await page.getByRole('checkbox', { name: /Sitzplatzwahl/ }).check();
    await page.getByRole('button', { name: 'Vorstellung hinzufügen' }).click();
    const quota = (n: number, category: string) => page.getByLabel(`Vorstellung ${n}: Kontingent ${category}`);
    expect(await quota(1, 'Erwachsene').inputValue()).toBe('100');

    // Aula Süd (first test) seats 48: the box office keeps its 20, the categories share the other 28.
    const aula = await page.locator('option', { hasText: 'Aula Süd' }).first().getAttribute('value');
    await page.getByLabel('Vorstellung 1: Spielstätte').selectOption(aula ?? '');
    await page.getByRole('status').filter({ hasText: 'Kontingente auf die 48 Plätze von „Aula Süd“ verteilt – bitte prüfen.' }).waitFor();
    expect([await quota(1, 'Erwachsene').inputValue(), await quota(1, 'Kinder').inputValue()]).toEqual(['14', '14']);
    expect(await page.getByLabel('Vorstellung 1: Abendkasse').inputValue()).toBe('20');

    // Two more dates, both over the seats: the refusal names both, not only the first.
    await page.getByRole('button', { name: 'Vorstellung hinzufügen' }).click();
    await page.getByRole('button', { name: 'Vorstellung hinzufügen' }).click();
    await quota(2, 'Erwachsene').fill('40');
    await quota(3, 'Erwachsene').fill('40');
    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    const failure = page.getByText(/An 2 Terminen reichen die Plätze nicht\./).first();
    await failure.waitFor();
    const german = (iso: string) => iso.split('-').reverse().join('.');
    const text = (await failure.textContent()) ?? '';
    for (const n of [2, 3]) expect(text).toContain(`Am ${german(await page.getByLabel(`Vorstellung ${n}: Datum`).inputValue())}`);
    expect(text).not.toContain(`Am ${german(await page.getByLabel('Vorstellung 1: Datum').inputValue())}`);
    expect(await pageScrollsSideways()).toBe(false);
    await page.setViewportSize({ width: 1366, height: 900 });
  });
});
