import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { readOrderSettings } from '../../src/server/modules/configuration/order-settings';
import { holdAlone } from '../../src/server/modules/orders/hold/hold-alone';
import { type BatchMember, type BatchOutcome, HoldBatcher } from '../../src/server/modules/orders/hold/hold-batcher';
import { insertHold } from '../../src/server/modules/orders/hold/quota.repository';
import { wordRefusal } from '../../src/server/modules/orders/hold/refusal';
import { resolveCart } from '../../src/server/modules/orders/hold/resolve-cart';
import { create, guest, heldOrSold, line, setCapacity, type ShowFixture, upcomingShow } from '../helpers/orders';
import { TestProvider } from '../../src/server/modules/payments/test-provider';
import { StatementLog } from '../helpers/statement-log';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A public hold as orders.service asks for it, of `quantity` adult tickets for buyer n. */
async function member(app: TestApp, show: ShowFixture, n: number, quantity = 1, order: Record<string, unknown> = {}): Promise<BatchMember> {
  const now = app.clock.now();
  const lines = await resolveCart(app.db, [line(show, show.adults, quantity)], await readOrderSettings(app.db), now);
  return {
    request: {
      order: {
        public_token: randomUUID(),
        idempotency_key: null,
        first_name: 'Gast',
        last_name: 'Krüger',
        email: `batch${n}@example.de`,
        phone: '',
        donation_cents: 0,
        total_cents: lines[0].unitPriceCents * quantity,
        universe_id: 1,
        provider: 'test',
        provider_request_id: randomUUID(),
        capture_request_id: randomUUID(),
        expires_at: new Date(now.getTime() + 20 * 60_000),
        client_address: '192.0.2.7',
        language: 'de',
        ...order,
      },
      lines,
      limits: { buyer: 3, address: 0 },
      now,
      yieldToWaitingList: true,
    },
  };
}

/** Hands the members to the batcher in this order, in one tick: the first goes alone, the rest queue behind it. */
const arrive = (app: TestApp, batcher: HoldBatcher, show: ShowFixture, members: BatchMember[]) =>
  Promise.allSettled(members.map((m) => batcher.hold(app.db, String(show.performanceId), m)));

const placed = (outcome: PromiseSettledResult<BatchOutcome>) => outcome.status === 'fulfilled' && 'placed' in outcome.value;

describe('holds batched into shared commits (issue 55)', () => {
  for (const size of [1, 50]) {
    it(`200 buyers of 1 ticket for 50 get exactly 50 holds with batches of at most ${size}`, async () => {
      t = await createTestApp({ config: { holdLimitPerAddress: 0, holdBatchSize: size } });
      const show = await upcomingShow(t.db);
      await setCapacity(t.db, show.performanceId, show.adults, 50);
      const answers = await Promise.all(Array.from({ length: 200 }, (_, n) => create(t!.app, [line(show, show.adults, 1)], { user_data: guest(n) })));
      const codes = answers.map((answer) => (answer.statusCode === 200 ? 'ok' : `${answer.statusCode} ${answer.json().code}`));
      expect(codes.filter((code) => code === 'ok')).toHaveLength(50);
      expect(codes.filter((code) => code !== 'ok')).toEqual(Array(150).fill('409 SOLD_OUT'));
      expect(await heldOrSold(t.db, show.performanceId, show.adults)).toBe(50);
      const { counts } = t.app.ctx.holdBatcher;
      if (size === 1) expect(counts.batches).toBe(counts.holds);
      else expect(counts.batches).toBeLessThan(counts.holds);
    });
  }

  it('never undersells while demand remains: buyers of 1 to 3 tickets leave fewer places than any refused buyer wanted', async () => {
    t = await createTestApp({ config: { holdLimitPerAddress: 0 } });
    const show = await upcomingShow(t.db);
    await setCapacity(t.db, show.performanceId, show.adults, 61);
    const wants = Array.from({ length: 120 }, (_, n) => 1 + ((n * 7) % 3));
    const answers = await Promise.all(wants.map((n, i) => create(t!.app, [line(show, show.adults, n)], { user_data: guest(i) })));
    const held = await heldOrSold(t.db, show.performanceId, show.adults);
    expect(held).toBe(wants.filter((_, i) => answers[i].statusCode === 200).reduce((sum, n) => sum + n, 0));
    expect(held).toBeLessThanOrEqual(61);
    const refused = wants.filter((_, i) => answers[i].statusCode !== 200);
    expect(answers.filter((answer) => answer.statusCode !== 200).map((answer) => answer.json().code)).toEqual(refused.map(() => 'SOLD_OUT'));
    for (const n of refused) expect(n).toBeGreaterThan(61 - held);
  });

  it('holds the neighbours of a member whose data fails its statement, and of one whose work in the commit throws', async () => {
    t = await createTestApp();
    const show = await upcomingShow(t.db);
    const batcher = new HoldBatcher(50, (db, m) => holdAlone(db, m));
    const members = await Promise.all([0, 1, 2, 3, 4].map((n) => member(t!, show, n)));
    members[2].request.order.expires_at = 'kein Datum' as unknown as Date;
    members[3].within = async () => {
      throw new Error('Gutschein verbraucht');
    };
    const outcomes = await arrive(t, batcher, show, members);
    expect(outcomes.map(placed)).toEqual([true, true, false, false, true]);
    expect(outcomes[2]).toMatchObject({ status: 'rejected', reason: { code: '22007' } });
    expect(outcomes[3]).toMatchObject({ status: 'rejected', reason: { message: 'Gutschein verbraucht' } });
    // The first went alone, the other four as one batch, which failed and went again one by one.
    expect(batcher.counts).toEqual({ batches: 2, holds: 5, retriedOneByOne: 1 });
    expect(await heldOrSold(t.db, show.performanceId, show.adults)).toBe(3);
  });

  it("writes side-by-side members' test-provider orders in one statement inside the batch's commit, each with its own id", async () => {
    t = await createTestApp();
    const show = await upcomingShow(t.db);
    const log = new StatementLog(t.db);
    const db = t.db.withPlugin(log);
    const provider = new TestProvider(db);
    const batcher = new HoldBatcher(50, (one, m) => holdAlone(one, m));
    const members = await Promise.all([0, 1, 2, 3, 4, 5].map((n) => member(t!, show, n)));
    for (const m of members) {
      m.sideBySide = true;
      m.within = (trx, held) =>
        provider.createOrderIn(trx, {
          orderId: held.id,
          amountCents: held.total_cents,
          currency: 'EUR',
          requestId: held.provider_request_id,
          description: 'Tickets',
        });
    }
    const outcomes = await Promise.allSettled(members.map((m) => batcher.hold(db, String(show.performanceId), m)));
    expect(outcomes.map(placed)).toEqual(Array(6).fill(true));
    // The first went alone, the other five together: two inserts for six provider orders.
    expect(batcher.counts).toEqual({ batches: 2, holds: 6, retriedOneByOne: 0 });
    expect(log.statements.filter((statement) => /^insert into "test_provider_orders"/.test(statement))).toHaveLength(2);
    const ids = outcomes.map((outcome) =>
      outcome.status === 'fulfilled' && 'placed' in outcome.value ? (outcome.value.placed.done as { id: string }).id : '',
    );
    const rows = await t.db.selectFrom('test_provider_orders').select(['id', 'custom_id']).where('id', 'in', ids).execute();
    expect(rows).toHaveLength(6);
  });

  it('gives the last places to the first who asked, batch after batch', async () => {
    t = await createTestApp();
    const show = await upcomingShow(t.db);
    await setCapacity(t.db, show.performanceId, show.adults, 5);
    const batcher = new HoldBatcher(4, (db, m) => holdAlone(db, m));
    const members = await Promise.all(Array.from({ length: 12 }, (_, n) => member(t!, show, n)));
    const outcomes = await arrive(t, batcher, show, members);
    expect(outcomes.map(placed)).toEqual([...Array(5).fill(true), ...Array(7).fill(false)]);
    expect(batcher.counts).toEqual({ batches: 4, holds: 12, retriedOneByOne: 0 });
  });

  it('refuses a batch member with the figures a single hold gets, worded as today, and keeps a foreign order’s language', async () => {
    t = await createTestApp();
    const show = await upcomingShow(t.db);
    await setCapacity(t.db, show.performanceId, show.adults, 3);
    const batcher = new HoldBatcher(50, (db, m) => holdAlone(db, m));
    const [first, english, tooMany, again] = await Promise.all([
      member(t, show, 0, 1),
      member(t, show, 1, 1, { language: 'en' }),
      member(t, show, 2, 2),
      member(t, show, 0, 1),
    ]);
    // One open hold per buyer: the first buyer's second order is over the limit.
    again.request.limits = { buyer: 1, address: 0 };
    const outcomes = await arrive(t, batcher, show, [first, english, tooMany, again]);
    const values = outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : outcome.reason));
    const quota = `${show.performanceId}:${show.adults}`;
    expect(values[2]).toEqual({ refused: 'quota', figures: { quota, remaining: 1 } });
    expect(values[3]).toEqual({ refused: 'buyer', figures: { limit: 1 } });
    // A single hold in the same state is refused alike.
    const alone = await insertHold(t.db, tooMany.request.order, tooMany.request.lines, tooMany.request.limits, t.clock.now(), true);
    expect(alone).toEqual(values[2]);
    const { lines, now } = tooMany.request;
    expect(wordRefusal(values[2], lines, now)?.message).toMatch(/^Für „Erwachsene“ am .* ist nur noch 1 Ticket verfügbar\.$/);
    expect(wordRefusal(values[3], lines, now)?.message).toBe(
      'Mit dieser E-Mail-Adresse ist schon eine Reservierung offen. Bitte schließe eine davon ab oder warte, bis sie abläuft.',
    );
    const englishId = 'placed' in values[1] ? values[1].placed.held.id : 0;
    const row = await t.db.selectFrom('orders').select('language').where('id', '=', englishId).executeTakeFirstOrThrow();
    expect(row.language).toBe('en');
  });
});
