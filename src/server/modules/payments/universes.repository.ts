import { writeAnnounced } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';

/** Every universe with its order count; the secret column is never selected for display. */
export function listUniverses(db: Db) {
  return db
    .selectFrom('payment_universes')
    .select(['id', 'name', 'provider', 'is_sandbox', 'active', 'client_id', 'webhook_id', 'updated_at'])
    .select((eb) => eb('client_secret', 'is not', null).as('has_secret'))
    .select((eb) => eb.selectFrom('orders').select(eb.fn.countAll<number>().as('n')).whereRef('orders.universe_id', '=', 'payment_universes.id').as('orders'))
    .orderBy('id')
    .execute();
}

/** The name an order's universe is shown with (orders read universes only through payments). */
export async function universeName(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const row = await db.selectFrom('payment_universes').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name ?? null;
}

/** Every universe with what a payment needs, secret included: for the providers, never for display. */
export function allUniverses(db: Db) {
  return db
    .selectFrom('payment_universes')
    .select(['id', 'name', 'provider', 'is_sandbox', 'active', 'client_id', 'client_secret', 'webhook_id', 'updated_at'])
    .orderBy('id')
    .execute();
}

export function findUniverse(db: Db, id: number) {
  return db.selectFrom('payment_universes').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface UniverseFields {
  name: string;
  is_sandbox: boolean;
  client_id: string | null;
  webhook_id: string | null;
  /** undefined keeps the stored secret. */
  client_secret?: string;
}

export async function insertUniverse(db: Db, fields: UniverseFields, now: Date): Promise<number> {
  const row = await writeAnnounced(db, ['payment-accounts'], (trx) =>
    trx
      .insertInto('payment_universes')
      .values({ ...fields, client_secret: fields.client_secret ?? null, provider: 'paypal', active: false, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow(),
  );
  return row.id;
}

export async function updateUniverse(db: Db, id: number, fields: Partial<UniverseFields>, now: Date): Promise<void> {
  await writeAnnounced(db, ['payment-accounts'], (trx) =>
    trx
      .updateTable('payment_universes')
      .set({ ...fields, updated_at: now })
      .where('id', '=', id)
      .execute(),
  );
}

/** Exactly one active universe: the switch happens in one transaction (a partial unique index guards it). */
export async function activate(db: Db, id: number, now: Date): Promise<void> {
  await writeAnnounced(db, ['payment-accounts'], async (trx) => {
    await trx.updateTable('payment_universes').set({ active: false }).where('active', '=', true).where('id', '<>', id).execute();
    await trx.updateTable('payment_universes').set({ active: true, updated_at: now }).where('id', '=', id).execute();
  });
}

/** Deletes an inactive universe no order was paid through; false when it is in use. */
export async function deleteUnused(db: Db, id: number): Promise<boolean> {
  const result = await writeAnnounced(db, ['payment-accounts'], (trx) =>
    trx
      .deleteFrom('payment_universes')
      .where('id', '=', id)
      .where('active', '=', false)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('orders').select('id').where('universe_id', '=', id))))
      .executeTakeFirst(),
  );
  return Number(result.numDeletedRows) === 1;
}
