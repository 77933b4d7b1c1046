import { storableJson, withoutSecrets } from '../../../shared/domain/audit-changes.js';
import type { Db } from '../../db/database.js';
import { insertAuditEntry } from './record-audit.repository.js';

export interface AuditEntry {
  /** Who: the signed-in staff member, or none for the provider, the system or an anonymous caller. */
  userId?: number | null;
  username?: string | null;
  /** The client address (as the server sees it through TRUST_PROXY). */
  address?: string | null;
  /** What, as a stable code: 'order.cancel', 'refund.confirmed', 'chargeback', 'event.update', … */
  action: string;
  /** The thing acted on, e.g. 'event:3' or 'user:7'. */
  subject?: string | null;
  orderId?: number | null;
  requestId?: string | null;
  /** Changed fields as { field: [before, after] }, or other facts worth keeping. */
  changes?: Record<string, unknown>;
  /** The HTTP status of the write the entry describes (the audit trail sets it). */
  status?: number | null;
}

/**
 * Appends one entry to the audit log (append-only: the database refuses UPDATE and DELETE). Whatever the
 * changes hold, secrets are hidden and the rest is made storable first: an entry never fails for its content.
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    user_id: entry.userId ?? null,
    username: entry.username ?? null,
    address: entry.address ?? null,
    action: entry.action,
    subject: entry.subject ?? null,
    order_id: entry.orderId ?? null,
    request_id: entry.requestId ?? null,
    changes: JSON.stringify(storableJson(withoutSecrets(entry.changes ?? {}))),
    status: entry.status ?? null,
  });
}
