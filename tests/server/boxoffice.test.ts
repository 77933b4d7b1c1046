import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { verifyTicketCode } from '../../src/shared/domain/ticket-code';
import { nonce, sell, staffWithRole, sync } from '../helpers/kiosk';
import { buy, line, setCapacity, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let show: ShowFixture;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  show = await upcomingShow(t.db);
  token = await t.login();
});
afterEach(async () => {
  await t.close();
});

const doorOrders = () => t.db.selectFrom('orders').selectAll().where('channel', '=', 'box_office').execute();
const setBoxOffice = (capacity: number) =>
  t.db.updateTable('performances').set({ box_office_capacity: capacity }).where('id', '=', show.performanceId).execute();

describe('boxoffice/sell.php', () => {
  it('sells for cash: one paid order with payment Bar, signed tickets, the guests admitted', async () => {
    const answer = await sell(t.app, token, {
      performance_id: show.performanceId,
      lines: [
        { category_id: show.adults, quantity: 2 },
        { category_id: show.children, quantity: 1 },
      ],
    });
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    expect(body).toMatchObject({ success: true, status: 'completed', total_cents: 1500, replay: false, box_office: { capacity: 20, sold: 3, remaining: 17 } });
    expect(body.tickets).toHaveLength(3);
    const keys = (await sync(t.app, token, { performance_id: show.performanceId })).json().keys;
    const publicKeys = keys.map((k: { id: number; public_key: string }) => ({ id: k.id, key: new Uint8Array(Buffer.from(k.public_key, 'base64url')) }));
    expect(verifyTicketCode(body.tickets[0].code, publicKeys).ok).toBe(true);

    const [order] = await doorOrders();
    expect(order).toMatchObject({
      id: body.order_id,
      status: 'CAPTURED',
      payment_method: 'Bar',
      provider: 'cash',
      first_name: 'Abendkasse',
      total_cents: 1500,
    });
    const payments = await t.db.selectFrom('payments').selectAll().where('order_id', '=', order.id).execute();
    expect(payments).toMatchObject([{ provider: 'cash', amount_cents: 1500, status: 'COMPLETED' }]);
    const checkins = await t.db
      .selectFrom('checkins')
      .selectAll()
      .where(
        'ticket_id',
        'in',
        body.tickets.map((x: { id: number }) => x.id),
      )
      .execute();
    expect(checkins.filter((c) => c.admitted)).toHaveLength(3);
    const counters = (await sync(t.app, token, { performance_id: show.performanceId })).json().counters;
    expect(counters).toEqual({ sold: 3, admitted: 3, reentries: 0 });
  });

  it('creates the order once when the same offline sale is uploaded twice, or five times at once', async () => {
    const sale = {
      nonce: nonce(),
      performance_id: show.performanceId,
      lines: [{ category_id: show.adults, quantity: 2 }],
      offline: true,
      sold_at: new Date(Date.now() - 600_000).toISOString(),
    };
    const first = (await sell(t.app, token, sale)).json();
    const second = (await sell(t.app, token, sale)).json();
    expect(second).toMatchObject({ order_id: first.order_id, replay: true });
    expect(second.tickets).toEqual(first.tickets);

    const twin = { ...sale, nonce: nonce() };
    const answers = await Promise.all(Array.from({ length: 5 }, () => sell(t.app, token, twin)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().order_id)).size).toBe(1);
    expect(await doorOrders()).toHaveLength(2);
    const stored = await t.db.selectFrom('box_office_sales').selectAll().execute();
    expect(stored).toHaveLength(2);
    expect(stored.every((row) => row.offline)).toBe(true);
    // The sale keeps its time at the door, for the statistics.
    expect((await doorOrders())[0].created_at.toISOString()).toBe(sale.sold_at);
  });

  it('never sells more than the box-office quota, and keeps a refused sale on record', async () => {
    await setBoxOffice(3);
    expect((await sell(t.app, token, { performance_id: show.performanceId, lines: [{ category_id: show.adults, quantity: 2 }] })).statusCode).toBe(200);
    const refused = { nonce: nonce(), performance_id: show.performanceId, lines: [{ category_id: show.children, quantity: 2 }], offline: true };
    const answer = await sell(t.app, token, refused);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'BOX_OFFICE_SOLD_OUT',
      message: 'An der Abendkasse ist nur noch 1 Ticket übrig.',
      box_office: { remaining: 1 },
    });
    expect((await sell(t.app, token, refused)).statusCode).toBe(409);
    const record = await t.db.selectFrom('box_office_sales').selectAll().where('nonce', '=', refused.nonce).executeTakeFirstOrThrow();
    expect(record).toMatchObject({ status: 'rejected', order_id: null, quantity: 2, total_cents: 600 });

    // Twenty sellers racing for the last ticket: exactly one gets it.
    const racers = await Promise.all(
      Array.from({ length: 20 }, () => sell(t.app, token, { performance_id: show.performanceId, lines: [{ category_id: show.adults, quantity: 1 }] })),
    );
    expect(racers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect((await doorOrders()).length).toBe(2);
  });

  it('sells from its own quota: door sales leave the online quota alone', async () => {
    await setCapacity(t.db, show.performanceId, show.adults, 2);
    expect((await sell(t.app, token, { performance_id: show.performanceId, lines: [{ category_id: show.adults, quantity: 5 }] })).statusCode).toBe(200);
    const { captured } = await buy(t.app, [line(show, show.adults, 2)]);
    expect(captured.statusCode).toBe(200);
  });

  it('refuses unknown categories, and staff without BOX_OFFICE_SELL', async () => {
    const answer = await sell(t.app, token, { performance_id: show.performanceId, lines: [{ category_id: 999_999, quantity: 1 }] });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().message).toBe('Diese Kategorie gibt es für die Vorstellung nicht.');
    const plainUser = await staffWithRole(t, 'privileged');
    expect((await sell(t.app, plainUser, { performance_id: show.performanceId, lines: [{ category_id: show.adults, quantity: 1 }] })).statusCode).toBe(403);
    expect(await doorOrders()).toHaveLength(0);
  });
});
