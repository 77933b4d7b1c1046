import { type Kysely, sql } from 'kysely';

/**
 * Issue 52 item 3: deleting an account revokes its API keys since 2.4; keys whose creator was deleted before
 * lost their creator (`on delete set null`) and so stopped working, yet the list still showed them as valid.
 * They are marked revoked at the time of this migration. `down` cannot tell them from keys revoked by hand.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update api_keys set revoked_at = now() where created_by is null and revoked_at is null`.execute(db);
}

export async function down(): Promise<void> {}
