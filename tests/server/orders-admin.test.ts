import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderDetails, AdminOrderListResponse } from '../../src/shared/api/orders-admin';
import { buy, create, guest, heldOrSold, line, type ShowFixture, upcomingShow } from '../helpers/orders';
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
afterAll(async () => {
  await t.close();
});

async function list(query = ''): Promise<AdminOrderListResponse> {
  const response = await t.app.inject({ method: 'GET', url: `/api/orders/fetch.php${query}`, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}
async function details(id: number): Promise<AdminOrderDetails> {
  const response = await t.app.inject({ method: 'GET', url: `/api/orders/fetch.php?order_id=${id}`, headers: bearer(admin) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().order;
}
const cancel = (orderId: number) =>
  t.app.inject({ method: 'POST', url: '/api/orders/cancel.php', headers: bearer(admin), payload: { order_id: orderId, reason: 'Die Vorstellung fällt aus.' } });

describe('orders in the back office', () => {
  it('lists orders newest first with customer, amounts and status; details show stored prices and tickets', async () => {
    const { created } = await buy(t.app, [line(show, show.adults, 2), line(show, show.children, 1)], {
      donation_amount: 2.5,
      user_data: { firstName: 'Hanna', lastName: 'Listig', email: 'hanna@example.de' },
    });
    const page = await list('?search=listig');
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      id: created.order_id,
      customer: 'Hanna Listig',
      email: 'hanna@example.de',
      status: 'CAPTURED',
      amount: 3,
      total: 17.5,
      donation_amount: 2.5,
      paypal_order_id: created.id,
      events: ['Zeitsprung – Das Schulmusical'],
    });
    const order = await details(created.order_id);
    expect(order.summary).toEqual({ total: 17.5, donation: 2.5, tickets: 3 });
    expect(order.universe).toBe('Testmodus (eingebaut)');
    expect(order.items.map((item) => [item.type, item.quantity, item.unit_price, item.line_total])).toEqual([
      ['Erwachsene', 2, 6, 12],
      ['Kinder', 1, 3, 3],
    ]);
    expect(order.tickets).toHaveLength(3);
    expect(order.tickets.every((ticket) => ticket.status === 'valid' && Array.isArray(ticket.checkins))).toBe(true);
    expect(order.customer).toMatchObject({ first_name: 'Hanna', last_name: 'Listig' });
    expect(order.can_cancel).toBe(true);
  });

  it('searches by name, e-mail and order id; filters by status and event; pages as the URL says', async () => {
    const { created } = await buy(t.app, [line(show, show.adults, 1)], { user_data: { firstName: 'Suse', lastName: 'Such', email: 'suse.such@example.de' } });
    await create(t.app, [line(show, show.children, 1)], { user_data: { firstName: 'Otto', lastName: 'Offen', email: 'otto@example.de' } });
    expect((await list('?search=SUSE%20SUCH')).data.map((o) => o.id)).toEqual([created.order_id]);
    expect((await list('?search=suse.such%40example')).data.map((o) => o.id)).toEqual([created.order_id]);
    expect((await list(`?search=${created.order_id}`)).data.map((o) => o.id)).toEqual([created.order_id]);
    expect((await list('?search=100%25')).total).toBe(0);
    const pending = await list('?status=CREATED');
    expect(pending.data.every((o) => o.status === 'CREATED')).toBe(true);
    expect(pending.data.some((o) => o.customer === 'Otto Offen')).toBe(true);
    expect((await list(`?event=${show.eventId}`)).total).toBeGreaterThanOrEqual(3);
    const other = await t.db.selectFrom('events').select('id').where('name', '=', 'sommernachtstraum').executeTakeFirstOrThrow();
    expect((await list(`?event=${other.id}`)).total).toBe(0);

    for (let i = 0; i < 4; i++) await create(t.app, [line(show, show.adults, 1)], { user_data: guest(i) });
    const all = await list('?pageSize=5');
    expect(all.total).toBeGreaterThanOrEqual(7);
    expect(all.data).toHaveLength(5);
    const second = await list('?page=2&pageSize=5');
    expect(second.page).toBe(2);
    expect(second.data[0].id).toBeLessThan(all.data[4].id);
    expect((await list('?page=999&pageSize=5')).page).toBe(Math.ceil(all.total / 5));
    expect(await list('?page=x&pageSize=7')).toMatchObject({ page: 1, pageSize: 10 });
    expect(all.events.some((e) => e.id === show.eventId)).toBe(true);

    const bad = await t.app.inject({ method: 'GET', url: '/api/orders/fetch.php?status=BEZAHLT', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Diesen Bestellstatus gibt es nicht.');
    const unknown = await t.app.inject({ method: 'GET', url: '/api/orders/fetch.php?order_id=99999999', headers: bearer(admin) });
    expect(unknown.statusCode).toBe(404);
  });

  it('cancels a paid order: refunded through the provider, tickets revoked, quota back', async () => {
    const before = await heldOrSold(t.db, show.performanceId, show.adults);
    const { created } = await buy(t.app, [line(show, show.adults, 2)]);
    expect(await heldOrSold(t.db, show.performanceId, show.adults)).toBe(before + 2);
    const response = await cancel(created.order_id);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ success: true, refunded: true, tickets_revoked: 2 });
    expect(await heldOrSold(t.db, show.performanceId, show.adults)).toBe(before);

    const order = await details(created.order_id);
    expect(order.status).toBe('CANCELLED');
    expect(order.cancelled_at).not.toBeNull();
    expect(order.tickets.every((ticket) => ticket.status === 'cancelled')).toBe(true);
    expect(order.payments.map((p) => [p.kind, p.status, p.amount])).toEqual([
      ['capture', 'REFUNDED', 12],
      ['refund', 'COMPLETED', 12],
    ]);
    expect(order.can_cancel).toBe(false);
    const provider = await t.db.selectFrom('test_provider_orders').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(provider).toMatchObject({ status: 'REFUNDED', refunded_cents: 1200 });

    const revoked = (await t.app.inject({ method: 'GET', url: '/api/tickets/revoked.php' })).json().revoked;
    const ticketIds = order.tickets.map((ticket) => ticket.id);
    expect(revoked.filter((r: { ticket_id: number }) => ticketIds.includes(r.ticket_id))).toHaveLength(2);
    // The shop's event answers may be up to a second old.
    t.clock.advance(1_000);
    const shop = (await t.app.inject({ method: 'GET', url: '/api/events/list_detailed.php' })).json().events;
    const performance = shop.flatMap((e: { performances: unknown[] }) => e.performances).find((p: { id: number }) => p.id === show.performanceId);
    expect(performance.categories[0].remaining).toBe(performance.categories[0].capacity - before);

    const again = await cancel(created.order_id);
    expect(again.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'POST', url: '/api/orders/capture.php', payload: { order_id: created.id } })).statusCode).toBe(409);
  });

  it('cancels a hold at once and refuses its later capture', async () => {
    const held = (await create(t.app, [line(show, show.children, 2)])).json();
    const before = await heldOrSold(t.db, show.performanceId, show.children);
    const response = await cancel(held.order_id);
    expect(response.json()).toMatchObject({ refunded: false, tickets_revoked: 0 });
    expect(await heldOrSold(t.db, show.performanceId, show.children)).toBe(before - 2);
    await t.app.inject({ method: 'POST', url: '/api/payments/test/approve.php', payload: { id: held.id } });
    const capture = await t.app.inject({ method: 'POST', url: '/api/orders/capture.php', payload: { order_id: held.id } });
    expect(capture.statusCode).toBe(409);
    expect(await t.db.selectFrom('tickets').select('id').where('order_id', '=', held.order_id).execute()).toEqual([]);
  });

  it('refuses to cancel while a capture is running', async () => {
    const held = (await create(t.app, [line(show, show.adults, 1)])).json();
    await t.db
      .updateTable('orders')
      .set({ capture_claimed_until: new Date(Date.now() + 60_000) })
      .where('id', '=', held.order_id)
      .execute();
    const response = await cancel(held.order_id);
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('ORDER_BUSY');
  });

  it('resends the tickets mail for staff', async () => {
    const { created } = await buy(t.app, [line(show, show.adults, 1)]);
    const mailsBefore = (await details(created.order_id)).mails.length;
    const response = await t.app.inject({ method: 'POST', url: '/api/tickets/send-mail.php', headers: bearer(admin), payload: { order_id: created.order_id } });
    expect(response.statusCode).toBe(200);
    expect((await details(created.order_id)).mails.length).toBe(mailsBefore + 1);
  });

  it('exports the filtered orders as CSV for German spreadsheets', async () => {
    await buy(t.app, [line(show, show.adults, 1)], { user_data: { firstName: '=Formel', lastName: 'Kunde; GmbH', email: 'csv@example.de' } });
    const response = await t.app.inject({ method: 'GET', url: '/api/orders/export.php?search=csv%40example', headers: bearer(admin) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="bestellungen-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = response.body.replace('\uFEFF', '').trim().split('\r\n');
    expect(lines[0]).toBe(
      'Bestellnummer;Status;Vorname;Nachname;E-Mail;Telefon;Datum;PayPal-ID;Tickets;Spende (EUR);Gesamt (EUR);Bezahlt (EUR);Erstattet (EUR);Erstattung ausstehend (EUR);Rückbuchung (EUR);Behalten (EUR);Events;Art',
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(';Bezahlt;\'=Formel;"Kunde; GmbH";csv@example.de;');
    expect(lines[1]).toContain(';1;0,00;6,00;6,00;0,00;0,00;0,00;6,00;Zeitsprung – Das Schulmusical');
  });
});

describe('orders on a tablet (issue 32 item 9)', () => {
  it('names each order’s performances and filters by performance', async () => {
    const { created } = await buy(t.app, [line(show, show.adults, 1)]);
    const body = await list(`?performance=${show.performanceId}`);
    const order = body.data.find((row) => row.id === created.order_id);
    expect(order?.performance_ids).toEqual([show.performanceId]);
    expect(body.data.every((row) => row.performance_ids.includes(show.performanceId))).toBe(true);
    expect(body.performances).toContainEqual({ id: show.performanceId, event_id: show.eventId, starts_at: show.startsAt.toISOString() });
    const none = await list('?performance=999999');
    expect(none.total).toBe(0);
    const bad = await t.app.inject({ method: 'GET', url: '/api/orders/fetch.php?performance=x', headers: bearer(admin) });
    expect(bad.statusCode).toBe(400);
  });
});
