import { type Kysely, sql } from 'kysely';

/**
 * Issue 52 item 5: a refund PayPal still reports PENDING is money still with the shop (PayPal may yet fail
 * it), so `order_kept_cents` subtracts only what PayPal completed; this is the rule of
 * shared/domain/revenue.ts again. Recomputing kept_cents moves the hourly revenue with it (its trigger).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await keptFunction(db, `kind in ('refund', 'reversal') and status not in ('FAILED', 'CANCELLED') and not (kind = 'refund' and status = 'PENDING')`);
}

export async function down(db: Kysely<any>): Promise<void> {
  await keptFunction(db, `kind in ('refund', 'reversal') and status not in ('FAILED', 'CANCELLED')`);
}

async function keptFunction(db: Kysely<any>, returned: string): Promise<void> {
  await sql`create or replace function order_kept_cents(p_order int) returns integer language sql stable as $$
    select coalesce(sum(case
      when kind = 'capture' and status not in ('PENDING', 'FAILED', 'DECLINED') then amount_cents
      when ${sql.raw(returned)} then -amount_cents
      else 0 end), 0)::int
    from payments where order_id = p_order $$`.execute(db);
  await sql`update orders set kept_cents = order_kept_cents(id) where kept_cents <> order_kept_cents(id)`.execute(db);
}
