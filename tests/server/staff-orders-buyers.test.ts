import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { orderMailRenderer } from '../../src/server/modules/orders/capture/order-mail';
import { buyer, create, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

/** Staff orders (issue 42 item 2) as their buyers meet them: the mails they get, the limits of the shop. */
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

function reserve(payload: Record<string, unknown>) {
  return t.app.inject({
    method: 'POST',
    url: '/api/reservations/create.php',
    headers: bearer(admin),
    payload: {
      performance_id: show.performanceId,
      lines: [{ category_id: show.adults, quantity: 2 }],
      first_name: 'Mia',
      last_name: 'Krüger',
      email: buyer.email,
      ...payload,
    },
  });
}

describe('orders staff made, as their buyers meet them', () => {
  it('the cancellation mail of an order paid in cash says the money comes back at the box office or from the school, never PayPal', async () => {
    const paid = await reserve({ kind: 'paid', note: 'bar im Sekretariat' });
    expect(paid.statusCode, paid.body).toBe(200);
    const orderId: number = paid.json().order_id;
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel.php',
      headers: bearer(admin),
      payload: { order_id: orderId, reason: 'Termin verlegt' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const queued = await t.db
      .selectFrom('mail_outbox')
      .select(['template_name', 'recipient'])
      .where('order_id', '=', orderId)
      .where('template_name', '=', 'cancellation')
      .execute();
    expect(queued).toEqual([{ template_name: 'cancellation', recipient: buyer.email }]);

    const mail = await orderMailRenderer(t.app.ctx)(orderId, 'cancellation', buyer.email);
    const text = mail.text.replace(/\s+/g, ' ');
    expect(text).toContain('Du hast nicht online bezahlt: Das Geld bekommst du an der Abendkasse oder von der Schule zurück.');
    expect(text).toMatch(/Wir erstatten dir \d+,\d\d €/);
    expect(`${mail.subject} ${mail.text} ${mail.html}`).not.toMatch(/PayPal/);
  });

  it('a reservation "zahlt an der Abendkasse" in a parent’s name does not count toward their online hold limit', async () => {
    const save = await t.app.inject({
      method: 'POST',
      url: '/api/config/save.php',
      headers: bearer(admin),
      payload: { values: { reservation_limit_per_customer: 1 } },
    });
    expect(save.statusCode, save.body).toBe(200);
    const reserved = await reserve({ kind: 'box_office' });
    expect(reserved.statusCode, reserved.body).toBe(200);
    // The same parent buys online: their own first hold.
    const online = await create(t.app, [line(show, show.adults, 1)]);
    expect(online.statusCode, online.body).toBe(200);
    // Their second online hold meets the limit of one, counted without the reservation.
    const second = await create(t.app, [line(show, show.adults, 1)]);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'TOO_MANY_HOLDS' });
    expect(second.json().message).toContain('ist schon eine Reservierung offen');
  });
});
