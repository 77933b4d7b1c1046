import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { eventBody, getEvent, saveEvent } from './operations-fixtures';
import { bearer } from './staff-fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const DIRTY = '<p>ok</p><script>alert(1)</script><img src=x onerror=alert(1)>';
const CLEAN = '<p>ok</p><img src="x">';
const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, headers: bearer(admin), payload });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: bearer(admin) });

/** No script element and no event handler attribute anywhere in what the API hands out. */
function expectHarmless(html: string) {
  expect(html).not.toMatch(/<script/i);
  expect(html).not.toMatch(/\son\w+=/i);
}

describe('admin HTML is sanitised on the server when saved', () => {
  it('site pages: pages/save.php stores and returns the page without script or handlers', async () => {
    const saved = await post('/api/pages/save.php', {
      name: 'agb',
      title: 'AGB',
      sections: [
        { name: 'AGB', id: 'agb', html: DIRTY },
        {
          name: 'Widerruf',
          id: 'widerruf',
          html: '<h3>Frist</h3><p style="color:red" onclick="x()">14 <b>Tage</b> &amp; <a href="javascript:alert(1)">mehr</a></p><form><input></form><iframe src="https://example.com"></iframe>',
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [first, second] = saved.json().page.sections;
    expect(first.html).toBe(CLEAN);
    expect(second.html).toBe('<h3>Frist</h3><p>14 <b>Tage</b> &amp; <a>mehr</a></p>');
    const shop = (await t.app.inject({ method: 'GET', url: '/api/pages/get.php?name=agb' })).json().page;
    expect(shop.sections.map((section: { html: string }) => section.html)).toEqual([CLEAN, second.html]);
    const row = await t.db.selectFrom('site_pages').select('sections').where('name', '=', 'agb').executeTakeFirstOrThrow();
    for (const section of row.sections) expectHarmless(section.html);
  });

  it('event texts: events/save.php stores description and passages without script or handlers', async () => {
    const body = eventBody(t, {
      description: DIRTY,
      passages: [
        { title: 'Worum es geht', text: DIRTY },
        { title: '<b onmouseover=alert(1)>Besetzung</b>', text: 'Mia & Tom' },
      ],
    });
    const saved = await saveEvent(t, admin, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const event = await getEvent(t, admin, saved.json().id);
    expect(event.description).toBe(CLEAN);
    expect(event.passages).toEqual([
      { title: 'Worum es geht', text: CLEAN },
      { title: '<b>Besetzung</b>', text: 'Mia & Tom' },
    ]);
    const shop = (await t.app.inject({ method: 'GET', url: `/api/events/info.php?name=${body.name}` })).json().event;
    expect(shop.description).toBe(CLEAN);
    expectHarmless(JSON.stringify(shop.passages));
  });

  it('event texts without markup stay exactly as typed: the shop shows them as text', async () => {
    const text = 'Tom & Jerry – wir <3 Musicals, 5 < 6 > 4.\nZweite Zeile';
    const saved = await saveEvent(t, admin, eventBody(t, { description: text, passages: [{ title: 'A & B', text }] }));
    expect(saved.statusCode, saved.body).toBe(200);
    const event = await getEvent(t, admin, saved.json().id);
    expect(event.description).toBe(text);
    expect(event.passages).toEqual([{ title: 'A & B', text }]);
  });

  it('mail templates: mail/templates/save.php stores the content without script or handlers, inline styles kept', async () => {
    const saved = await post('/api/mail/templates/save.php', {
      name: 'Sauber',
      subject: 'Danke {vorname}',
      content: `${DIRTY}<p style="color:#333">Hallo {vorname}, <a href="{tickets_link}" onclick="steal()">Tickets</a></p>{positionen}`,
      purpose: 'tickets',
      status: 'inactive',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const expected = `${CLEAN}<p style="color:#333">Hallo {vorname}, <a href="{tickets_link}">Tickets</a></p>{positionen}`;
    expect(saved.json().template.content).toBe(expected);
    const read = (await get(`/api/mail/templates/get.php?id=${saved.json().template.id}`)).json().template;
    expect(read.content).toBe(expected);
  });
});
