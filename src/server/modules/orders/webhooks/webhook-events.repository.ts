import type { Db } from '../../../db/database.js';

/** Claims a PayPal event id: undefined when it was handled (or is being handled) already. */
export function claimWebhookEvent(db: Db, event: { id: string; event_type: string; resource_id: string | null }) {
  return db
    .insertInto('webhook_events')
    .values({ id: event.id, provider: 'paypal', event_type: event.event_type, resource_id: event.resource_id })
    .onConflict((oc) => oc.column('id').doNothing())
    .returning('id')
    .executeTakeFirst();
}

export async function markWebhookProcessed(db: Db, id: string, at: Date, outcome: string): Promise<void> {
  await db.updateTable('webhook_events').set({ processed_at: at, outcome }).where('id', '=', id).execute();
}

export async function forgetWebhookEvent(db: Db, id: string): Promise<void> {
  await db.deleteFrom('webhook_events').where('id', '=', id).execute();
}
