import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export function listAlerts(db: Db, status: 'open' | 'done', limit: number) {
  let query = db
    .selectFrom('alerts')
    .leftJoin('users', 'users.id', 'alerts.resolved_by')
    .select([
      'alerts.id',
      'alerts.kind',
      'alerts.message',
      'alerts.order_id',
      'alerts.created_at',
      'alerts.mailed_at',
      'alerts.resolved_at',
      'alerts.details',
      'alerts.dedupe_key',
      'users.username as resolved_by',
    ]);
  query = status === 'open' ? query.where('alerts.resolved_at', 'is', null) : query.where('alerts.resolved_at', 'is not', null);
  return query
    .orderBy(status === 'open' ? 'alerts.created_at' : 'alerts.resolved_at', 'desc')
    .orderBy('alerts.id', 'desc')
    .limit(limit)
    .execute();
}

export async function countOpen(db: Db): Promise<number> {
  const row = await db
    .selectFrom('alerts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('resolved_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks an open alert done; undefined when there is no such open alert. */
export function resolveAlert(db: Db, id: number, userId: number, now: Date) {
  return db
    .updateTable('alerts')
    .set({ resolved_at: now, resolved_by: userId })
    .where('id', '=', id)
    .where('resolved_at', 'is', null)
    .returning(['id', 'kind', 'message', 'order_id'])
    .executeTakeFirst();
}

export function findAlert(db: Db, id: number) {
  return db.selectFrom('alerts').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Whether this condition was ever raised, open or done: a failed mail is told once, not after every "done". */
export async function everRaised(db: Db, dedupeKey: string): Promise<boolean> {
  return Boolean(await db.selectFrom('alerts').select('id').where('dedupe_key', '=', dedupeKey).executeTakeFirst());
}

/** Open alerts no one was mailed about yet. */
export function unmailedAlerts(db: Db, limit: number) {
  return db.selectFrom('alerts').select(['id']).where('mailed_at', 'is', null).where('resolved_at', 'is', null).orderBy('id').limit(limit).execute();
}

/** Active staff with a mail address who may see alerts (ALERTS_VIEW, or ADMIN which grants everything). */
export async function alertRecipients(db: Db): Promise<string[]> {
  const rows = await db
    .selectFrom('users')
    .innerJoin('user_roles', 'user_roles.user_id', 'users.id')
    .innerJoin('role_permissions', 'role_permissions.role_name', 'user_roles.role_name')
    .select('users.mail')
    .distinct()
    .where('users.status', '=', 'active')
    .where(sql<boolean>`trim(users.mail) <> ''`)
    .where('role_permissions.permission_key', 'in', ['ALERTS_VIEW', 'ADMIN'])
    .execute();
  return rows.map((row) => row.mail.trim());
}

export async function setOwnMail(db: Db, userId: number, mail: string): Promise<void> {
  await db.updateTable('users').set({ mail }).where('id', '=', userId).execute();
}

/** Queues the mails about one alert and marks it mailed, in one transaction: each alert is mailed once. */
export async function queueAlertMails(db: Db, alertId: number, recipients: string[], now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable('alerts')
      .set({ mailed_at: now })
      .where('id', '=', alertId)
      .where('mailed_at', 'is', null)
      .returning('id')
      .executeTakeFirst();
    if (!claimed) return false;
    if (recipients.length) {
      await trx
        .insertInto('mail_outbox')
        .values(
          recipients.map((recipient) => ({ order_id: null, alert_id: alertId, template_name: ALERT_MAIL, recipient, next_attempt_at: now, created_at: now })),
        )
        .execute();
    }
    return true;
  });
}

/** The outbox's template name of a mail to staff about an alert. */
export const ALERT_MAIL = 'alert';
