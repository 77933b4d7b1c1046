import type { Kysely } from 'kysely';
import { waitingListOfferTemplate } from './039-waiting-list.texts.js';

/**
 * Issue 51 item 5: the waiting list's offer mail names the seats it holds ({plaetze}, empty on a show without
 * seat selection). Only a template still as migration 039 installed it is changed; one staff edited keeps
 * their words (they can add the placeholder from the editor's list).
 */
const before = waitingListOfferTemplate.content;
const after = before.replace('bereit bis <strong>{frist}</strong>.</p>', 'bereit bis <strong>{frist}</strong>. {plaetze}</p>');

export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('mail_templates').set({ content: after }).where('purpose', '=', 'waiting_list_offer').where('content', '=', before).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('mail_templates').set({ content: before }).where('purpose', '=', 'waiting_list_offer').where('content', '=', after).execute();
}
