import { type Kysely, sql } from 'kysely';
import {
  shippedConfirmation039,
  waitingListAlreadyTemplate,
  waitingListConfirmContent,
  waitingListConfirmParagraph,
  waitingListConfirmSubject,
} from './047-waiting-list-confirm.texts.js';

/**
 * Double opt-in for the waiting list (issue 52 item 2). A sign-up is 'unconfirmed' until its mail's link is
 * opened: every query that offers places or keeps them from the public asks for 'waiting', so an unconfirmed
 * entry never gets an offer nor blocks a sale. Entries already on a list stay 'waiting'. The confirmation
 * mail gains the link (a template staff edited keeps their words and gains a paragraph with it); a second
 * sign-up of a listed address gets a mail of its own.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('waiting_list_entries').addColumn('confirmed_at', 'timestamptz').execute();
  await sql`UPDATE waiting_list_entries SET confirmed_at = created_at`.execute(db);
  await sql`ALTER TABLE waiting_list_entries ALTER COLUMN status SET DEFAULT 'unconfirmed'`.execute(db);
  // Unconfirmed sign-ups that ran out are deleted by their age.
  await sql`create index waiting_list_unconfirmed on waiting_list_entries (created_at) where status = 'unconfirmed'`.execute(db);
  await db
    .updateTable('mail_templates')
    .set({ subject: waitingListConfirmSubject, content: waitingListConfirmContent })
    .where('purpose', '=', 'waiting_list_confirmation')
    .where('content', '=', shippedConfirmation039.content)
    .execute();
  await sql`
    UPDATE mail_templates SET content = content || ${waitingListConfirmParagraph}
    WHERE purpose = 'waiting_list_confirmation' AND position('bestaetigungslink' in content) = 0`.execute(db);
  await db.insertInto('mail_templates').values(waitingListAlreadyTemplate).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('mail_templates').where('purpose', '=', 'waiting_list_already').execute();
  await db
    .updateTable('mail_templates')
    .set({ subject: shippedConfirmation039.subject, content: shippedConfirmation039.content })
    .where('purpose', '=', 'waiting_list_confirmation')
    .where('content', '=', waitingListConfirmContent)
    .execute();
  await db.deleteFrom('waiting_list_entries').where('status', '=', 'unconfirmed').execute();
  await sql`ALTER TABLE waiting_list_entries ALTER COLUMN status SET DEFAULT 'waiting'`.execute(db);
  await sql`DROP INDEX waiting_list_unconfirmed`.execute(db);
  await db.schema.alterTable('waiting_list_entries').dropColumn('confirmed_at').execute();
}
