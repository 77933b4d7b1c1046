import { type Kysely, sql } from 'kysely';

/**
 * Orders of 0 € (issue 33) get the same mails as paid ones, whose shipped texts spoke of a payment received
 * and of money going back "auf dem Weg, auf dem du bezahlt hast". Those sentences become placeholders that
 * say the right thing for either (shared/domain/free-orders.ts); templates staff rewrote keep their words.
 */
const SENTENCES: Array<[string, string]> = [
  ['Deine Zahlung ist bei uns eingegangen, deine Tickets sind ausgestellt.', '{zahlung}'],
  // The cancellation (migration 010) and the return (031) wrap the same sentence at different words.
  ['Das Geld geht auf dem Weg zurück, auf dem du bezahlt hast\n(bei PayPal meist innerhalb weniger Tage).', '{erstattungsweg}'],
  ['Das Geld geht auf dem Weg zurück, auf dem du\nbezahlt hast (bei PayPal meist innerhalb weniger Tage).', '{erstattungsweg}'],
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const [from, to] of SENTENCES) await sql`update mail_templates set content = replace(content, ${from}, ${to})`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Both wrappings came back as one placeholder: the first one's words return.
  for (const [from, to] of SENTENCES.slice(0, 2)) await sql`update mail_templates set content = replace(content, ${to}, ${from})`.execute(db);
}
