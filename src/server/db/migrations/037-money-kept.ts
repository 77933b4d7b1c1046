import { type Kysely, sql } from 'kysely';

/**
 * Issue 37 items 3 and 5.
 *
 * Revenue is money kept: `orders.kept_cents` is the order's ledger (captured − refunded − reversed, the rule
 * of shared/domain/revenue.ts, here as `order_kept_cents`), kept exact by a trigger on `payments`; the hourly
 * revenue (migration 007) sums it for orders whose tickets were issued (captured_at set) instead of the
 * CAPTURED orders' totals, which never lost a returned ticket, a cancelled one or a chargeback.
 *
 * The return period is fixed when the order is paid (`orders.return_days`), so a later change of
 * "Rückgabefrist" moves no deadline; paid orders take today's setting.
 *
 * The outbox keeps each mail as it was sent (subject is there already; its HTML, text and attachment names).
 * The return and cancel mails say the refund once and name their tickets.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table orders add column kept_cents integer not null default 0, add column return_days integer`.execute(db);
  await sql`alter table mail_outbox add column sent_html text, add column sent_text text, add column sent_attachments jsonb`.execute(db);
  await sql`alter table tickets add column refund_ref text`.execute(db);

  await sql`create function order_kept_cents(p_order int) returns integer language sql stable as $$
    select coalesce(sum(case
      when kind = 'capture' and status not in ('PENDING', 'FAILED', 'DECLINED') then amount_cents
      when kind in ('refund', 'reversal') and status not in ('FAILED', 'CANCELLED') then -amount_cents
      else 0 end), 0)::int
    from payments where order_id = p_order $$`.execute(db);

  await sql`create function payments_changed() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        update orders set kept_cents = order_kept_cents(old.order_id) where id = old.order_id and kept_cents <> order_kept_cents(old.order_id);
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        update orders set kept_cents = order_kept_cents(new.order_id) where id = new.order_id and kept_cents <> order_kept_cents(new.order_id);
      end if;
      return null;
    end $$`.execute(db);
  await sql`create trigger payments_kept after insert or update or delete on payments for each row execute function payments_changed()`.execute(db);

  await sql`create function stats_add_revenue(p_at timestamptz, p_cents int) returns void language plpgsql as $$
    begin
      insert into orders_hourly as h (hour, revenue_cents) values (date_trunc('hour', p_at, 'UTC'), p_cents)
      on conflict (hour) do update set revenue_cents = h.revenue_cents + excluded.revenue_cents;
    end $$`.execute(db);
  await statsOrderChanged(db, true);
  await sql`drop trigger stats_order_write on orders`.execute(db);
  await sql`create trigger stats_order_write after insert or update of status, created_at, total_cents, donation_cents, kept_cents, captured_at on orders
    for each row execute function stats_order_changed()`.execute(db);

  // The hourly revenue starts again from the ledgers: setting each order's kept money adds it.
  await sql`update orders_hourly set revenue_cents = 0`.execute(db);
  await sql`update orders set kept_cents = order_kept_cents(id) where id in (select order_id from payments)`.execute(db);

  // "Rückgabefrist (Tage)" as configured; 14 is its default (shared/domain/shop-config-fields.ts).
  await sql`create function shop_return_days() returns integer language sql stable as $$
    select coalesce((select (value #>> '{}')::int from settings
      where key = 'ticket_return_days' and jsonb_typeof(value) in ('number', 'string') and (value #>> '{}') ~ '^[0-9]{1,3}$'), 14) $$`.execute(db);
  await sql`create function orders_return_days() returns trigger language plpgsql as $$
    begin
      if new.captured_at is not null and new.return_days is null then
        new.return_days := shop_return_days();
      end if;
      return new;
    end $$`.execute(db);
  await sql`create trigger orders_return_days before insert or update of captured_at on orders for each row execute function orders_return_days()`.execute(db);
  await sql`update orders set return_days = shop_return_days() where captured_at is not null`.execute(db);

  for (const [from, to] of WORDING) await sql`update mail_templates set content = replace(content, ${from}, ${to})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const [from, to] of WORDING) await sql`update mail_templates set content = replace(content, ${to}, ${from})`.execute(db);
  await sql`drop trigger orders_return_days on orders`.execute(db);
  await sql`drop function orders_return_days()`.execute(db);
  await sql`drop function shop_return_days()`.execute(db);
  await sql`drop trigger stats_order_write on orders`.execute(db);
  await statsOrderChanged(db, false);
  await sql`create trigger stats_order_write after insert or update of status, created_at, total_cents, donation_cents on orders
    for each row execute function stats_order_changed()`.execute(db);
  await sql`update orders_hourly h set revenue_cents = coalesce((select sum(total_cents) from orders o
    where o.status = 'CAPTURED' and date_trunc('hour', o.created_at, 'UTC') = h.hour), 0)`.execute(db);
  await sql`drop function stats_add_revenue(timestamptz, int)`.execute(db);
  await sql`drop trigger payments_kept on payments`.execute(db);
  await sql`drop function payments_changed()`.execute(db);
  await sql`drop function order_kept_cents(int)`.execute(db);
  await sql`alter table tickets drop column refund_ref`.execute(db);
  await sql`alter table mail_outbox drop column sent_html, drop column sent_text, drop column sent_attachments`.execute(db);
  await sql`alter table orders drop column kept_cents, drop column return_days`.execute(db);
}

/**
 * The order trigger of migration 007: order counts and donations still follow CAPTURED orders; with
 * `kept` the revenue follows the order's kept money once its tickets were issued.
 */
async function statsOrderChanged(db: Kysely<any>, kept: boolean) {
  const total = (row: string) => sql.raw(kept ? '0' : `${row}.total_cents`);
  const revenue = (row: string, sign: string) =>
    sql.raw(kept ? `if ${row}.captured_at is not null and ${row}.kept_cents <> 0 then perform stats_add_revenue(${row}.created_at, ${sign}${row}.kept_cents); end if;` : '');
  await sql`create or replace function stats_order_changed() returns trigger language plpgsql as $$
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        if old.status = 'CAPTURED' then
          perform stats_add_order(old.created_at, -1, ${total('old')}, old.donation_cents);
          if tg_op = 'DELETE' or new.status <> 'CAPTURED' or new.created_at <> old.created_at then
            perform stats_add_items(old.id, old.created_at, -1);
          end if;
        end if;
        ${revenue('old', '-')}
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        if new.status = 'CAPTURED' then
          perform stats_add_order(new.created_at, 1, ${total('new')}, new.donation_cents);
          if tg_op = 'UPDATE' and (old.status <> 'CAPTURED' or new.created_at <> old.created_at) then
            perform stats_add_items(new.id, new.created_at, 1);
          end if;
        end if;
        ${revenue('new', '')}
      end if;
      -- As a BEFORE DELETE trigger it must hand back the row, or the delete would be skipped.
      if tg_op = 'DELETE' then
        return old;
      end if;
      return new;
    end $$`.execute(db);
}

/**
 * The refund said once ("Erstattet: 3,20 € (Erstattet: 3,20 €)"), the return names its tickets, and "einen
 * Eintritt" follows the re-entry setting. Templates staff rewrote keep their words.
 */
const WORDING: Array<[string, string]> = [
  ['jedes Ticket gilt für eine Person und einen Eintritt.', '{eintritt}'],
  ['<p>Erstattet: <strong>{erstattung}</strong> ({erstattungsstand}).', '<p><strong>{erstattungsstand}</strong>.'],
  [
    'für <strong>{event}</strong> am {datum} zurückgegeben.\nDie zurückgegebenen Tickets sind ungültig',
    'zurückgegeben:</p>\n{zurueckgegebene_tickets}\n<p>Die zurückgegebenen Tickets sind ungültig',
  ],
];
