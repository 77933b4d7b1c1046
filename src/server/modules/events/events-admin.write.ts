import type { Transaction } from 'kysely';
import type { EventSaveRequest } from '../../../shared/api/events-admin.js';
import { formatDate } from '../../../shared/domain/format.js';
import { writeAnnounced } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { AppContext } from '../../http/context.js';
import { conflict, invalid, notFound } from '../../domain-errors.js';
import { quotaKey, takenPerQuota } from './availability.js';
import * as repo from './events-admin.repository.js';
import * as write from './event-write.repository.js';
import { syncBoxOfficeSeats } from '../seating/index.js';

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
    throw invalid('Eine Vorstellung gehört nicht zu diesem Event.', 'FOREIGN_PERFORMANCE');
  }
  if (input.categories.some((category) => category.id !== undefined && !categoryIds.has(category.id))) {
    throw invalid('Eine Kategorie gehört nicht zu diesem Event.', 'FOREIGN_CATEGORY');
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
      const existing = await write.lockEventRow(trx, input.id);
      if (!existing) throw notFound('Event nicht gefunden.', 'EVENT_NOT_FOUND');
    }
    const parts = input.id === undefined ? undefined : await checkParts(trx, input.id, input);
    if (parts)
      await checkQuotas(
        trx,
        input,
        parts.performances.map((performance) => performance.id),
        now,
      );

    const eventId = await write.upsertEventRow(trx, input, now);
    if (parts?.removedPerformances.length)
      await write.deletePerformances(
        trx,
        parts.removedPerformances.map((performance) => performance.id),
      );
    if (parts?.removedCategories.length)
      await write.deleteCategories(
        trx,
        parts.removedCategories.map((category) => category.id),
      );
    const categoryIds = await write.writeCategories(trx, eventId, input);
    const performances = await write.writePerformances(trx, eventId, input, categoryIds);
    // On a seated show the box office's contingent is a set of seats held back from online sale (issue 46).
    for (const performance of performances) await syncBoxOfficeSeats(trx, performance.id, formatDate(performance.startsAt));
    return eventId;
  });
}
