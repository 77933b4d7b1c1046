import { afterEach, describe, expect, it } from 'vitest';
import { berlinDay } from '../../src/shared/domain/berlin-time';
import { editBody } from '../helpers/event-edit';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { eventBody, getEvent, saveEvent } from './operations-fixtures';
import { bearer } from './staff-fixtures';

let t: TestApp;
afterEach(async () => {
  await t?.close();
});

async function editor(values: Record<string, unknown> = {}) {
  t = await createTestApp();
  const admin = await t.login();
  if (Object.keys(values).length) {
    const saved = await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values } });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return admin;
}

describe('rules the event editor enforces (issue 33.7)', () => {
  it('refuses a category below the minimum price, and a 0 € category unless the setting allows Freikarten', async () => {
    const admin = await editor({ minimum_ticket_price: 5 });
    const cheap = await saveEvent(
      t,
      admin,
      eventBody(t, {
        categories: [
          { name: 'Erwachsene', price_cents: 800, max: 10 },
          { name: 'Kinder', price_cents: 300, max: 6 },
        ],
      }),
    );
    expect(cheap.statusCode).toBe(400);
    expect(cheap.json().message).toContain('Der Preis liegt unter dem Mindestpreis von 5,00');
    const free = eventBody(t, {
      categories: [
        { name: 'Erwachsene', price_cents: 800, max: 10 },
        { name: 'Helfer', price_cents: 0, max: 2 },
      ],
    });
    expect((await saveEvent(t, admin, free)).json().message).toBe('Kategorien mit 0,00 € (Freikarten) sind in der Konfiguration nicht erlaubt.');
    await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { free_ticket_categories: true } } });
    expect((await saveEvent(t, admin, free)).statusCode).toBe(200);
  });

  it('refuses a performance inside a blackout period', async () => {
    const admin = await editor();
    const body = eventBody(t);
    const day = berlinDay(new Date(body.performances[0].starts_at));
    await t.app.inject({
      method: 'POST',
      url: '/api/config/save.php',
      headers: bearer(admin),
      payload: { values: { event_blackout_periods: [{ start: day, end: day }] } },
    });
    const refused = await saveEvent(t, admin, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields['performances.0.starts_at']).toMatch(/liegt im Sperrzeitraum/);
  });

  it('keeps the number of events on sale at the maximum', async () => {
    const admin = await editor({ max_concurrent_events: 1 });
    const refused = await saveEvent(t, admin, eventBody(t));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'Es dürfen höchstens 1 Events gleichzeitig im Verkauf sein (Konfiguration). Bitte verstecke dieses oder ein anderes Event.',
    );
    expect((await saveEvent(t, admin, eventBody(t, { visible: false }))).statusCode).toBe(200);
  });

  it('lets the demo data be saved unchanged under its own settings', async () => {
    const admin = await editor();
    const seeded = await t.db.selectFrom('events').select('id').execute();
    for (const { id } of seeded) {
      const saved = await saveEvent(t, admin, editBody(await getEvent(t, admin, id)));
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });
});
