import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { announceChange } from '../../src/server/db/change-feed';
import type { Db } from '../../src/server/db/database';

export const buyer = { firstName: 'Mia', lastName: 'Krüger', email: 'mia@example.de', phone: '0201 123456' };

/** The n-th of many different buyers (one address may hold only a few unpaid orders at a time). */
export const guest = (n: number) => ({ ...buyer, firstName: 'Gast', email: `gast${n}@example.de` });

let ownBuyers = 0;

/** A buyer no other test of the file orders as, for tests that share one app (issue 50): one address may hold only five unpaid orders. */
export const ownBuyer = () => ({ ...buyer, email: `kunde${++ownBuyers}@example.de` });

export interface ShowFixture {
  performanceId: number;
  eventId: number;
  eventName: string;
  startsAt: Date;
  adults: number;
  children: number;
}

/** The demo performance of 'musical' three weeks ahead (the test template is seeded in demo mode). */
export async function upcomingShow(db: Db): Promise<ShowFixture> {
  const row = await db
    .selectFrom('performances')
    .innerJoin('events', 'events.id', 'performances.event_id')
    .select(['performances.id', 'performances.starts_at', 'events.id as event_id', 'events.name'])
    .where('events.name', '=', 'musical')
    .where('performances.starts_at', '>', sql<Date>`now()`)
    .orderBy('performances.starts_at')
    .executeTakeFirstOrThrow();
  const categories = await db.selectFrom('categories').select(['id', 'name']).where('event_id', '=', row.event_id).execute();
  const id = (name: string) => categories.find((c) => c.name === name)?.id as number;
  return { performanceId: row.id, eventId: row.event_id, eventName: row.name, startsAt: row.starts_at, adults: id('Erwachsene'), children: id('Kinder') };
}

let ownShows = 0;

/**
 * A performance no other test of the file sells from, for tests that share one app (issue 50): a copy of
 * the demo performance, an hour later per call, with the same quotas. Its counters, sell-outs and orders
 * are the test's own.
 */
export async function ownShow(db: Db): Promise<ShowFixture> {
  const demo = await upcomingShow(db);
  const source = await db.selectFrom('performances').selectAll().where('id', '=', demo.performanceId).executeTakeFirstOrThrow();
  const later = (date: Date) => new Date(date.getTime() + ++ownShows * 60 * 60 * 1000);
  const startsAt = later(source.starts_at);
  const { id } = await db
    .insertInto('performances')
    .values({
      event_id: source.event_id,
      starts_at: startsAt,
      doors_at: source.doors_at && new Date(source.doors_at.getTime() + (startsAt.getTime() - source.starts_at.getTime())),
      room_id: source.room_id,
      box_office_capacity: source.box_office_capacity,
      on_sale: source.on_sale,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const quotas = await db.selectFrom('quotas').select(['category_id', 'capacity']).where('performance_id', '=', demo.performanceId).execute();
  await db
    .insertInto('quotas')
    .values(quotas.map((quota) => ({ performance_id: id, category_id: quota.category_id, capacity: quota.capacity })))
    .execute();
  // The app caches the catalogue: without the announcement it would not know the new performance yet.
  await announceChange(db, 'catalog');
  return { ...demo, performanceId: id, startsAt };
}

export async function setCapacity(db: Db, performanceId: number, categoryId: number, capacity: number) {
  await db.updateTable('quotas').set({ capacity }).where('performance_id', '=', performanceId).where('category_id', '=', categoryId).execute();
  // An app that already served this performance holds its quotas in a cache.
  await announceChange(db, 'catalog');
}

export function line(show: ShowFixture, categoryId: number, quantity: number, extra: Record<string, unknown> = {}) {
  return { performance_id: show.performanceId, category_id: categoryId, quantity, ...extra };
}

export function create(app: FastifyInstance, cart: unknown[], extra: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/orders/create.php', payload: { cart, user_data: buyer, donation_amount: 0, ...extra }, headers });
}

/** capture.php as the checkout calls it: with create.php's checkout_secret it names the e-mail and ticket link. */
export function capture(app: FastifyInstance, orderId: string | number, checkoutSecret?: string) {
  return app.inject({ method: 'POST', url: '/api/orders/capture.php', payload: { order_id: orderId, checkout_secret: checkoutSecret } });
}

export function approve(app: FastifyInstance, providerOrderId: string) {
  return app.inject({ method: 'POST', url: '/api/payments/test/approve.php', payload: { id: providerOrderId } });
}

/** Create → approve in the test buttons → capture; returns both answers. */
export async function buy(app: FastifyInstance, cart: unknown[], extra: Record<string, unknown> = {}) {
  const created = await create(app, cart, extra);
  if (created.statusCode !== 200) throw new Error(`create failed: ${created.statusCode} ${created.body}`);
  const { id, checkout_secret } = created.json();
  await approve(app, id);
  const captured = await capture(app, id, checkout_secret);
  return { created: created.json(), captured };
}

export async function heldOrSold(db: Db, performanceId: number, categoryId: number): Promise<number> {
  const row = await db
    .selectFrom('order_items')
    .innerJoin('orders', 'orders.id', 'order_items.order_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('order_items.quantity'), sql<number>`0`).as('n'))
    .where('order_items.performance_id', '=', performanceId)
    .where('order_items.category_id', '=', categoryId)
    .where('orders.status', 'in', ['CREATED', 'CAPTURED'])
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
