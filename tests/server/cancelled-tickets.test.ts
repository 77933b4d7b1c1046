import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import { buy, line, ownShow, type ShowFixture } from '../helpers/orders';
import { qrCodesInPdf } from '../helpers/pdf-qr';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

// One app for the file (issue 50): each test buys and cancels on a performance of its own and reads only its own
// order's mails and tickets.
let t: TestApp;
let show: ShowFixture;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  show = await ownShow(t.db);
  admin = await t.login();
});

/** A paid order, its ticket token, and then staff cancel it. */
async function cancelledOrder() {
  const { captured } = await buy(t.app, [line(show, show.adults, 2)]);
  const { order_id: orderId, ticket_url: ticketUrl } = captured.json() as { order_id: number; ticket_url: string };
  const token = ticketUrl.split('/tickets/')[1];
  const cancel = await t.app.inject({
    method: 'POST',
    url: '/api/orders/cancel.php',
    headers: bearer(admin),
    payload: { order_id: orderId, reason: 'Die Vorstellung fällt aus.' },
  });
  expect(cancel.statusCode, cancel.body).toBe(200);
  await mailWorkerOf(t.app.ctx)?.idle();
  return { orderId, token };
}

describe('a cancelled order has no usable ticket anywhere', () => {
  it('tickets/pdf.php serves no PDF for a cancelled order (410, in German)', async () => {
    const { token } = await cancelledOrder();
    const pdf = await t.app.inject({ method: 'GET', url: `/api/tickets/pdf.php?token=${token}` });
    expect(pdf.statusCode).toBe(410);
    expect(pdf.headers['content-type']).toContain('application/json');
    expect(pdf.json()).toMatchObject({ code: 'ORDER_CANCELLED' });
    expect(pdf.json().message).toMatch(/storniert/);
  });

  it("the buyer's link shows the cancellation with its reason, and no ticket code a QR could be made of", async () => {
    const { token } = await cancelledOrder();
    const page = (await t.app.inject({ method: 'GET', url: `/api/tickets/order.php?token=${token}` })).json();
    expect(page.order).toMatchObject({ status: 'CANCELLED', cancellation_note: 'Die Vorstellung fällt aus.' });
    expect(page.pdf_url).toBe('');
    expect(page.tickets).toHaveLength(2);
    for (const ticket of page.tickets) expect(ticket).toMatchObject({ code: '', status: 'cancelled' });
  });

  it('the outbox\'s "Erneut senden" refuses the confirmation with its tickets, and still resends the cancellation', async () => {
    const { orderId } = await cancelledOrder();
    const mails = await t.db.selectFrom('mail_outbox').select(['id', 'template_name']).where('order_id', '=', orderId).orderBy('id').execute();
    const confirmation = mails.find((mail) => mail.template_name !== 'cancellation');
    const cancellation = mails.find((mail) => mail.template_name === 'cancellation');
    expect(confirmation && cancellation).toBeTruthy();
    const refused = await t.app.inject({ method: 'POST', url: '/api/mail/resend.php', headers: bearer(admin), payload: { id: confirmation?.id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'MAIL_REFUSED' });
    expect(refused.json().message).toMatch(/storniert.*nicht mehr versandt/);
    const again = await t.app.inject({ method: 'POST', url: '/api/mail/resend.php', headers: bearer(admin), payload: { id: cancellation?.id } });
    expect(again.statusCode).toBe(200);
    expect(await t.db.selectFrom('mail_outbox').select('id').where('order_id', '=', orderId).execute()).toHaveLength(mails.length + 1);
  });

  it('the order details offer no "Tickets erneut senden", and tickets/send-mail.php refuses', async () => {
    const { orderId } = await cancelledOrder();
    const details = (await t.app.inject({ method: 'GET', url: `/api/orders/fetch.php?order_id=${orderId}`, headers: bearer(admin) })).json().order;
    expect(details.can_send_tickets).toBe(false);
    const send = await t.app.inject({ method: 'POST', url: '/api/tickets/send-mail.php', headers: bearer(admin), payload: { order_id: orderId } });
    expect(send.statusCode).toBe(409);
    expect(send.json().message).toMatch(/storniert/);
  });

  it('a paid order still has its PDF with one decodable QR per ticket', async () => {
    const { captured } = await buy(t.app, [line(show, show.adults, 1)]);
    const token = (captured.json().ticket_url as string).split('/tickets/')[1];
    const pdf = await t.app.inject({ method: 'GET', url: `/api/tickets/pdf.php?token=${token}` });
    expect(pdf.statusCode).toBe(200);
    expect((await qrCodesInPdf(pdf.rawPayload)).codes).toHaveLength(1);
  });
});
