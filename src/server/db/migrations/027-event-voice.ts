import { type Kysely, sql } from 'kysely';

/**
 * The shipped templates' parts that read badly on a phone (issue 32 item 4), replaced only where a stored
 * template still has them word for word: what staff rewrote stays theirs.
 */
const PHONE_MAIL: Array<[from: string, to: string]> = [
  ['<p>Spende: {spende}<br><strong>Gesamtsumme: {gesamtsumme}</strong><br>Darin enthaltene MwSt.: {mwst}</p>', '{summen}'],
  ['ansehen und herunterladen:<br><a href="{tickets_link}">{tickets_link}</a></p>', 'ansehen und herunterladen:</p>\n{tickets_knopf}'],
  ['Online findest du sie hier:<br><a href="{tickets_link}">{tickets_link}</a></p>', 'Online findest du sie hier:</p>\n{tickets_knopf}'],
];
const GREETING = '<p>Hallo {vorname} {nachname},</p>\n<p>vielen Dank für deine Bestellung!';
const TICKETS_GREETING = '<p>Hallo {vorname},</p>\n<p>hier sind noch einmal deine Tickets';

const SCHOOL_MAIL = '<a href="mailto:musical@gesamtschule-stadtpark.de">musical@gesamtschule-stadtpark.de</a>';
const CONTACT_START = `<p>Ein Kontaktformular folgt in Kürze. Bis dahin erreichen Sie uns per E-Mail unter ${SCHOOL_MAIL}.</p>`;
const CONTACT_END = '<p>Fragen zu einer Bestellung beantworten wir am schnellsten, wenn Sie Ihre Bestellnummer angeben.</p>';

/** The contact page as shipped promised a form 'in Kürze' and said Sie where the shop says du (issue 32 item 7). */
async function contactInDu(db: Kysely<any>): Promise<void> {
  const page = await db.selectFrom('site_pages').select('sections').where('name', '=', 'kontakt').executeTakeFirst();
  const sections = (typeof page?.sections === 'string' ? JSON.parse(page.sections) : page?.sections) as Array<{ html: string }> | undefined;
  const first = sections?.[0];
  if (!sections || !first?.html.startsWith(CONTACT_START) || !first.html.endsWith(CONTACT_END)) return;
  first.html = first.html
    .replace(CONTACT_START, `<p>Schreib uns eine E-Mail an ${SCHOOL_MAIL} – wir antworten in der Regel innerhalb von zwei Schultagen.</p>`)
    .replace(CONTACT_END, '<p>Fragen zu einer Bestellung beantworten wir am schnellsten, wenn du deine Bestellnummer angibst.</p>');
  await db.updateTable('site_pages').set({ sections: JSON.stringify(sections) }).where('name', '=', 'kontakt').execute();
}

/**
 * Each event speaks for itself (issue 32 item 1): which countdown its page shows, its own mail sign-off
 * and page description, and mail templates of its own. Empty or absent values fall back to the shop's,
 * so the two musicals keep what they said.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('events')
    .addColumn('countdown', 'text', (c) => c.notNull().defaultTo('premiere'))
    .addColumn('mail_signature', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('meta_description', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('mail_templates')
    .addColumn('event_id', 'integer', (c) => c.references('events.id').onDelete('cascade'))
    .execute();
  // One active template per purpose for the shop, and at most one per purpose and event.
  await sql`drop index mail_templates_one_active`.execute(db);
  await sql`create unique index mail_templates_one_active on mail_templates (purpose) where status = 'active' and event_id is null`.execute(db);
  await sql`create unique index mail_templates_one_active_per_event on mail_templates (purpose, event_id) where status = 'active' and event_id is not null`.execute(
    db,
  );
  for (const [from, to] of PHONE_MAIL) await sql`update mail_templates set content = replace(content, ${from}, ${to})`.execute(db);
  // Date, door time, venue and the button on top, right under the greeting.
  for (const greeting of [GREETING, TICKETS_GREETING]) {
    const [hello, rest] = greeting.split('\n');
    await sql`update mail_templates set content = replace(content, ${greeting}, ${`${hello}\n{kopf}\n${rest}`}) where content not like '%{kopf}%'`.execute(db);
  }
  await contactInDu(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update mail_templates set content = replace(content, ${'\n{kopf}\n'}, ${'\n'})`.execute(db);
  for (const [from, to] of PHONE_MAIL) await sql`update mail_templates set content = replace(content, ${to}, ${from})`.execute(db);
  await sql`drop index mail_templates_one_active_per_event`.execute(db);
  await sql`drop index mail_templates_one_active`.execute(db);
  await db.deleteFrom('mail_templates').where('event_id', 'is not', null).execute();
  await db.schema.alterTable('mail_templates').dropColumn('event_id').execute();
  await sql`create unique index mail_templates_one_active on mail_templates (purpose) where status = 'active'`.execute(db);
  await db.schema.alterTable('events').dropColumn('countdown').dropColumn('mail_signature').dropColumn('meta_description').execute();
}
