import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, postgresPoolOf } from '../../src/server/db/database';
import { releaseExpiredHolds } from '../../src/server/modules/orders/hold/quota.repository';
import { waitingListRound } from '../../src/server/modules/waiting-list/waiting-list-offers';
import { approve, buy, capture, create, guest, line, setCapacity, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, freshPostgresUrl, type TestApp } from '../helpers/test-app';
import { joinConfirmed, switchWaitingListOn } from '../helpers/waiting-list';
import { bearer } from './staff-fixtures';

/** The offer runs' advisory lock space (waiting-list.repository.ts): holding it keeps offers back. */
const OFFER_LOCK_SPACE = 4242;

let t: TestApp;
let show: ShowFixture;
let url: string;
beforeEach(async () => {
  url = await freshPostgresUrl();
  const db = await openDatabase({ kind: 'postgres', url });
  t = await createTestApp({ db, config: { holdLimitPerAddress: 0, waitingListJoins: { perAddress: 0, perNetwork: 0 } } });
  show = await upcomingShow(t.db);
  const admin = await t.login();
  const saved = await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { ticket_return_days: 1 } } });
  expect(saved.statusCode, saved.body).toBe(200);
  await switchWaitingListOn(t, show.eventId, admin);
});
afterEach(async () => {
  await t.close();
});

async function soldOut(capacity: number): Promise<string[]> {
  await setCapacity(t.db, show.performanceId, show.adults, capacity);
  await setCapacity(t.db, show.performanceId, show.children, 0);
  const tokens: string[] = [];
  for (let n = 0; n < capacity; n++) {
    const { captured } = await buy(t.app, [line(show, show.adults, 1)], {
      user_data: { firstName: 'Käufer', lastName: String(n), email: `kauf${n}@example.de`, phone: '' },
    });
    expect(captured.statusCode, captured.body).toBe(200);
    tokens.push((captured.json() as { ticket_url: string }).ticket_url.split('/tickets/')[1]);
  }
  return tokens;
}

/** A sign-up confirmed by its mail's link (issue 52), so it waits in the line. */
const join = (n: number, quantity = 1) =>
  joinConfirmed(t.app, t.db, {
    performance_id: show.performanceId,
    category_id: show.adults,
    email: `warte${n}@example.de`,
    name: `Wartende ${n}`,
    quantity,
    consent: true,
  });
const giveBack = (token: string) => t.app.inject({ method: 'POST', url: '/api/tickets/return.php', payload: { token } });
const entries = () =>
  t.db
    .selectFrom('waiting_list_entries')
    .select(['id', 'status', 'order_id', 'quantity'])
    .where('performance_id', '=', show.performanceId)
    .orderBy('id')
    .execute();
const quota = () =>
  t.db
    .selectFrom('quotas')
    .select(['capacity', 'held', 'sold'])
    .where('performance_id', '=', show.performanceId)
    .where('category_id', '=', show.adults)
    .executeTakeFirstOrThrow();

/**
 * Runs `between` once, right before the shop's next hold statement (place_hold, or place_holds for a batch)
 * reaches the database: a commit lands exactly in the gap between what the shop checked before and the hold
 * itself. At the driver's edge, the shop's code is untouched. Returns whether it ran.
 */
function beforeNextHold(between: () => Promise<void>): () => boolean {
  const pool = postgresPoolOf(t.db);
  let armed = true;
  let ran = false;
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  (pool as unknown as { connect: () => Promise<pg.PoolClient> }).connect = async () => {
    const client = await connect();
    const patched = client as pg.PoolClient & { holdPatched?: boolean };
    if (!patched.holdPatched) {
      patched.holdPatched = true;
      const query = client.query.bind(client) as (...args: unknown[]) => Promise<unknown>;
      (client as unknown as { query: (...args: unknown[]) => Promise<unknown> }).query = async (...args: unknown[]) => {
        if (armed && typeof args[0] === 'string' && /place_holds?\(/.test(args[0])) {
          armed = false;
          await between();
          ran = true;
        }
        return query(...args);
      };
    }
    return client;
  };
  return () => ran;
}

/** A connection of the test's own that holds the offer runs of the performance back until released. */
async function holdOffersBack(): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('SELECT pg_advisory_lock($1, $2)', [OFFER_LOCK_SPACE, show.performanceId]);
  return async () => {
    await client.query('SELECT pg_advisory_unlock($1, $2)', [OFFER_LOCK_SPACE, show.performanceId]);
    await client.end();
  };
}

async function untilFree(places: number): Promise<void> {
  for (let n = 0; n < 400; n++) {
    const { capacity, held, sold } = await quota();
    if (capacity - held - sold >= places) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never ${places} free`);
}

describe('the waiting list keeps freed places from the public, atomically (issue 42)', () => {
  it('a place returned between the shop’s checks and the public hold goes to the waiting entry, not to the buyer', async () => {
    const tokens = await soldOut(3);
    expect((await join(1, 2)).statusCode).toBe(200);
    // One place back: too few for the entry of two, so the public may have it...
    expect((await giveBack(tokens[0])).statusCode).toBe(200);
    expect((await entries()).map((entry) => entry.status)).toEqual(['waiting']);
    // ...seen so by the event page's figures a moment later.
    t.clock.advance(2_000);

    // Right before the buyer's hold statement a second return commits; its offer run is held back, so
    // the places are free and not yet offered when the hold arrives.
    let release: (() => Promise<void>) | undefined;
    let returned: ReturnType<typeof giveBack> | undefined;
    const ran = beforeNextHold(async () => {
      release = await holdOffersBack();
      returned = giveBack(tokens[1]);
      await untilFree(2);
    });
    const attempt = await create(t.app, [line(show, show.adults, 1)], { user_data: guest(1) });
    expect(ran()).toBe(true);
    expect(attempt.statusCode, attempt.body).toBe(409);
    expect(attempt.json().code).toBe('SOLD_OUT');
    expect(attempt.json().message).toMatch(/ausverkauft/);

    await release?.();
    expect((await returned)?.statusCode).toBe(200);
    // The two places are the entry's offer; the buyer holds nothing.
    const [entry] = await entries();
    expect(entry.status).toBe('offered');
    expect(await quota()).toEqual({ capacity: 3, held: 2, sold: 1 });
    const buyerOrders = await t.db.selectFrom('orders').select('id').where('email', '=', guest(1).email).execute();
    expect(buyerOrders).toEqual([]);
  });

  it('public buyers racing returns while entries wait never get a freed place', async () => {
    const tokens = await soldOut(8);
    for (let n = 0; n < 8; n++) expect((await join(n)).statusCode).toBe(200);
    t.clock.advance(2_000);
    const results = await Promise.all([
      ...tokens.map((token) => giveBack(token)),
      ...tokens.map((_, n) => create(t.app, [line(show, show.adults, 1)], { user_data: guest(100 + n) })),
    ]);
    const returns = results.slice(0, tokens.length);
    const buyers = results.slice(tokens.length);
    expect(returns.map((response) => response.statusCode)).toEqual(tokens.map(() => 200));
    expect(buyers.map((response) => response.statusCode)).toEqual(tokens.map(() => 409));
    expect((await entries()).map((entry) => entry.status)).toEqual(Array(8).fill('offered'));
    expect(await quota()).toEqual({ capacity: 8, held: 8, sold: 0 });
  }, 120_000);

  it('a hold that ran out and is paid late does not take its places back from a waiting entry', async () => {
    await setCapacity(t.db, show.performanceId, show.adults, 1);
    await setCapacity(t.db, show.performanceId, show.children, 0);
    const held = await create(t.app, [line(show, show.adults, 1)], { user_data: guest(1) });
    expect(held.statusCode, held.body).toBe(200);
    expect((await join(1)).statusCode).toBe(200);
    // The hold runs out and is released, before any offer run has looked.
    t.clock.advance(21 * 60_000);
    expect((await releaseExpiredHolds(t.db, t.clock.now())).released).toBe(1);
    await approve(t.app, held.json().id);
    const late = await capture(t.app, held.json().id, held.json().checkout_secret);
    expect(late.statusCode, late.body).toBe(409);
    expect(late.json().code).toBe('SEATS_GONE');
    await waitingListRound(t.app.ctx);
    expect((await entries()).map((entry) => entry.status)).toEqual(['offered']);
  });

  it('keeps the fast path: with nobody waiting, public buyers take freed places at once', async () => {
    const tokens = await soldOut(2);
    expect((await giveBack(tokens[0])).statusCode).toBe(200);
    t.clock.advance(2_000);
    const attempt = await create(t.app, [line(show, show.adults, 1)], { user_data: guest(1) });
    expect(attempt.statusCode, attempt.body).toBe(200);
  });
});
