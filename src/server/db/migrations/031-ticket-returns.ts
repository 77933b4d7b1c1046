import { type Kysely, sql } from 'kysely';

/** The mail that confirms a buyer's return (a snapshot: the back office edits the stored copy). */
export const ticketReturnTemplate = {
  name: 'ticket_return',
  purpose: 'ticket_return',
  status: 'active',
  subject: 'Rückgabe zu deiner Bestellung Nr. {bestellnummer}',
  content: `<p>Hallo {vorname} {nachname},</p>
<p>du hast Tickets deiner Bestellung Nr. {bestellnummer} für <strong>{event}</strong> am {datum} zurückgegeben.
Die zurückgegebenen Tickets sind ungültig und werden am Einlass nicht mehr angenommen; ihre Plätze sind wieder
im Verkauf.</p>
<p>Erstattet: <strong>{erstattung}</strong> ({erstattungsstand}). Das Geld geht auf dem Weg zurück, auf dem du
bezahlt hast (bei PayPal meist innerhalb weniger Tage).</p>
<p>Deine übrigen Tickets findest du weiterhin hier: {tickets_link}</p>
<p>{gruss}</p>`,
};

/** The statistics' ticket sums (migration 007): with returns, a paid line counts its tickets less those returned. */
function statsFunctions(withReturns: boolean) {
  const count = (row: string) => sql.raw(withReturns ? `${row}quantity - ${row}returned` : `${row}quantity`);
  return [
    sql`create or replace function stats_add_items(p_order int, p_at timestamptz, p_sign int) returns void language plpgsql as $$
    begin
      insert into sales_hourly as s (hour, category, event, tickets)
      select date_trunc('hour', p_at, 'UTC'), category_name, event_title, p_sign * sum(${count('')})
      from order_items where order_id = p_order group by category_name, event_title order by category_name, event_title
      on conflict (hour, category, event) do update set tickets = s.tickets + excluded.tickets;
    end $$`,
    sql`create or replace function stats_item_changed() returns trigger language plpgsql as $$
    declare paid_at timestamptz;
    begin
      if tg_op in ('UPDATE', 'DELETE') then
        select created_at into paid_at from orders where id = old.order_id and status = 'CAPTURED';
        if found then
          insert into sales_hourly as s (hour, category, event, tickets) values (date_trunc('hour', paid_at, 'UTC'), old.category_name, old.event_title, -(${count('old.')}))
          on conflict (hour, category, event) do update set tickets = s.tickets + excluded.tickets;
        end if;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        select created_at into paid_at from orders where id = new.order_id and status = 'CAPTURED';
        if found then
          insert into sales_hourly as s (hour, category, event, tickets) values (date_trunc('hour', paid_at, 'UTC'), new.category_name, new.event_title, ${count('new.')})
          on conflict (hour, category, event) do update set tickets = s.tickets + excluded.tickets;
        end if;
      end if;
      return null;
    end $$`,
  ];
}

/**
 * Returns by the buyer (issue 33 point 3): how many tickets of an order line went back. A partly returned
 * order stays paid, so the quota counters and their recount count `quantity - returned` of a paid line.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('order_items').addColumn('returned', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.insertInto('mail_templates').values(ticketReturnTemplate).execute();
  for (const statement of statsFunctions(true)) await statement.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const statement of statsFunctions(false)) await statement.execute(db);
  await db.deleteFrom('mail_templates').where('purpose', '=', 'ticket_return').execute();
  await db.schema.alterTable('order_items').dropColumn('returned').execute();
}
