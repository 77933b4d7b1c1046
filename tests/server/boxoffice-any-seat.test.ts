import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countQuotasFromOrders, quotaCounters } from '../../src/server/modules/orders/hold/quota.repository';
import { announceChange } from '../../src/server/db/change-feed';
import { counterDifferences } from '../../src/shared/domain/counter-check';
import { sell, sync } from '../helpers/kiosk';
import { create, guest, line, ownShow, type ShowFixture } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createSeatedEventIn } from './operations-fixtures';

/**
 * Issue 51 item 3: the box office sells beyond its own contingent. Its own places go first; a free seat
 * staff pick is the door's at any time; from doors-open every unsold online place is the door's. The
 * database decides every sale, so the door and online buyers never both get a place.
 * One app for the file: every test sells from a performance (and room) of its own.
 */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(async () => {
  await t?.close();
});

const MINUTE = 60_000;

/** A 20-seat room (4 rows of 5) and a seated show in it: quotas 10 + 6, box office 4. */
async function seatedShow(): Promise<ShowFixture> {
  const rows = ['A', 'B', 'C', 'D'].map((row) => ({ row, seats: 5 }));
  const room = await t.db
    .insertInto('rooms')
    .values({ name: `Saal ${Math.random().toString(36).slice(2, 8)}`, capacity: 20, seat_rows: JSON.stringify(rows) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return createSeatedEventIn(t, admin, room.id, { capacities: [10, 6], boxOffice: 4 });
}

/** The doors open in `minutes` from the app's clock; the show starts half an hour after. */
async function doorsIn(show: ShowFixture, minutes: number) {
  const doors = new Date(t.clock.now().getTime() + minutes * MINUTE);
  await t.db
    .updateTable('performances')
    .set({ doors_at: doors, starts_at: new Date(doors.getTime() + 30 * MINUTE) })
    .where('id', '=', show.performanceId)
    .execute();
  await announceChange(t.db, 'catalog');
}

const claimsOf = (show: ShowFixture) =>
  t.db.selectFrom('seat_claims').select(['seat', 'order_id', 'held_for']).where('performance_id', '=', show.performanceId).execute();
const heldSeats = async (show: ShowFixture) =>
  (await claimsOf(show)).filter((claim) => claim.held_for === 'box_office' && claim.order_id === null).map((claim) => claim.seat);
const boxOffice = async (show: ShowFixture) => (await sync(t.app, admin, { performance_id: show.performanceId })).json().box_office;
const one = (show: ShowFixture, seats?: string[]) => ({
  performance_id: show.performanceId,
  lines: [{ category_id: show.adults, quantity: seats?.length ?? 1 }],
  ...(seats ? { seats } : {}),
});
const countersAgree = async () => expect(counterDifferences(await quotaCounters(t.db), await countQuotasFromOrders(t.db))).toEqual([]);

describe('the box office of a seated show beyond its held-back seats', () => {
  it('sells its own seats first, then any free seat staff pick, taken from the online sale', async () => {
    const show = await seatedShow();
    await doorsIn(show, 120);
    const held = await heldSeats(show);
    expect(await boxOffice(show)).toMatchObject({ remaining: 4, held_left: 4, online_free: 16, doors_open: false, seated: true });

    const own = await sell(t.app, admin, { ...one(show), lines: [{ category_id: show.adults, quantity: 4 }] });
    expect(own.statusCode).toBe(200);
    expect(
      own
        .json()
        .tickets.map((ticket: { seat: string }) => ticket.seat)
        .sort(),
    ).toEqual([...held].sort());
    expect(own.json().box_office).toMatchObject({ remaining: 0, held_left: 0, online_free: 16 });

    // 'Noch 0 Tickets' no more: a free seat picked on the plan is the door's before doors-open too.
    const picked = await sell(t.app, admin, one(show, ['A1', 'A2']));
    expect(picked.json().message).toBeUndefined();
    expect(picked.statusCode).toBe(200);
    expect(picked.json().tickets.map((ticket: { seat: string }) => ticket.seat)).toEqual(['A1', 'A2']);
    expect(picked.json().box_office).toMatchObject({ capacity: 6, sold: 6, held_left: 0, online_free: 14 });
    // The seats left the online sale's quotas, so the event's contingents still add up to the seats.
    const quotas = await t.db.selectFrom('quotas').select('capacity').where('performance_id', '=', show.performanceId).orderBy('category_id').execute();
    expect(quotas.map((quota) => quota.capacity)).toEqual([8, 6]);
    const online = await create(t.app, [line(show, show.adults, 1, { seats: ['A1'] })], { user_data: guest(1) });
    expect(online.statusCode).toBe(409);

    const again = await sell(t.app, admin, one(show, ['A1', 'B1']));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Reihe A, Platz 1 ist schon vergeben. Bitte andere Plätze wählen.');
    await countersAgree();
  });

  it('from doors-open sells the unsold online seats by best available, with no click', async () => {
    const show = await seatedShow();
    await doorsIn(show, 10);
    const refused = await sell(t.app, admin, { ...one(show), lines: [{ category_id: show.adults, quantity: 6 }] });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^An der Abendkasse sind nur noch 4 Tickets übrig\. Weitere freie Plätze bitte auf dem Sitzplan wählen/);

    t.clock.advance(10 * MINUTE);
    expect(await boxOffice(show)).toMatchObject({ remaining: 20, held_left: 4, online_free: 16, doors_open: true });
    const held = await heldSeats(show);
    const sold = await sell(t.app, admin, { ...one(show), lines: [{ category_id: show.adults, quantity: 6 }] });
    expect(sold.statusCode).toBe(200);
    const seats: string[] = sold.json().tickets.map((ticket: { seat: string }) => ticket.seat);
    for (const seat of held) expect(seats).toContain(seat);
    expect(new Set(seats).size).toBe(6);
    expect(sold.json().box_office).toMatchObject({ remaining: 14, held_left: 0, online_free: 14 });
    await countersAgree();
  });

  it('never gives one seat to both the door and an online buyer, nor the hall twice, when they race', async () => {
    const show = await seatedShow();
    await doorsIn(show, 0);
    const all = ['A', 'B', 'C', 'D'].flatMap((row) => [1, 2, 3, 4, 5].map((n) => `${row}${n}`));
    // Online buyers try every seat; two doors sell best available and pick A1, at once.
    const online = all.map((seat, n) => create(t.app, [line(show, n < 10 ? show.adults : show.children, 1, { seats: [seat] })], { user_data: guest(100 + n) }));
    const door = [
      ...Array.from({ length: 8 }, () => sell(t.app, admin, { ...one(show), lines: [{ category_id: show.adults, quantity: 2 }] })),
      sell(t.app, admin, one(show, ['A1'])),
    ];
    await Promise.all([...online, ...door]);
    const items = await t.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select('order_items.seat')
      .where('order_items.performance_id', '=', show.performanceId)
      .where('orders.status', 'in', ['CREATED', 'CAPTURED'])
      .execute();
    const seats = items.map((item) => item.seat);
    expect(seats.every((seat) => seat !== null)).toBe(true);
    expect(new Set(seats).size).toBe(seats.length);
    expect(seats.length).toBeLessThanOrEqual(20);
    await countersAgree();
  });
});

describe('the box office of a show without seats beyond its contingent', () => {
  it('from doors-open sells the online quotas’ unsold places, never more than they hold, also in a race', async () => {
    const show = await ownShow(t.db);
    const quotas = () =>
      t.db.selectFrom('quotas').select(['capacity', 'sold', 'held']).where('performance_id', '=', show.performanceId).orderBy('category_id').execute();
    // Small quotas: the box office has 2, the online sale 3 adults and 2 children.
    await t.db.updateTable('performances').set({ box_office_capacity: 2 }).where('id', '=', show.performanceId).execute();
    await t.db.updateTable('quotas').set({ capacity: 3 }).where('performance_id', '=', show.performanceId).where('category_id', '=', show.adults).execute();
    await t.db.updateTable('quotas').set({ capacity: 2 }).where('performance_id', '=', show.performanceId).where('category_id', '=', show.children).execute();
    await doorsIn(show, 5);
    const three = { performance_id: show.performanceId, lines: [{ category_id: show.adults, quantity: 3 }] };
    expect((await sell(t.app, admin, three)).json().message).toBe('An der Abendkasse sind nur noch 2 Tickets übrig.');

    t.clock.advance(5 * MINUTE);
    expect(await boxOffice(show)).toMatchObject({ remaining: 7, held_left: 2, online_free: 5, doors_open: true, seated: false });
    const sold = await sell(t.app, admin, three);
    expect(sold.statusCode).toBe(200);
    expect(sold.json().box_office).toMatchObject({ capacity: 3, sold: 3, remaining: 4 });
    expect((await quotas()).map((quota) => quota.capacity)).toEqual([2, 2]);

    // Four places are left; online buyers and the door race for them.
    const online = Array.from({ length: 4 }, (_, n) => create(t.app, [line(show, show.adults, 1)], { user_data: guest(200 + n) }));
    const door = Array.from({ length: 4 }, () =>
      sell(t.app, admin, { performance_id: show.performanceId, lines: [{ category_id: show.children, quantity: 1 }] }),
    );
    const [onlineAnswers, doorAnswers] = await Promise.all([Promise.all(online), Promise.all(door)]);
    const won = [...onlineAnswers, ...doorAnswers].filter((answer) => answer.statusCode === 200).length;
    // Never more than the four; the database refuses the rest (the shop's own early check may refuse one more).
    expect(won).toBeLessThanOrEqual(4);
    expect(won).toBeGreaterThanOrEqual(2);
    const after = await quotas();
    const performance = await t.db
      .selectFrom('performances')
      .select(['box_office_capacity', 'box_office_sold'])
      .where('id', '=', show.performanceId)
      .executeTakeFirstOrThrow();
    for (const quota of after) expect(quota.sold + quota.held).toBeLessThanOrEqual(quota.capacity);
    expect(performance.box_office_sold).toBeLessThanOrEqual(performance.box_office_capacity);
    expect(after.reduce((sum, quota) => sum + quota.capacity, 0) + performance.box_office_capacity).toBe(7);
    await countersAgree();
  });
});
