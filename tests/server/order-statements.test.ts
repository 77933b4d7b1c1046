import { randomUUID } from 'node:crypto';
import { CompiledQuery, type PluginTransformQueryArgs, type PluginTransformResultArgs, sql } from 'kysely';
import { afterEach, describe, expect, inject, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import { captureByRef } from '../../src/server/modules/orders/capture/capture.service';
import { placeHold } from '../../src/server/modules/orders/hold/holds';
import { insertHold } from '../../src/server/modules/orders/hold/quota.repository';
import { createOrder } from '../../src/server/modules/orders/hold/orders.service';
import { TestProvider } from '../../src/server/modules/payments/test-provider';
import { resolveCart } from '../../src/server/modules/orders/hold/resolve-cart';
import { readOrderSettings } from '../../src/server/modules/configuration/order-settings';
import { quotaKey, quotaUse } from '../../src/server/modules/events/availability';
import { approve, create, guest, line, setCapacity, upcomingShow } from '../helpers/orders';
import { StatementLog } from '../helpers/statement-log';
import { createTestApp, freshDatabase, type TestApp } from '../helpers/test-app';

const onPostgres = Boolean(inject('postgresTemplateUrl'));
// PostgreSQL's transaction ids are the cluster's: other test databases take some meanwhile.

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/**
 * How many transactions that wrote something `run` committed in this database: a statement trigger on every
 * table notes its transaction id. (The cluster-wide next transaction id also counts other test databases'.)
 * Not server_logs: the log store flushes any request's warnings once a second, and on a loaded machine such
 * a flush can fall into the window without being a commit of the order's.
 */
async function writingTransactions<T>(db: Db, run: () => Promise<T>): Promise<{ commits: number; result: T }> {
  await sql`CREATE TABLE xact_log (xid xid8 NOT NULL)`.execute(db);
  await sql`CREATE FUNCTION note_xact() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN INSERT INTO xact_log VALUES (pg_current_xact_id()); RETURN NULL; END $$`.execute(db);
  const tables = await sql<{
    name: string;
  }>`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() AND tablename NOT IN ('xact_log', 'server_logs')`.execute(db);
  for (const { name } of tables.rows) {
    await sql`CREATE TRIGGER note_xact AFTER INSERT OR UPDATE OR DELETE ON ${sql.id(name)} FOR EACH STATEMENT EXECUTE FUNCTION note_xact()`.execute(db);
  }
  const result = await run();
  const { rows } = await sql<{ n: number }>`SELECT count(DISTINCT xid)::int AS n FROM xact_log`.execute(db);
  return { commits: rows[0].n, result };
}

/** place_hold's query (migration 015) with its arguments as $1…$n, ready for EXPLAIN with the call's parameters. */
async function placeHoldQuery(db: Db): Promise<string> {
  const { rows } = await sql<{ body: string; names: string[]; types: string }>`
    SELECT prosrc AS body, proargnames AS names, oidvectortypes(proargtypes) AS types FROM pg_proc WHERE proname = 'place_hold'`.execute(db);
  const [{ body, names, types }] = rows;
  const argumentTypes = types.split(', ');
  // The hold's one query ends at its refusal check; the waiting-list check after it (migration 043) is its own.
  const query = /RETURN QUERY([\s\S]*?END IS NULL);/.exec(body)?.[1];
  if (!query) throw new Error(`place_hold has no RETURN QUERY: ${body}`);
  return names.reduce((text, name, i) => text.replace(new RegExp(`\\b${name}\\b`, 'g'), `$${i + 1}::${argumentTypes[i]}`), query);
}

/** Reads that the catalog, settings, payment-account and signing-key caches answer, and the provider's own table. */
const elsewhere = /"(settings|payment_universes|signing_keys|test_provider_orders)"/;

describe('statements per order', () => {
  it('places a hold in exactly one SQL statement', async () => {
    t = await createTestApp();
    const show = await upcomingShow(t.db);
    const now = t.clock.now();
    const settings = await readOrderSettings(t.db);
    const lines = await resolveCart(t.db, [line(show, show.adults, 2), line(show, show.children, 1)], settings, now);
    const log = new StatementLog(t.db);
    const ctx = { ...t.app.ctx, db: t.db.withPlugin(log) };
    const { held: order } = await placeHold(
      ctx,
      {
        public_token: randomUUID(),
        idempotency_key: null,
        first_name: 'Mia',
        last_name: 'Krüger',
        email: 'mia@example.de',
        phone: '',
        donation_cents: 0,
        total_cents: 2000,
        universe_id: 1,
        provider: 'test',
        provider_request_id: randomUUID(),
        capture_request_id: randomUUID(),
        expires_at: new Date(now.getTime() + 20 * 60_000),
        client_address: '192.0.2.1',
      },
      lines,
      { openHoldLimit: settings.openHoldsPerCustomer, yieldToWaitingList: true },
    );
    expect(order.id).toBeGreaterThan(0);
    expect(log.statements).toHaveLength(1);
    const held = await t.db.selectFrom('quotas').select(['category_id', 'held']).where('performance_id', '=', show.performanceId).execute();
    expect(held.find((q) => q.category_id === show.adults)?.held).toBe(2);
    expect(held.find((q) => q.category_id === show.children)?.held).toBe(1);
  });

  it('sends every hold as the same statement whatever the cart, so the database plans it once (place_hold)', async () => {
    t = await createTestApp();
    const show = await upcomingShow(t.db);
    const now = t.clock.now();
    const settings = await readOrderSettings(t.db);
    const log = new StatementLog(t.db);
    const db = t.db.withPlugin(log);
    const carts = [[line(show, show.adults, 1)], [line(show, show.adults, 2), line(show, show.children, 3)]];
    for (const [n, cart] of carts.entries()) {
      const lines = await resolveCart(t.db, cart, settings, now);
      const order = {
        public_token: randomUUID(),
        idempotency_key: null,
        first_name: 'Gast',
        last_name: 'Krüger',
        email: `form${n}@example.de`,
        phone: '',
        donation_cents: 0,
        total_cents: 1000,
        universe_id: 1,
        provider: 'test' as const,
        provider_request_id: randomUUID(),
        capture_request_id: randomUUID(),
        expires_at: new Date(now.getTime() + 20 * 60_000),
        client_address: '192.0.2.9',
      };
      expect(await insertHold(db, order, lines, { buyer: 5, address: n ? 50 : 0 }, now, true)).toHaveProperty('row');
    }
    expect(log.statements).toHaveLength(2);
    expect(log.statements[0]).toBe(log.statements[1]);
  });

  it('refuses a hold for a full quota before writing anything: no row of the buyer or the order is touched', async () => {
    t = await createTestApp();
    const db = t.db;
    const show = await upcomingShow(db);
    const now = t.clock.now();
    await setCapacity(db, show.performanceId, show.adults, 1);
    const settings = await readOrderSettings(db);
    const lines = await resolveCart(db, [line(show, show.adults, 1)], settings, now);
    const order = (email: string) => ({
      public_token: randomUUID(),
      idempotency_key: null,
      first_name: 'Gast',
      last_name: 'Krüger',
      email,
      phone: '',
      donation_cents: 0,
      total_cents: 1000,
      universe_id: 1,
      provider: 'test' as const,
      provider_request_id: randomUUID(),
      capture_request_id: randomUUID(),
      expires_at: new Date(now.getTime() + 20 * 60_000),
      client_address: '192.0.2.9',
    });
    const limits = { buyer: 5, address: 50 };
    expect(await insertHold(db, order('erste@example.de'), lines, limits, now, true)).toHaveProperty('row');
    // A statement that writes a row gets a transaction id, even if it is rolled back afterwards.
    const nextTransaction = async () => (await sql<{ xid: string }>`SELECT pg_snapshot_xmax(pg_current_snapshot())::text AS xid`.execute(db)).rows[0].xid;
    const before = await nextTransaction();
    // The refusal carries the figures the answer is worded from (issue 54: SQL decides, the shop words it).
    expect(await insertHold(db, order('zweite@example.de'), lines, limits, now, true)).toEqual({
      refused: 'quota',
      figures: { quota: `${lines[0].performanceId}:${lines[0].categoryId}`, remaining: 0 },
    });
    if (!onPostgres) expect(await nextTransaction()).toBe(before);
    const owners = await db.selectFrom('hold_owners').select('key').execute();
    expect(owners.map((owner) => owner.key).join()).not.toContain('zweite');
  });

  it('answers refused buyers of a sold-out show from the figures the event page shows, without asking the database each time', async () => {
    const base = await freshDatabase();
    const log = new StatementLog(base);
    // The app's own database notes its statements, so its caches (kept per database) are the shop's.
    t = await createTestApp({ db: base.withPlugin(log) });
    const show = await upcomingShow(t.db);
    await setCapacity(t.db, show.performanceId, show.adults, 2);
    const body = (n: number) => ({ cart: [line(show, show.adults, 1)], user_data: guest(n), donation_amount: 0 });
    for (const n of [1, 2]) await createOrder(t.app.ctx, body(n), { address: '192.0.2.1' });
    // A second later the event page's figures are read afresh: the show is full.
    t.clock.advance(1_000);
    log.statements.length = 0;
    const answers = [];
    for (const n of [3, 4, 5, 6, 7]) answers.push(await createOrder(t.app.ctx, body(n), { address: '192.0.2.1' }).catch((error: unknown) => error));
    expect(answers.map((answer) => (answer as { code?: string }).code)).toEqual(Array(5).fill('SOLD_OUT'));
    expect(String((answers[0] as Error).message)).toMatch(/ist leider ausverkauft/);
    // The first refused buyer reads the figures once; the others get the answer they hold.
    const count = (name: string) => log.statements.filter((statement) => statement.includes(name)).length;
    // A hold statement is a single hold's (place_hold) or a batch's (place_holds, issue 55).
    expect([count('place_hold(') + count('place_holds('), count('quota_use(')]).toEqual([1, 1]);
  });

  it('reads what the quotas have taken as one statement whatever the shows, so the database plans it once (quota_use)', async () => {
    t = await createTestApp();
    const show = await upcomingShow(t.db);
    const log = new StatementLog(t.db);
    const db = t.db.withPlugin(log);
    const one = await quotaUse(db, [show.performanceId], t.clock.now());
    await quotaUse(db, [show.performanceId, show.performanceId + 1], t.clock.now());
    expect(one.get(quotaKey(show.performanceId, show.adults))).toMatchObject({ taken: 0 });
    expect(log.statements).toHaveLength(2);
    expect(log.statements[0]).toBe(log.statements[1]);
    expect(log.statements[0]).toContain('quota_use(');
  });

  it("checks a returning buyer's and address's open holds by key lookups, never a scan of all orders", async () => {
    t = await createTestApp();
    const db = t.db;
    const show = await upcomingShow(db);
    const now = t.clock.now();
    const settings = await readOrderSettings(db);
    const lines = await resolveCart(db, [line(show, show.adults, 1)], settings, now);
    const order = (n: number, email: string) => ({
      public_token: randomUUID(),
      idempotency_key: null,
      first_name: 'Gast',
      last_name: 'Krüger',
      email,
      phone: '',
      donation_cents: 0,
      total_cents: 1000,
      universe_id: 1,
      provider: 'test' as const,
      provider_request_id: randomUUID(),
      capture_request_id: randomUUID(),
      expires_at: new Date(now.getTime() + 20 * 60_000),
      client_address: `192.0.2.${n % 200}`,
    });
    const limits = { buyer: 5, address: 50 };
    // Many other buyers' orders, then a buyer and address with an open hold already.
    for (let n = 0; n < 400; n++) await insertHold(db, order(n, `gast${n}@example.de`), lines, limits, now, true);
    await sql`ANALYZE`.execute(db);
    let hold: CompiledQuery | undefined;
    const spy = db.withPlugin({
      transformQuery: (args: PluginTransformQueryArgs) => {
        hold = db.getExecutor().compileQuery(args.node, args.queryId);
        return args.node;
      },
      transformResult: async (args: PluginTransformResultArgs) => args.result,
    });
    await insertHold(spy, order(7, 'gast7@example.de'), lines, limits, now, true);
    // The statement calls place_hold; its query, with the call's arguments, is the plan the database keeps.
    const query = await placeHoldQuery(db);
    // The query refers to the arguments it reads (not the waiting-list switch, which only the check after it reads).
    const used = Math.max(...[...query.matchAll(/\$(\d+)::/g)].map((match) => Number(match[1])));
    const plan = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`EXPLAIN (FORMAT JSON) ${query}`, [...(hold?.parameters ?? [])].slice(0, used)),
    );
    const ordersRead: string[] = [];
    const walk = (node: { 'Node Type'?: string; 'Relation Name'?: string; Plans?: unknown[] }) => {
      if (node['Relation Name'] === 'orders') ordersRead.push(node['Node Type'] ?? '?');
      for (const child of node.Plans ?? []) walk(child as typeof node);
    };
    walk((plan.rows[0]['QUERY PLAN'] as { Plan: never }[])[0].Plan);
    expect(ordersRead).toContain('Index Scan');
    expect(ordersRead).not.toContain('Seq Scan');
  });

  it('answers orders/create.php in two statements besides cached reads: the hold (already carrying the provider id) and the test provider order', async () => {
    t = await createTestApp();
    const show = await upcomingShow(t.db);
    const body = (n: number) => ({ cart: [line(show, show.adults, 2)], user_data: guest(n), donation_amount: 0 });
    const log = new StatementLog(t.db);
    const ctx = { ...t.app.ctx, db: t.db.withPlugin(log) };
    const created = await createOrder(ctx, body(1), { address: '192.0.2.1' });
    expect(created.id).toMatch(/^TEST-/);
    // The catalog, settings and payment account come from caches in the server; here they read through.
    const own = log.statements.filter((statement) => !/^\s*select\b/i.test(statement) || /"test_provider_orders"|"orders"|place_hold/.test(statement));
    expect(own.length, own.join('\n')).toBe(2);
    const order = await t.db.selectFrom('orders').select('provider_order_id').where('id', '=', created.order_id).executeTakeFirstOrThrow();
    expect(order.provider_order_id).toBe(created.id);
  });

  it('commits orders/create.php once: the hold with the provider id and the test provider order together', async () => {
    t = await createTestApp();
    const db = t.db;
    const show = await upcomingShow(db);
    const body = (n: number) => ({ cart: [line(show, show.adults, 1)], user_data: guest(n), donation_amount: 0 });
    const { ctx } = t.app;
    await createOrder(ctx, body(1), { address: '192.0.2.1' });
    // The mail worker's first run (kicked at start) claims with an UPDATE, which the statement triggers would count.
    await mailWorkerOf(ctx)?.idle();
    const { commits, result: created } = await writingTransactions(db, () => createOrder(ctx, body(2), { address: '192.0.2.1' }));
    expect(commits).toBe(1);
    const order = await db.selectFrom('orders').select('provider_order_id').where('id', '=', created.order_id).executeTakeFirstOrThrow();
    expect(order.provider_order_id).toBe(created.id);
  });

  it('the test provider answers a retried create (same request id) with the order it made first', async () => {
    t = await createTestApp();
    const provider = new TestProvider(t.db);
    const request = { orderId: 7, amountCents: 2000, currency: 'EUR' as const, requestId: randomUUID(), description: 'Bestellung 7' };
    const first = await provider.createOrder(request);
    const again = await provider.createOrder({ ...request, amountCents: 9999 });
    expect(again.id).toBe(first.id);
    const rows = await t.db.selectFrom('test_provider_orders').select(['id', 'amount_cents']).where('request_id', '=', request.requestId).execute();
    expect(rows).toEqual([{ id: first.id, amount_cents: 2000 }]);
  });

  it('captures a paid order in at most five statements of its own (the claim alone, the rest in one transaction)', async () => {
    t = await createTestApp();
    const show = await upcomingShow(t.db);
    const created = await create(t.app, [line(show, show.adults, 2)]);
    expect(created.statusCode, created.body).toBe(200);
    await approve(t.app, created.json().id);
    const log = new StatementLog(t.db);
    const answer = await captureByRef({ ...t.app.ctx, db: t.db.withPlugin(log) }, created.json().id);
    expect(answer.status).toBe('CAPTURED');
    const own = log.statements.filter((statement) => !elsewhere.test(statement));
    // Claim (an UPDATE … RETURNING that also finds the order), settle, ticket ids, tickets, mail.
    expect(own.length, own.join('\n')).toBeLessThanOrEqual(5);
    const tickets = await t.db.selectFrom('tickets').select('id').where('order_id', '=', created.json().order_id).execute();
    expect(tickets).toHaveLength(2);
  });

  it('commits a capture twice: the claim, then the test provider capture, the payment, tickets and mail together', async () => {
    t = await createTestApp();
    const db = t.db;
    const show = await upcomingShow(db);
    const created = await create(t.app, [line(show, show.adults, 2)]);
    expect(created.statusCode, created.body).toBe(200);
    await approve(t.app, created.json().id);
    // The mail worker's own commits are not the request's.
    const { ctx } = t.app;
    await mailWorkerOf(ctx)?.stop();
    const { commits, result: answer } = await writingTransactions(db, () => captureByRef(ctx, created.json().id));
    expect(answer.status).toBe('CAPTURED');
    expect(commits).toBe(2);
    const order = await db.selectFrom('orders').select(['status', 'capture_claimed_until']).where('id', '=', created.json().order_id).executeTakeFirstOrThrow();
    expect(order).toEqual({ status: 'CAPTURED', capture_claimed_until: null });
    const tickets = await db.selectFrom('tickets').select('id').where('order_id', '=', created.json().order_id).execute();
    expect(tickets).toHaveLength(2);
    const mails = await db.selectFrom('mail_outbox').select('id').where('order_id', '=', created.json().order_id).execute();
    expect(mails).toHaveLength(1);
  });
});
