import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { expect } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { bearer } from '../server/staff-fixtures';

/** The personal-link token of the entry an address has for a performance (what its mails carry). */
export async function entryToken(db: Db, performanceId: number, email: string): Promise<string> {
  const row = await db
    .selectFrom('waiting_list_entries')
    .select('link_token')
    .where('performance_id', '=', performanceId)
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirstOrThrow();
  return row.link_token as string;
}

/** Opens the sign-up mail's confirm link, as the shop's confirm page does (double opt-in, issue 52). */
export function confirmEntry(app: FastifyInstance, token: string) {
  return app.inject({ method: 'POST', url: '/api/waiting-list/confirm.php', payload: { token } });
}

/** Joins and confirms by the mail's link: the entry then waits in the line. Answers the join's response. */
export async function joinConfirmed(app: FastifyInstance, db: Db, payload: { performance_id: number; email: string } & Record<string, unknown>) {
  const joined = await app.inject({ method: 'POST', url: '/api/waiting-list/join.php', payload });
  if (joined.statusCode !== 200) return joined;
  const confirmed = await confirmEntry(app, await entryToken(db, payload.performance_id, payload.email));
  if (confirmed.statusCode !== 200) throw new Error(`confirm.php answered ${confirmed.statusCode}: ${confirmed.body}`);
  return joined;
}

/** Switches an event's waiting list on, as staff do in the back office (waiting-list/switch.php). */
export async function switchWaitingListOn(t: { app: FastifyInstance }, eventId: number, adminToken: string): Promise<void> {
  const switched = await t.app.inject({
    method: 'POST',
    url: '/api/waiting-list/switch.php',
    headers: bearer(adminToken),
    payload: { event_id: eventId, waiting_list: true },
  });
  expect(switched.statusCode, switched.body).toBe(200);
}
