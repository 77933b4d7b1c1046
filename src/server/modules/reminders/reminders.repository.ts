import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { ReminderWindow } from '../../../shared/domain/reminders.js';
import { REMINDER_MAIL } from '../mail/index.js';

/**
 * Claims every due reminder and queues its mail, in one statement: the insert into `order_reminders`
 * skips what any process claimed before (its primary key, ON CONFLICT DO NOTHING), so of two processes
 * running this at once only one queues each mail. The filter is shared/domain/reminders `wantsReminder`.
 */
export async function queueDueReminders(db: Db, window: ReminderWindow, now: Date): Promise<Array<{ id: number; order_id: number }>> {
  const { rows } = await sql<{ id: number; order_id: number }>`
    WITH due AS (
      SELECT DISTINCT o.id AS order_id, i.performance_id
      FROM orders o
      JOIN order_items i ON i.order_id = o.id
      JOIN performances p ON p.id = i.performance_id
      WHERE o.status = 'CAPTURED'
        AND p.starts_at > ${window.from} AND p.starts_at <= ${window.until}
        AND o.captured_at < p.starts_at - make_interval(days => ${window.days}::int)
    ), claimed AS (
      INSERT INTO order_reminders (order_id, performance_id, created_at)
      SELECT order_id, performance_id, ${now}::timestamptz FROM due
      ON CONFLICT DO NOTHING
      RETURNING order_id, performance_id
    )
    INSERT INTO mail_outbox (order_id, performance_id, template_name, recipient, next_attempt_at, created_at)
    SELECT c.order_id, c.performance_id, ${REMINDER_MAIL}, o.email, ${now}::timestamptz, ${now}::timestamptz
    FROM claimed c JOIN orders o ON o.id = c.order_id
    ORDER BY c.order_id, c.performance_id
    RETURNING id, order_id`.execute(db);
  return rows;
}
