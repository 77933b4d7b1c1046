import { type Insertable, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.js';

type Trx = Transaction<Database>;

/** `count` new ticket ids, drawn before the rows exist since each ticket's signed code names its id. */
export async function drawTicketIds(trx: Trx, count: number): Promise<number[]> {
  const ids = await sql<{ id: number }>`select nextval('tickets_id_seq')::int as id from generate_series(1, ${count})`.execute(trx);
  return ids.rows.map((row) => Number(row.id));
}

export async function insertTickets(trx: Trx, rows: Insertable<Database['tickets']>[]): Promise<void> {
  await trx.insertInto('tickets').values(rows).execute();
}
