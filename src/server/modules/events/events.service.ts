import type { CategoryDto, EventDto, PerformanceDto } from '../../../shared/api/events.js';
import type { PictureDto } from '../../../shared/api/images.js';
import { centsToEuros } from '../../../shared/domain/money.js';
import { byNextPerformance } from '../../../shared/domain/event-order.js';
import { categoryOrderLimit } from '../../../shared/domain/order-limits.js';
import { seatsOfRoom } from '../../../shared/domain/seats.js';
import { cached } from '../../db/cached.js';
import { cachedReaderOf, type Db } from '../../db/database.js';
import { notFound } from '../../domain-errors.js';
import type { AppContext } from '../../http/context.js';
import { quotaKey, quotaUse, seatsTakenAndHeldBack } from './availability.js';
import { readOrderSettings } from '../configuration/index.js';
import { picturesOf } from '../files/index.js';
import * as repo from './events.repository.js';
import { countdownKind, eventBasics } from './event-basics.js';
import { eventInLanguage } from './event-language.js';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/i18n/languages.js';

type EventRow = Awaited<ReturnType<typeof repo.findEvents>>[number];

/** What only an admin write changes: the visible events, their performances, prices, pictures and limits. */
interface Catalog {
  events: EventRow[];
  performances: Awaited<ReturnType<typeof repo.findPerformances>>;
  categories: Awaited<ReturnType<typeof repo.findCategories>>;
  settings: Awaited<ReturnType<typeof readOrderSettings>>;
  pictures: PictureDto[];
}

/** What sales change: capacity and tickets taken per quota, seats taken per performance, as of `now`. */
interface Availability {
  now: Date;
  quotas: Awaited<ReturnType<typeof quotaUse>>;
  seatsTaken: Map<number, Set<string>>;
  /** The taken seats held back for the box office or guests, per performance. */
  seatsHeldBack: Map<number, Set<string>>;
}

async function loadCatalog(db: Db): Promise<Catalog> {
  const events = await repo.findEvents(db, { visibleOnly: true });
  const eventIds = events.map((event) => event.id);
  const imageIds = events.flatMap((event) => [...(event.image_file_id === null ? [] : [event.image_file_id]), ...event.gallery_file_ids]);
  const [performances, categories, settings, pictures] = await Promise.all([
    repo.findPerformances(db, eventIds),
    repo.findCategories(db, eventIds),
    readOrderSettings(db),
    picturesOf(db, imageIds),
  ]);
  return { events, performances, categories, settings, pictures };
}

function assemble({ events, performances, categories, settings, pictures }: Catalog, { now, quotas, seatsTaken, seatsHeldBack }: Availability): EventDto[] {
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
        // The room's seats only matter where the event lets visitors pick them.
        const seats = event.has_seat_selection
          ? seatsOfRoom(performance.room_seat_rows ?? [], seatsTaken.get(performance.id), seatsHeldBack.get(performance.id))
          : [];
        // Seated, no category offers more than the seats still free online (issue 46).
        const freeSeats = event.has_seat_selection ? seats.filter((seat) => !seat.taken).length : Number.POSITIVE_INFINITY;
        const perCategory = eventCategories.map((category) => {
          const quota = quotas.get(quotaKey(performance.id, category.id)) ?? { capacity: 0, taken: 0 };
          return { ...category, capacity: quota.capacity, remaining: Math.min(freeSeats, Math.max(0, quota.capacity - quota.taken)) };
        });
        const remaining = Math.min(
          freeSeats,
          perCategory.reduce((sum, category) => sum + category.remaining, 0),
        );
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
          seats,
          ...(event.has_seat_selection && performance.room_stage === 'bottom' ? { stage: 'bottom' as const } : {}),
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
      countdown: countdownKind(event.countdown),
      meta_description: event.meta_description,
      pictures: pictures.filter((picture) => picture.id === event.image_file_id || event.gallery_file_ids.includes(picture.id)),
      categories: eventCategories,
      performances: eventPerformances,
      order_max: settings.maxQuantityPerCustomer,
      price_from: prices.length ? Math.min(...prices) : null,
    };
  });
}

/**
 * Every visible event as the shop shows it. When sales open every parent asks at once: list and info then
 * answer from memory. The catalog is kept until an admin write announces a change; the figures sold are
 * read again once they are a second old, while the page answers with the figures it has (at most five
 * seconds old, in a rush when that read queues behind the holds), and an admin write shows at once.
 */
const catalog = cached({ topics: ['catalog', 'configuration'] }, loadCatalog);

const availability = cached({ topics: ['catalog'], maxAgeMs: 1000, staleWhileReloadingMs: 4000 }, async (db, now): Promise<Availability> => {
  const performanceIds = (await catalog(db, now)).performances.map((performance) => performance.id);
  // On the connections kept for such reads: in a rush the buyers' holds hold every other one.
  const reader = cachedReaderOf(db);
  const [quotas, seats] = await Promise.all([quotaUse(reader, performanceIds, now), seatsTakenAndHeldBack(reader, performanceIds, now)]);
  return { now, quotas, seatsTaken: seats.taken, seatsHeldBack: seats.heldBack };
});

/** The figures sold as the shop shows them, at most a second old: what a refused buyer is told. */
export function recentAvailability(ctx: AppContext): Promise<Availability> {
  return availability(ctx.db, ctx.now());
}

/** The same figures if they are in memory now, without reading them. */
export function availabilityInMemory(ctx: AppContext): Promise<Availability> | undefined {
  return availability.peek(ctx.db, ctx.now());
}

/** The events built once per catalog and availability and language, shared by every answer until either is reloaded. */
const assembled = new WeakMap<Availability, { from: Catalog; events: Map<Language, EventDto[]> }>();

/** The events in `language`: the German ones with the school's translations laid over them (issue 53 item 5). */
function translated(current: Catalog, german: EventDto[], language: Language): EventDto[] {
  const rows = new Map(current.events.map((event) => [event.id, event]));
  const categories = new Map(current.categories.map((category) => [category.id, category.translations]));
  return german.map((event) => eventInLanguage(event, { event: rows.get(event.id)?.translations ?? {}, categories }, language));
}

async function visibleEvents(db: Db, now: Date, language: Language): Promise<EventDto[]> {
  const [current, figures] = await Promise.all([catalog(db, now), availability(db, now)]);
  let known = assembled.get(figures);
  if (known?.from !== current) {
    known = { from: current, events: new Map([[DEFAULT_LANGUAGE, assemble(current, figures)]]) };
    assembled.set(figures, known);
  }
  let events = known.events.get(language);
  if (!events) {
    events = translated(current, known.events.get(DEFAULT_LANGUAGE) ?? [], language);
    known.events.set(language, events);
  }
  return events;
}

export async function listVisibleEvents(ctx: AppContext, language: Language = DEFAULT_LANGUAGE): Promise<EventDto[]> {
  return byNextPerformance(await visibleEvents(ctx.db, ctx.now(), language));
}

/** Looked up by its name (the spec's client forced 'musical'; see README, deviations). */
export async function eventByName(ctx: AppContext, name: string, language: Language = DEFAULT_LANGUAGE): Promise<EventDto> {
  const event = (await visibleEvents(ctx.db, ctx.now(), language)).find((candidate) => candidate.name === name);
  if (!event) throw notFound('Das angeforderte Event existiert nicht.', 'EVENT_NOT_FOUND');
  return event;
}
