import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, postgresPoolOf } from '../../src/server/db/database';
import { type FakePayPal, startFakePayPal } from '../helpers/fake-paypal';
import { create, guest } from '../helpers/orders';
import { createTestApp, freshDatabase, freshPostgresUrl, type TestApp } from '../helpers/test-app';
import { createEvent, editBody, getEvent, saveEvent } from './operations-fixtures';
import { bearer } from './staff-fixtures';

const cartLine = (performanceId: number, categoryId: number, quantity: number) => ({ performance_id: performanceId, category_id: categoryId, quantity });
const info = async (t: TestApp, name: string) => (await t.app.inject({ method: 'GET', url: `/api/events/info.php?name=${name}` })).json();
const saveConfig = (t: TestApp, token: string, values: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(token), payload: { values } });

/** Every admin write the shop caches must reach the very next order and info call of the same process. */
describe('caches in one process', () => {
  let t: TestApp;
  let admin: string;
  let paypal: FakePayPal;
  beforeAll(async () => {
    paypal = await startFakePayPal();
    t = await createTestApp({ config: { paypal: { sandbox: true, apiBase: paypal.url, timeoutMs: 3000 } } });
    admin = await t.login();
  });
  afterAll(async () => {
    await t.close();
    await paypal.close();
  });

  it('charges a changed price on the very next order and shows it in info.php at once', async () => {
    const id = await createEvent(t, admin);
    const event = await getEvent(t, admin, id);
    const [first] = event.performances;
    const [adults] = event.categories;
    expect((await create(t.app, [cartLine(first.id, adults.id, 1)])).json().total_cents).toBe(800);
    expect((await info(t, event.name)).event.categories[0].price_cents).toBe(800);
    const body = editBody(event);
    body.categories[0].price_cents = 1250;
    expect((await saveEvent(t, admin, body)).statusCode).toBe(200);
    expect((await info(t, event.name)).event.categories[0].price_cents).toBe(1250);
    expect((await create(t.app, [cartLine(first.id, adults.id, 1)])).json().total_cents).toBe(1250);
  });

  it('refuses a performance taken off sale and shows the new title on the very next call', async () => {
    const id = await createEvent(t, admin);
    const event = await getEvent(t, admin, id);
    const [first] = event.performances;
    const [adults] = event.categories;
    expect((await create(t.app, [cartLine(first.id, adults.id, 1)])).statusCode).toBe(200);
    expect((await info(t, event.name)).event.performances[0].on_sale).toBe(true);
    const body = editBody(event);
    body.title = 'Neuer Titel';
    body.performances[0].on_sale = false;
    expect((await saveEvent(t, admin, body)).statusCode).toBe(200);
    const after = (await info(t, event.name)).event;
    expect([after.title, after.performances[0].on_sale]).toEqual(['Neuer Titel', false]);
    expect((await create(t.app, [cartLine(first.id, adults.id, 1)])).json().code).toBe('PERFORMANCE_UNAVAILABLE');
  });

  it('applies a changed order limit to the very next order and info call', async () => {
    const id = await createEvent(t, admin);
    const event = await getEvent(t, admin, id);
    const [first] = event.performances;
    const [adults] = event.categories;
    expect((await create(t.app, [cartLine(first.id, adults.id, 3)])).statusCode).toBe(200);
    expect((await info(t, event.name)).event.categories[0].order_limit).toBe(10);
    try {
      expect((await saveConfig(t, admin, { max_order_quantity_per_customer: 2 })).statusCode).toBe(200);
      expect((await info(t, event.name)).event.categories[0].order_limit).toBe(2);
      expect((await create(t.app, [cartLine(first.id, adults.id, 3)], { user_data: guest(2) })).json().code).toBe('QUANTITY_LIMIT');
    } finally {
      await saveConfig(t, admin, { max_order_quantity_per_customer: 10 });
    }
  });

  it('sends the very next order to a newly activated payment account', async () => {
    const id = await createEvent(t, admin);
    const event = await getEvent(t, admin, id);
    const line = cartLine(event.performances[0].id, event.categories[0].id, 1);
    expect((await create(t.app, [line])).json().provider).toBe('test');
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/universe_save.php',
      headers: bearer(admin),
      payload: { name: 'PayPal Sandbox', is_sandbox: true, client_id: 'client-id', client_secret: 'secret', webhook_id: 'WH-1' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const activated = await t.app.inject({
      method: 'POST',
      url: '/api/paypal/universe_activate.php',
      headers: bearer(admin),
      payload: { id: saved.json().id },
    });
    expect(activated.statusCode, activated.body).toBe(200);
    const next = await create(t.app, [line], { user_data: guest(3) });
    expect(next.json().provider, next.body).toBe('paypal');
  });
});

/** Counts the statements whose tree names `table`: events is the catalog's first read, seat_claims the availability's. */
function readsOf(table: string) {
  let count = 0;
  const plugin: KyselyPlugin = {
    transformQuery(args) {
      const node: RootOperationNode = args.node;
      if (JSON.stringify(node).includes(`"${table}"`)) count++;
      return node;
    },
    async transformResult(args) {
      return args.result;
    },
  };
  return { plugin, count: () => count };
}

describe('events/info.php and events/list_detailed.php during a rush', () => {
  it('read the catalog once until an admin write, and the availability once a second', async () => {
    const catalog = readsOf('events');
    const availability = readsOf('seat_claims');
    const t = await createTestApp({ db: (await freshDatabase()).withPlugin(catalog.plugin).withPlugin(availability.plugin) });
    t.clock.freeze();
    try {
      expect((await info(t, 'musical')).success).toBe(true);
      const [catalogOnce, availabilityOnce] = [catalog.count(), availability.count()];
      expect([catalogOnce, availabilityOnce]).toEqual([expect.any(Number), expect.any(Number)]);
      expect(Math.min(catalogOnce, availabilityOnce)).toBeGreaterThan(0);
      for (let call = 0; call < 5; call++) {
        expect((await info(t, 'musical')).event.name).toBe('musical');
        expect((await t.app.inject({ method: 'GET', url: '/api/events/list_detailed.php' })).json().events.length).toBeGreaterThan(0);
      }
      expect([catalog.count(), availability.count()]).toEqual([catalogOnce, availabilityOnce]);
      // A second later the figures sold are read again; the events, prices and pictures are not: only an
      // admin write changes them, and it says so (caches in one process, above).
      t.clock.advance(1_000);
      await info(t, 'musical');
      // That read answers with the figures it has and starts their reload (in a rush the page never waits
      // for it behind the holds); the next reads get the new figures.
      const readsAfterAnotherCall = async () => {
        await info(t, 'musical');
        return availability.count();
      };
      await expect.poll(readsAfterAnotherCall, { timeout: 10_000 }).toBeGreaterThan(availabilityOnce);
      expect(catalog.count()).toBe(catalogOnce);
    } finally {
      await t.close();
    }
  });

  it('shows a sale in info.php a second later, as soon as the figures are read again', async () => {
    const t = await createTestApp();
    try {
      const before = (await info(t, 'musical')).event.performances.find(
        (performance: { on_sale: boolean; past: boolean }) => performance.on_sale && !performance.past,
      );
      const category = before.categories[0];
      expect((await create(t.app, [cartLine(before.id, category.id, 2)])).statusCode).toBe(200);
      const remaining = async () =>
        (await info(t, 'musical')).event.performances.find((performance: { id: number }) => performance.id === before.id).categories[0].remaining;
      expect(await remaining()).toBe(category.remaining);
      t.clock.advance(1_000);
      // The first read a second later starts the reload and answers at once with the figures it has.
      await expect.poll(remaining, { timeout: 10_000 }).toBe(category.remaining - 2);
    } finally {
      await t.close();
    }
  });
});

describe('the figures of the event page during a rush', () => {
  it('are read on connections of their own: info.php answers while buyers hold every connection of the pool', async () => {
    const db = await freshDatabase();
    const t = await createTestApp({ db });
    const pool = postgresPoolOf(db);
    const held: Array<Promise<void>> = [];
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    try {
      expect((await info(t, 'musical')).success).toBe(true);
      // Buyers' transactions take every connection of the pool (the change feed keeps one) and keep them
      // until the page has answered; one more waits in the pool's queue, as buyers do in a rush.
      for (let n = 0; n <= pool.options.max; n++) held.push(db.connection().execute(() => released));
      await expect.poll(() => [pool.totalCount, pool.idleCount, pool.waitingCount > 0]).toEqual([pool.options.max, 0, true]);
      // Long past the age at which the figures are answered while they reload: this read must reach the database.
      t.clock.advance(60_000);
      expect((await info(t, 'musical')).success).toBe(true);
    } finally {
      release();
      await Promise.all(held);
      await t.close();
    }
  });
});

// Across server processes the invalidation travels through PostgreSQL's LISTEN/NOTIFY.
if (inject('postgresTemplateUrl')) {
  describe('two server processes on one PostgreSQL database', () => {
    it('see a price change and a settings change made through the other process within a moment', async () => {
      const url = await freshPostgresUrl();
      const one = await createTestApp({ db: await openDatabase({ kind: 'postgres', url }) });
      const two = await createTestApp({ db: await openDatabase({ kind: 'postgres', url }) });
      try {
        const admin = await one.login();
        const id = await createEvent(one, admin);
        const event = await getEvent(one, admin, id);
        const line = cartLine(event.performances[0].id, event.categories[0].id, 1);
        // Both caches of process two are warm before the change.
        expect((await create(two.app, [line])).json().total_cents).toBe(800);
        expect((await info(two, event.name)).event.categories[0].order_limit).toBe(10);

        const body = editBody(event);
        body.categories[0].price_cents = 990;
        expect((await saveEvent(one, admin, body)).statusCode).toBe(200);
        expect((await saveConfig(one, admin, { max_order_quantity_per_customer: 4 })).statusCode).toBe(200);

        const deadline = Date.now() + 2_000;
        let seen = (await info(two, event.name)).event;
        while ((seen.categories[0].price_cents !== 990 || seen.categories[0].order_limit !== 4) && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 50));
          seen = (await info(two, event.name)).event;
        }
        expect([seen.categories[0].price_cents, seen.categories[0].order_limit]).toEqual([990, 4]);
        const buyer = guest(2);
        expect((await create(two.app, [line], { user_data: buyer })).json().total_cents).toBe(990);
        expect((await create(two.app, [{ ...line, quantity: 5 }], { user_data: buyer })).json().code).toBe('QUANTITY_LIMIT');
      } finally {
        await one.close();
        await two.close();
      }
    });
  });
}
