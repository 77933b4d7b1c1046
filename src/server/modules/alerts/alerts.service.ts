import type { AlertDto } from '../../../shared/api/alerts.js';
import type { AppContext } from '../../http/context.js';
import { invalid, notFound } from '../../domain-errors.js';
import { isMailAddress } from '../../../shared/domain/account-rules.js';
import type { SessionUser } from '../auth/index.js';
import { noteAudit } from '../audit/index.js';
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

/**
 * Issue 52 item 8: open alerts the database could not store yet (a full disk refused the row) are listed
 * from memory, first and marked `pending`, until they are written (SystemProblems.flush); one whose
 * condition already has an open row is that row, not a second entry.
 */
function unwrittenAlerts(ctx: AppContext, openRows: Row[]): AlertDto[] {
  const openKeys = new Set(openRows.map((row) => row.dedupe_key).filter((key) => key !== null));
  return ctx.problems
    .unwrittenAlerts()
    .filter(({ alert }) => !(alert.dedupeKey && openKeys.has(alert.dedupeKey)))
    .map(({ id, alert, at }) => ({
      id,
      kind: alert.kind,
      message: alert.message,
      order_id: alert.orderId ?? null,
      created_at: at.toISOString(),
      mailed_at: alert.mailedAt?.toISOString() ?? null,
      resolved_at: null,
      resolved_by: null,
      details: alert.details ?? {},
      pending: true,
    }));
}

export async function alertList(ctx: AppContext, status: 'open' | 'done') {
  const [rows, open, recipients] = await Promise.all([repo.listAlerts(ctx.db, status, 200), repo.countOpen(ctx.db), repo.alertRecipients(ctx.db)]);
  const unwritten = status === 'open' ? unwrittenAlerts(ctx, rows) : [];
  return { alerts: [...unwritten, ...rows.map(toDto)], open: open + unwritten.length, recipients };
}

/**
 * Issue 39: the signed-in person's address for alert mails. The default `admin` has none, so alerts had
 * nowhere to go; the back office asks for one on the first sign-in. The in-memory list of recipients (for
 * mails while the database is gone) learns it at once.
 */
export async function saveAlertAddress(ctx: AppContext, caller: SessionUser, mail: string): Promise<string> {
  const address = mail.trim();
  if (!isMailAddress(address))
    throw invalid('Bitte gib eine gültige E-Mail-Adresse ein.', 'VALIDATION', { fields: { mail: 'Bitte gib eine gültige E-Mail-Adresse ein.' } });
  await repo.setOwnMail(ctx.db, caller.userId, address);
  ctx.problems.setRecipients(await repo.alertRecipients(ctx.db));
  noteAudit({ action: 'user.alert_address', subject: `user:${caller.userId}`, changes: { mail: [null, address] } });
  return `Warnungen gehen jetzt an ${address}.`;
}

/** The open alerts for the sidebar's badge, those still waiting for the database among them. */
export async function openAlertCount(ctx: AppContext): Promise<number> {
  const unwritten = ctx.problems.unwrittenAlerts().length > 0 ? unwrittenAlerts(ctx, await repo.listAlerts(ctx.db, 'open', 200)) : [];
  return (await repo.countOpen(ctx.db)) + unwritten.length;
}

/** A person marks an alert done; the audit log keeps who and when. */
export async function resolveAlert(ctx: AppContext, caller: SessionUser, id: number): Promise<void> {
  const resolved = await repo.resolveAlert(ctx.db, id, caller.userId, ctx.now());
  if (!resolved) {
    if (await repo.findAlert(ctx.db, id)) return; // already done: marking it again changes nothing
    throw notFound('Diesen Alert gibt es nicht.', 'ALERT_NOT_FOUND');
  }
  noteAudit({
    action: 'alert.resolve',
    subject: `alert:${id}`,
    orderId: resolved.order_id,
    changes: { kind: [resolved.kind, resolved.kind], resolved: [false, true] },
  });
}
