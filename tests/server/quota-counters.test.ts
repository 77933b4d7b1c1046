import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { quotaCounters, recountQuotas } from '../../src/server/modules/orders/hold/quota.repository';
import { sweepExpiredHolds } from '../../src/server/modules/orders/hold/sweep';
import { checkCounters } from '../../src/server/modules/orders/counter-check';
import { nonce, sell } from '../helpers/kiosk';
import { approve, capture, create, guest, line, setCapacity, upcomingShow } from '../helpers/orders';
import { bearer } from './staff-fixtures';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

type Step =
  | { kind: 'hold'; adults: number; children: number }
  | { kind: 'capture'; pick: number }
  | { kind: 'cancel'; pick: number }
  | { kind: 'door'; quantity: number }
  | { kind: 'expire' };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('hold' as const), adults: fc.integer({ min: 0, max: 3 }), children: fc.integer({ min: 0, max: 2 }) }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('capture' as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('door' as const), quantity: fc.integer({ min: 1, max: 4 }) }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'expire' as const }) },
);

describe('quota counters', () => {
  it('match a full recount from the order items after a random mix of holds, expiries, captures, cancellations and door sales', async () => {
    t = await createTestApp({ config: { holdLimitPerAddress: 0 } });
    const app = t;
    const show = await upcomingShow(app.db);
    await setCapacity(app.db, show.performanceId, show.adults, 12);
    await setCapacity(app.db, show.performanceId, show.children, 8);
    await app.db.updateTable('performances').set({ box_office_capacity: 10 }).where('id', '=', show.performanceId).execute();
    const admin = await app.login();
    const open: { id: string; orderId: number }[] = [];
    const orders: number[] = [];
    let buyer = 0;

    const runs = fc.sample(fc.array(stepArb, { minLength: 25, maxLength: 40 }), { numRuns: 3, seed: 1312 });
    for (const steps of runs) {
      for (const step of steps) {
        if (step.kind === 'hold') {
          const cart = [...(step.adults ? [line(show, show.adults, step.adults)] : []), ...(step.children ? [line(show, show.children, step.children)] : [])];
          if (cart.length === 0) continue;
          // A few at once, so the counters are also kept under concurrent holds.
          const answers = await Promise.all([0, 1].map(() => create(app.app, cart, { user_data: guest(buyer++) })));
          for (const answer of answers) {
            expect([200, 409]).toContain(answer.statusCode);
            if (answer.statusCode === 200) {
              open.push({ id: answer.json().id, orderId: answer.json().order_id });
              orders.push(answer.json().order_id);
            }
          }
        } else if (step.kind === 'capture' && open.length) {
          const [hold] = open.splice(step.pick % open.length, 1);
          await approve(app.app, hold.id);
          const captured = await Promise.all([0, 1, 2].map(() => capture(app.app, hold.id)));
          expect(captured.every((answer) => answer.statusCode < 500)).toBe(true);
        } else if (step.kind === 'cancel' && orders.length) {
          const orderId = orders[step.pick % orders.length];
          const answer = await app.app.inject({
            method: 'POST',
            url: '/api/orders/cancel.php',
            headers: bearer(admin),
            payload: { order_id: orderId, reason: 'Test' },
          });
          expect(answer.statusCode).toBeLessThan(500);
        } else if (step.kind === 'door') {
          const answer = await sell(app.app, admin, {
            nonce: nonce(),
            performance_id: show.performanceId,
            lines: [{ category_id: show.adults, quantity: step.quantity }],
          });
          expect([200, 409], answer.body).toContain(answer.statusCode);
        } else if (step.kind === 'expire') {
          app.clock.advance(30 * 60_000);
          await sweepExpiredHolds(app.app.ctx);
          open.length = 0;
        }
      }
      await sweepExpiredHolds(app.app.ctx);
      expect(await quotaCounters(app.db)).toEqual(await recountQuotas(app.db, app.clock.now()));
    }
    const counters = await quotaCounters(app.db);
    expect(counters.quotas.some((quota) => quota.sold > 0)).toBe(true);
    expect(counters.boxOffice.some((performance) => performance.sold > 0)).toBe(true);
  }, 120_000);
});

describe('the counter check in production (issue 30)', () => {
  it('alerts the staff once when a counter differs from the orders, and corrects nothing', async () => {
    t = await createTestApp();
    const show = await upcomingShow(t.db);
    const held = await create(t.app, [line(show, show.adults, 2)]);
    expect(held.statusCode).toBe(200);
    const paid = await create(t.app, [line(show, show.children, 1)], { user_data: guest(2) });
    await approve(t.app, paid.json().id);
    expect((await capture(t.app, paid.json().id)).statusCode).toBe(200);
    // A hold that ran out but was not swept yet is no difference.
    t.clock.advance(25 * 60_000);
    expect(await checkCounters(t.app.ctx)).toEqual([]);
    expect(await t.db.selectFrom('alerts').selectAll().execute()).toEqual([]);

    const quota = t.db.updateTable('quotas').where('performance_id', '=', show.performanceId).where('category_id', '=', show.children);
    await quota.set((eb) => ({ sold: eb('sold', '+', 1) })).execute();
    const differences = await checkCounters(t.app.ctx);
    expect(differences).toEqual([{ counter: `quota ${show.performanceId}/${show.children} sold`, stored: 2, counted: 1 }]);
    await checkCounters(t.app.ctx);
    const alerts = await t.db.selectFrom('alerts').selectAll().execute();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'COUNTER_MISMATCH' });
    expect(alerts[0].message).toContain('Die Ticketzähler stimmen nicht mit den Bestellungen überein');
    const stored = await t.db
      .selectFrom('quotas')
      .select('sold')
      .where('performance_id', '=', show.performanceId)
      .where('category_id', '=', show.children)
      .executeTakeFirstOrThrow();
    expect(stored.sold).toBe(2);
  });
});

describe('a multi-seat order (issue 44)', () => {
  it('takes one place of the quota per seat: held counts both seats, capacity refuses the third, the counter check agrees', async () => {
    t = await createTestApp();
    const show = await upcomingShow(t.db);
    const studio = await t.db.selectFrom('rooms').select('id').where('name', '=', 'Studiobühne').executeTakeFirstOrThrow();
    await t.db.updateTable('events').set({ has_seat_selection: true }).where('id', '=', show.eventId).execute();
    await t.db.updateTable('performances').set({ room_id: studio.id }).where('id', '=', show.performanceId).execute();
    await setCapacity(t.db, show.performanceId, show.adults, 2);
    const adultsQuota = async () => {
      const { quotas } = await quotaCounters(t!.db);
      return quotas.find((quota) => quota.performance_id === show.performanceId && quota.category_id === show.adults);
    };

    // Two seats are two order lines of one quota.
    const pair = await create(t.app, [line(show, show.adults, 2, { seats: ['A1', 'A2'] })]);
    expect(pair.statusCode).toBe(200);
    expect(await adultsQuota()).toMatchObject({ held: 2, sold: 0 });
    expect(await checkCounters(t.app.ctx)).toEqual([]);

    const third = await create(t.app, [line(show, show.adults, 1, { seats: ['B1'] })], { user_data: guest(1) });
    expect(third.statusCode).toBe(409);
    expect(third.json().code).toBe('SOLD_OUT');

    await approve(t.app, pair.json().id);
    expect((await capture(t.app, pair.json().id)).statusCode).toBe(200);
    expect(await adultsQuota()).toMatchObject({ held: 0, sold: 2 });
    expect(await checkCounters(t.app.ctx)).toEqual([]);
  });
});
