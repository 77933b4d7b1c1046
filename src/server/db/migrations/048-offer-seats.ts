import type { Kysely } from 'kysely';

/**
 * Issue 51 item 5: the waiting list's offer mail names the seats it holds ({plaetze}, empty on a show without
 * seat selection). Only a template still as migration 039 installed it is changed; one staff edited keeps
 * their words (they can add the placeholder from the editor's list).
 */
// The offer mail as 039 shipped it (a copy: frozen migrations import no other migration's files).
const before = `<p>Hallo {name},</p>
<p>für <strong>{event}</strong> am <strong>{datum}</strong> sind Plätze frei geworden. Wir halten {anzahl} ({kategorie}) für dich bereit bis <strong>{frist}</strong>.</p>
<p>Nur über deinen persönlichen Link kannst du sie kaufen:<br><a href="{warteliste_link}">{warteliste_link}</a></p>
<p>Kaufst du sie bis dahin nicht, gehen die Plätze an die nächste Person auf der Warteliste.</p>
<p>{gruss}</p>`;
const after = before.replace('bereit bis <strong>{frist}</strong>.</p>', 'bereit bis <strong>{frist}</strong>. {plaetze}</p>');

export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('mail_templates').set({ content: after }).where('purpose', '=', 'waiting_list_offer').where('content', '=', before).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('mail_templates').set({ content: before }).where('purpose', '=', 'waiting_list_offer').where('content', '=', after).execute();
}
