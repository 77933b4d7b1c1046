import { randomUUID } from 'node:crypto';
import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { captureByRef } from '../../src/server/modules/orders/capture.service';
import { placeHold } from '../../src/server/modules/orders/holds';
import { resolveCart } from '../../src/server/modules/orders/resolve-cart';
import { readOrderSettings } from '../../src/server/modules/configuration/order-settings';
import { approve, create, line, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** Notes the SQL of every statement sent through the database it is plugged into. */
class StatementLog implements KyselyPlugin {
  statements: string[] = [];
  constructor(private readonly db: Db) {}
  transformQuery(args: PluginTransformQueryArgs) {
    this.statements.push(this.db.getExecutor().compileQuery(args.node, args.queryId).sql);
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
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
    const order = await placeHold(
      ctx,
      {
        public_token: randomUUID(), idempotency_key: null, first_name: 'Mia', last_name: 'Krüger', email: 'mia@example.de', phone: '',
        donation_cents: 0, total_cents: 2000, universe_id: 1, provider: 'test', provider_request_id: randomUUID(),
        capture_request_id: randomUUID(), expires_at: new Date(now.getTime() + 20 * 60_000), client_address: '192.0.2.1',
      },
      lines,
      settings.openHoldsPerCustomer,
    );
    expect(order.id).toBeGreaterThan(0);
    expect(log.statements).toHaveLength(1);
    const held = await t.db.selectFrom('quotas').select(['category_id', 'held']).where('performance_id', '=', show.performanceId).execute();
    expect(held.find((q) => q.category_id === show.adults)?.held).toBe(2);
    expect(held.find((q) => q.category_id === show.children)?.held).toBe(1);
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
});
