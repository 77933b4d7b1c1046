import { storableJson, withoutSecrets } from '../../../shared/domain/audit-changes.js';
import { storableText } from '../../../shared/domain/control-chars.js';
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

/** Subjects and names come from what a refused caller sent; the log keeps enough to read, not 100 kB. */
const MAX_TEXT = 200;
const text = (value: string | null | undefined) => (value == null ? null : storableText(value.slice(0, MAX_TEXT)));

/**
 * Appends one entry to the audit log (append-only: the database refuses UPDATE and DELETE). Whatever the
 * changes hold, secrets are hidden and the rest is made storable first: an entry never fails for its content, in its text columns neither (issue 52: a NUL in a refused request's id).
 */
export async function recordAudit(db: Db, entry: AuditEntry): Promise<void> {
  await insertAuditEntry(db, {
    user_id: entry.userId ?? null,
    username: text(entry.username),
    address: text(entry.address),
    action: storableText(entry.action.slice(0, MAX_TEXT)),
    subject: text(entry.subject),
    order_id: entry.orderId ?? null,
    request_id: text(entry.requestId),
    changes: JSON.stringify(storableJson(withoutSecrets(entry.changes ?? {}))),
    status: entry.status ?? null,
  });
}
