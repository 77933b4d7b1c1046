import type { Kysely } from 'kysely';

/**
 * Each mail claim names the server process that took it (its boot id). A process that is gone (kill -9, a
 * crash) holds no presence lock any more (db/process-presence.ts), so its claims are taken again at once
 * instead of after their five-minute lock (issue 29).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').addColumn('claimed_by', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('claimed_by').execute();
}
