import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../../src/server/modules/orders/hold/sweep';
import { staffWithRole } from '../helpers/kiosk';
import { create, line, ownShow, setCapacity, type ShowFixture } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** The guest list and "zahlt an der Abendkasse" decided at a door without network, uploaded later (issue 42). */
// One app for the file (issue 50): each test reserves on a performance of its own, with a door user of its own,
// and reads only its own order's payments and its performance's audit rows. The clock only moves forward, past
// holds each test makes afterwards; a sweep of expired holds finds at most another test's finished orders.
let t: TestApp;
let show: ShowFixture;
let admin: string;
let door: string;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  show = await ownShow(t.db);
  admin = await t.login();
  door = await staffWithRole(t, 'manager');
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const foyer = { device_id: 'device-kasse-1', device_name: 'Kasse Foyer' };
const side = { device_id: 'device-kasse-2', device_name: 'Seiteneingang' };

async function reserve(quantity: number, minutes = 60) {
  const until = new Date(t.clock.now().getTime() + minutes * 60_000).toISOString();
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/reservations/create.php',
    headers: bearer(admin),
    payload: {
      performance_id: show.performanceId,
      lines: [{ category_id: show.adults, quantity }],
      first_name: 'Jana',
      last_name: 'Jury',
      kind: 'box_office',
      reserved_until: until,
    },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().order_id as number;
}

const payLater = (orderId: number, nonce: string, paidAt: Date, where = foyer) =>
  t.app.inject({
    method: 'POST',
    url: '/api/reservations/pay.php',
    headers: bearer(door),
    payload: { ...where, order_id: orderId, nonce, offline: true, paid_at: paidAt.toISOString() },
  });

const orderRow = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ticketsOf = (orderId: number) => t.db.selectFrom('tickets').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
const adultQuota = () =>
  t.db
    .selectFrom('quotas')
    .select(['held', 'sold'])
    .where('performance_id', '=', show.performanceId)
    .where('category_id', '=', show.adults)
    .executeTakeFirstOrThrow();

describe('guest list admitted offline, uploaded later', () => {
  it('a retried upload admits once and keeps the door time; a second door hears the guest was in already', async () => {
    const added = await t.app.inject({
      method: 'POST',
      url: '/api/guests/add.php',
      headers: bearer(admin),
      payload: { performance_id: show.performanceId, name: 'Ute Zander' },
    });
    const guest = added.json().guest;
    const at = new Date(t.clock.now().getTime() - 20 * 60_000);
    t.clock.advance(60_000);
    const upload = (nonce: string, where = foyer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/guests/admit.php',
        headers: bearer(door),
        payload: { ...where, id: guest.id, nonce, offline: true, admitted_at: at.toISOString() },
      });
    const answers = [await upload('guest-nonce-1'), await upload('guest-nonce-1'), await upload('guest-nonce-1')].map((answer) => answer.json());
    for (const answer of answers)
      expect(answer).toMatchObject({ already: false, message: 'Ute Zander eingelassen.', guest: { admitted_at: at.toISOString() } });
    const row = await t.db.selectFrom('guest_list').selectAll().where('id', '=', guest.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ admit_nonce: 'guest-nonce-1', admitted_device: 'Kasse Foyer' });
    expect(row.admitted_at?.toISOString()).toBe(at.toISOString());

    const other = (await upload('guest-nonce-2', side)).json();
    expect(other.already).toBe(true);
    expect(other.message).toMatch(/^Ute Zander wurde bereits um \d\d:\d\d Uhr eingelassen\.$/);
    const audit = await t.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'guest.admit')
      .where('subject', '=', `performance:${show.performanceId}`)
      .execute();
    expect(audit).toHaveLength(1);
  });
});

describe('reservation paid in cash offline, uploaded later', () => {
  it('a retried upload pays once: one payment, one ticket set, the same answer', async () => {
    const orderId = await reserve(2);
    const paidAt = new Date(t.clock.now().getTime() + 5 * 60_000);
    t.clock.advance(30 * 60_000);
    const first = await payLater(orderId, 'pay-nonce-1', paidAt);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ admitted: 2, replay: false });
    const again = await payLater(orderId, 'pay-nonce-1', paidAt);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ admitted: 2, replay: true });
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: 'CAPTURED', payment_method: 'Bar (Abendkasse)' });
    expect(order.captured_at?.toISOString()).toBe(paidAt.toISOString());
    expect(await ticketsOf(orderId)).toHaveLength(2);
    expect(await t.db.selectFrom('payments').select('amount_cents').where('order_id', '=', orderId).execute()).toHaveLength(1);
    expect(await t.db.selectFrom('reservation_payments').select(['nonce', 'status', 'offline']).where('order_id', '=', orderId).execute()).toEqual([
      { nonce: 'pay-nonce-1', status: 'completed', offline: true },
    ]);
    expect(await adultQuota()).toEqual({ held: 0, sold: 2 });
  });

  it('a hold that ran out meanwhile is still settled while its places are free', async () => {
    await setCapacity(t.db, show.performanceId, show.adults, 4);
    const orderId = await reserve(3, 10);
    const paidAt = new Date(t.clock.now().getTime() + 5 * 60_000);
    t.clock.advance(40 * 60_000);
    await sweepExpiredHolds(t.app.ctx);
    expect(await orderRow(orderId)).toMatchObject({ status: 'EXPIRED', holding: false });
    const paid = await payLater(orderId, 'pay-nonce-late', paidAt);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ admitted: 3, replay: false });
    expect(await orderRow(orderId)).toMatchObject({ status: 'CAPTURED' });
    expect(await adultQuota()).toEqual({ held: 0, sold: 3 });
    // The quota still holds: only one place is left for the shop.
    expect((await create(t.app, [line(show, show.adults, 2)])).statusCode).toBe(409);
  });

  it('a hold that ran out and whose places were sold is kept on record as refused, for staff, every retry the same', async () => {
    await setCapacity(t.db, show.performanceId, show.adults, 3);
    const orderId = await reserve(3, 10);
    const paidAt = new Date(t.clock.now().getTime() + 5 * 60_000);
    t.clock.advance(40 * 60_000);
    await sweepExpiredHolds(t.app.ctx);
    expect((await create(t.app, [line(show, show.adults, 2)])).statusCode).toBe(200);
    const refused = await payLater(orderId, 'pay-nonce-gone', paidAt);
    expect(refused.statusCode).toBe(409);
    const message = `Die Reservierung ${orderId} war abgelaufen und ihre Plätze sind inzwischen vergeben. Das Bargeld bitte zurückgeben oder mit der Kassenleitung klären.`;
    expect(refused.json()).toMatchObject({ code: 'RESERVATION_CLOSED', message, order_id: orderId });
    const retried = await payLater(orderId, 'pay-nonce-gone', paidAt);
    expect(retried.statusCode).toBe(409);
    expect(retried.json().message).toBe(message);
    expect(await orderRow(orderId)).toMatchObject({ status: 'EXPIRED' });
    expect(await ticketsOf(orderId)).toEqual([]);
    expect(await t.db.selectFrom('reservation_payments').select(['status', 'message']).where('order_id', '=', orderId).execute()).toEqual([
      { status: 'rejected', message },
    ]);
    const audit = await t.db.selectFrom('audit_log').select('action').where('order_id', '=', orderId).where('action', '=', 'reservation.pay_refused').execute();
    expect(audit.length).toBeGreaterThan(0);
    // The back office's list of staff orders names it at the reservation.
    const list = await t.app.inject({ method: 'GET', url: `/api/reservations/list.php?performance_id=${show.performanceId}`, headers: bearer(admin) });
    expect(list.json().orders).toMatchObject([{ order_id: orderId, state: 'abgelaufen', door_refusals: [`Kasse Foyer: ${message}`] }]);
  });

  it('two doors that both took the cash offline: the first pays, the second is told to give it back', async () => {
    const orderId = await reserve(2);
    const paidAt = t.clock.now();
    expect((await payLater(orderId, 'pay-door-a', paidAt)).statusCode).toBe(200);
    const second = await payLater(orderId, 'pay-door-b', paidAt, side);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      code: 'RESERVATION_PAID',
      message: `Bestellung ${orderId} war bereits bezahlt. Das Bargeld bitte zurückgeben oder mit der Kassenleitung klären.`,
    });
    expect(await ticketsOf(orderId)).toHaveLength(2);
    expect(await t.db.selectFrom('payments').select('id').where('order_id', '=', orderId).execute()).toHaveLength(1);
  });
});
