import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import { orderMailRenderer } from '../../src/server/modules/orders/capture/order-mail';
import { formatDateTime } from '../../src/shared/domain/format';
import { buy, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { pdfPageTexts } from '../helpers/pdf-text';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

/** Issue 37 item 5: the buyer's deadline, mails and PDF say what holds for them. */
const DAY = 86_400_000;
let t: TestApp;
let show: ShowFixture;
let admin: string;
beforeEach(async () => {
  t = await createTestApp({ config: { holdLimitPerAddress: 0 } });
  show = await upcomingShow(t.db);
  admin = await t.login();
});
afterEach(async () => {
  await t.close();
});

const configure = async (values: Record<string, unknown>) => {
  const saved = await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values } });
  expect(saved.statusCode, saved.body).toBe(200);
};
async function paid(quantity: number) {
  const { captured } = await buy(t.app, [line(show, show.adults, quantity)]);
  expect(captured.statusCode, captured.body).toBe(200);
  const { order_id: orderId, ticket_url: ticketUrl } = captured.json() as { order_id: number; ticket_url: string };
  const tickets = (await t.db.selectFrom('tickets').select('id').where('order_id', '=', orderId).orderBy('id').execute()).map((row) => row.id);
  return { orderId, token: ticketUrl.split('/tickets/')[1], tickets };
}
const page = async (token: string) => (await t.app.inject({ method: 'GET', url: `/api/tickets/order.php?token=${token}` })).json();
const giveBack = (token: string, ticketIds: number[]) =>
  t.app.inject({ method: 'POST', url: '/api/tickets/return.php', payload: { token, ticket_ids: ticketIds } });
const render = (orderId: number, purpose: string) => orderMailRenderer(t.app.ctx)(orderId, purpose, 'kunde@example.org');
const count = (text: string, part: string) => text.split(part).length - 1;

describe('the return deadline is fixed when the order is paid', () => {
  it('a later, longer "Rückgabefrist" moves no deadline of an order already paid', async () => {
    await configure({ ticket_return_days: 2 });
    const { orderId, token, tickets } = await paid(2);
    const deadline = formatDateTime(new Date(show.startsAt.getTime() - 2 * DAY));
    await configure({ ticket_return_days: 365 });
    // Three days before the show: past a 365-day period, within the 2 days the order was bought under.
    t.clock.advance(show.startsAt.getTime() - 3 * DAY - t.clock.now().getTime());
    const shown = await page(token);
    expect(shown.returns.note).toBe(`Du kannst Tickets bis ${deadline} zurückgeben; der Betrag wird über PayPal erstattet.`);
    expect(shown.tickets.every((ticket: { returnable: boolean }) => ticket.returnable)).toBe(true);
    const back = await giveBack(token, [tickets[0]]);
    expect(back.statusCode, back.body).toBe(200);
    expect((await t.db.selectFrom('orders').select('return_days').where('id', '=', orderId).executeTakeFirstOrThrow()).return_days).toBe(2);
    // A new order is paid under the new period.
    const later = await paid(1);
    expect((await t.db.selectFrom('orders').select('return_days').where('id', '=', later.orderId).executeTakeFirstOrThrow()).return_days).toBe(365);
  }, 120_000);
});

describe('mail wording', () => {
  it('a return mail names the tickets of that return and says the refund once, a line per ticket in the text part', async () => {
    await configure({ ticket_return_days: 0 });
    const { orderId, token, tickets } = await paid(3);
    expect((await giveBack(token, [tickets[0]])).statusCode).toBe(200);
    await mailWorkerOf(t.app.ctx)?.idle();
    t.clock.advance(60_000);
    expect((await giveBack(token, [tickets[1]])).statusCode).toBe(200);
    const mail = await render(orderId, 'ticket_return');
    const price = (await t.db.selectFrom('order_items').select('unit_price_cents').where('order_id', '=', orderId).executeTakeFirstOrThrow()).unit_price_cents;
    const amount = (price / 100).toFixed(2).replace('.', ',');
    expect(count(mail.text, 'Erstattet')).toBe(1);
    expect(mail.text).toMatch(new RegExp(`Erstattet: ${amount}\\s€`));
    expect(mail.text).toMatch(new RegExp(`^- Ticket ${tickets[1]}: .*Erwachsene$`, 'm'));
    expect(mail.text).not.toContain(`Ticket ${tickets[0]}:`);
    expect(mail.html).toContain(`Ticket ${tickets[1]}:`);
  });

  it('a cancel of single tickets says the refund once and puts each ticket on its own line', async () => {
    const { orderId, tickets } = await paid(3);
    const cut = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel-tickets.php',
      headers: bearer(admin),
      payload: { order_id: orderId, ticket_ids: tickets.slice(0, 2), reason: 'Krank' },
    });
    expect(cut.statusCode, cut.body).toBe(200);
    const mail = await render(orderId, 'ticket_cancel');
    expect(count(mail.text, 'Erstattet')).toBe(1);
    expect(mail.text).toMatch(new RegExp(`Erwachsene\\n- Ticket ${tickets[1]}: `));
    expect(mail.text).toMatch(new RegExp(`^- Ticket ${tickets[0]}: .*Erwachsene$`, 'm'));
  });

  it('with re-entry on, neither the confirmation nor the PDF promises "einen Eintritt"', async () => {
    const single = await paid(1);
    expect((await render(single.orderId, 'order_confirmation')).text).toContain('einen Eintritt');
    await configure({ multiple_entries_per_day: true });
    const { orderId, token } = await paid(1);
    const mail = await render(orderId, 'order_confirmation');
    expect(mail.text).not.toContain('Eintritt');
    expect(mail.text).toContain('mit demselben Ticket wieder herein');
    const pdf = await t.app.inject({ method: 'GET', url: `/api/tickets/pdf.php?token=${token}` });
    expect(pdf.statusCode).toBe(200);
    const text = (await pdfPageTexts(pdf.rawPayload)).join('\n');
    expect(text).not.toContain('einen Eintritt');
    expect(text).toContain('Wiedereinlass');
    const attached = mail.attachments.find((file) => file.filename.endsWith('.pdf'));
    if (attached) expect((await pdfPageTexts(attached.content)).join('\n')).not.toContain('einen Eintritt');
  });
});
