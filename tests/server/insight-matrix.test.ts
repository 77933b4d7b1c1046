import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, line, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { allPermissionKeys, bearer, signedInWith } from './staff-fixtures';

let t: TestApp;
let mailId: number;
beforeAll(async () => {
  t = await createTestApp();
  const show = await upcomingShow(t.db);
  await buy(t.app, [line(show, show.adults, 1)]);
  const { mailWorkerOf } = await import('../../src/server/modules/mail/mail-worker');
  await mailWorkerOf(t.app.ctx)?.idle();
  mailId = (await t.db.selectFrom('mail_outbox').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow()).id;
});
afterAll(() => t.close());

let counter = 0;
const inactiveTemplate = async () =>
  (
    await t.db
      .insertInto('mail_templates')
      .values({ name: `Entwurf ${++counter}`, subject: 'Betreff', content: '<p>Hallo</p>', status: 'inactive', purpose: 'tickets' })
      .returning('id')
      .executeTakeFirstOrThrow()
  ).id;

/** Every call of this half behind a key; `keys` are alternatives. */
const calls: Array<{ name: string; keys: string[]; request: () => Promise<InjectOptions> }> = [
  { name: 'config/get.php', keys: ['CONFIGURATION_VIEW', 'UI_CUSTOMIZE_VIEW'], request: async () => ({ method: 'GET', url: '/api/config/get.php' }) },
  {
    name: 'config/save.php',
    keys: ['CONFIGURATION_EDIT'],
    request: async () => ({ method: 'POST', url: '/api/config/save.php', payload: { values: { shop_slogan: `Slogan ${++counter}` } } }),
  },
  {
    name: 'config/upload.php',
    keys: ['CONFIGURATION_EDIT'],
    request: async () => ({ method: 'POST', url: '/api/config/upload.php', payload: { key: 'css_file_id', filename: 'shop.css', content: 'body{}' } }),
  },
  { name: 'statistics/dashboard.php', keys: ['DASHBOARD_VIEW'], request: async () => ({ method: 'GET', url: '/api/statistics/dashboard.php' }) },
  {
    name: 'statistics/fetch.php',
    keys: ['STATISTICS_VIEW', 'STATISTICS_VIEW_DETAILED'],
    request: async () => ({ method: 'GET', url: '/api/statistics/fetch.php' }),
  },
  {
    name: 'statistics/overview.php',
    keys: ['STATISTICS_VIEW', 'STATISTICS_VIEW_DETAILED'],
    request: async () => ({ method: 'GET', url: '/api/statistics/overview.php' }),
  },
  { name: 'mail/templates/list.php', keys: ['MAIL_TEMPLATES_VIEW'], request: async () => ({ method: 'GET', url: '/api/mail/templates/list.php' }) },
  { name: 'mail/templates/get.php', keys: ['MAIL_TEMPLATES_VIEW'], request: async () => ({ method: 'GET', url: '/api/mail/templates/get.php?id=1' }) },
  {
    name: 'mail/templates/save.php',
    keys: ['MAIL_TEMPLATES_EDIT'],
    request: async () => ({
      method: 'POST',
      url: '/api/mail/templates/save.php',
      payload: { name: `Neu ${++counter}`, subject: 'Hallo {vorname}', content: '<p>{event}</p>', purpose: 'tickets', status: 'inactive' },
    }),
  },
  {
    name: 'mail/templates/delete.php',
    keys: ['MAIL_TEMPLATES_EDIT'],
    request: async () => ({ method: 'POST', url: '/api/mail/templates/delete.php', payload: { id: await inactiveTemplate() } }),
  },
  { name: 'mail/outbox.php', keys: ['CONFIGURATION_MAIL_VIEW'], request: async () => ({ method: 'GET', url: '/api/mail/outbox.php' }) },
  { name: 'mail/resend.php', keys: ['MAIL_RESEND'], request: async () => ({ method: 'POST', url: '/api/mail/resend.php', payload: { id: mailId } }) },
  {
    name: 'pages/admin_list.php',
    keys: ['CONFIGURATION_SITES', 'CONFIGURATION_SITES_VIEW'],
    request: async () => ({ method: 'GET', url: '/api/pages/admin_list.php' }),
  },
  {
    name: 'pages/save.php',
    keys: ['CONFIGURATION_SITES_EDIT'],
    request: async () => ({
      method: 'POST',
      url: '/api/pages/save.php',
      payload: { name: 'kontakt', title: 'Kontakt', sections: [{ name: 'Kontakt', id: 'kontakt', html: `<p>Nr. ${++counter}</p>` }] },
    }),
  },
];

async function snapshot(): Promise<string> {
  const [settings, templates, pages, outbox] = await Promise.all([
    t.db.selectFrom('settings').select(['key', 'value']).orderBy('key').execute(),
    t.db.selectFrom('mail_templates').select(['id', 'name', 'status', 'content']).orderBy('id').execute(),
    t.db.selectFrom('site_pages').select(['name', 'sections']).orderBy('name').execute(),
    t.db.selectFrom('mail_outbox').select('id').orderBy('id').execute(),
  ]);
  return JSON.stringify({ settings, templates, pages, outbox });
}

const call = (token: string, options: InjectOptions) => t.app.inject({ ...options, headers: { ...(options.headers ?? {}), ...bearer(token) } });

describe('back-office operations call matrix', () => {
  for (const entry of calls) {
    it(`${entry.name}: 401 without session, 403 and no change without ${entry.keys.join('/')}, success with it and as ADMIN`, async () => {
      const anonymous = await t.app.inject(await entry.request());
      expect(anonymous.statusCode).toBe(401);
      const everyOther = (await allPermissionKeys(t)).filter((key) => key !== 'ADMIN' && !entry.keys.includes(key));
      const lacking = await signedInWith(t, everyOther);
      const request = await entry.request();
      const before = await snapshot();
      const denied = await call(lacking.token, request);
      expect(denied.statusCode, denied.body).toBe(403);
      expect(await snapshot()).toBe(before);
      for (const key of entry.keys) {
        const holder = await signedInWith(t, [key]);
        const allowed = await call(holder.token, await entry.request());
        expect(allowed.statusCode, `${key}: ${allowed.body}`).toBe(200);
        expect(allowed.json().success).toBe(true);
      }
      const asAdmin = await call(await t.login(), await entry.request());
      expect(asAdmin.statusCode, asAdmin.body).toBe(200);
    });
  }

  it('seeds the new keys into the tree and gives the manager the texts and mails but not the configuration save', async () => {
    const keys = await allPermissionKeys(t);
    for (const key of ['CONFIGURATION_EDIT', 'CONFIGURATION_SITES_EDIT', 'MAIL_TEMPLATES_VIEW', 'MAIL_TEMPLATES_EDIT', 'MAIL_RESEND'])
      expect(keys).toContain(key);
    const manager = (await t.db.selectFrom('role_permissions').select('permission_key').where('role_name', '=', 'manager').execute()).map(
      (r) => r.permission_key,
    );
    expect(manager).toEqual(expect.arrayContaining(['CONFIGURATION_VIEW', 'MAIL_TEMPLATES_EDIT', 'CONFIGURATION_SITES_EDIT', 'MAIL_RESEND']));
    expect(manager).not.toContain('CONFIGURATION_EDIT');
  });
});
