import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../tests/helpers/test-app';
import { announceChange } from '../../db/change-feed';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('pages/get.php', () => {
  it('serves the Impressum with its three anchored sections', async () => {
    const response = await t.app.inject({ url: '/api/pages/get.php?name=impressum' });
    expect(response.statusCode).toBe(200);
    const { page } = response.json();
    expect(page.title).toBe('Impressum');
    expect(page.sections.map((s: { name: string; id: string }) => [s.name, s.id])).toEqual([
      ['Impressum', 'impressum'],
      ['Copyright', 'copyright'],
      ['Datenschutz', 'datenschutz'],
    ]);
    const privacy = page.sections[2].html as string;
    for (const topic of ['PayPal', 'OpenStreetMap', 'E-Mail-Adresse', 'TLS']) expect(privacy).toContain(topic);
  });

  it('has every page the back office edits', async () => {
    for (const name of ['datenschutz', 'agb', 'widerrufsbelehrung', 'cookie-richtlinie', 'kontakt']) {
      const response = await t.app.inject({ url: `/api/pages/get.php?name=${name}` });
      expect(response.statusCode, name).toBe(200);
      expect(response.json().page.sections.length, name).toBeGreaterThan(0);
    }
  });

  it('answers an unknown page with 404 and a German message', async () => {
    const response = await t.app.inject({ url: '/api/pages/get.php?name=gibt-es-nicht' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'PAGE_NOT_FOUND', message: 'Seite nicht gefunden.' });
  });

  it('refuses malformed names with 400', async () => {
    for (const url of ['/api/pages/get.php', '/api/pages/get.php?name=../etc', `/api/pages/get.php?name=${'a'.repeat(200)}`]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(400);
    }
  });
});

describe('events for the shop', () => {
  it('gives the musical a poster and a gallery', async () => {
    const { event } = (await t.app.inject({ url: '/api/events/info.php?name=musical' })).json();
    expect(event.image).toEqual(expect.any(Number));
    expect(event.gallery).toHaveLength(3);
    const poster = await t.app.inject({ url: `/api/files/download.php?id=${event.image}` });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toContain('image/svg+xml');
  });

  it('lists the seats of the room with taken flags when the event has seat selection', async () => {
    const studio = await t.db.selectFrom('rooms').select('id').where('name', '=', 'Studiobühne').executeTakeFirstOrThrow();
    const event = await t.db.selectFrom('events').select('id').where('name', '=', 'musical').executeTakeFirstOrThrow();
    await t.db.updateTable('events').set({ has_seat_selection: true }).where('id', '=', event.id).execute();
    await t.db.updateTable('performances').set({ room_id: studio.id }).where('event_id', '=', event.id).execute();
    await announceChange(t.db, 'catalog');

    const { event: info } = (await t.app.inject({ url: '/api/events/info.php?name=musical' })).json();
    expect(info.hasSeatSelection).toBe(true);
    const seats = info.performances[0].seats;
    expect(seats.map((seat: { label: string }) => seat.label)).toEqual(['A1', 'A2', 'A3', 'A4', 'A5', 'B1', 'B2', 'B3', 'B4', 'B5']);
    expect(seats.every((seat: { taken: boolean }) => seat.taken === false)).toBe(true);
  });

  it('sends no seats for events without seat selection', async () => {
    const fresh = await createTestApp();
    const { events } = (await fresh.app.inject({ url: '/api/events/list_detailed.php' })).json();
    await fresh.close();
    expect(events[0].performances.every((performance: { seats: unknown[] }) => performance.seats.length === 0)).toBe(true);
  });
});
