import type { AdminEvent, AdminEventListItem, EventSaveRequest } from '../../../shared/api/events-admin.js';
import { editorRuleErrors } from '../../../shared/domain/editor-rules.js';
import { firstError, validateEvent } from '../../../shared/domain/event-rules.js';
import { formatDate } from '../../../shared/domain/format.js';
import { seatedCapacityError, seatedCapacityErrors } from '../../../shared/domain/seated-capacity.js';
import { type SeatRowPlan, sellableSeatCount } from '../../../shared/domain/seats.js';
import { currentConfig } from '../configuration/index.js';
import type { Db } from '../../db/database.js';
import type { AppContext } from '../../http/context.js';
import { conflict, invalid, notFound } from '../../domain-errors.js';
import { sanitizeText } from '../../http/sanitize-html.js';
import { quotaKey, takenPerQuota } from './availability.js';
import { performanceQuotas } from './availability.repository.js';
import * as repo from './events-admin.repository.js';
import { writeEvent } from './events-admin.write.js';
import { cleanCategoryTranslations, cleanEventTranslations, refuseUnofferedLanguages } from './event-translations.js';
import { countdownKind, eventBasics } from './event-basics.js';
import { diffFields } from '../../../shared/domain/audit-changes.js';
import { noteAudit } from '../audit/index.js';

export const eventNotFound = () => notFound('Event nicht gefunden.', 'EVENT_NOT_FOUND');

export async function listAllEvents(ctx: AppContext): Promise<AdminEventListItem[]> {
  const rows = await repo.listAllEvents(ctx.db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    description: row.description,
    premiere_date: row.premiere_date?.toISOString() ?? null,
    visible: row.visible ? 1 : 0,
    performances: Number(row.performances ?? 0),
    sold: Number(row.sold ?? 0),
    can_delete: !row.has_orders,
  }));
}

/** The event as the editor needs it: categories, performances with quotas, and what is sold or held. */
export async function eventForEditing(ctx: AppContext, id: number): Promise<AdminEvent> {
  const event = await repo.findEvent(ctx.db, id);
  if (!event) throw eventNotFound();
  const [performances, categories, ordered] = await Promise.all([
    repo.eventPerformances(ctx.db, id),
    repo.eventCategories(ctx.db, id),
    repo.orderedParts(ctx.db, id),
  ]);
  const now = ctx.now();
  const performanceIds = performances.map((performance) => performance.id);
  const [quotas, taken] = await Promise.all([performanceQuotas(ctx.db, performanceIds), takenPerQuota(ctx.db, performanceIds, now)]);
  const capacity = new Map(quotas.map((quota) => [quotaKey(quota.performance_id, quota.category_id), quota.capacity]));
  return {
    ...eventBasics(event),
    visible: event.visible,
    hasSeatSelection: event.has_seat_selection,
    passages: event.passages,
    gallery: event.gallery_file_ids,
    venue: {
      name: event.location.name ?? '',
      address: event.location.address ?? '',
      parkingNote: event.location.parkingNote ?? '',
      mapUrl: event.location.mapUrl ?? '',
      country: event.location.country ?? '',
    },
    cast: event.cast_members,
    facts: { recommendedAge: event.recommended_age, duration: event.duration, notes: event.notes },
    voice: { countdown: countdownKind(event.countdown), mailSignature: event.mail_signature, metaDescription: event.meta_description },
    translations: event.translations,
    premiere_date: event.premiere_date?.toISOString() ?? null,
    categories: categories.map((category) => ({
      id: category.id,
      name: category.name,
      price_cents: category.price_cents,
      max: category.max_per_order,
      has_orders: ordered.categories.has(category.id),
      translations: category.translations,
    })),
    performances: performances.map((performance) => ({
      id: performance.id,
      starts_at: performance.starts_at.toISOString(),
      doors_at: performance.doors_at?.toISOString() ?? null,
      room_id: performance.room_id,
      room_name: performance.room_name ?? null,
      on_sale: performance.on_sale,
      box_office: performance.box_office_capacity,
      capacities: categories.map((category) => capacity.get(quotaKey(performance.id, category.id)) ?? 0),
      taken: categories.map((category) => taken.get(quotaKey(performance.id, category.id)) ?? 0),
      past: performance.starts_at.getTime() <= now.getTime(),
      has_orders: ordered.performances.has(performance.id),
    })),
    can_delete: ordered.performances.size === 0,
  };
}

/** Checks what the rules cannot see: rooms exist (with a seat plan for seat selection), images are images. */
async function checkReferences(db: Db, input: EventSaveRequest): Promise<void> {
  const roomIds = [...new Set(input.performances.map((performance) => performance.room_id).filter((id): id is number => id !== null))];
  const rooms = new Map((await repo.roomsByIds(db, roomIds)).map((room) => [room.id, room]));
  const fields: Record<string, string> = {};
  input.performances.forEach((performance, index) => {
    const room = performance.room_id === null ? undefined : rooms.get(performance.room_id);
    if (performance.room_id !== null && !room) fields[`performances.${index}.room_id`] = 'Diese Spielstätte gibt es nicht.';
    else if (input.hasSeatSelection && !room?.seat_rows.length) {
      fields[`performances.${index}.room_id`] = 'Für die Sitzplatzwahl braucht jede Vorstellung eine Spielstätte mit Sitzplan.';
    }
  });
  const imageIds = [...new Set([...(input.image === null ? [] : [input.image]), ...(input.gallery ?? [])])];
  const images = new Set((await repo.imageFiles(db, imageIds)).map((file) => file.id));
  if (input.image !== null && !images.has(input.image)) fields.image = 'Dieses Bild gibt es nicht (mehr).';
  if ((input.gallery ?? []).some((id) => !images.has(id))) fields.gallery = 'Ein Galeriebild gibt es nicht (mehr).';
  if (Object.keys(fields).length) throw invalid(firstError(fields), 'INVALID_EVENT', { fields });
  if (input.hasSeatSelection) checkSeatedCapacity(input, rooms);
}

/** On a seated performance the seats are the capacity: quotas and box office never add up past them (issue 46). */
function checkSeatedCapacity(input: EventSaveRequest, rooms: Map<number, { name: string; seat_rows: SeatRowPlan[] }>): void {
  // Every date is checked, and the refusal names each one that fails (issue 51 item 6), each at its field.
  const messages = input.performances.map((performance) => {
    const room = performance.room_id === null ? undefined : rooms.get(performance.room_id);
    if (!room) return null;
    return seatedCapacityError({
      capacities: performance.capacities,
      boxOffice: performance.box_office,
      seats: sellableSeatCount(room.seat_rows),
      room: room.name,
      when: formatDate(new Date(performance.starts_at)),
    });
  });
  const message = seatedCapacityErrors(messages);
  if (!message) return;
  const fields = Object.fromEntries(messages.flatMap((text, index) => (text ? [[`performances.${index}.box_office`, text]] : [])));
  throw invalid(message, 'QUOTA_OVER_SEATS', { fields });
}

/** The shop shows these as text; markup in them is cleaned anyway, for clients that show them as HTML. */
async function cleanTexts(input: EventSaveRequest): Promise<Pick<EventSaveRequest, 'title' | 'description' | 'passages' | 'voice'>> {
  return {
    voice: input.voice && {
      countdown: input.voice.countdown,
      mailSignature: await sanitizeText(input.voice.mailSignature),
      metaDescription: await sanitizeText(input.voice.metaDescription),
    },
    title: await sanitizeText(input.title),
    description: await sanitizeText(input.description),
    passages: await Promise.all(input.passages.map(async (passage) => ({ title: await sanitizeText(passage.title), text: await sanitizeText(passage.text) }))),
  };
}

/** The configuration's rules for events (minimum price, 0 € categories, blackout periods, events on sale). */
async function shopRuleErrors(ctx: AppContext, input: EventSaveRequest): Promise<Record<string, string>> {
  const { values } = await currentConfig(ctx.db);
  const now = ctx.now();
  const periods = Array.isArray(values.event_blackout_periods) ? (values.event_blackout_periods as Array<{ start: string; end: string }>) : [];
  const rules = {
    minimumPriceCents: Math.round(Number(values.minimum_ticket_price ?? 0) * 100),
    freeCategories: values.free_ticket_categories === true,
    blackoutPeriods: periods,
    maxConcurrentEvents: Number(values.max_concurrent_events ?? 100),
  };
  return editorRuleErrors(input, rules, await repo.eventsOnSale(ctx.db, now, input.id), now);
}

export async function saveEvent(ctx: AppContext, raw: EventSaveRequest): Promise<number> {
  refuseUnofferedLanguages(raw);
  // The schema's type coercion turns a JSON null into '' for string-or-null fields.
  const input = {
    ...raw,
    ...(await cleanTexts(raw)),
    performances: raw.performances.map((performance) => ({ ...performance, doors_at: performance.doors_at || null })),
  };
  const fields = { ...validateEvent(input), ...(await shopRuleErrors(ctx, input)) };
  if (Object.keys(fields).length) throw invalid(firstError(fields), 'INVALID_EVENT', { fields });
  await checkReferences(ctx.db, input);
  const before = input.id ? await eventForEditing(ctx, input.id).catch(() => null) : null;
  const id = await writeEvent(ctx, {
    ...input,
    title: input.title.trim(),
    description: input.description.trim(),
    colors: [input.colors[0].replace(/^#/, '').toLowerCase(), input.colors[1].replace(/^#/, '').toLowerCase()],
    categories: await Promise.all(
      input.categories.map(async (category) => ({
        ...category,
        name: category.name.trim(),
        ...(category.translations ? { translations: await cleanCategoryTranslations(category.translations) } : {}),
      })),
    ),
    ...(input.translations ? { translations: await cleanEventTranslations(input.translations) } : {}),
    passages: input.passages.map((passage) => ({ title: passage.title.trim(), text: passage.text.trim() })),
    venue: input.venue && {
      name: input.venue.name.trim(),
      address: input.venue.address.trim(),
      parkingNote: input.venue.parkingNote.trim(),
      mapUrl: input.venue.mapUrl.trim(),
      country: (input.venue.country ?? '').trim().toUpperCase(),
    },
    facts: input.facts && {
      recommendedAge: input.facts.recommendedAge.trim(),
      duration: input.facts.duration.trim(),
      notes: input.facts.notes.trim(),
    },
    voice: input.voice && {
      countdown: input.voice.countdown,
      mailSignature: input.voice.mailSignature.trim(),
      metaDescription: input.voice.metaDescription.replace(/\s+/g, ' ').trim(),
    },
  });
  // Before/after of the whole event as the editor shows it: prices and categories included.
  noteAudit({ subject: `event:${id}`, changes: diffFields(before, await eventForEditing(ctx, id)) });
  return id;
}

export async function deleteEvent(ctx: AppContext, id: number): Promise<void> {
  const outcome = await repo.deleteEventWithoutOrders(ctx.db, id);
  if (outcome === 'missing') throw eventNotFound();
  if (outcome !== 'ordered') noteAudit({ subject: `event:${id}`, changes: { deleted: [false, true] } });
  if (outcome === 'ordered') {
    throw conflict('Für dieses Event gibt es bereits Bestellungen. Es kann nicht gelöscht, aber versteckt werden.', 'EVENT_HAS_ORDERS');
  }
}
