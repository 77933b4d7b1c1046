import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../../src/server/modules/orders/hold/sweep';
import { shortTicketCode } from '../../src/shared/domain/reservations';
import { staffWithRole } from '../helpers/kiosk';
import { create, line, ownShow, setCapacity, type ShowFixture, upcomingShow } from '../helpers/orders';
import { pdfPageTexts } from '../helpers/pdf-text';
import { createTestApp, type TestApp, ownAppPerTest } from '../helpers/test-app';

// One app for the file (issue 50): every test reserves and sells from a performance of its own, so its
// quotas, box-office counter and guest list are its own. Tests that count the whole shop's orders or
// grant a role a key get an app of their own (ownAppPerTest).
let t: TestApp;
let show: ShowFixture;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  show = await ownShow(t.db);
});

/** Puts a test's own app, show and admin session where the tests read them, and the shared ones back afterwards. */
const useOwnApp = async (own: TestApp) => {
  const shared = { t, show, admin };
  t = own;
  show = await upcomingShow(own.db);
  admin = await own.login();
  return () => {
    ({ t, show, admin } = shared);
  };
};

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const device = { device_id: 'device-kasse-1', device_name: 'Kasse Foyer' };

function reserve(payload: Record<string, unknown>, token = admin) {
  return t.app.inject({
    method: 'POST',
    url: '/api/reservations/create.php',
    headers: bearer(token),
    payload: {
      performance_id: show.performanceId,
      lines: [{ category_id: show.adults, quantity: 2 }],
      first_name: 'Jana',
      last_name: 'Jury',
      kind: 'box_office',
      ...payload,
    },
  });
}

const pay = (orderId: number, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/reservations/pay.php', headers: bearer(token), payload: { ...device, order_id: orderId } });

const orderRow = (id: number) => t.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const ticketsOf = (orderId: number) => t.db.selectFrom('tickets').selectAll().where('order_id', '=', orderId).orderBy('id').execute();

describe('reservations by staff', () => {
  it('a reservation counts against the quota like any order: the shop cannot sell its places', async () => {
    await setCapacity(t.db, show.performanceId, show.adults, 5);
    const reserved = await reserve({ lines: [{ category_id: show.adults, quantity: 3 }] });
    expect(reserved.statusCode, reserved.body).toBe(200);
    expect(reserved.json()).toMatchObject({ kind: 'box_office', status: 'CREATED', tickets: 3 });

    const tooMany = await create(t.app, [line(show, show.adults, 3)]);
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({ code: 'SOLD_OUT', remaining: 2 });
    expect((await create(t.app, [line(show, show.adults, 2)])).statusCode).toBe(200);
    // And staff cannot take more than is left either.
    const staffTooMany = await reserve({ kind: 'free', reason: 'Jury', lines: [{ category_id: show.adults, quantity: 1 }] });
    expect(staffTooMany.statusCode).toBe(409);
    expect(staffTooMany.json().code).toBe('SOLD_OUT');
    const quota = await t.db
      .selectFrom('quotas')
      .select(['held', 'sold'])
      .where('performance_id', '=', show.performanceId)
      .where('category_id', '=', show.adults)
      .executeTakeFirstOrThrow();
    expect(quota).toEqual({ held: 5, sold: 0 });
  });

  it('"zahlt an der Abendkasse" is released after its deadline: the places go back to sale, the kiosk cannot take cash', async () => {
    await setCapacity(t.db, show.performanceId, show.adults, 4);
    const until = new Date(t.clock.now().getTime() + 60 * 60_000);
    const reserved = (await reserve({ lines: [{ category_id: show.adults, quantity: 4 }], reserved_until: until.toISOString() })).json();
    expect(reserved.expires_at).toBe(until.toISOString());
    expect((await create(t.app, [line(show, show.adults, 1)])).statusCode).toBe(409);

    t.clock.advance(61 * 60_000);
    // Checked when read: the shop sells the places at once, before any sweep ran.
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/reservations/list.php?performance_id=${show.performanceId}&search=jury`, headers: bearer(admin) })
    ).json();
    expect(list.orders).toMatchObject([{ order_id: reserved.order_id, state: 'abgelaufen' }]);
    const refused = await pay(reserved.order_id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'RESERVATION_CLOSED', message: 'Diese Reservierung ist abgelaufen; ihre Plätze sind wieder im Verkauf.' });
    await sweepExpiredHolds(t.app.ctx);
    expect(await orderRow(reserved.order_id)).toMatchObject({ status: 'EXPIRED', holding: false });
    const bought = await create(t.app, [line(show, show.adults, 4)]);
    expect(bought.statusCode, bought.body).toBe(200);
    expect(await ticketsOf(reserved.order_id)).toEqual([]);
  });

  it('the kiosk finds the reservation by name and takes the cash: paid, tickets valid and admitted, once', async () => {
    const reserved = (
      await reserve({
        first_name: 'Ömer',
        last_name: 'Şahin',
        email: 'oemer@example.de',
        lines: [
          { category_id: show.adults, quantity: 2 },
          { category_id: show.children, quantity: 1 },
        ],
      })
    ).json();
    const door = await staffWithRole(t, 'manager');
    const found = await t.app.inject({
      method: 'GET',
      url: `/api/reservations/list.php?performance_id=${show.performanceId}&search=${encodeURIComponent('şah')}`,
      headers: bearer(door),
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().orders).toMatchObject([{ order_id: reserved.order_id, state: 'offen', tickets: 3, kind_label: 'Zahlt an der Abendkasse' }]);

    const paid = await pay(reserved.order_id, door);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json()).toMatchObject({ admitted: 3, replay: false });
    const order = await orderRow(reserved.order_id);
    expect(order).toMatchObject({ status: 'CAPTURED', staff_kind: 'box_office', payment_method: 'Bar (Abendkasse)', holding: false });
    expect(order.total_cents).toBeGreaterThan(0);
    const tickets = await ticketsOf(reserved.order_id);
    expect(tickets.map((ticket) => ticket.status)).toEqual(['valid', 'valid', 'valid']);
    const admitted = await t.db
      .selectFrom('checkins')
      .select('ticket_id')
      .where('admitted', '=', true)
      .where(
        'ticket_id',
        'in',
        tickets.map((x) => x.id),
      )
      .execute();
    expect(admitted).toHaveLength(3);
    const payments = await t.db.selectFrom('payments').selectAll().where('order_id', '=', order.id).execute();
    expect(payments).toMatchObject([{ provider: 'cash', amount_cents: order.total_cents, status: 'COMPLETED' }]);
    // A second tap (or a second door) changes nothing.
    expect((await pay(reserved.order_id, door)).json()).toMatchObject({ replay: true, admitted: 3 });
    expect(await ticketsOf(reserved.order_id)).toHaveLength(3);
    // The tickets go out by mail since an address was given.
    const mails = await t.db.selectFrom('mail_outbox').select(['recipient', 'order_id']).where('order_id', '=', order.id).execute();
    expect(mails).toMatchObject([{ recipient: 'oemer@example.de' }]);
    // Audited.
    const audit = await t.db.selectFrom('audit_log').select(['action', 'order_id']).where('order_id', '=', order.id).orderBy('id').execute();
    expect(audit.map((entry) => entry.action)).toEqual(['order.staff_create', 'reservation.pay', 'reservation.pay_repeated']);
  });

  it('"bezahlt" needs a note and is paid at once', async () => {
    expect((await reserve({ kind: 'paid' })).json()).toMatchObject({
      code: 'INVALID_RESERVATION',
      fields: { note: 'Bitte notiere, wie und wann bezahlt wurde.' },
    });
    const paid = (await reserve({ kind: 'paid', paid_via: 'Überweisung', note: 'Eingang 12.11.' })).json();
    expect(await orderRow(paid.order_id)).toMatchObject({ status: 'CAPTURED', payment_method: 'Überweisung', staff_note: 'Überweisung: Eingang 12.11.' });
  });

  it('a paid staff order can be cancelled: the cash goes back at the box office, the places back to sale', async () => {
    await setCapacity(t.db, show.performanceId, show.adults, 2);
    const paid = (await reserve({ kind: 'paid', note: 'bar im Sekretariat' })).json();
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel.php',
      headers: bearer(admin),
      payload: { order_id: paid.order_id, reason: 'Termin verlegt' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(await orderRow(paid.order_id)).toMatchObject({ status: 'CANCELLED' });
    expect((await ticketsOf(paid.order_id)).map((ticket) => ticket.status)).toEqual(['cancelled', 'cancelled']);
    const payments = await t.db.selectFrom('payments').select(['kind', 'provider', 'status']).where('order_id', '=', paid.order_id).orderBy('id').execute();
    expect(payments).toEqual([
      { kind: 'capture', provider: 'cash', status: 'REFUNDED' },
      { kind: 'refund', provider: 'cash', status: 'COMPLETED' },
    ]);
    expect((await create(t.app, [line(show, show.adults, 2)])).statusCode).toBe(200);
  });

  describe('with an app of its own, as it counts every order of the shop or changes a role', () => {
    ownAppPerTest(useOwnApp);

    it('a Freikarte needs a reason; with one it is paid at 0 € and has its tickets', async () => {
      for (const reason of [undefined, '', '   ']) {
        const refused = await reserve({ kind: 'free', reason });
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toMatchObject({ code: 'REASON_REQUIRED', message: 'Bitte gib einen Grund für die Freikarte an.' });
      }
      expect(await t.db.selectFrom('orders').select('id').where('staff_kind', 'is not', null).execute()).toEqual([]);
      const free = await reserve({ kind: 'free', reason: 'Jury des Schulwettbewerbs', last_name: 'Bürgermeisterin' });
      expect(free.statusCode, free.body).toBe(200);
      const order = await orderRow(free.json().order_id);
      expect(order).toMatchObject({
        status: 'CAPTURED',
        total_cents: 0,
        payment_method: 'Freikarte',
        staff_kind: 'free',
        staff_note: 'Jury des Schulwettbewerbs',
        provider: 'free',
      });
      expect(await ticketsOf(order.id)).toHaveLength(2);
      const stats = (await t.app.inject({ method: 'GET', url: '/api/statistics/fetch.php', headers: bearer(admin) })).json();
      expect(stats.data.staff_orders).toContainEqual({ kind: 'free', label: 'Freikarte', orders: 1, tickets: 2, amount: 0 });
      const csv = await t.app.inject({ method: 'GET', url: '/api/orders/export.php', headers: bearer(admin) });
      expect(csv.body).toContain('Bürgermeisterin');
      expect(csv.body.split('\n').find((row) => row.startsWith(`${order.id};`))).toMatch(/;Freikarte\r?$/);
    });

    it('needs ORDERS_CREATE: 403 without it, for orders and the guest list', async () => {
      const manager = await staffWithRole(t, 'manager');
      const refused = await reserve({}, manager);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBeTruthy();
      const guest = await t.app.inject({
        method: 'POST',
        url: '/api/guests/add.php',
        headers: bearer(manager),
        payload: { performance_id: show.performanceId, name: 'Frau Mayer' },
      });
      expect(guest.statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url: '/api/reservations/options.php', headers: bearer(manager) })).statusCode).toBe(403);
      expect(await t.db.selectFrom('orders').select('id').execute()).toEqual([]);
      // The key is granted like any other, and then it works.
      await t.db.insertInto('role_permissions').values({ role_name: 'manager', permission_key: 'ORDERS_CREATE' }).execute();
      const granted = await staffWithRole(t, 'manager');
      expect((await reserve({}, granted)).statusCode).toBe(200);
    });
  });
});

describe('guest list', () => {
  it('staff keep names; the door admits a guest by name, once', async () => {
    const add = (name: string) =>
      t.app.inject({ method: 'POST', url: '/api/guests/add.php', headers: bearer(admin), payload: { performance_id: show.performanceId, name } });
    expect((await add('  ')).statusCode).toBe(400);
    const mayor = (await add('Bürgermeisterin Ute Zander')).json().guest;
    await add('Dr. Anna Adler');
    const door = await staffWithRole(t, 'manager');
    const found = (
      await t.app.inject({ method: 'GET', url: `/api/guests/list.php?performance_id=${show.performanceId}&search=zand`, headers: bearer(door) })
    ).json();
    expect(found.guests).toMatchObject([{ id: mayor.id, name: 'Bürgermeisterin Ute Zander', admitted_at: null }]);
    const admit = () => t.app.inject({ method: 'POST', url: '/api/guests/admit.php', headers: bearer(door), payload: { ...device, id: mayor.id } });
    const first = await admit();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ already: false, message: 'Bürgermeisterin Ute Zander eingelassen.' });
    const second = (await admit()).json();
    expect(second.already).toBe(true);
    expect(second.guest.admitted_at).toBe(first.json().guest.admitted_at);
    expect(second.message).toMatch(/^Bürgermeisterin Ute Zander wurde bereits um \d\d:\d\d Uhr eingelassen\.$/);
    const all = (await t.app.inject({ method: 'GET', url: `/api/guests/list.php?performance_id=${show.performanceId}`, headers: bearer(admin) })).json();
    expect(all.guests.map((g: { name: string }) => g.name)).toEqual(['Dr. Anna Adler', 'Bürgermeisterin Ute Zander']);
  });
});

const LAST_NAMES = [
  'Zimmermann',
  'Özdemir',
  'Adler',
  'Müller',
  'Mueller',
  'Bäcker',
  'Becker',
  'Şahin',
  'Schulz',
  'Großmann',
  'Ludwig',
  'Yilmaz',
  'Ahrens',
  'Vogel',
  'Krüger',
  'Neumann',
  'Uhl',
  'Ernst',
  'Ibsen',
  'Fischer',
];

describe('door list', () => {
  it('lists every valid ticket of a performance with 300 tickets, sorted by last name, none cancelled, and the guest list', async () => {
    await setCapacity(t.db, show.performanceId, show.adults, 400);
    const orderIds: number[] = [];
    for (let n = 0; n < 100; n++) {
      // Names in no order; every buyer's first name is unique, to find the rows again.
      const lastName = LAST_NAMES[(n * 7) % LAST_NAMES.length];
      const answer = await reserve({
        kind: n % 2 ? 'paid' : 'free',
        reason: 'Ehrengast',
        note: 'bar',
        paid_via: 'Bar',
        first_name: `Gast${String(n).padStart(3, '0')}`,
        last_name: lastName,
        lines: [{ category_id: show.adults, quantity: 3 }],
      });
      expect(answer.statusCode, answer.body).toBe(200);
      orderIds.push(answer.json().order_id);
    }
    expect(await t.db.selectFrom('tickets').select('id').where('performance_id', '=', show.performanceId).execute()).toHaveLength(300);
    // A whole order cancelled (a Freikarte), and one single ticket of a paid order.
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel.php',
      headers: bearer(admin),
      payload: { order_id: orderIds[0], reason: 'Kommt nicht' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const [single] = await ticketsOf(orderIds[1]);
    const cancelOne = await t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel-tickets.php',
      headers: bearer(admin),
      payload: { order_id: orderIds[1], ticket_ids: [single.id], reason: 'Krank' },
    });
    expect(cancelOne.statusCode, cancelOne.body).toBe(200);
    await t.app.inject({
      method: 'POST',
      url: '/api/guests/add.php',
      headers: bearer(admin),
      payload: { performance_id: show.performanceId, name: 'Bürgermeisterin Ute Zander' },
    });

    const door = await staffWithRole(t, 'manager');
    const answer = await t.app.inject({ method: 'GET', url: `/api/reservations/door-list.php?performance_id=${show.performanceId}`, headers: bearer(door) });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    const pages = await pdfPageTexts(answer.rawPayload);
    expect(pages.length).toBeGreaterThan(1);
    const lines = pages.flatMap((page) => page.split('\n'));
    expect(pages.every((page) => /Erstellt am \d\d\.\d\d\.\d{4} um \d\d:\d\d Uhr/.test(page))).toBe(true);

    const valid = await t.db
      .selectFrom('tickets')
      .innerJoin('orders', 'orders.id', 'tickets.order_id')
      .select(['tickets.code', 'tickets.status', 'orders.first_name', 'orders.last_name'])
      .where('tickets.performance_id', '=', show.performanceId)
      .execute();
    const kept = valid.filter((ticket) => ticket.status === 'valid');
    expect(kept).toHaveLength(296);
    // Every valid ticket is there by its short code, no cancelled one.
    for (const ticket of kept) expect(lines).toContain(shortTicketCode(ticket.code));
    for (const ticket of valid.filter((x) => x.status === 'cancelled')) expect(lines).not.toContain(shortTicketCode(ticket.code));
    // One row per valid ticket, in last-name order.
    const nameRows = lines.filter((text) => /^.+, Gast\d{3}$/.test(text));
    expect(nameRows).toHaveLength(296);
    const collator = new Intl.Collator('de', { sensitivity: 'base' });
    const lastNames = nameRows.map((row) => row.split(', ')[0]);
    for (let i = 1; i < lastNames.length; i++)
      expect(collator.compare(lastNames[i - 1], lastNames[i]), `${lastNames[i - 1]} before ${lastNames[i]}`).toBeLessThanOrEqual(0);
    expect(lastNames[0]).toBe('Adler');
    expect(lastNames.at(-1)).toBe('Zimmermann');
    expect(nameRows).not.toContain(`${valid.find((x) => x.status === 'cancelled' && x.first_name === 'Gast000')?.last_name}, Gast000`);
    // The guest list follows the tickets.
    expect(lines.indexOf('Bürgermeisterin Ute Zander')).toBeGreaterThan(lines.indexOf(nameRows.at(-1) as string));
    expect(lines).toContain('Gästeliste (1)');
    expect(lines).toContain('Tickets (296)');
  });

  it('is refused without a door or order key', async () => {
    const user = await staffWithRole(t, 'user');
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/reservations/door-list.php?performance_id=${show.performanceId}`, headers: bearer(user) })).statusCode,
    ).toBe(403);
  });
});
