import { type Kysely, sql } from 'kysely';

const upsertSales = 'on conflict (hour, category, event) do update set tickets = s.tickets + excluded.tickets';

/**
 * The hourly statistics of migration 007 (issue 13), with less work for writes that change no figure:
 * - Order items: one trigger call per statement instead of one per row. It reads the statement's rows from
 *   its transition tables and writes one aggregated upsert, in key order (so two transactions never wait on
 *   each other's rows crosswise).
 * - Orders: still row triggers (the same function as 007), but only a paid order's row wakes them: a hold,
 *   a claim or a provider id calls no function at all. A statement-level trigger cannot do that: with
 *   transition tables it takes no column list and fires on every UPDATE of orders (measured with
 *   tests/bench/orders-triggers.ts: about 0.1 ms more per provider id and per claim than it saves).
 * - Deleting an order keeps its BEFORE DELETE row trigger from 007: it must subtract the order's items
 *   before the cascade removes them.
 * As exact as before: the same deltas, summed per hour first.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop trigger stats_order_write on orders`.execute(db);
  await sql`drop trigger stats_item_write on order_items`.execute(db);

  // Items count while their order is CAPTURED; an update takes the old row out and puts the new one in.
  await sql.raw(`create function stats_items_changed() returns trigger language plpgsql as $$
    begin
      if tg_op = 'INSERT' then
        insert into sales_hourly as s (hour, category, event, tickets)
        select date_trunc('hour', o.created_at, 'UTC'), i.category_name, i.event_title, sum(i.quantity)
        from new_items i join orders o on o.id = i.order_id and o.status = 'CAPTURED'
        group by 1, 2, 3 order by 1, 2, 3
        ${upsertSales};
      elsif tg_op = 'DELETE' then
        insert into sales_hourly as s (hour, category, event, tickets)
        select date_trunc('hour', o.created_at, 'UTC'), i.category_name, i.event_title, -sum(i.quantity)
        from old_items i join orders o on o.id = i.order_id and o.status = 'CAPTURED'
        group by 1, 2, 3 order by 1, 2, 3
        ${upsertSales};
      else
        insert into sales_hourly as s (hour, category, event, tickets)
        select date_trunc('hour', o.created_at, 'UTC'), i.category_name, i.event_title, sum(i.quantity)
        from (select order_id, category_name, event_title, -quantity as quantity from old_items
              union all
              select order_id, category_name, event_title, quantity from new_items) i
        join orders o on o.id = i.order_id and o.status = 'CAPTURED'
        group by 1, 2, 3 order by 1, 2, 3
        ${upsertSales};
      end if;
      return null;
    end $$`).execute(db);

  // Orders: row triggers that only a paid order's row wakes (the WHEN runs without calling the function).
  await sql`create trigger stats_order_insert after insert on orders for each row when (new.status = 'CAPTURED')
    execute function stats_order_changed()`.execute(db);
  await sql`create trigger stats_order_update after update of status, created_at, total_cents, donation_cents on orders
    for each row when (old.status = 'CAPTURED' or new.status = 'CAPTURED') execute function stats_order_changed()`.execute(db);
  await sql`create trigger stats_items_insert after insert on order_items referencing new table as new_items
    for each statement execute function stats_items_changed()`.execute(db);
  await sql`create trigger stats_items_update after update on order_items referencing old table as old_items new table as new_items
    for each statement execute function stats_items_changed()`.execute(db);
  await sql`create trigger stats_items_delete after delete on order_items referencing old table as old_items
    for each statement execute function stats_items_changed()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [trigger, table] of [
    ['stats_order_insert', 'orders'],
    ['stats_order_update', 'orders'],
    ['stats_items_insert', 'order_items'],
    ['stats_items_update', 'order_items'],
    ['stats_items_delete', 'order_items'],
  ]) {
    await sql.raw(`drop trigger ${trigger} on ${table}`).execute(db);
  }
  await sql`drop function stats_items_changed()`.execute(db);
  await sql`create trigger stats_order_write after insert or update of status, created_at, total_cents, donation_cents on orders
    for each row execute function stats_order_changed()`.execute(db);
  await sql`create trigger stats_item_write after insert or update or delete on order_items for each row execute function stats_item_changed()`.execute(db);
}
