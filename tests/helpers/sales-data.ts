import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database';

export interface SalesOptions {
  orders: number;
  /** Orders spread over this many days before `until`. */
  days: number;
  until: Date;
  /** Issue one ticket row per admitted person of every paid order. */
  tickets?: boolean;
}

/**
 * Bulk sales for statistics tests and the benchmark, written by generate_series in a few statements:
 * 70 % paid, the rest CREATED, FAILED, EXPIRED or CANCELLED; 1–3 items of 1–3 tickets over every seeded
 * category; every fourth order with a donation. Values are spread by multiplicative hashing, so they are
 * varied but the same on every run.
 */
export async function insertSales(db: Db, options: SalesOptions): Promise<void> {
  const categories = await db
    .selectFrom('categories')
    .innerJoin('events', 'events.id', 'categories.event_id')
    .innerJoin('performances', 'performances.event_id', 'events.id')
    .select([
      'categories.id as category_id',
      'categories.name',
      'categories.price_cents',
      'events.id as event_id',
      'events.title',
      'performances.id as performance_id',
      'performances.starts_at',
    ])
    .orderBy('categories.id')
    .orderBy('performances.id')
    .execute();
  if (categories.length === 0) throw new Error('no categories seeded');
  const seconds = options.days * 86_400;
  const first = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirst();
  const offset = Number(first?.max ?? 0);

  await sql`
    insert into orders (status, public_token, first_name, last_name, email, donation_cents, total_cents, provider,
                        provider_request_id, capture_request_id, expires_at, created_at, captured_at)
    select s, 'gen-' || (g + ${offset}), 'Vorname' || (g % 97), 'Nachname' || (g % 89), 'k' || g || '@example.de',
           case when g % 4 = 0 then ((g * 7919) % 5000) + 1 else 0 end, 0, 'test', 'req-gen-' || (g + ${offset}),
           'cap-gen-' || (g + ${offset}), t + interval '20 minutes', t, case when s = 'CAPTURED' then t + interval '2 minutes' end
    from (
      select g,
             case when g % 10 < 7 then 'CAPTURED' when g % 10 = 7 then 'CREATED' when g % 10 = 8 then 'FAILED'
                  when g % 20 = 9 then 'EXPIRED' else 'CANCELLED' end as s,
             ${options.until}::timestamptz - ((g::bigint * 104729) % ${seconds}) * interval '1 second' as t
      from generate_series(1, ${options.orders}) g
    ) x`.execute(db);

  const choices = JSON.stringify(categories.map((c) => ({ ...c, starts_at: c.starts_at.toISOString() })));
  await sql`
    insert into order_items (order_id, event_id, performance_id, category_id, quantity, unit_price_cents, event_title, category_name, starts_at)
    select o.id, (c->>'event_id')::int, (c->>'performance_id')::int, (c->>'category_id')::int,
           1 + ((o.id * 31 + k * 7) % 3), (c->>'price_cents')::int, c->>'title', c->>'name', (c->>'starts_at')::timestamptz
    from orders o
    cross join lateral generate_series(1, 1 + (o.id % 3)) k
    cross join lateral (
      select value as c from jsonb_array_elements(${choices}::jsonb) with ordinality e(value, n)
      where n = 1 + ((o.id * 13 + k * 5) % ${categories.length})
    ) pick
    where o.id > ${offset}`.execute(db);

  await sql`
    update orders o set total_cents = o.donation_cents + s.sum
    from (select order_id, sum(quantity * unit_price_cents) as sum from order_items where order_id > ${offset} group by order_id) s
    where s.order_id = o.id`.execute(db);

  // Every paid order has its capture in the ledger; revenue is what the ledger kept (issue 37 item 3).
  await sql`
    insert into payments (order_id, provider, kind, provider_ref, amount_cents, currency, status)
    select id, 'test', 'capture', 'cap-gen-' || id, total_cents, 'EUR', 'COMPLETED'
    from orders where captured_at is not null and id > ${offset}`.execute(db);

  if (options.tickets) {
    const key = await db.selectFrom('signing_keys').select('id').where('active', '=', true).executeTakeFirstOrThrow();
    await sql`
      insert into tickets (order_id, order_item_id, performance_id, category_id, key_id, code)
      select i.order_id, i.id, i.performance_id, i.category_id, ${key.id}, 'gen-' || i.id || '-' || n
      from order_items i join orders o on o.id = i.order_id
      cross join lateral generate_series(1, i.quantity) n
      where o.status = 'CAPTURED' and o.id > ${offset}`.execute(db);
  }
  await sql`analyze orders`.execute(db);
  await sql`analyze order_items`.execute(db);
}
