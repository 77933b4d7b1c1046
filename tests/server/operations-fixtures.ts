import type { EventSaveRequest } from '../../src/shared/api/events-admin';
import type { TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';
import type { ShowFixture } from '../helpers/orders';

export { editBody } from '../helpers/event-edit';

let counter = 0;
export const uniqueName = (prefix = 'event') => `${prefix}-${Date.now().toString(36)}-${++counter}`;

const DAY = 86_400_000;
/** An instant `days` ahead of the app's clock, on the hour. */
export function daysAhead(t: TestApp, days: number, hourUtc = 17): string {
  const at = new Date(t.clock.now().getTime() + days * DAY);
  at.setUTCHours(hourUtc, 0, 0, 0);
  return at.toISOString();
}

/** An event with two performances and two categories, as the editor would send it. */
export function eventBody(t: TestApp, overrides: Partial<EventSaveRequest> = {}): EventSaveRequest {
  const first = daysAhead(t, 30);
  const second = daysAhead(t, 31);
  const doors = (start: string) => new Date(Date.parse(start) - 30 * 60_000).toISOString();
  return {
    name: uniqueName(),
    title: 'Frühlingserwachen – Das Musical',
    description: 'Eine Geschichte vom Erwachsenwerden.',
    image: null,
    colors: ['1976d2', 'ff9800'],
    visible: true,
    hasSeatSelection: false,
    passages: [{ title: 'Worum es geht', text: 'Drei Freunde und ein Sommer.' }],
    categories: [
      { name: 'Erwachsene', price_cents: 800, max: 10 },
      { name: 'Kinder', price_cents: 400, max: 6 },
    ],
    performances: [
      { starts_at: first, doors_at: doors(first), room_id: null, on_sale: true, box_office: 10, capacities: [50, 20] },
      { starts_at: second, doors_at: doors(second), room_id: null, on_sale: true, box_office: 10, capacities: [40, 10] },
    ],
    ...overrides,
  };
}

export async function saveEvent(t: TestApp, token: string, body: EventSaveRequest) {
  return t.app.inject({ method: 'POST', url: '/api/events/save.php', headers: bearer(token), payload: body });
}

export async function createEvent(t: TestApp, token: string, overrides: Partial<EventSaveRequest> = {}): Promise<number> {
  const response = await saveEvent(t, token, eventBody(t, overrides));
  if (response.statusCode !== 200) throw new Error(`event save failed: ${response.body}`);
  return response.json().id;
}

export async function getEvent(t: TestApp, token: string, id: number) {
  const response = await t.app.inject({ method: 'GET', url: `/api/events/get.php?id=${id}`, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`event get failed: ${response.body}`);
  return response.json().event as import('../../src/shared/api/events-admin').AdminEvent;
}

/** What a refused call must leave untouched in the operations tables. */
export async function operationsSnapshot(t: TestApp): Promise<string> {
  const [events, performances, categories, quotas, rooms, universes, orders, tickets, settings, files] = await Promise.all([
    t.db.selectFrom('events').select(['id', 'name', 'title', 'visible', 'updated_at']).orderBy('id').execute(),
    t.db.selectFrom('performances').selectAll().orderBy('id').execute(),
    t.db.selectFrom('categories').selectAll().orderBy('id').execute(),
    t.db.selectFrom('quotas').selectAll().orderBy('performance_id').orderBy('category_id').execute(),
    t.db.selectFrom('rooms').selectAll().orderBy('id').execute(),
    t.db.selectFrom('payment_universes').selectAll().orderBy('id').execute(),
    t.db.selectFrom('orders').select(['id', 'status', 'refund_required']).orderBy('id').execute(),
    t.db.selectFrom('tickets').select(['id', 'status']).orderBy('id').execute(),
    t.db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute(),
    t.db.selectFrom('files').select(['id', 'name', 'folder']).orderBy('id').execute(),
  ]);
  return JSON.stringify({ events, performances, categories, quotas, rooms, universes, orders, tickets, settings, files });
}

/**
 * A room with a seat plan (rows of their own length) and a seated event with one performance in it: adults
 * and children get `capacities`, the box office `boxOffice` seats.
 */
export async function createSeatedShow(
  t: TestApp,
  token: string,
  room: { name: string; rows: Array<{ row: string; seats: number }> },
  performance: { capacities: [number, number]; boxOffice: number },
): Promise<ShowFixture> {
  const capacity = room.rows.reduce((sum, row) => sum + row.seats, 0);
  const { id: roomId } = await t.db
    .insertInto('rooms')
    .values({ name: room.name, capacity, seat_rows: JSON.stringify(room.rows) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return createSeatedEventIn(t, token, roomId, performance);
}

/** A seated event with one performance in an existing room: adults and children get `capacities`, the box office `boxOffice` seats. */
export async function createSeatedEventIn(
  t: TestApp,
  token: string,
  roomId: number,
  performance: { capacities: [number, number]; boxOffice: number },
): Promise<ShowFixture> {
  const body = eventBody(t, { hasSeatSelection: true });
  const performances = [{ ...body.performances[0], room_id: roomId, box_office: performance.boxOffice, capacities: performance.capacities }];
  const id = await createEvent(t, token, { ...body, performances });
  const event = await getEvent(t, token, id);
  return {
    performanceId: event.performances[0].id as number,
    eventId: id,
    eventName: event.name,
    startsAt: new Date(event.performances[0].starts_at),
    adults: event.categories[0].id as number,
    children: event.categories[1].id as number,
  };
}
