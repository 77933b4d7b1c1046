import type { AdminEvent, EventSaveRequest } from '../../src/shared/api/events-admin';

/** The editor's body for an event as read back (ids kept); venue and facts left out stay as stored. */
export function editBody(event: AdminEvent): EventSaveRequest {
  return {
    id: event.id,
    name: event.name,
    title: event.title,
    description: event.description,
    image: event.image,
    colors: event.colors,
    visible: event.visible,
    hasSeatSelection: event.hasSeatSelection,
    passages: event.passages,
    gallery: event.gallery,
    categories: event.categories.map(({ id, name, price_cents, max }) => ({ id, name, price_cents, max })),
    performances: event.performances.map(({ id, starts_at, doors_at, room_id, on_sale, box_office, capacities }) => ({
      id,
      starts_at,
      doors_at,
      room_id,
      on_sale,
      box_office,
      capacities: [...capacities],
    })),
  };
}
