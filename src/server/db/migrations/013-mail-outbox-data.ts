import { type Kysely, sql } from 'kysely';

/**
 * The outbox keeps a mail's data (order, purpose, recipient; subject and Message-ID once sent), not the
 * rendered message: the worker renders when it sends and the back office renders again on demand. `raw`
 * stays for the mails sent before, which still show as they went out. The worker claims pending mails in
 * batches by id; sent mails, the bulk of the table, stay out of that index.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`comment on column mail_outbox.raw is 'rendered message of mails sent before migration 013; newer rows keep their data only'`.execute(db);
  await sql`create index mail_outbox_pending on mail_outbox (id) where status in ('queued', 'retry', 'sending')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index mail_outbox_pending`.execute(db);
  await sql`comment on column mail_outbox.raw is null`.execute(db);
}
