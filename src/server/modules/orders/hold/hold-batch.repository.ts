import { sql, type Transaction } from 'kysely';
import type { Db } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { type HeldOrder, type HoldRequest, holdArguments, type Refused, refusalFrom } from './quota.repository.js';

/**
 * Several holds in one statement, `place_holds` (db/functions/place_holds.sql): each request is one
 * place_hold in array order, a refused one rolls back only itself. Answers, per request in the same order,
 * the held order or the refusal, read from the same DETAIL and HINT a single hold's error carries. Any
 * other error rejects the whole call (the caller's transaction is then lost).
 */
export async function insertHolds(db: Db | Transaction<Database>, requests: HoldRequest[]): Promise<({ row: HeldOrder } | Refused)[]> {
  const result = await sql<{ idx: number; order_id: number | null; reason: string | null; figures: string | null }>`
    SELECT * FROM place_holds(${JSON.stringify(requests.map(holdArguments))}::jsonb)`.execute(db);
  if (result.rows.length !== requests.length) throw new Error(`place_holds answered ${result.rows.length} of ${requests.length} holds`);
  const outcomes = result.rows.map((row, n): { row: HeldOrder } | Refused => {
    if (row.idx !== n) throw new Error(`place_holds answered hold ${row.idx} in place ${n}`);
    if (row.order_id !== null) return { row: { ...requests[n].order, id: row.order_id } };
    return refusalFrom(row.reason ?? '', row.figures);
  });
  return outcomes;
}
