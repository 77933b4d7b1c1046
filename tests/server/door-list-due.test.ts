import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../src/shared/domain/format';
import { buy, buyer, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { pdfPageTexts } from '../helpers/pdf-text';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 51 item 2: the A4 door list left out who pays at the door and said nowhere what is due. If the
 * tablets fail, the paper list must carry every reservation with its amount and the total to collect.
 */
let t: TestApp;
let show: ShowFixture;
let admin: string;
let prices: { adults: number; children: number };

const bearer = () => ({ authorization: `Bearer ${admin}` });

async function staffOrder(payload: Record<string, unknown>): Promise<number> {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/reservations/create.php',
    headers: bearer(),
    payload: { performance_id: show.performanceId, lines: [{ category_id: show.adults, quantity: 1 }], ...payload },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().order_id;
}

/** The list's text lines as drawn: the helper reads pdf-lib's WinAnsi bytes as latin1, so € and – are read again as WinAnsi. */
async function doorListLines(): Promise<string[]> {
  const answer = await t.app.inject({ method: 'GET', url: `/api/reservations/door-list.php?performance_id=${show.performanceId}`, headers: bearer() });
  expect(answer.statusCode).toBe(200);
  const pages = await pdfPageTexts(answer.rawPayload);
  const winAnsi: Record<string, string> = { '\u0080': '€', '\u0084': '„', '\u0093': '“', '\u0096': '–' };
  return pages.flatMap((page) => page.split('\n')).map((text) => text.replace(/[\u0080-\u009f]/g, (byte) => winAnsi[byte] ?? byte).replace(/\u00a0/g, ' '));
}

/** A row as the PDF draws it: name, order, code, what is due, category, seat. */
function rowOf(lines: string[], name: string): string[] {
  const at = lines.indexOf(name);
  expect(at, `${name} on the door list`).toBeGreaterThanOrEqual(0);
  return lines.slice(at, at + 6);
}

const euros = (cents: number) => formatCents(cents).replace(/\u00a0/g, ' ');

beforeAll(async () => {
  t = await createTestApp();
  show = await upcomingShow(t.db);
  admin = await t.login();
  const price = async (id: number) => (await t.db.selectFrom('categories').select('price_cents').where('id', '=', id).executeTakeFirstOrThrow()).price_cents;
  prices = { adults: await price(show.adults), children: await price(show.children) };
});
afterAll(async () => {
  await t.close();
});

describe('the door list says what the door collects', () => {
  it('lists a "zahlt an der Abendkasse" reservation with its amount due, paid and free tickets as such, and the total to collect', async () => {
    const jana = await staffOrder({ kind: 'box_office', first_name: 'Jana', last_name: 'Abend', lines: [{ category_id: show.adults, quantity: 2 }] });
    const kai = await staffOrder({ kind: 'box_office', first_name: 'Kai', last_name: 'Zahler', lines: [{ category_id: show.children, quantity: 1 }] });
    const ehrengast = await staffOrder({ kind: 'free', reason: 'Jury', first_name: 'Frieda', last_name: 'Frei' });
    // A reservation paid at the kiosk already owes nothing more.
    const paidAtKiosk = await staffOrder({ kind: 'box_office', first_name: 'Paul', last_name: 'Bar' });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/reservations/pay.php',
      headers: bearer(),
      payload: { device_id: 'device-kasse-1', device_name: 'Kasse Foyer', order_id: paidAtKiosk },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const online = await buy(t.app, [line(show, show.adults, 1)]);
    expect(online.captured.statusCode, online.captured.body).toBe(200);

    const lines = await doorListLines();
    expect(rowOf(lines, 'Abend, Jana')).toEqual(['Abend, Jana', String(jana), '–', `zu zahlen: ${euros(2 * prices.adults)}`, '2 × Erwachsene', '–']);
    expect(rowOf(lines, 'Zahler, Kai')).toEqual(['Zahler, Kai', String(kai), '–', `zu zahlen: ${euros(prices.children)}`, '1 × Kinder', '–']);
    expect(rowOf(lines, 'Frei, Frieda').slice(1, 5)).toEqual([String(ehrengast), expect.stringMatching(/^[A-Z0-9]{6}$/), 'Freikarte', 'Erwachsene']);
    expect(rowOf(lines, 'Bar, Paul')[3]).toBe('bezahlt');
    expect(rowOf(lines, `${buyer.lastName}, ${buyer.firstName}`)[3]).toBe('bezahlt');

    const total = `An der Abendkasse zu kassieren: ${euros(2 * prices.adults + prices.children)} (2 Reservierungen)`;
    // Once above the list and once below it.
    expect(lines.filter((text) => text === total)).toHaveLength(2);
    expect(lines).toContain('Tickets (3) und Reservierungen (2)');
  });
});
