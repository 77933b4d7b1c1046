import type { CategoryDto, EventDto, PerformanceDto } from '../../../shared/api/events.js';
import { centsToEuros } from '../../../shared/domain/money.js';
import { byNextPerformance } from '../../../shared/domain/event-order.js';
import { categoryOrderLimit } from '../../../shared/domain/order-limits.js';
import { seatsOfRoom } from '../../../shared/domain/seats.js';
import { cached } from '../../db/cached.js';
import type { Db } from '../../db/database.js';
import { notFound } from '../../http/errors.js';
import type { AppContext } from '../../http/context.js';
import { quotaKey, takenPerQuota, takenSeats } from './availability.js';
import { readOrderSettings } from '../configuration/order-settings.js';
import { picturesOf } from '../files/image-variants.service.js';
import * as repo from './events.repository.js';
import { eventBasics } from './event-basics.js';

type EventRow = Awaited<ReturnType<typeof repo.findEvents>>[number];

async function assemble(db: Db, now: Date, events: EventRow[]): Promise<EventDto[]> {
  const eventIds = events.map((event) => event.id);
  const imageIds = events.flatMap((event) => [...(event.image_file_id === null ? [] : [event.image_file_id]), ...event.gallery_file_ids]);
  const [performances, categories, settings, pictures] = await Promise.all([
    repo.findPerformances(db, eventIds),
    repo.findCategories(db, eventIds),
    readOrderSettings(db),
    picturesOf(db, imageIds),
  ]);
  const performanceIds = performances.map((performance) => performance.id);
  const [quotas, taken, seatsTaken] = await Promise.all([
    repo.findQuotas(db, performanceIds),
    takenPerQuota(db, performanceIds, now),
    takenSeats(db, performanceIds, now),
  ]);
  const capacity = new Map(quotas.map((quota) => [quotaKey(quota.performance_id, quota.category_id), quota.capacity]));

  return events.map((event) => {
    const eventCategories: CategoryDto[] = categories
      .filter((category) => category.event_id === event.id)
      .map((category) => ({
        id: category.id,
        name: category.name,
        price: centsToEuros(category.price_cents),
        price_cents: category.price_cents,
        max: category.max_per_order,
        order_limit: categoryOrderLimit(category.max_per_order, settings.maxQuantityPerCustomer),
      }));
    const eventPerformances: PerformanceDto[] = performances
      .filter((performance) => performance.event_id === event.id)
      .map((performance) => {
        const perCategory = eventCategories.map((category) => {
          const key = quotaKey(performance.id, category.id);
          const cap = capacity.get(key) ?? 0;
          return { ...category, capacity: cap, remaining: Math.max(0, cap - (taken.get(key) ?? 0)) };
        });
        const remaining = perCategory.reduce((sum, category) => sum + category.remaining, 0);
        return {
          id: performance.id,
          starts_at: performance.starts_at.toISOString(),
          doors_at: performance.doors_at?.toISOString() ?? null,
          room_id: performance.room_id,
          room_name: performance.room_name ?? null,
          past: performance.starts_at.getTime() <= now.getTime(),
          on_sale: performance.on_sale,
          remaining,
          sold_out: remaining === 0,
          categories: perCategory,
          // The room's seats only matter where the event lets visitors pick them.
          seats: event.has_seat_selection
            ? seatsOfRoom(performance.room_seat_rows ?? [], seatsTaken.get(performance.id))
            : [],
        };
      });
    const dates = eventPerformances.map((performance) => performance.starts_at);
    const prices = eventCategories.map((category) => category.price);
    return {
      ...eventBasics(event),
      premiere_date: event.premiere_date?.toISOString() ?? null,
      visible: event.visible ? 1 : 0,
      dates,
      hasSeatSelection: event.has_seat_selection,
      variables: {
        date: dates,
        category: Object.fromEntries(eventCategories.map((category) => [category.name, { price: category.price, max: category.max }])),
      },
      passages: event.passages,
      cast: event.cast_members,
      location: event.location,
      facts: { recommendedAge: event.recommended_age, duration: event.duration, notes: event.notes },
      gallery: event.gallery_file_ids,
      pictures: pictures.filter((picture) => picture.id === event.image_file_id || event.gallery_file_ids.includes(picture.id)),
      categories: eventCategories,
      performances: eventPerformances,
      price_from: prices.length ? Math.min(...prices) : null,
    };
  });
}

/**
 * Every visible event as the shop shows it. When sales open every parent asks at once: list and info
 * then answer from one load per second; availability may be that old, an admin write shows at once.
 */
const visibleEvents = cached({ topics: ['catalog', 'configuration'], maxAgeMs: 1000 }, async (db, now) =>
  assemble(db, now, await repo.findEvents(db, { visibleOnly: true })),
);

export async function listVisibleEvents(ctx: AppContext): Promise<EventDto[]> {
  return byNextPerformance(await visibleEvents(ctx.db, ctx.now()));
}

/** Looked up by its name (the spec's client forced 'musical'; see README, deviations). */
export async function eventByName(ctx: AppContext, name: string): Promise<EventDto> {
  const event = (await visibleEvents(ctx.db, ctx.now())).find((candidate) => candidate.name === name);
  if (!event) throw notFound('Das angeforderte Event existiert nicht.', 'EVENT_NOT_FOUND');
  return event;
}
