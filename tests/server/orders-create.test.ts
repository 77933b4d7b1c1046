import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { writeSettings } from '../../src/server/modules/configuration/configuration.repository';
import { approve, buyer, capture, create as createFor, line, ownBuyer, ownShow, setCapacity, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, ownAppPerTest, type TestApp } from '../helpers/test-app';

// One app for the file (issue 50): each test sells from a performance of its own to a buyer of its own (one
// address may hold only five unpaid orders), and counts only the orders it made.
let t: TestApp;
let show: ShowFixture;
let me: typeof buyer;
beforeAll(async () => {
  t = await createTestApp({});
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  show = await ownShow(t.db);
  me = ownBuyer();
});

/** create.php for this test's buyer. */
const create = (app: TestApp['app'], cart: unknown[], extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) =>
  createFor(app, cart, { user_data: me, ...extra }, headers);
const orderCount = async () => (await t.db.selectFrom('orders').select('id').execute()).length;

/** What the shop shows as left; its event answers may be up to a second old, so a second passes first. */
/** What the shop shows once its figures are read afresh (past the five seconds it may answer while they reload). */
async function remaining(categoryId: number): Promise<number> {
  t.clock.advance(5_000);
  const response = await t.app.inject({ method: 'GET', url: '/api/events/list_detailed.php' });
  const performance = response
    .json()
    .events.flatMap((e: { performances: unknown[] }) => e.performances)
    .find((p: { id: number }) => p.id === show.performanceId);
  return performance.categories.find((c: { id: number }) => c.id === categoryId).remaining;
}

describe('orders/create.php', () => {
  it('prices from the database and ignores a client price of 0.01', async () => {
    const response = await create(t.app, [line(show, show.adults, 2, { price: 0.01 }), line(show, show.children, 1, { price: 0.01 })], {
      donation_amount: '5,50',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.id).toMatch(/^TEST-/);
    expect(body.total_cents).toBe(2 * 600 + 300 + 550);
    expect(body.total).toBe(20.5);
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', body.order_id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ status: 'CREATED', total_cents: 2050, donation_cents: 550, email: me.email });
    const provider = await t.db.selectFrom('test_provider_orders').selectAll().where('id', '=', body.id).executeTakeFirstOrThrow();
    expect(provider.amount_cents).toBe(2050);
  });

  it('finds the line by event name, date and type as the cart stores it', async () => {
    const response = await create(t.app, [{ event: show.eventName, date: show.startsAt.toISOString(), type: 'Kinder', title: 'x', price: 3, quantity: 2 }]);
    expect(response.statusCode).toBe(200);
    expect(response.json().total_cents).toBe(600);
  });

  it('reads the shop cart as stored in Dexie (camelCase ids, seats list, display fields)', async () => {
    const item = { id: 0, title: 'Zeitsprung', date: show.startsAt.toISOString(), type: 'Erwachsene', price: 0.01, quantity: 2, event: show.eventName };
    const byIds = await create(t.app, [{ ...item, performanceId: show.performanceId, categoryId: show.adults }]);
    expect(byIds.json().total_cents).toBe(1200);
    const imported = await create(t.app, [{ ...item, performanceId: 0, categoryId: 0 }]);
    expect(imported.json().total_cents).toBe(1200);
  });

  it('holds the tickets for 20 minutes: availability drops once the figures are read again and comes back when the hold expires', async () => {
    const before = await remaining(show.adults);
    const response = await create(t.app, [line(show, show.adults, 3)]);
    expect(response.statusCode).toBe(200);
    expect(new Date(response.json().expires_at).getTime() - t.clock.now().getTime()).toBeGreaterThan(19 * 60_000);
    expect(await remaining(show.adults)).toBe(before - 3);
    t.clock.advance(20 * 60_000 + 1000);
    expect(await remaining(show.adults)).toBe(before);
  });

  it('names the category and how many are left when sold out', async () => {
    await setCapacity(t.db, show.performanceId, show.adults, 3);
    expect((await create(t.app, [line(show, show.adults, 2)])).statusCode).toBe(200);
    const response = await create(t.app, [line(show, show.adults, 2)]);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SOLD_OUT', remaining: 1, category: 'Erwachsene' });
    expect(response.json().message).toMatch(/Für „Erwachsene“ am \d\d\.\d\d\.\d{4} ist nur noch 1 Ticket verfügbar\./);
    expect(response.json().details[0]).toEqual({ issue: 'SOLD_OUT', description: response.json().message });
    expect(response.json().debug_id).toBeTruthy();
    const gone = await create(t.app, [line(show, show.adults, 1)]);
    expect(gone.statusCode).toBe(200);
    expect((await create(t.app, [line(show, show.adults, 1)])).json().message).toMatch(/ist leider ausverkauft/);
  });

  it('refuses bad input with German messages and never a 5xx', async () => {
    const ordersBefore = await orderCount();
    const cases: Array<[unknown, number, RegExp]> = [
      [{ cart: [line(show, show.adults, 1)], user_data: { ...buyer, email: 'kaputt' } }, 400, /gültige E-Mail/],
      [{ cart: [line(show, show.adults, 1)], user_data: { ...buyer, firstName: ' ' } }, 400, /Vornamen/],
      [{ cart: [line(show, show.adults, 1)], user_data: buyer, donation_amount: -3 }, 400, /Spende/],
      [{ cart: [line(show, show.adults, 11)], user_data: buyer }, 400, /Pro Bestellung sind höchstens 10 Tickets möglich/],
      [{ cart: [line(show, show.adults, 6), line(show, show.adults, 5)], user_data: buyer }, 400, /höchstens 10/],
      [{ cart: [{ performance_id: 999999, category_id: show.adults, quantity: 1 }], user_data: buyer }, 400, /nicht \(mehr\) buchbar/],
      [{ cart: [{ performance_id: show.performanceId, category_id: 999999, quantity: 1 }], user_data: buyer }, 400, /Ticketkategorie/],
      [{ cart: [line(show, show.adults, 1, { seat: 'A1' })], user_data: buyer }, 400, /keine Sitzplatzwahl/],
      [{ cart: [], user_data: buyer }, 400, /Ungültige Eingabe/],
      [{ cart: [line(show, show.adults, 0)], user_data: buyer }, 400, /Ungültige Eingabe/],
      [{ user_data: buyer }, 400, /Ungültige Eingabe/],
    ];
    for (const [payload, status, message] of cases) {
      const response = await t.app.inject({ method: 'POST', url: '/api/orders/create.php', payload: payload as object });
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect(await orderCount()).toBe(ordersBefore);
  });

  it('refuses a performance in the past or off sale', async () => {
    await t.db.updateTable('performances').set({ on_sale: false }).where('id', '=', show.performanceId).execute();
    expect((await create(t.app, [line(show, show.adults, 1)])).statusCode).toBe(400);
    const past = await t.db.selectFrom('performances').select('id').where('starts_at', '<', new Date()).executeTakeFirstOrThrow();
    const response = await create(t.app, [{ performance_id: past.id, category_id: show.adults, quantity: 1 }]);
    expect(response.statusCode).toBe(400);
  });

  it('answers a repeated Idempotency-Key with the same order', async () => {
    const headers = { 'idempotency-key': 'checkout-1234567890' };
    const ordersBefore = await orderCount();
    const first = await create(t.app, [line(show, show.adults, 1)], {}, headers);
    const second = await create(t.app, [line(show, show.adults, 1)], {}, headers);
    expect(second.json().id).toBe(first.json().id);
    expect(await orderCount()).toBe(ordersBefore + 1);
  });

  it('refuses the free test provider on a production server without demo mode', async () => {
    // An app of its own: it runs with the production configuration.
    const production = await createTestApp({ config: { production: true, demoMode: false } });
    try {
      const demo = await upcomingShow(production.db);
      const response = await create(production.app, [line(demo, demo.adults, 1)]);
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('PAYMENT_NOT_CONFIGURED');
      expect((await production.app.inject({ method: 'GET', url: '/api/payments/config.php' })).statusCode).toBe(503);
    } finally {
      await production.close();
    }
  });

  it('marks expired holds EXPIRED in the sweep', async () => {
    const { sweepExpiredHolds } = await import('../../src/server/modules/orders/hold/sweep');
    // The holds earlier tests left run out first and are swept away: the counts below are this test's hold alone.
    t.clock.advance(21 * 60_000);
    await sweepExpiredHolds(t.app.ctx);
    const { order_id } = (await create(t.app, [line(show, show.adults, 1)])).json();
    expect(await sweepExpiredHolds(t.app.ctx)).toBe(0);
    t.clock.advance(21 * 60_000);
    expect(await sweepExpiredHolds(t.app.ctx)).toBe(1);
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', order_id).executeTakeFirstOrThrow()).status).toBe('EXPIRED');
  });

  it('keeps one address to the reservation limit of open holds (5), even when the orders come at once', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => create(t.app, [line(show, show.adults, 1)])));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 409, 409, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409)?.json();
    expect(refused).toMatchObject({ code: 'TOO_MANY_HOLDS', limit: 5 });
    expect(refused.message).toBe('Mit dieser E-Mail-Adresse sind schon 5 Reservierungen offen. Bitte schließe eine davon ab oder warte, bis sie abläuft.');
    // The same address in capitals is the same buyer; another address is not.
    const shouting = { ...me, email: me.email.toUpperCase() };
    expect((await create(t.app, [line(show, show.adults, 1)], { user_data: shouting })).statusCode).toBe(409);
    expect((await create(t.app, [line(show, show.adults, 1)], { user_data: { ...me, email: `tom-${me.email}` } })).statusCode).toBe(200);
    // A paid order is no longer open.
    const paid = answers.find((answer) => answer.statusCode === 200)?.json();
    await approve(t.app, paid.id);
    expect((await capture(t.app, paid.id)).statusCode).toBe(200);
    expect((await create(t.app, [line(show, show.adults, 1)])).statusCode).toBe(200);
    expect((await create(t.app, [line(show, show.adults, 1)])).statusCode).toBe(409);
    // Expired holds no longer count.
    t.clock.advance(21 * 60_000);
    expect((await create(t.app, [line(show, show.adults, 1)])).statusCode).toBe(200);
  });

  describe('with an app of its own, as it turns on seat selection for the event every test sells from or sets the shop-wide reservation limit', () => {
    ownAppPerTest(async (own) => {
      const shared = { t, show };
      t = own;
      show = await upcomingShow(own.db);
      return () => ({ t, show } = shared);
    });

    it('holds seats for events with seat selection: taken seats are refused, across categories', async () => {
      const studio = await t.db.selectFrom('rooms').select('id').where('name', '=', 'Studiobühne').executeTakeFirstOrThrow();
      await t.db.updateTable('events').set({ has_seat_selection: true }).where('id', '=', show.eventId).execute();
      await t.db.updateTable('performances').set({ room_id: studio.id }).where('id', '=', show.performanceId).execute();
      const first = await create(t.app, [line(show, show.adults, 2, { seats: ['A1', 'a2'] })]);
      expect(first.statusCode).toBe(200);
      const items = await t.db.selectFrom('order_items').select(['seat', 'quantity']).orderBy('seat').execute();
      expect(items).toEqual([
        { seat: 'A1', quantity: 1 },
        { seat: 'A2', quantity: 1 },
      ]);
      const clash = await create(t.app, [line(show, show.children, 1, { seats: ['A2'] })]);
      expect(clash.statusCode).toBe(409);
      expect(clash.json()).toMatchObject({ code: 'SEAT_TAKEN', seat: 'A2', seats: ['A2'] });
      // Issue 51: every seat that went is named, not only the first.
      const both = await create(t.app, [line(show, show.children, 3, { seats: ['A1', 'B2', 'A2'] })]);
      expect(both.json()).toMatchObject({
        code: 'SEAT_TAKEN',
        seat: 'A1',
        seats: ['A1', 'A2'],
        message: 'Die Sitzplätze A1, A2 sind bereits vergeben. Bitte wähle andere.',
      });
      expect((await create(t.app, [line(show, show.adults, 1, { seats: ['Z9'] })])).json().code).toBe('SEAT_INVALID');
      expect((await create(t.app, [line(show, show.adults, 2, { seats: ['B1'] })])).json().code).toBe('SEATS_REQUIRED');
      expect((await create(t.app, [line(show, show.children, 1, { seat: 'B1' })])).statusCode).toBe(200);
    });

    it('reads the reservation limit from the configuration', async () => {
      await writeSettings(t.db, { reservation_limit_per_customer: 1 }, new Date());
      expect((await create(t.app, [line(show, show.adults, 1)])).statusCode).toBe(200);
      const second = await create(t.app, [line(show, show.adults, 1)]);
      expect(second.statusCode).toBe(409);
      expect(second.json().message).toBe(
        'Mit dieser E-Mail-Adresse ist schon eine Reservierung offen. Bitte schließe eine davon ab oder warte, bis sie abläuft.',
      );
    });
  });
});
