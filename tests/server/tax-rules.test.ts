import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCents } from '../../src/shared/domain/format';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import { buy, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

/**
 * "Steuerregeln pro Land" (spec §3, issue 33 point 9): the rate of the venue's country, else the default
 * rate, in the VAT the confirmation mail and the ticket page state. Prices never change.
 */
let t: TestApp;
let admin: string;
let show: ShowFixture;
beforeAll(async () => {
  t = await createTestApp({ config: { holdLimitPerAddress: 0 } });
  admin = await t.login();
  show = await upcomingShow(t.db);
});
afterAll(() => t.close());

const save = async (values: Record<string, unknown>) => {
  const saved = await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values } });
  expect(saved.statusCode, saved.body).toBe(200);
};
const setVenueCountry = (country: string) =>
  t.db
    .updateTable('events')
    .set({ location: JSON.stringify({ name: 'Aula', address: 'Hauptplatz 1, 1010 Wien', country }) as never })
    .where('id', '=', show.eventId)
    .execute();

/** A paid order of two adult tickets: its paid amount, confirmation mail text and ticket page. */
async function order() {
  const { captured, created } = await buy(t.app, [line(show, show.adults, 2)], { donation_amount: 5 });
  expect(captured.statusCode, captured.body).toBe(200);
  const { order_id: orderId, ticket_url: ticketUrl } = captured.json() as { order_id: number; ticket_url: string };
  await mailWorkerOf(t.app.ctx)?.idle();
  const mail = await t.db
    .selectFrom('mail_outbox')
    .select('id')
    .where('order_id', '=', orderId)
    .where('template_name', '=', 'order_confirmation')
    .executeTakeFirstOrThrow();
  const view = await t.app.inject({ method: 'GET', url: `/api/mail/outbox_view.php?id=${mail.id}`, headers: bearer(admin) });
  const page = (await t.app.inject({ method: 'GET', url: `/api/tickets/order.php?token=${ticketUrl.split('/tickets/')[1]}` })).json();
  const row = await t.db.selectFrom('orders').select(['total_cents', 'donation_cents']).where('id', '=', created.order_id).executeTakeFirstOrThrow();
  // The binding step's summary (orders/summary.php) states it as well.
  const summary = (await t.app.inject({ method: 'GET', url: `/api/orders/summary.php?id=${encodeURIComponent(created.id)}` })).json();
  return { paid: row.total_cents - row.donation_cents, total: row.total_cents, text: view.json().mail.text as string, page, summary };
}
const vatOf = (gross: number, rate: number) => Math.round((gross * rate) / (100 + rate));

describe('VAT on the receipt', () => {
  it('states the default rate when no rule applies, on the tickets only (not the donation)', async () => {
    const { paid, text, page, summary } = await order();
    expect(text).toContain(`Darin enthalten 19 % MwSt.: ${formatCents(vatOf(paid, 19))}`);
    expect(page.order.vat).toEqual([{ rate: 19, amount: vatOf(paid, 19) / 100 }]);
    expect(summary.vat).toEqual([{ rate: 19, amount_cents: vatOf(paid, 19) }]);
  });

  it("states the rule of the venue's country: Germany without a country, Austria's when the venue is there", async () => {
    await save({
      tax_rules: [
        { country: 'DE', rate: 7 },
        { country: 'AT', rate: 13 },
      ],
    });
    const german = await order();
    expect(german.text).toContain(`Darin enthalten 7 % MwSt.: ${formatCents(vatOf(german.paid, 7))}`);
    expect(german.text).not.toContain('19 % MwSt.');
    expect(german.page.order.vat).toEqual([{ rate: 7, amount: vatOf(german.paid, 7) / 100 }]);

    const before = await t.db.selectFrom('events').select('location').where('id', '=', show.eventId).executeTakeFirstOrThrow();
    await setVenueCountry('AT');
    try {
      const austrian = await order();
      expect(austrian.text).toContain(`Darin enthalten 13 % MwSt.: ${formatCents(vatOf(austrian.paid, 13))}`);
      expect(austrian.summary.vat).toEqual([{ rate: 13, amount_cents: vatOf(austrian.paid, 13) }]);
      // What the buyer pays stays the same: prices are gross.
      expect(austrian.total).toBe(german.total);
    } finally {
      await t.db
        .updateTable('events')
        .set({ location: JSON.stringify(before.location) as never })
        .where('id', '=', show.eventId)
        .execute();
    }
  });

  it('states no VAT at all when the rate is 0 % (a tax-free school): no rule, no line', async () => {
    await save({ tax_rules: [], default_tax_rate: 0 });
    const { text, page, summary } = await order();
    expect(text).not.toContain('MwSt.');
    expect(page.order.vat).toEqual([]);
    expect(summary.vat).toEqual([]);
    await save({ default_tax_rate: 19 });
  });

  it('refuses a country twice with a German message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/config/save.php',
      headers: bearer(admin),
      payload: {
        values: {
          tax_rules: [
            { country: 'AT', rate: 20 },
            { country: 'AT', rate: 13 },
          ],
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().fields.tax_rules).toBe('Steuerregeln pro Land: Zeile 2: AT steht schon in Zeile 1.');
  });
});
