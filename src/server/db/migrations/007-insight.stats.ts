import { type Kysely, sql } from 'kysely';

/**
 * Statistics read hourly sums instead of scanning every order: `sales_hourly` (tickets per hour, category
 * and event) and `orders_hourly` (paid orders, revenue, donations per hour) count paid (CAPTURED) orders
 * only. Triggers keep them exact for every insert, update and delete, whoever writes (capture, cancel,
 * imports), so the figures never drift; hours are UTC hours, which Berlin's whole-hour offsets split cleanly.
 */
export async function createStatisticsSummaries(db: Kysely<any>): Promise<void> {
  await sql`create table sales_hourly (
    hour timestamptz not null, category text not null, event text not null, tickets bigint not null default 0,
    primary key (hour, category, event))`.execute(db);
  await sql`create table orders_hourly (
    hour timestamptz primary key, orders bigint not null default 0, revenue_cents bigint not null default 0,
    donation_cents bigint not null default 0, donors bigint not null default 0)`.execute(db);

  await sql`create function stats_add_order(p_at timestamptz, p_sign int, p_total int, p_donation int) returns void language plpgsql as $$
    begin
      insert into orders_hourly as h (hour, orders, revenue_cents, donation_cents, donors)
      values (date_trunc('hour', p_at, 'UTC'), p_sign, p_sign * p_total, p_sign * p_donation, case when p_donation > 0 then p_sign else 0 end)
      on conflict (hour) do update set orders = h.orders + excluded.orders, revenue_cents = h.revenue_cents + excluded.revenue_cents,
        donation_cents = h.donation_cents + excluded.donation_cents, donors = h.donors + excluded.donors;
    end $$`.execute(db);

  // Rows are written in key order, so two transactions never wait on each other's rows crosswise.
  await sql`create function stats_add_items(p_order int, p_at timestamptz, p_sign int) returns void language plpgsql as $$
    begin
      insert into sales_hourly as s (hour, category, event, tickets)
      select date_trunc('hour', p_at, 'UTC'), category_name, event_title, p_sign * sum(quantity)
      from order_items where order_id = p_order group by category_name, event_title order by category_name, event_title
      on conflict (hour, category, event) do update set tickets = s.tickets + excluded.tickets;
    end $$`.execute(db);

  await sql`create function stats_order_changed() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') and old.status = 'CAPTURED' then
        perform stats_add_order(old.created_at, -1, old.total_cents, old.donation_cents);
        if tg_op = 'DELETE' or new.status <> 'CAPTURED' or new.created_at <> old.created_at then
          perform stats_add_items(old.id, old.created_at, -1);
        end if;
      end if;
      if tg_op in ('INSERT', 'UPDATE') and new.status = 'CAPTURED' then
        perform stats_add_order(new.created_at, 1, new.total_cents, new.donation_cents);
        if tg_op = 'UPDATE' and (old.status <> 'CAPTURED' or new.created_at <> old.created_at) then
          perform stats_add_items(new.id, new.created_at, 1);
        end if;
      end if;
      -- As a BEFORE DELETE trigger it must hand back the row, or the delete would be skipped.
      if tg_op = 'DELETE' then
        return old;
      end if;
      return new;
    end $$`.execute(db);

  await sql`create function stats_item_changed() returns trigger language plpgsql as $$
    declare paid_at timestamptz;
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        select created_at into paid_at from orders where id = old.order_id and status = 'CAPTURED';
        if found then
          insert into sales_hourly as s (hour, category, event, tickets) values (date_trunc('hour', paid_at, 'UTC'), old.category_name, old.event_title, -old.quantity)
          on conflict (hour, category, event) do update set tickets = s.tickets + excluded.tickets;
        end if;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        select created_at into paid_at from orders where id = new.order_id and status = 'CAPTURED';
        if found then
          insert into sales_hourly as s (hour, category, event, tickets) values (date_trunc('hour', paid_at, 'UTC'), new.category_name, new.event_title, new.quantity)
          on conflict (hour, category, event) do update set tickets = s.tickets + excluded.tickets;
        end if;
      end if;
      return null;
    end $$`.execute(db);

  // BEFORE DELETE: the order's items are still there (their cascade runs after), so the delete subtracts them.
  await sql`create trigger stats_order_write after insert or update of status, created_at, total_cents, donation_cents on orders
    for each row execute function stats_order_changed()`.execute(db);
  await sql`create trigger stats_order_delete before delete on orders for each row execute function stats_order_changed()`.execute(db);
  await sql`create trigger stats_item_write after insert or update or delete on order_items for each row execute function stats_item_changed()`.execute(db);

  await sql`insert into orders_hourly (hour, orders, revenue_cents, donation_cents, donors)
    select date_trunc('hour', created_at, 'UTC'), count(*), sum(total_cents), sum(donation_cents), count(*) filter (where donation_cents > 0)
    from orders where status = 'CAPTURED' group by 1`.execute(db);
  await sql`insert into sales_hourly (hour, category, event, tickets)
    select date_trunc('hour', o.created_at, 'UTC'), i.category_name, i.event_title, sum(i.quantity)
    from order_items i join orders o on o.id = i.order_id where o.status = 'CAPTURED' group by 1, 2, 3`.execute(db);
}

export async function dropStatisticsSummaries(db: Kysely<any>): Promise<void> {
  await sql`drop trigger stats_item_write on order_items`.execute(db);
  await sql`drop trigger stats_order_delete on orders`.execute(db);
  await sql`drop trigger stats_order_write on orders`.execute(db);
  for (const fn of ['stats_item_changed()', 'stats_order_changed()', 'stats_add_items(int, timestamptz, int)', 'stats_add_order(timestamptz, int, int, int)']) {
    await sql.raw(`drop function ${fn}`).execute(db);
  }
  await sql`drop table orders_hourly`.execute(db);
  await sql`drop table sales_hourly`.execute(db);
}
