import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { create, guest, line, ownBuyer, type ShowFixture, upcomingShow } from '../helpers/orders';
import { pdfPageTexts } from '../helpers/pdf-text';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createSeatedShow } from './operations-fixtures';

/** Issue 42 item 2 on a seated show: staff orders take seats picked on the map, through the shop's one hold. */
let t: TestApp;
let admin: string;
let show: ShowFixture;
let buyer: ReturnType<typeof ownBuyer>;
let staffOrdersBefore: number;
// One app for the file (issue 50): each test works on a seated show (room, event, performance) of its own, buys
// as buyers of its own, and counts the staff orders it made.
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  // 4 rows of 5 seats, C5 blocked: 19 places. Quotas 10 + 5, box office 4 (held back as seats).
  const rows = [
    { row: 'A', seats: 5 },
    { row: 'B', seats: 5 },
    { row: 'C', seats: 5, blocked: [5] },
    { row: 'D', seats: 5 },
  ];
  show = await createSeatedShow(t, admin, { name: 'Kleiner Saal', rows }, { capacities: [10, 5], boxOffice: 4 });
  buyer = ownBuyer();
  staffOrdersBefore = await allStaffOrders();
});

const auth = () => ({ authorization: `Bearer ${admin}` });

function staffOrder(lines: Array<{ category_id: number; quantity: number; seats?: string[] }>, extra: Record<string, unknown> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/api/reservations/create.php',
    headers: auth(),
    payload: { performance_id: show.performanceId, lines, first_name: 'Jana', last_name: 'Jury', kind: 'free', reason: 'Jury', ...extra },
  });
}

const claimsOf = async (orderId: number) =>
  (await t.db.selectFrom('seat_claims').select('seat').where('order_id', '=', orderId).orderBy('seat').execute()).map((claim) => claim.seat);
const heldBack = async () =>
  (
    await t.db.selectFrom('seat_claims').select('seat').where('performance_id', '=', show.performanceId).where('order_id', 'is', null).orderBy('seat').execute()
  ).map((c) => c.seat);
const seatMap = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/reservations/seats.php?performance_id=${show.performanceId}`, headers: auth() })).json() as {
    stage: string;
    seats: Array<{ label: string; taken: boolean }>;
    held_back: string[];
  };
/** Sessions of this test's database waiting for a row lock. */
const lockWaiters = async () =>
  Number(
    (await sql<{ n: string }>`SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`.execute(t.db)).rows[0]
      .n,
  );
const allStaffOrders = async () => (await t.db.selectFrom('orders').select('id').where('staff_kind', 'is not', null).execute()).length;
/** The staff orders made in this test. */
const staffOrderCount = async () => (await allStaffOrders()) - staffOrdersBefore;
/** The n-th other online buyer of this test. */
const otherBuyer = (n: number) => ({ ...guest(n), email: `gast${n}-${buyer.email}` });

describe('staff orders on a seated performance', () => {
  it('a Freikarte claims exactly the seats picked; tickets, the list, the map and the door list show them', async () => {
    const answer = await staffOrder([
      { category_id: show.adults, quantity: 2, seats: ['b2', 'B3'] },
      { category_id: show.children, quantity: 1, seats: ['B4'] },
    ]);
    expect(answer.statusCode, answer.body).toBe(200);
    const { order_id: orderId } = answer.json();
    expect(answer.json()).toMatchObject({ status: 'CAPTURED', tickets: 3 });
    expect(await claimsOf(orderId)).toEqual(['B2', 'B3', 'B4']);
    const tickets = await t.db.selectFrom('tickets').select(['seat', 'status']).where('order_id', '=', orderId).orderBy('seat').execute();
    expect(tickets).toEqual([
      { seat: 'B2', status: 'valid' },
      { seat: 'B3', status: 'valid' },
      { seat: 'B4', status: 'valid' },
    ]);
    // Counted against the quotas like any order.
    const quotas = await t.db
      .selectFrom('quotas')
      .select(['category_id', 'sold'])
      .where('performance_id', '=', show.performanceId)
      .orderBy('category_id')
      .execute();
    expect(quotas.map((quota) => quota.sold)).toEqual([2, 1]);

    const list = (await t.app.inject({ method: 'GET', url: `/api/reservations/list.php?performance_id=${show.performanceId}`, headers: auth() })).json();
    expect(list.orders).toMatchObject([{ order_id: orderId, categories: '2 × Erwachsene, 1 × Kinder', seats: 'B2, B3, B4', tickets: 3 }]);
    const details = (await t.app.inject({ method: 'GET', url: `/api/orders/fetch.php?order_id=${orderId}`, headers: auth() })).json();
    expect(details.order.tickets.map((ticket: { seat: string }) => ticket.seat).sort()).toEqual(['B2', 'B3', 'B4']);

    const map = await seatMap();
    expect(map.seats.filter((seat) => ['B2', 'B3', 'B4'].includes(seat.label)).every((seat) => seat.taken)).toBe(true);
    expect(map.seats.find((seat) => seat.label === 'B1')?.taken).toBe(false);
    // The shop sells none of them.
    const online = await create(t.app, [line(show, show.adults, 1, { seats: ['B3'] })], { user_data: buyer });
    expect(online.statusCode).toBe(409);
    expect(online.json().code).toBe('SEAT_TAKEN');

    const pdf = await t.app.inject({ method: 'GET', url: `/api/reservations/door-list.php?performance_id=${show.performanceId}`, headers: auth() });
    const text = (await pdfPageTexts(pdf.rawPayload)).join('\n');
    for (const seat of ['B2', 'B3', 'B4']) expect(text).toContain(seat);
  });

  it('refuses a taken seat with a German message and takes nothing', async () => {
    const bought = await create(t.app, [line(show, show.adults, 1, { seats: ['A1'] })], { user_data: buyer });
    expect(bought.statusCode, bought.body).toBe(200);
    const refused = await staffOrder([{ category_id: show.adults, quantity: 2, seats: ['A2', 'A1'] }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'SEAT_TAKEN', message: 'Reihe A, Platz 1 ist schon vergeben. Bitte wähle einen anderen Platz.' });
    expect(await staffOrderCount()).toBe(0);
    // A2 is still free: the refused hold left nothing behind.
    expect((await seatMap()).seats.find((seat) => seat.label === 'A2')?.taken).toBe(false);
  });

  it('asks for a seat per ticket and refuses unknown, blocked and doubled seats', async () => {
    const cases: Array<[Array<{ category_id: number; quantity: number; seats?: string[] }>, string, string]> = [
      [
        [{ category_id: show.adults, quantity: 2 }],
        'SEATS_REQUIRED',
        '„Erwachsene“: Bitte wähle für jedes Ticket einen Platz auf dem Sitzplan (2 Tickets, 0 Plätze gewählt).',
      ],
      [[{ category_id: show.adults, quantity: 1, seats: ['Z1'] }], 'SEAT_INVALID', 'Den Platz Reihe Z, Platz 1 gibt es in diesem Saal nicht.'],
      [[{ category_id: show.adults, quantity: 1, seats: ['C5'] }], 'SEAT_INVALID', 'Reihe C, Platz 5 ist gesperrt und wird nicht vergeben.'],
      [
        [
          { category_id: show.adults, quantity: 1, seats: ['A3'] },
          { category_id: show.children, quantity: 1, seats: ['A3'] },
        ],
        'SEAT_INVALID',
        'Reihe A, Platz 3 ist doppelt gewählt.',
      ],
    ];
    for (const [lines, code, message] of cases) {
      const answer = await staffOrder(lines);
      expect(answer.statusCode, answer.body).toBe(400);
      expect(answer.json()).toMatchObject({ code, message });
    }
    expect(await staffOrderCount()).toBe(0);
  });

  it('may give a seat held back for the box office, which online buyers cannot have', async () => {
    const [seat] = await heldBack();
    expect(seat).toBeDefined();
    const map = await seatMap();
    expect(map.held_back).toContain(seat);
    expect(map.seats.find((s) => s.label === seat)?.taken).toBe(false);
    expect((await create(t.app, [line(show, show.adults, 1, { seats: [seat] })], { user_data: buyer })).json().code).toBe('SEAT_TAKEN');

    const answer = await staffOrder([{ category_id: show.adults, quantity: 1, seats: [seat] }], { kind: 'box_office' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await claimsOf(answer.json().order_id)).toEqual([seat]);
    expect(await heldBack()).not.toContain(seat);
    expect((await seatMap()).seats.find((s) => s.label === seat)?.taken).toBe(true);
  });

  it('two staff orders and an online buyer after the same held-back seat at once: one staff order gets it', async () => {
    const held = await heldBack();
    const answers = await Promise.all(
      held.flatMap((seat, n) => [
        staffOrder([{ category_id: show.adults, quantity: 1, seats: [seat] }], { last_name: `Jury ${n}` }),
        staffOrder([{ category_id: show.children, quantity: 1, seats: [seat] }], { last_name: `Presse ${n}`, kind: 'box_office' }),
        create(t.app, [line(show, show.adults, 1, { seats: [seat] })], { user_data: otherBuyer(n) }),
      ]),
    );
    for (const [index, seat] of held.entries()) {
      const [first, second, online] = answers.slice(index * 3, index * 3 + 3);
      expect([first.statusCode, second.statusCode].sort(), `${seat}: ${first.body} ${second.body}`).toEqual([200, 409]);
      expect(online.statusCode).toBe(409);
      const winner = first.statusCode === 200 ? first : second;
      expect(await claimsOf(winner.json().order_id)).toEqual([seat]);
    }
    expect(await heldBack()).toEqual([]);
    expect(await staffOrderCount()).toBe(held.length);
  });

  it('a staff order giving up a held-back seat waits for a public hold on the quotas first, so the two never deadlock', async () => {
    const [seat] = await heldBack();
    // A public hold in flight: place_hold has locked the quota rows and is about to claim its seats.
    let claim!: () => void;
    const claimNow = new Promise<void>((resolve) => {
      claim = resolve;
    });
    const publicHold = t.db.transaction().execute(async (trx) => {
      await sql`SELECT 1 FROM quotas WHERE performance_id = ${show.performanceId} ORDER BY category_id FOR UPDATE`.execute(trx);
      await claimNow;
      // Its seat claim: a seat held back is taken, so it claims nothing (a seat given up meanwhile would wait).
      return (
        await sql`INSERT INTO seat_claims (performance_id, seat, held_for) VALUES (${show.performanceId}, ${seat}, 'guests') ON CONFLICT DO NOTHING RETURNING 1`.execute(
          trx,
        )
      ).rows.length;
    });
    const staff = staffOrder([{ category_id: show.adults, quantity: 1, seats: [seat] }]);
    // Until the staff order waits on a lock (a background job waiting beside it changes nothing); the public
    // hold goes on in any case, so a failure here leaves no transaction open.
    await expect.poll(lockWaiters, { timeout: 10_000 }).toBeGreaterThanOrEqual(1).finally(claim);
    expect(await publicHold).toBe(0);
    const answer = await staff;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await claimsOf(answer.json().order_id)).toEqual([seat]);
  });

  it('a seat on a show without seat selection is refused', async () => {
    const plain = await upcomingShow(t.db);
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/reservations/create.php',
      headers: auth(),
      payload: {
        performance_id: plain.performanceId,
        lines: [{ category_id: plain.adults, quantity: 1, seats: ['A1'] }],
        last_name: 'Jury',
        first_name: '',
        kind: 'free',
        reason: 'Jury',
      },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ code: 'NO_SEATING', message: 'Für diese Vorstellung gibt es keine Sitzplatzwahl.' });
  });

  it('a staff order and an online order for the same seat at once: exactly one wins, every time', async () => {
    const seats = ['A1', 'A2', 'A3', 'A4', 'A5', 'B1', 'B2', 'B3'];
    const answers = await Promise.all(
      seats.flatMap((seat, n) => [
        staffOrder([{ category_id: show.adults, quantity: 1, seats: [seat] }], { last_name: `Jury ${n}` }),
        create(t.app, [line(show, show.adults, 1, { seats: [seat] })], { user_data: otherBuyer(n) }),
      ]),
    );
    for (const [index, seat] of seats.entries()) {
      const pair = answers.slice(index * 2, index * 2 + 2);
      expect(pair.map((answer) => answer.statusCode).sort(), seat).toEqual([200, 409]);
      expect(pair.find((answer) => answer.statusCode === 409)?.json().code).toBe('SEAT_TAKEN');
    }
    const claims = await t.db
      .selectFrom('seat_claims')
      .select(['seat', 'order_id'])
      .where('performance_id', '=', show.performanceId)
      .where('seat', 'in', seats)
      .execute();
    expect(claims.map((claim) => claim.seat).sort()).toEqual([...seats].sort());
    expect(claims.every((claim) => claim.order_id !== null)).toBe(true);
    const items = await t.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select('order_items.seat')
      .where('order_items.performance_id', '=', show.performanceId)
      .where('orders.status', 'in', ['CREATED', 'CAPTURED'])
      .execute();
    expect(items.map((item) => item.seat).sort()).toEqual([...seats].sort());
  });
});
