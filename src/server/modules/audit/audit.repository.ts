import type { Db } from '../../db/database.js';

export interface AuditFilter {
  user?: string;
  action?: string;
  orderId?: number;
  from?: Date;
  to?: Date;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function filtered(db: Db, filter: AuditFilter) {
  let query = db.selectFrom('audit_log');
  if (filter.user) query = query.where('username', 'ilike', `%${escapeLike(filter.user)}%`);
  if (filter.action) query = query.where('action', 'ilike', `%${escapeLike(filter.action)}%`);
  if (filter.orderId) query = query.where('order_id', '=', filter.orderId);
  if (filter.from) query = query.where('at', '>=', filter.from);
  if (filter.to) query = query.where('at', '<', filter.to);
  return query;
}

/** Newest first; `limit` rows from `offset`. */
export function listAudit(db: Db, filter: AuditFilter, limit: number, offset: number) {
  return filtered(db, filter).selectAll().orderBy('at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute();
}

export async function countAudit(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter).select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
