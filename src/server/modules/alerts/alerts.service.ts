import type { AlertDto } from '../../../shared/api/alerts.js';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import type { SessionUser } from '../auth/auth.service.js';
import { noteAudit } from '../audit/audit-note.js';
import * as repo from './alerts.repository.js';

type Row = Awaited<ReturnType<typeof repo.listAlerts>>[number];
const toDto = (row: Row): AlertDto => ({
  id: row.id,
  kind: row.kind,
  message: row.message,
  order_id: row.order_id,
  created_at: row.created_at.toISOString(),
  mailed_at: row.mailed_at?.toISOString() ?? null,
  resolved_at: row.resolved_at?.toISOString() ?? null,
  resolved_by: row.resolved_by,
  details: row.details,
});

export async function alertList(ctx: AppContext, status: 'open' | 'done') {
  const [rows, open] = await Promise.all([repo.listAlerts(ctx.db, status, 200), repo.countOpen(ctx.db)]);
  return { alerts: rows.map(toDto), open };
}

export const openAlertCount = (ctx: AppContext) => repo.countOpen(ctx.db);

/** A person marks an alert done; the audit log keeps who and when. */
export async function resolveAlert(ctx: AppContext, caller: SessionUser, id: number): Promise<void> {
  const resolved = await repo.resolveAlert(ctx.db, id, caller.userId, ctx.now());
  if (!resolved) {
    if (await repo.findAlert(ctx.db, id)) return; // already done: marking it again changes nothing
    throw notFound('Diesen Alert gibt es nicht.', 'ALERT_NOT_FOUND');
  }
  noteAudit({ action: 'alert.resolve', subject: `alert:${id}`, orderId: resolved.order_id, changes: { kind: [resolved.kind, resolved.kind], resolved: [false, true] } });
}
