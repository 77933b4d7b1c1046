import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';

type Executor = Db | Transaction<Database>;
const summary = ['id', 'name', 'subject', 'status', 'purpose', 'event_id', 'updated_at'] as const;

/** The event's own active template of the purpose if it has one, else the shop's (issue 32 item 1). */
export function activeTemplate(db: Executor, purpose: string, eventId: number | null = null) {
  return db
    .selectFrom('mail_templates')
    .select(['id', 'subject', 'content', 'translations'])
    .where('purpose', '=', purpose)
    .where('status', '=', 'active')
    .where((eb) => (eventId === null ? eb('event_id', 'is', null) : eb.or([eb('event_id', 'is', null), eb('event_id', '=', eventId)])))
    .orderBy(sql`event_id is null`)
    .limit(1)
    .executeTakeFirst();
}

export function listTemplates(db: Db) {
  return db.selectFrom('mail_templates').select(summary).orderBy('id').execute();
}

export function findTemplate(db: Executor, id: number) {
  return db
    .selectFrom('mail_templates')
    .select([...summary, 'content', 'translations'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function findByName(db: Executor, name: string) {
  return db.selectFrom('mail_templates').select('id').where('name', '=', name).executeTakeFirst();
}

export interface TemplateWrite {
  name: string;
  subject: string;
  content: string;
  purpose: string;
  status: 'active' | 'inactive';
  event_id: number | null;
  /** JSON text; left out, the stored translations stay. */
  translations?: string;
  updated_at: Date;
}

/** Deactivates the other active template of the same purpose and the same event (or of the shop). */
export async function deactivateOthers(db: Executor, purpose: string, eventId: number | null, keepId: number | null) {
  let query = db
    .updateTable('mail_templates')
    .set({ status: 'inactive' })
    .where('purpose', '=', purpose)
    .where('status', '=', 'active')
    .where((eb) => (eventId === null ? eb('event_id', 'is', null) : eb('event_id', '=', eventId)));
  if (keepId !== null) query = query.where('id', '<>', keepId);
  await query.execute();
}

export async function insertTemplate(db: Executor, values: TemplateWrite) {
  return (await db.insertInto('mail_templates').values(values).returning('id').executeTakeFirstOrThrow()).id;
}

export async function updateTemplate(db: Executor, id: number, values: TemplateWrite) {
  await db.updateTable('mail_templates').set(values).where('id', '=', id).execute();
}

export async function deleteTemplate(db: Executor, id: number) {
  await db.deleteFrom('mail_templates').where('id', '=', id).execute();
}
