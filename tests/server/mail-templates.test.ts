import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import { buy, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

let t: TestApp;
let admin: string;
let show: ShowFixture;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  show = await upcomingShow(t.db);
});
afterAll(() => t.close());

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url, headers: bearer(admin), payload: payload as object });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });
const idle = () => mailWorkerOf(t.app.ctx)?.idle();

async function lastMail(orderId: number) {
  await idle();
  const row = await t.db
    .selectFrom('mail_outbox')
    .select(['id', 'status', 'subject', 'template_name', 'last_error'])
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  const eml = await get(`/api/mail/outbox_raw.php?id=${row.id}`);
  return { ...row, text: eml.statusCode === 200 ? eml.body.replace(/=\r\n/g, '') : '' };
}

describe('mail templates', () => {
  it('lists the seeded confirmation, tickets, cancellation, reminder, return, ticket cancellation and waiting-list templates with spec fields', async () => {
    const response = await get('/api/mail/templates/list.php');
    expect(response.statusCode).toBe(200);
    const templates = response.json().templates;
    expect(templates.map((row: { purpose: string }) => row.purpose).sort()).toEqual([
      'cancellation',
      'order_confirmation',
      'reminder',
      'ticket_cancel',
      'ticket_return',
      'tickets',
      'waiting_list_already',
      'waiting_list_confirmation',
      'waiting_list_offer',
    ]);
    expect(templates[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      subject: expect.any(String),
      status: 'active',
      purpose: expect.any(String),
      event_id: null,
      lastEdited: expect.any(String),
    });
    expect((await get('/api/mail/templates/get.php?id=999999')).json()).toMatchObject({ success: false, message: 'Template nicht gefunden.' });
  });

  it('the order confirmation uses the active template with the German placeholders and shows the VAT', async () => {
    const created = await post('/api/mail/templates/save.php', {
      name: 'Bestätigung kurz',
      subject: 'Danke {vorname} – Nr. {bestellnummer}',
      content: '<p>Hallo {vorname} {nachname}, {event} am {datum}.</p>{positionen}<p>MwSt.: {mwst}</p><p>{tickets_link}</p>',
      purpose: 'order_confirmation',
      status: 'active',
    });
    expect(created.statusCode, created.body).toBe(200);
    const { captured, created: order } = await buy(t.app, [line(show, show.adults, 2)], { donation_amount: 5 });
    expect(captured.statusCode).toBe(200);
    const mail = await lastMail(order.order_id);
    expect(mail).toMatchObject({ status: 'stored', template_name: 'order_confirmation', subject: `Danke Mia – Nr. ${order.order_id}` });
    expect(mail.text).toContain('Hallo Mia Kr');
    expect(mail.text).toContain('/tickets/');
    // Two adult tickets; the donation carries no VAT: 19 % of the ticket price, included.
    const items = await t.db.selectFrom('order_items').select(['quantity', 'unit_price_cents']).where('order_id', '=', order.order_id).execute();
    const gross = items.reduce((sum, item) => sum + item.quantity * item.unit_price_cents, 0);
    const vat = Math.round((gross * 19) / 119);
    expect(mail.text).toContain(`${Math.floor(vat / 100)},${String(vat % 100).padStart(2, '0')}`);
    const templates = (await get('/api/mail/templates/list.php')).json().templates as Array<{ name: string; status: string; purpose: string }>;
    expect(templates.filter((row) => row.purpose === 'order_confirmation' && row.status === 'active').map((row) => row.name)).toEqual(['Bestätigung kurz']);
  });

  it('the tickets mail (resend) uses the active tickets template', async () => {
    const { created: order } = await buy(t.app, [line(show, show.children, 1)]);
    await idle();
    const response = await post('/api/tickets/send-mail.php', { order_id: order.order_id });
    expect(response.statusCode).toBe(200);
    const mail = await lastMail(order.order_id);
    expect(mail.template_name).toBe('tickets');
    expect(mail.subject).toMatch(/^Deine Tickets für .+ \(\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2} Uhr\)$/);
  });

  it('keeps one active template per purpose and never deletes or switches off the last one', async () => {
    const templates = (await get('/api/mail/templates/list.php')).json().templates as Array<{
      id: number;
      name: string;
      subject: string;
      status: string;
      purpose: string;
    }>;
    const active = templates.find((row) => row.purpose === 'tickets' && row.status === 'active');
    if (!active) throw new Error('no active tickets template');
    const full = (await get(`/api/mail/templates/get.php?id=${active.id}`)).json().template;
    const off = await post('/api/mail/templates/save.php', { ...full, id: active.id, status: 'inactive', lastEdited: undefined });
    expect(off.statusCode).toBe(409);
    expect((await post('/api/mail/templates/delete.php', { id: active.id })).statusCode).toBe(409);
    const duplicate = await post('/api/mail/templates/save.php', { name: active.name, subject: 'x', content: 'y', purpose: 'tickets', status: 'inactive' });
    expect(duplicate.statusCode).toBe(409);
  });

  it.each([
    [{ name: '', subject: 'a', content: 'b', purpose: 'tickets', status: 'active' }],
    [{ name: 'a', subject: 'a', content: 'b', purpose: 'newsletter', status: 'active' }],
    [{ name: 'a', subject: 'a'.repeat(201), content: 'b', purpose: 'tickets', status: 'active' }],
    [{ name: 'a', subject: 'a', content: 'b', purpose: 'tickets', status: 'Aktiv' }],
  ])('refuses %j with 400', async (payload) => {
    expect((await post('/api/mail/templates/save.php', payload)).statusCode).toBe(400);
  });
});

describe('outbox resend', () => {
  it('queues a sent mail again as a new outbox entry, and a failed one too', async () => {
    const { created: order } = await buy(t.app, [line(show, show.adults, 1)]);
    const first = await lastMail(order.order_id);
    const response = await post('/api/mail/resend.php', { id: first.id });
    expect(response.statusCode, response.body).toBe(200);
    const again = await lastMail(order.order_id);
    expect(again.id).toBeGreaterThan(first.id);
    expect(again.status).toBe('stored');

    await t.db.updateTable('mail_outbox').set({ status: 'failed', last_error: 'SMTP down' }).where('id', '=', again.id).execute();
    expect((await post('/api/mail/resend.php', { id: again.id })).statusCode).toBe(200);
    expect((await lastMail(order.order_id)).status).toBe('stored');
    expect((await post('/api/mail/resend.php', { id: 999999 })).statusCode).toBe(404);
  });
});
