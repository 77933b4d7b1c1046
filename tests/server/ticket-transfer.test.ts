import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScanResponse } from '../../src/shared/api/checkin';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import { nonce } from '../helpers/kiosk';
import { buy, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

/** "Ticketübertragung" (spec §3, issue 33 point 9): the buyer hands a ticket on under a new code. */
let t: TestApp;
let show: ShowFixture;
let admin: string;
beforeEach(async () => {
  t = await createTestApp();
  show = await upcomingShow(t.db);
  admin = await t.login();
});
afterEach(async () => {
  await t.close();
});

async function allowTransfer(on: boolean) {
  const saved = await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { ticket_transfer: on } } });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function paidOrder(quantity: number) {
  const { captured } = await buy(t.app, [line(show, show.adults, quantity)]);
  expect(captured.statusCode, captured.body).toBe(200);
  const { order_id: orderId, ticket_url: ticketUrl } = captured.json() as { order_id: number; ticket_url: string };
  return { orderId, token: ticketUrl.split('/tickets/')[1] };
}

const page = async (token: string) => (await t.app.inject({ method: 'GET', url: `/api/tickets/order.php?token=${token}` })).json();
const transfer = (token: string, ticketId: number, holder = { name: 'Oma Erika', email: 'erika@example.de' }) =>
  t.app.inject({ method: 'POST', url: '/api/tickets/transfer.php', payload: { token, ticket_id: ticketId, ...holder } });
async function scan(code: string) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/checkin/scan.php',
    headers: bearer(admin),
    payload: {
      device_id: 'device-nord-1',
      device_name: 'Eingang Nord',
      performance_id: show.performanceId,
      scan: { nonce: nonce(), code, method: 'wedge', scanned_at: new Date().toISOString() },
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json<ScanResponse>();
}

describe('ticket transfer by the buyer', () => {
  it('re-issues the ticket: the old code is refused at the door, the new one admitted, the holder mailed, the buyer page says to whom', async () => {
    await allowTransfer(true);
    const { orderId, token } = await paidOrder(2);
    const before = await page(token);
    expect(before.tickets.every((ticket: { transferable: boolean }) => ticket.transferable)).toBe(true);
    const [given, kept] = before.tickets as { id: number; code: string }[];
    const sold = await t.db
      .selectFrom('quotas')
      .select('sold')
      .where('performance_id', '=', show.performanceId)
      .where('category_id', '=', show.adults)
      .executeTakeFirstOrThrow();

    const answer = await transfer(token, given.id);
    expect(answer.statusCode, answer.body).toBe(200);
    const newId = answer.json().ticket_id as number;
    expect(newId).not.toBe(given.id);
    expect(answer.json().message).toContain('Oma Erika');

    // The door: the old code is on the revocation list and refused; the new one is admitted.
    const revoked = (await t.app.inject({ method: 'GET', url: '/api/tickets/revoked.php' })).json().revoked;
    expect(revoked).toEqual([expect.objectContaining({ ticket_id: given.id, reason: 'TRANSFERRED' })]);
    expect((await scan(given.code)).verdict).toBe('cancelled');
    const row = await t.db.selectFrom('tickets').selectAll().where('id', '=', newId).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      order_id: orderId,
      status: 'valid',
      holder_name: 'Oma Erika',
      holder_email: 'erika@example.de',
      transferred_from: given.id,
      seat: null,
    });
    // The door greets the holder, not the buyer.
    expect(await scan(row.code)).toMatchObject({ verdict: 'valid', ticket: { id: newId, name: 'Oma Erika' } });
    // Nothing was sold or given back: the quota is as it was.
    expect(
      await t.db
        .selectFrom('quotas')
        .select('sold')
        .where('performance_id', '=', show.performanceId)
        .where('category_id', '=', show.adults)
        .executeTakeFirstOrThrow(),
    ).toEqual(sold);

    // The buyer's page: the ticket stands as "weitergegeben an", without a code; the replaced one is gone.
    const after = await page(token);
    expect(after.tickets.map((ticket: { id: number }) => ticket.id)).toEqual([kept.id, newId].sort((a, b) => a - b));
    expect(after.tickets.find((ticket: { id: number }) => ticket.id === newId)).toMatchObject({
      transferred_to: 'Oma Erika',
      code: '',
      transferable: false,
      returnable: false,
    });
    expect(after.tickets.find((ticket: { id: number }) => ticket.id === kept.id)).toMatchObject({ transferred_to: null, transferable: true });

    // The holder's mail links a page of their own that shows this one ticket with its code, and nothing of the order's money.
    await mailWorkerOf(t.app.ctx)?.idle();
    const mail = await t.db
      .selectFrom('mail_outbox')
      .select(['id', 'template_name', 'recipient', 'status'])
      .where('order_id', '=', orderId)
      .where('template_name', '=', 'ticket_transfer')
      .executeTakeFirstOrThrow();
    expect(mail).toMatchObject({ recipient: 'erika@example.de', status: 'stored' });
    const rendered = await t.app.inject({ method: 'GET', url: `/api/mail/outbox_view.php?id=${mail.id}`, headers: bearer(admin) });
    expect(rendered.statusCode, rendered.body).toBe(200);
    const holderToken = row.holder_token as string;
    expect(rendered.json().mail.text).toContain(`/tickets/${holderToken}`);
    expect(rendered.json().mail.text).toContain('Mia Krüger hat dir ein Ticket weitergegeben');
    const holderPage = await page(holderToken);
    expect(holderPage.tickets).toEqual([expect.objectContaining({ id: newId, code: row.code, status: 'valid', transferable: false, returnable: false })]);
    expect(holderPage.holder).toEqual({ name: 'Oma Erika', from: 'Mia Krüger' });
    expect(holderPage.order).toMatchObject({ email: '', total: 0 });
    const pdf = await t.app.inject({ method: 'GET', url: `/api/tickets/pdf.php?token=${holderToken}` });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');

    // Staff see both in the order details: the replaced ticket as handed on, the new one with its holder.
    const details = (await t.app.inject({ method: 'GET', url: `/api/orders/fetch.php?order_id=${orderId}`, headers: bearer(admin) })).json();
    expect(details.order.tickets).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: given.id, status: 'cancelled', revoked_reason: 'TRANSFERRED' }),
        expect.objectContaining({ id: newId, status: 'valid', holder: 'Oma Erika' }),
      ]),
    );

    // The audit log names the transfer.
    const audit = await t.db.selectFrom('audit_log').select(['action', 'subject', 'order_id']).where('action', '=', 'ticket.transfer').execute();
    expect(audit).toEqual([{ action: 'ticket.transfer', subject: `ticket:${given.id}`, order_id: orderId }]);

    // The buyer cannot hand it on again or return it; their own ticket they still can.
    expect((await transfer(token, newId)).json()).toMatchObject({ code: 'TRANSFER_REFUSED', message: 'Dieses Ticket hast du schon weitergegeben.' });
    expect((await transfer(token, given.id)).statusCode).toBe(409);
  });

  it('is refused while the setting is off, and the page offers no transfer', async () => {
    const { token } = await paidOrder(1);
    const [ticket] = (await page(token)).tickets;
    expect(ticket.transferable).toBe(false);
    const answer = await transfer(token, ticket.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'TRANSFER_OFF', message: 'Tickets können in diesem Shop nicht weitergegeben werden.' });
    expect(await t.db.selectFrom('tickets').select('status').where('id', '=', ticket.id).executeTakeFirstOrThrow()).toEqual({ status: 'valid' });
  });

  it('waits while a return or cancellation is with the payment provider for the order', async () => {
    await allowTransfer(true);
    const { orderId, token } = await paidOrder(1);
    const [ticket] = (await page(token)).tickets;
    await t.db
      .updateTable('orders')
      .set({ capture_claimed_until: new Date(t.clock.now().getTime() + 60_000) })
      .where('id', '=', orderId)
      .execute();
    expect((await transfer(token, ticket.id)).json()).toMatchObject({ code: 'ORDER_BUSY' });
    await t.db.updateTable('orders').set({ capture_claimed_until: null }).where('id', '=', orderId).execute();
    expect((await transfer(token, ticket.id)).statusCode).toBe(200);
  });

  it('refuses an admitted ticket, a ticket of another order and an invalid holder', async () => {
    await allowTransfer(true);
    const { token } = await paidOrder(2);
    const [admitted, other] = (await page(token)).tickets;
    expect((await scan(admitted.code)).verdict).toBe('valid');
    expect((await page(token)).tickets[0].transferable).toBe(false);
    const answer = await transfer(token, admitted.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toBe('Mit diesem Ticket war schon jemand beim Einlass; es kann nicht mehr weitergegeben werden.');

    const second = await paidOrder(1);
    const foreign = (await page(second.token)).tickets[0];
    expect((await transfer(token, foreign.id)).statusCode).toBe(404);
    const bad = await transfer(token, other.id, { name: 'Erika', email: 'keine-adresse' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('E-Mail-Adresse');
  });
});
