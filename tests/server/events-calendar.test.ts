import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

/** "Öffentlicher Veranstaltungskalender" (spec §3, issue 33 point 9): a feed to subscribe to, or none. */
let t: TestApp;
let admin: string;
let show: ShowFixture;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  show = await upcomingShow(t.db);
});
afterAll(() => t.close());

const feed = () => t.app.inject({ method: 'GET', url: '/api/events/calendar.ics' });
const setCalendar = async (on: boolean) => {
  const saved = await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { public_event_calendar: on } } });
  expect(saved.statusCode, saved.body).toBe(200);
};
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('GET /api/events/calendar.ics', () => {
  it('lists every upcoming performance of the visible events with Berlin-correct times, venue and event link', async () => {
    await setCalendar(true);
    const response = await feed();
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = unfold(response.body);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const upcoming = await t.db
      .selectFrom('performances')
      .innerJoin('events', 'events.id', 'performances.event_id')
      .select(['performances.id', 'performances.starts_at'])
      .where('events.visible', '=', true)
      .where('performances.starts_at', '>', t.clock.now())
      .execute();
    expect(upcoming.length).toBeGreaterThan(0);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(upcoming.length);
    const start = show.startsAt
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${start}\r\n`);
    expect(ics).toContain(`UID:performance-${show.performanceId}@`);
    expect(ics).toMatch(/URL:http[^\r]*\/event\/musical\r\n/);
    expect(ics).toMatch(/LOCATION:[^\r]*Essen/);
    expect(ics).toContain('Tickets und Infos: ');
    // Past performances (the spec's two musicals are over) are not in it.
    expect(ics).not.toMatch(/DTSTART:20(1|20|21|22|23|24)/);
  });

  it('leaves out hidden events', async () => {
    await t.db.updateTable('events').set({ visible: false }).where('id', '=', show.eventId).execute();
    try {
      expect(unfold((await feed()).body)).not.toContain(`performance-${show.performanceId}@`);
    } finally {
      await t.db.updateTable('events').set({ visible: true }).where('id', '=', show.eventId).execute();
    }
  });

  it('answers 404 with a German message when the calendar is not public', async () => {
    await setCalendar(false);
    const response = await feed();
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'CALENDAR_OFF', message: 'Der Veranstaltungskalender ist nicht öffentlich.' });
    await setCalendar(true);
    expect((await feed()).statusCode).toBe(200);
  });
});
