import type { Kysely } from 'kysely';

/**
 * Ticket transfer (issue 33 point 9, "Ticketübertragung"): a handed-on ticket is a new row with a new code
 * (the kiosks revoke by ticket id, so the old row is revoked with the reason TRANSFERRED). The new row names
 * its holder and carries a token of its own for the holder's ticket page.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .addColumn('holder_name', 'text')
    .addColumn('holder_email', 'text')
    .addColumn('holder_token', 'text', (c) => c.unique())
    .addColumn('transferred_from', 'integer', (c) => c.references('tickets.id'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tickets').dropColumn('transferred_from').dropColumn('holder_token').dropColumn('holder_email').dropColumn('holder_name').execute();
}
