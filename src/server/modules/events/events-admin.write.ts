import type { Transaction } from 'kysely';
import type { EventSaveRequest, VenueInput } from '../../../shared/api/events-admin.js';
import { formatDate } from '../../../shared/domain/format.js';
import { writeAnnounced } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { EventLocation } from './events.table.js';
import type { AppContext } from '../../http/context.js';
import { badRequest, conflict, notFound } from '../../http/errors.js';
import { quotaKey, takenPerQuota } from './availability.js';
import * as repo from './events-admin.repository.js';
import { syncBoxOfficeSeats } from '../seating/holdbacks.service.js';

type Trx = Transaction<Database>;

/** Ids the editor sends must belong to this event; parts that orders name may not disappear. */
async function checkParts(trx: Trx, eventId: number, input: EventSaveRequest) {
  const [performances, categories, ordered] = await Promise.all([
    repo.eventPerformances(trx, eventId),
    repo.eventCategories(trx, eventId),
    repo.orderedParts(trx, eventId),
  ]);
  const performanceIds = new Set(performances.map((performance) => performance.id));
  const categoryIds = new Set(categories.map((category) => category.id));
  if (input.performances.some((performance) => performance.id !== undefined && !performanceIds.has(performance.id))) {
    throw badRequest('Eine Vorstellung gehört nicht zu diesem Event.', 'FOREIGN_PERFORMANCE');
  }
  if (input.categories.some((category) => category.id !== undefined && !categoryIds.has(category.id))) {
    throw badRequest('Eine Kategorie gehört nicht zu diesem Event.', 'FOREIGN_CATEGORY');
  }
  const keptPerformances = new Set(input.performances.map((performance) => performance.id));
  const keptCategories = new Set(input.categories.map((category) => category.id));
  const removedPerformances = performances.filter((performance) => !keptPerformances.has(performance.id));
  const removedCategories = categories.filter((category) => !keptCategories.has(category.id));
  const soldPerformance = removedPerformances.find((performance) => ordered.performances.has(performance.id));
  if (soldPerformance) {
    throw conflict(
      `Die Vorstellung am ${formatDate(soldPerformance.starts_at)} hat Bestellungen und kann nicht entfernt werden. Nimm sie stattdessen aus dem Verkauf.`,
      'PERFORMANCE_HAS_ORDERS',
    );
  }
  const soldCategory = removedCategories.find((category) => ordered.categories.has(category.id));
  if (soldCategory) {
    throw conflict(`Die Kategorie „${soldCategory.name}“ hat Bestellungen und kann nicht entfernt werden.`, 'CATEGORY_HAS_ORDERS');
  }
  return { performances, removedPerformances, removedCategories };
}

/** No quota below what is sold or held: checked under the quota row locks that sales take too. */
async function checkQuotas(trx: Trx, input: EventSaveRequest, existingIds: number[], now: Date) {
  await repo.lockEventQuotas(trx, existingIds);
  const taken = await takenPerQuota(trx as unknown as Db, existingIds, now);
  for (const performance of input.performances) {
    if (performance.id === undefined) continue;
    input.categories.forEach((category, index) => {
      if (category.id === undefined) return;
      const held = taken.get(quotaKey(performance.id as number, category.id)) ?? 0;
      if (performance.capacities[index] < held) {
        throw conflict(
          `Das Kontingent „${category.name}“ am ${formatDate(performance.starts_at)} kann nicht unter ${held} sinken: so viele Tickets sind verkauft oder reserviert.`,
          'QUOTA_BELOW_TAKEN',
          { fields: { [`performances.${input.performances.indexOf(performance)}.capacities.${index}`]: `Mindestens ${held}.` } },
        );
      }
    });
  }
}

/** Only the parts that are filled, as the seed stores its school hall. */
function storedVenue(venue: VenueInput): EventLocation {
  return Object.fromEntries(Object.entries(venue).filter(([, value]) => value !== ''));
}

async function upsertEventRow(trx: Trx, input: EventSaveRequest, now: Date): Promise<number> {
  const starts = input.performances.map((performance) => Date.parse(performance.starts_at));
  const row = {
    name: input.name,
    title: input.title,
    description: input.description,
    image_file_id: input.image,
    color_primary: input.colors[0],
    color_secondary: input.colors[1],
    premiere_date: starts.length ? new Date(Math.min(...starts)) : null,
    visible: input.visible,
    has_seat_selection: input.hasSeatSelection,
    passages: JSON.stringify(input.passages),
    ...(input.gallery ? { gallery_file_ids: JSON.stringify(input.gallery) } : {}),
    ...(input.venue ? { location: JSON.stringify(storedVenue(input.venue)) } : {}),
    ...(input.voice ? { countdown: input.voice.countdown, mail_signature: input.voice.mailSignature, meta_description: input.voice.metaDescription } : {}),
    ...(input.facts ? { recommended_age: input.facts.recommendedAge, duration: input.facts.duration, notes: input.facts.notes } : {}),
    updated_at: now,
  };
  if (input.id === undefined) {
    return (await trx.insertInto('events').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }
  await trx.updateTable('events').set(row).where('id', '=', input.id).execute();
  return input.id;
}

/** Categories in the editor's order; kept ones first step aside so names can swap without a clash. */
async function writeCategories(trx: Trx, eventId: number, input: EventSaveRequest): Promise<number[]> {
  for (const category of input.categories) {
    if (category.id !== undefined) await trx.updateTable('categories').set({ name: `\u0001${category.id}` }).where('id', '=', category.id).execute();
  }
  const ids: number[] = [];
  for (const [sort_order, category] of input.categories.entries()) {
    const values = { name: category.name, price_cents: category.price_cents, max_per_order: category.max, sort_order };
    if (category.id !== undefined) {
      await trx.updateTable('categories').set(values).where('id', '=', category.id).execute();
      ids.push(category.id);
    } else {
      ids.push((await trx.insertInto('categories').values({ ...values, event_id: eventId }).returning('id').executeTakeFirstOrThrow()).id);
    }
  }
  return ids;
}

async function writePerformances(trx: Trx, eventId: number, input: EventSaveRequest, categoryIds: number[]) {
  for (const performance of input.performances) {
    const values = {
      starts_at: new Date(performance.starts_at),
      doors_at: performance.doors_at === null ? null : new Date(performance.doors_at),
      room_id: performance.room_id,
      on_sale: performance.on_sale,
      box_office_capacity: performance.box_office,
    };
    let id = performance.id;
    if (id !== undefined) await trx.updateTable('performances').set(values).where('id', '=', id).execute();
    else id = (await trx.insertInto('performances').values({ ...values, event_id: eventId }).returning('id').executeTakeFirstOrThrow()).id;
    await syncBoxOfficeSeats(trx, id, formatDate(values.starts_at));
    if (categoryIds.length === 0) continue;
    await trx
      .insertInto('quotas')
      .values(categoryIds.map((category_id, index) => ({ performance_id: id as number, category_id, capacity: performance.capacities[index] })))
      .onConflict((oc) => oc.columns(['performance_id', 'category_id']).doUpdateSet((eb) => ({ capacity: eb.ref('excluded.capacity') })))
      .execute();
  }
}

/**
 * One READ COMMITTED transaction: the event, its categories, performances and quotas change together or
 * not at all. After the commit every cache of the catalog reloads.
 */
export async function writeEvent(ctx: AppContext, input: EventSaveRequest): Promise<number> {
  const now = ctx.now();
  // READ COMMITTED (PostgreSQL's default), as every write here: the locks below decide, not snapshots.
  return writeAnnounced(ctx.db, ['catalog'], async (trx) => {
      const sameName = await repo.findEventByName(trx, input.name);
      if (sameName && sameName.id !== input.id) {
        throw conflict('Diesen Namen trägt schon ein anderes Event.', 'EVENT_NAME_TAKEN', { fields: { name: 'Name bereits vergeben.' } });
      }
      if (input.id !== undefined) {
        // NO KEY UPDATE, not UPDATE: a sale's order items take KEY SHARE on the event row (foreign key) while
        // holding their quota rows, so a full row lock here would deadlock against the quota locks below.
        const existing = await trx.selectFrom('events').select('id').where('id', '=', input.id).forNoKeyUpdate().executeTakeFirst();
        if (!existing) throw notFound('Event nicht gefunden.', 'EVENT_NOT_FOUND');
      }
      const parts = input.id === undefined ? undefined : await checkParts(trx, input.id, input);
      if (parts) await checkQuotas(trx, input, parts.performances.map((performance) => performance.id), now);

      const eventId = await upsertEventRow(trx, input, now);
      if (parts?.removedPerformances.length) {
        await trx.deleteFrom('performances').where('id', 'in', parts.removedPerformances.map((performance) => performance.id)).execute();
      }
      if (parts?.removedCategories.length) {
        await trx.deleteFrom('categories').where('id', 'in', parts.removedCategories.map((category) => category.id)).execute();
      }
      const categoryIds = await writeCategories(trx, eventId, input);
      await writePerformances(trx, eventId, input, categoryIds);
      return eventId;
    });
}
