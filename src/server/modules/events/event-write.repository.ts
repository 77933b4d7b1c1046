import type { Transaction } from 'kysely';
import type { EventSaveRequest, VenueInput } from '../../../shared/api/events-admin.js';
import type { Database } from '../../db/schema.js';
import type { EventLocation } from './events.table.js';

type Trx = Transaction<Database>;

/** The event row, locked against other edits (see writeEvent for why NO KEY UPDATE); undefined when it is gone. */
export function lockEventRow(trx: Trx, id: number) {
  return trx.selectFrom('events').select('id').where('id', '=', id).forNoKeyUpdate().executeTakeFirst();
}

export async function deletePerformances(trx: Trx, ids: number[]): Promise<void> {
  await trx.deleteFrom('performances').where('id', 'in', ids).execute();
}

export async function deleteCategories(trx: Trx, ids: number[]): Promise<void> {
  await trx.deleteFrom('categories').where('id', 'in', ids).execute();
}

/** Only the parts that are filled, as the seed stores its school hall. */
function storedVenue(venue: VenueInput): EventLocation {
  return Object.fromEntries(Object.entries(venue).filter(([, value]) => value !== ''));
}

export async function upsertEventRow(trx: Trx, input: EventSaveRequest, now: Date): Promise<number> {
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
    ...(input.translations ? { translations: JSON.stringify(input.translations) } : {}),
    updated_at: now,
  };
  if (input.id === undefined) {
    return (await trx.insertInto('events').values(row).returning('id').executeTakeFirstOrThrow()).id;
  }
  await trx.updateTable('events').set(row).where('id', '=', input.id).execute();
  return input.id;
}

/** Categories in the editor's order; kept ones first step aside so names can swap without a clash. */
export async function writeCategories(trx: Trx, eventId: number, input: EventSaveRequest): Promise<number[]> {
  for (const category of input.categories) {
    if (category.id !== undefined)
      await trx
        .updateTable('categories')
        .set({ name: `\u0001${category.id}` })
        .where('id', '=', category.id)
        .execute();
  }
  const ids: number[] = [];
  for (const [sort_order, category] of input.categories.entries()) {
    const values = {
      name: category.name,
      price_cents: category.price_cents,
      max_per_order: category.max,
      sort_order,
      ...(category.translations ? { translations: JSON.stringify(category.translations) } : {}),
    };
    if (category.id !== undefined) {
      await trx.updateTable('categories').set(values).where('id', '=', category.id).execute();
      ids.push(category.id);
    } else {
      ids.push(
        (
          await trx
            .insertInto('categories')
            .values({ ...values, event_id: eventId })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      );
    }
  }
  return ids;
}

/** Performances and their quotas, one quota per category in the editor's order. */
/** Writes the performances and their quotas; returns each performance's id and start, in the editor's order. */
export async function writePerformances(trx: Trx, eventId: number, input: EventSaveRequest, categoryIds: number[]) {
  const written: Array<{ id: number; startsAt: Date }> = [];
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
    else
      id = (
        await trx
          .insertInto('performances')
          .values({ ...values, event_id: eventId })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    written.push({ id, startsAt: values.starts_at });
    if (categoryIds.length === 0) continue;
    await trx
      .insertInto('quotas')
      .values(categoryIds.map((category_id, index) => ({ performance_id: id as number, category_id, capacity: performance.capacities[index] })))
      .onConflict((oc) => oc.columns(['performance_id', 'category_id']).doUpdateSet((eb) => ({ capacity: eb.ref('excluded.capacity') })))
      .execute();
  }
  return written;
}
