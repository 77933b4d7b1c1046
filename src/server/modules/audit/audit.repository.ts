import { sql } from 'kysely';
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
  if (filter.user) query = query.where('audit_log.username', 'ilike', `%${escapeLike(filter.user)}%`);
  if (filter.action) query = query.where('audit_log.action', 'ilike', `%${escapeLike(filter.action)}%`);
  if (filter.orderId) query = query.where('audit_log.order_id', '=', filter.orderId);
  if (filter.from) query = query.where('audit_log.at', '>=', filter.from);
  if (filter.to) query = query.where('audit_log.at', '<', filter.to);
  return query;
}

/**
 * Newest first; `limit` rows from `offset`. With the staff member's name as the account has it now (issue 41:
 * sentences name people, not log-in names); an account deleted since leaves it null.
 */
export function listAudit(db: Db, filter: AuditFilter, limit: number, offset: number) {
  return filtered(db, filter)
    .leftJoin('users', 'users.id', 'audit_log.user_id')
    .selectAll('audit_log')
    .select(sql<string | null>`nullif(trim(concat_ws(' ', users.name, users.surname)), '')`.as('user_fullname'))
    .orderBy('audit_log.at', 'desc')
    .orderBy('audit_log.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export async function countAudit(db: Db, filter: AuditFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** What the order row and its captures say of its start and payment (issue 51 item 6); null for no such order. */
export async function orderOrigin(db: Db, orderId: number) {
  const order = await db
    .selectFrom('orders')
    .select(['id', 'created_at', 'captured_at', 'provider', 'total_cents'])
    .where('id', '=', orderId)
    .executeTakeFirst();
  if (!order) return null;
  const [tickets, captures] = await Promise.all([
    db.selectFrom('order_items').select(sql<string>`coalesce(sum(quantity), 0)`.as('n')).where('order_id', '=', orderId).executeTakeFirstOrThrow(),
    db
      .selectFrom('payments')
      .select(['amount_cents', 'status', 'created_at'])
      .where('order_id', '=', orderId)
      .where('kind', '=', 'capture')
      .orderBy('created_at')
      .execute(),
  ]);
  return { ...order, tickets: Number(tickets.n), captures };
}
