import type { CategoryDto, EventDto, PerformanceDto } from '../../../shared/api/events.js';
import { centsToEuros } from '../../../shared/domain/money.js';
import { byNextPerformance } from '../../../shared/domain/event-order.js';
import { categoryOrderLimit } from '../../../shared/domain/order-limits.js';
import { seatsOfRoom } from '../../../shared/domain/seats.js';
import { notFound } from '../../http/errors.js';
import type { AppContext } from '../../http/context.js';
import { quotaKey, takenPerQuota, takenSeats } from './availability.js';
import { readOrderSettings } from '../configuration/order-settings.js';
import * as repo from './events.repository.js';

type EventRow = Awaited<ReturnType<typeof repo.findEvents>>[number];

async function assemble(ctx: AppContext, events: EventRow[]): Promise<EventDto[]> {
  const eventIds = events.map((event) => event.id);
  const [performances, categories, settings] = await Promise.all([
    repo.findPerformances(ctx.db, eventIds),
    repo.findCategories(ctx.db, eventIds),
    readOrderSettings(ctx.db),
  ]);
  const performanceIds = performances.map((performance) => performance.id);
  const now = ctx.now();
  const [quotas, taken, seatsTaken] = await Promise.all([
    repo.findQuotas(ctx.db, performanceIds),
    takenPerQuota(ctx.db, performanceIds, now),
    takenSeats(ctx.db, performanceIds, now),
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
      id: event.id,
      name: event.name,
      title: event.title,
      description: event.description,
      image: event.image_file_id,
      colors: [event.color_primary, event.color_secondary],
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
      categories: eventCategories,
      performances: eventPerformances,
      price_from: prices.length ? Math.min(...prices) : null,
    };
  });
}

export async function listVisibleEvents(ctx: AppContext): Promise<EventDto[]> {
  return byNextPerformance(await assemble(ctx, await repo.findEvents(ctx.db, { visibleOnly: true })));
}

/** Looked up by its name (the spec's client forced 'musical'; see README, deviations). */
export async function eventByName(ctx: AppContext, name: string): Promise<EventDto> {
  const [event] = await assemble(ctx, await repo.findEvents(ctx.db, { name, visibleOnly: true }));
  if (!event) throw notFound('Das angeforderte Event existiert nicht.', 'EVENT_NOT_FOUND');
  return event;
}
