import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { closeOrders } from '../orders/index.js';

type Executor = Db | Transaction<Database>;

/** The mails' purposes (and their templates'). */
export const WAITING_CONFIRMATION_MAIL = 'waiting_list_confirmation';
export const WAITING_OFFER_MAIL = 'waiting_list_offer';
/** To a listed address signed up again (issue 52): the page answers as for a new sign-up, the mail tells the owner. */
export const WAITING_ALREADY_MAIL = 'waiting_list_already';
export const WAITING_MAILS: readonly string[] = [WAITING_CONFIRMATION_MAIL, WAITING_OFFER_MAIL, WAITING_ALREADY_MAIL];

/** The key space of the per-performance advisory lock every offer run takes (any number, fixed). */
const OFFER_LOCK_SPACE = 4242;

/** What the sign-up and the offers need to know of a performance and its event. */
export function performanceFacts(db: Executor, performanceId: number) {
  return db
    .selectFrom('performances')
    .innerJoin('events', 'events.id', 'performances.event_id')
    .select([
      'performances.id',
      'performances.starts_at',
      'performances.event_id',
      'events.title as event_title',
      'events.visible',
      'events.waiting_list',
      'events.has_seat_selection',
      'events.mail_signature',
    ])
    .where('performances.id', '=', performanceId)
    .executeTakeFirst();
}

/** Categories of a performance on sale (with a quota), with the places still free by the counters. */
export async function categoriesWithFree(db: Executor, performanceId: number) {
  const { rows } = await sql<{ id: number; name: string; price_cents: number; max_per_order: number; free: number }>`
    SELECT c.id, c.name, c.price_cents, c.max_per_order, greatest(q.capacity - q.sold - q.held, 0)::int AS free
    FROM quotas q JOIN categories c ON c.id = q.category_id
    WHERE q.performance_id = ${performanceId}
    ORDER BY c.sort_order, c.id`.execute(db);
  return rows;
}

export interface NewEntry {
  performance_id: number;
  category_id: number | null;
  email: string;
  name: string;
  quantity: number;
  token_hash: string;
  link_token: string;
  /** The visitor's language (shared/i18n/negotiate.ts); German when not given. */
  language?: string;
}

/**
 * Writes an unconfirmed entry, or finds the one this address has for the performance already: that one
 * stays as it is (its place, name and count), since whoever signs an address up again need not own it.
 */
export async function insertEntry(db: Executor, entry: NewEntry, now: Date): Promise<{ id: number; inserted: boolean; status: string }> {
  const { rows } = await sql<{ id: number }>`
    INSERT INTO waiting_list_entries (performance_id, category_id, email, name, quantity, token_hash, link_token, status, created_at, language)
    VALUES (${entry.performance_id}, ${entry.category_id}, ${entry.email}, ${entry.name}, ${entry.quantity}, ${entry.token_hash}, ${entry.link_token}, 'unconfirmed', ${now}, ${entry.language ?? 'de'})
    ON CONFLICT (performance_id, lower(email)) DO NOTHING
    RETURNING id`.execute(db);
  if (rows[0]) return { id: rows[0].id, inserted: true, status: 'unconfirmed' };
  const existing = await db
    .selectFrom('waiting_list_entries')
    .select(['id', 'status'])
    .where('performance_id', '=', entry.performance_id)
    .where(sql<string>`lower(email)`, '=', entry.email.toLowerCase())
    .executeTakeFirstOrThrow();
  return { id: existing.id, inserted: false, status: existing.status };
}

/** Whether a sign-up mail (confirmation or "already listed") for the entry was queued after `since`. */
export async function signUpMailSince(db: Executor, entryId: number, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('mail_outbox')
    .select('id')
    .where('waiting_entry_id', '=', entryId)
    .where('template_name', 'in', [WAITING_CONFIRMATION_MAIL, WAITING_ALREADY_MAIL])
    .where('created_at', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

/** The mail link confirmed the entry: from now on it waits in the line (by its sign-up order). */
export async function confirmEntry(db: Executor, entryId: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('waiting_list_entries')
    .set({ status: 'waiting', confirmed_at: now })
    .where('id', '=', entryId)
    .where('status', '=', 'unconfirmed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Sign-ups nobody confirmed in time go (data protection; the address may never have been its signer's). */
export async function deleteUnconfirmedBefore(db: Executor, before: Date): Promise<number> {
  const result = await db.deleteFrom('waiting_list_entries').where('status', '=', 'unconfirmed').where('created_at', '<=', before).executeTakeFirst();
  return Number(result.numDeletedRows);
}

export function entryByTokenHash(db: Executor, tokenHash: string) {
  return db.selectFrom('waiting_list_entries').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

export function entryById(db: Executor, id: number) {
  return db.selectFrom('waiting_list_entries').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function deleteEntry(db: Executor, id: number): Promise<void> {
  await db.deleteFrom('waiting_list_entries').where('id', '=', id).execute();
}

/** Queues a waiting-list mail (the entry names the recipient and carries the link). */
export async function enqueueWaitingMail(db: Executor, entry: { id: number; email: string; order_id?: number | null }, purpose: string, now: Date) {
  await db
    .insertInto('mail_outbox')
    .values({
      waiting_entry_id: entry.id,
      order_id: entry.order_id ?? null,
      template_name: purpose,
      recipient: entry.email,
      next_attempt_at: now,
      created_at: now,
    })
    .execute();
}

/**
 * Serialises the offer runs of one performance (until the transaction ends): of two frees at the same
 * moment, the second run sees the first one's offers, so no entry is offered twice.
 */
export async function lockPerformanceOffers(trx: Transaction<Database>, performanceId: number): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${OFFER_LOCK_SPACE}, ${performanceId})`.execute(trx);
}

/** An offer withdrawn (the entry left or was removed): its hold is cancelled and its places counted free. */
export async function withdrawOfferHold(db: Executor, orderId: number): Promise<boolean> {
  const closed = await closeOrders(
    db,
    sql<boolean>`id = ${orderId} AND holding AND status = 'CREATED'`,
    sql`status = 'CANCELLED', cancel_reason = 'Warteliste: Angebot zurückgezogen'`,
  );
  return closed.length > 0;
}

export async function savepoint(trx: Transaction<Database>, name: 'offer'): Promise<void> {
  await sql`SAVEPOINT ${sql.raw(name)}`.execute(trx);
}

export async function rollbackToSavepoint(trx: Transaction<Database>, name: 'offer'): Promise<void> {
  await sql`ROLLBACK TO SAVEPOINT ${sql.raw(name)}`.execute(trx);
}

/** Offers whose order was paid are bought; those whose hold ended otherwise have lapsed (the places went back). */
export async function settleOffers(db: Executor, performanceId: number): Promise<void> {
  await sql`
    UPDATE waiting_list_entries w SET status = CASE WHEN o.status = 'CAPTURED' THEN 'bought' ELSE 'lapsed' END
    FROM orders o
    WHERE w.order_id = o.id AND w.performance_id = ${performanceId} AND w.status = 'offered'
      AND (o.status = 'CAPTURED' OR NOT o.holding)`.execute(db);
  await sql`
    UPDATE waiting_list_entries SET status = 'lapsed'
    WHERE performance_id = ${performanceId} AND status = 'offered' AND order_id IS NULL`.execute(db);
}

/** The entries still waiting, first come first. */
export function waitingEntries(db: Executor, performanceId: number) {
  return db.selectFrom('waiting_list_entries').selectAll().where('performance_id', '=', performanceId).where('status', '=', 'waiting').orderBy('id').execute();
}

export async function markOffered(db: Executor, entryId: number, orderId: number, now: Date, expiresAt: Date): Promise<void> {
  await db
    .updateTable('waiting_list_entries')
    .set({ status: 'offered', order_id: orderId, offered_at: now, offer_expires_at: expiresAt })
    .where('id', '=', entryId)
    .execute();
}

/** Performances still ahead with someone waiting or an offer running, of events whose waiting list is on. */
export async function performancesToOffer(db: Executor, now: Date): Promise<number[]> {
  const rows = await db
    .selectFrom('waiting_list_entries as w')
    .innerJoin('performances as p', 'p.id', 'w.performance_id')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .select('w.performance_id')
    .distinct()
    .where('w.status', 'in', ['waiting', 'offered'])
    .where('e.waiting_list', '=', true)
    .where('p.starts_at', '>', now)
    .orderBy('w.performance_id')
    .execute();
  return rows.map((row) => row.performance_id);
}

/** Data protection: the entries of performances that have begun go (their mails keep no link to them). */
export async function deletePastEntries(db: Executor, now: Date): Promise<number> {
  const result = await sql`
    DELETE FROM waiting_list_entries w USING performances p
    WHERE p.id = w.performance_id AND p.starts_at <= ${now}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** The list staff see for a performance, in the line's order, with the state of each offer's order. */
export function staffList(db: Executor, performanceId: number) {
  return db
    .selectFrom('waiting_list_entries as w')
    .leftJoin('categories as c', 'c.id', 'w.category_id')
    .leftJoin('orders as o', 'o.id', 'w.order_id')
    .select([
      'w.id',
      'w.name',
      'w.email',
      'w.quantity',
      'w.status',
      'w.created_at',
      'w.offered_at',
      'w.offer_expires_at',
      'w.order_id',
      'c.name as category_name',
      'o.status as order_status',
    ])
    .where('w.performance_id', '=', performanceId)
    .orderBy('w.id')
    .execute();
}

/** Performances of an event with how many wait and how many offers run. */
export async function eventPerformances(db: Executor, eventId: number) {
  const { rows } = await sql<{ id: number; starts_at: Date; waiting: number; offered: number }>`
    SELECT p.id, p.starts_at,
      count(w.id) FILTER (WHERE w.status = 'waiting')::int AS waiting,
      count(w.id) FILTER (WHERE w.status = 'offered')::int AS offered
    FROM performances p LEFT JOIN waiting_list_entries w ON w.performance_id = p.id
    WHERE p.event_id = ${eventId}
    GROUP BY p.id ORDER BY p.starts_at`.execute(db);
  return rows;
}

export async function setEventWaitingList(db: Executor, eventId: number, on: boolean): Promise<boolean> {
  const result = await db.updateTable('events').set({ waiting_list: on }).where('id', '=', eventId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function eventWaitingListOn(db: Executor, eventId: number): Promise<boolean> {
  const row = await db.selectFrom('events').select('waiting_list').where('id', '=', eventId).where('visible', '=', true).executeTakeFirst();
  return row?.waiting_list === true;
}

export function eventsWithWaitingList(db: Executor) {
  return db.selectFrom('events').select(['id', 'title', 'waiting_list']).orderBy('id').execute();
}

/** What a waiting-list mail shows: the entry, its performance and, for an offer, the order's line. */
export function mailFacts(db: Executor, entryId: number) {
  return db
    .selectFrom('waiting_list_entries as w')
    .innerJoin('performances as p', 'p.id', 'w.performance_id')
    .innerJoin('events as e', 'e.id', 'p.event_id')
    .leftJoin('order_items as i', 'i.order_id', 'w.order_id')
    .leftJoin('categories as c', 'c.id', 'i.category_id')
    .select([
      'w.id',
      'w.name',
      'w.email',
      'w.quantity',
      'w.link_token',
      'w.status',
      'w.offer_expires_at',
      'w.order_id',
      'w.language',
      'p.starts_at',
      'e.id as event_id',
      'e.title as event_title',
      'e.mail_signature',
      'i.category_name',
      // The school's translations: a mail in another language names the event and category in them.
      'e.translations as event_translations',
      'c.translations as category_translations',
    ])
    .where('w.id', '=', entryId)
    .executeTakeFirst();
}

/** The seats an offer's order holds, in the order they were picked (empty when the show is not seated). */
export async function offerSeats(db: Executor, orderId: number | null): Promise<string[]> {
  if (orderId === null) return [];
  const rows = await db.selectFrom('order_items').select('seat').where('order_id', '=', orderId).where('seat', 'is not', null).orderBy('id').execute();
  return rows.map((row) => row.seat as string);
}
