import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { announceChange } from '../../src/server/db/change-feed';
import { create, guest, heldOrSold, line, setCapacity, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { sweepRuns, sweepTimeout } from '../helpers/sweep';
import { installUnlockedHold } from '../helpers/unlocked-hold';

let t: TestApp | undefined;
// 200 buyers share the test's one client address; its hold limit is off so only the quota lock is tested.
const config = { holdLimitPerAddress: 0 };
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function rush(app: TestApp, show: ShowFixture, buyers: number) {
  const answers = await Promise.all(Array.from({ length: buyers }, (_, n) => create(app.app, [line(show, show.adults, 1)], { user_data: guest(n) })));
  const count = (status: number) => answers.filter((answer) => answer.statusCode === status).length;
  return {
    ok: count(200),
    soldOut: answers.filter((a) => a.statusCode === 409 && a.json().code === 'SOLD_OUT').length,
    errors: answers.filter((a) => a.statusCode >= 500).length,
  };
}

describe('no overselling', () => {
  // A sweep (tests/helpers/sweep.ts): a third of the ten rushes per run, all ten in npm run test:sweeps.
  const rushes = sweepRuns('rushes of 200 buyers for 50 tickets', 10, 3);
  it(
    `200 concurrent buyers of 1 ticket for a quota of 50 get exactly 50 holds, ten times over (${rushes.runs} this run)`,
    async () => {
      t = await createTestApp({ config });
      const show = await upcomingShow(t.db);
      await setCapacity(t.db, show.performanceId, show.adults, 50);
      for (let round = 0; round < rushes.runs; round++) {
        await t.db.deleteFrom('orders').execute();
        await t.db.updateTable('quotas').set({ held: 0, sold: 0 }).execute();
        await t.db.deleteFrom('hold_owners').execute();
        // Written past the app: its figures in memory still show the last round's full quota.
        await announceChange(t.db, 'catalog');
        const result = await rush(t, show, 200);
        expect(result).toEqual({ ok: 50, soldOut: 150, errors: 0 });
        expect(await heldOrSold(t.db, show.performanceId, show.adults)).toBe(50);
      }
    },
    sweepTimeout(rushes.runs * 200, 100),
  );

  it('control: with the quota lock switched off the same rush oversells, so the test above can fail', async () => {
    // Each hold its own transaction (HOLD_BATCH_SIZE=0): batched, one process decides a performance's holds one
    // batch after the other, so only the database's lock is left to switch off when holds run side by side.
    t = await createTestApp({ config: { ...config, holdBatchSize: 0 } });
    await installUnlockedHold(t.db);
    const show = await upcomingShow(t.db);
    await setCapacity(t.db, show.performanceId, show.adults, 50);
    const result = await rush(t, show, 200);
    expect(result.ok).toBeGreaterThan(50);
    expect(await heldOrSold(t.db, show.performanceId, show.adults)).toBeGreaterThan(50);
  }, 120_000);

  it('random concurrent multi-category orders finish without deadlock and within every quota', async () => {
    t = await createTestApp({ config });
    const app = t;
    const show = await upcomingShow(app.db);
    // A second performance, so orders lock rows of two performances in different cart orders.
    const second = await app.db
      .insertInto('performances')
      .values({ event_id: show.eventId, starts_at: new Date(show.startsAt.getTime() + 86_400_000), doors_at: null, room_id: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    await app.db
      .insertInto('quotas')
      .values([
        { performance_id: second.id, category_id: show.adults, capacity: 15 },
        { performance_id: second.id, category_id: show.children, capacity: 15 },
      ])
      .execute();
    await setCapacity(app.db, show.performanceId, show.adults, 15);
    await setCapacity(app.db, show.performanceId, show.children, 15);
    const quotas = [
      [show.performanceId, show.adults],
      [show.performanceId, show.children],
      [second.id, show.adults],
      [second.id, show.children],
    ] as const;
    // Up to four lines of two: never past the 10 tickets an order may hold, so every refusal is a sold-out one.
    const orderArb = fc.uniqueArray(fc.record({ quota: fc.integer({ min: 0, max: 3 }), quantity: fc.integer({ min: 1, max: 2 }) }), {
      minLength: 1,
      maxLength: 4,
      selector: (entry) => entry.quota,
    });
    const orders = fc.sample(orderArb, { numRuns: 120, seed: 4711 });
    const answers = await Promise.all(
      orders.map((entries, n) =>
        create(
          app.app,
          entries.map((entry) => ({ performance_id: quotas[entry.quota][0], category_id: quotas[entry.quota][1], quantity: entry.quantity })),
          { user_data: guest(n) },
        ),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode >= 500)).toHaveLength(0);
    expect(answers.every((answer) => answer.statusCode === 200 || answer.json().code === 'SOLD_OUT')).toBe(true);
    expect(answers.filter((answer) => answer.statusCode === 200).length).toBeGreaterThan(0);
    for (const [performanceId, categoryId] of quotas) {
      expect(await heldOrSold(app.db, performanceId, categoryId)).toBeLessThanOrEqual(15);
    }
  }, 120_000);
});
