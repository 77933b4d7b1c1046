import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const save = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/pages/save.php', headers: bearer(admin), payload: payload as object });

describe('pages/admin_list.php and pages/save.php', () => {
  it('lists the six pages of spec §2', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/pages/admin_list.php', headers: bearer(admin) });
    expect(response.json().pages.map((page: { name: string }) => page.name)).toEqual([
      'impressum',
      'datenschutz',
      'agb',
      'widerrufsbelehrung',
      'cookie-richtlinie',
      'kontakt',
    ]);
  });

  it('stores a page in site_pages, where the shop reads it', async () => {
    const sections = [
      { name: 'Impressum', id: 'impressum', html: '<p>Förderverein</p>' },
      { name: 'Datenschutz', id: 'datenschutz', html: '<p>Wir speichern wenig.</p>' },
    ];
    const response = await save({ name: 'impressum', title: 'Impressum', sections });
    expect(response.statusCode, response.body).toBe(200);
    const row = await t.db.selectFrom('site_pages').selectAll().where('name', '=', 'impressum').executeTakeFirstOrThrow();
    expect(row.sections).toEqual(sections);
  });

  it.each([
    [{ name: 'hacker', title: 'X', sections: [{ name: 'a', id: 'a', html: '' }] }],
    [{ name: 'agb', title: '', sections: [{ name: 'a', id: 'a', html: '' }] }],
    [{ name: 'agb', title: 'AGB', sections: [] }],
    [{ name: 'agb', title: 'AGB', sections: [{ name: 'a', id: 'A B', html: '' }] }],
    [
      {
        name: 'agb',
        title: 'AGB',
        sections: [
          { name: 'a', id: 'a', html: '' },
          { name: 'b', id: 'a', html: '' },
        ],
      },
    ],
    [{ name: 'agb', title: 'AGB', sections: [{ name: 'a', id: 'a', html: 'x'.repeat(100_001) }] }],
  ])('refuses %j with 400', async (payload) => {
    expect((await save(payload)).statusCode).toBe(400);
  });
});
