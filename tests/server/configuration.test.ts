import { schoolSettings } from '../../src/server/db/seed/demo-content';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { create, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, signedInWith } from './staff-fixtures';

let t: TestApp;
let admin: string;
let show: ShowFixture;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  show = await upcomingShow(t.db);
});
afterAll(() => t.close());

const save = (values: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values } });
const read = async () => (await t.app.inject({ method: 'GET', url: '/api/config/get.php', headers: bearer(admin) })).json();

describe('config/get.php and config/save.php', () => {
  it('with UI_CUSTOMIZE_VIEW alone answers only the settings of the UI customization page (issue 51)', async () => {
    const designer = await signedInWith(t, ['UI_CUSTOMIZE_VIEW']);
    const answer = await t.app.inject({ method: 'GET', url: '/api/config/get.php', headers: bearer(designer.token) });
    expect(answer.statusCode).toBe(200);
    expect(Object.keys(answer.json().values).sort()).toEqual(
      ['color_background', 'color_primary', 'color_secondary', 'logo_file_id', 'shop_name', 'shop_slogan', 'start_page_layout'].sort(),
    );
    expect(Object.keys(answer.json().files)).toEqual(['logo_file_id']);
  });

  it('returns every field with the spec defaults before anything is saved', async () => {
    // The demo seed stores the school's colours and contact; a shop without them reads the spec defaults.
    await t.db.deleteFrom('settings').where('key', 'in', Object.keys(schoolSettings)).execute();
    const body = await read();
    expect(body.values).toMatchObject({
      ticket_reservation_minutes: 20,
      max_order_quantity_per_customer: 10,
      default_tax_rate: 19,
      color_primary: '#1976d2',
      maintenance_mode: false,
      last_backup: null,
    });
    expect(Object.keys(body.values).length).toBeGreaterThanOrEqual(57);
    expect(body.files).toMatchObject({ logo_file_id: null });
  });

  it.each([
    ['default_tax_rate', 100.01],
    ['default_tax_rate', -1],
    ['default_tax_rate', 7.123],
    ['max_order_quantity_per_customer', 0],
    ['max_coupon_use_per_customer', 0],
    ['ticket_reservation_minutes', 0],
    ['ticket_reservation_minutes', 1.5],
    ['reservation_limit_per_customer', 0],
    ['group_discount_percent', 100.1],
    ['group_discount_percent', 5.55],
    ['ticket_return_days', -1],
    ['minimum_ticket_price', -1],
    ['max_concurrent_events', 0],
    ['event_reminder_days', -1],
    ['api_rate_limit', 0],
    ['backup_interval_hours', 0],
    ['color_primary', 'blau'],
    ['password_policy', 'egal'],
    ['maintenance_mode', 'ja'],
    ['tax_rules', [{ country: 'XYZ', rate: 5 }]],
    ['last_backup', '2025-01-01'],
    ['gibt_es_nicht', 1],
    // Issue 33 point 9: fields a ticket shop cannot act on are gone from the catalogue, so they are unknown keys.
    ['payment_methods', ['paypal', 'bitcoin']],
    ['default_shipping_cost', 4.99],
    ['pixel_id', 'px-1'],
    ['custom_js_file_id', 1],
    // The languages are the Localization page's (localization/save.php, issue 53 item 7), not this form's.
    ['default_language', 'en'],
    ['supported_languages', ['de', 'en']],
  ])('refuses %s = %j with 400, a German message and nothing stored', async (key, value) => {
    const before = await read();
    const response = await save({ shop_slogan: 'Sollte nicht gespeichert werden', [key]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'INVALID_CONFIGURATION', fields: { [key]: expect.any(String) } });
    expect((await read()).values).toEqual(before.values);
  });

  it('accepts the bounds themselves and stores them', async () => {
    const response = await save({ default_tax_rate: 100, group_discount_percent: 0, ticket_return_days: 0, minimum_ticket_price: 0, event_reminder_days: 0 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().values).toMatchObject({ default_tax_rate: 100, group_discount_percent: 0, ticket_return_days: 0 });
    expect(response.json().message).toBe('Daten erfolgreich gespeichert!');
    await save({ default_tax_rate: 19 });
  });

  it('uses the saved reservation time for the hold of orders/create.php', async () => {
    expect((await save({ ticket_reservation_minutes: 45 })).statusCode).toBe(200);
    const created = await create(t.app, [line(show, show.adults, 1)]);
    expect(created.statusCode, created.body).toBe(200);
    const order = await t.db.selectFrom('orders').select(['created_at', 'expires_at']).where('id', '=', created.json().order_id).executeTakeFirstOrThrow();
    expect(Math.round((order.expires_at.getTime() - t.clock.now().getTime()) / 60_000)).toBe(45);
    expect(created.json().expires_at).toBe(order.expires_at.toISOString());
    await save({ ticket_reservation_minutes: 20 });
  });

  it('holds the whole order to the maximum the shop states: 10 adults and 10 children are refused (issue 32 item 3)', async () => {
    const refused = await create(t.app, [line(show, show.adults, 10), line(show, show.children, 10)]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'QUANTITY_LIMIT', message: 'Pro Bestellung sind höchstens 10 Tickets möglich.' });
    const info = (await t.app.inject({ method: 'GET', url: '/api/events/list_detailed.php' })).json();
    expect(info.events[0].order_max).toBe(10);
  });

  it('uses the saved maximum order quantity per customer', async () => {
    await save({ max_order_quantity_per_customer: 2 });
    const refused = await create(t.app, [line(show, show.adults, 3)]);
    expect(refused.statusCode).toBe(400);
    await save({ max_order_quantity_per_customer: 10 });
  });
});

describe('config/public.php', () => {
  it('gives the shop its name, colours, contact, maintenance flag and cookie banner without a session', async () => {
    await save({ maintenance_mode: true, support_phone: '0201 123456', shop_name: 'Bühnenzauber', mail_signature: 'GEHEIM-123' });
    const response = await t.app.inject({ method: 'GET', url: '/api/config/public.php' });
    expect(response.statusCode).toBe(200);
    const { config } = response.json();
    expect(config).toMatchObject({
      maintenance_mode: true,
      support_phone: '0201 123456',
      shop_name: 'Bühnenzauber',
      cookie_banner_enabled: true,
      password_policy: 'none',
    });
    expect(response.body).not.toContain('GEHEIM-123');
    expect(config).not.toHaveProperty('api_keys');
    await save({ maintenance_mode: false });
  });

  it('gives /kontakt the configured address and opening hours (issue 33 point 9)', async () => {
    await save({ opening_hours: 'Vorverkauf im Sekretariat: Mo–Fr 8–13 Uhr' });
    const { config } = (await t.app.inject({ method: 'GET', url: '/api/config/public.php' })).json();
    expect(config).toMatchObject({ address: expect.stringContaining('Parkstraße 12'), opening_hours: 'Vorverkauf im Sekretariat: Mo–Fr 8–13 Uhr' });
  });
});

describe('config/upload.php', () => {
  const upload = (payload: Record<string, string>) => t.app.inject({ method: 'POST', url: '/api/config/upload.php', headers: bearer(admin), payload });

  it('stores a plain SVG logo, which the configuration then points at', async () => {
    const response = await upload({
      key: 'logo_file_id',
      filename: 'logo.svg',
      content: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle r="4"/></svg>',
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().file_id;
    expect((await save({ logo_file_id: id })).statusCode).toBe(200);
    expect((await read()).files.logo_file_id).toEqual({ id, name: 'logo.svg' });
    const file = await t.app.inject({ method: 'GET', url: `/api/files/download.php?id=${id}` });
    expect(file.headers['content-type']).toContain('image/svg+xml');
  });

  it('takes a stylesheet with form feeds: the file is content, not a form field', async () => {
    const response = await upload({ key: 'custom_css_file_id', filename: 'eigen.css', content: '/* Teil 1 */\f\n.a { color: red }\n\f/* Teil 2 */' });
    expect(response.statusCode, response.body).toBe(200);
  });

  it.each([
    [{ key: 'logo_file_id', filename: 'logo.svg', content: '<svg onload="alert(1)"></svg>' }, 'UNSAFE_SVG'],
    [{ key: 'logo_file_id', filename: 'logo.svg', content: '<svg><script>alert(1)</script></svg>' }, 'UNSAFE_SVG'],
    [{ key: 'logo_file_id', filename: 'logo.png', content: '<svg></svg>' }, 'UNSUPPORTED_FILE_TYPE'],
    [{ key: 'shop_name', filename: 'a.css', content: 'x' }, 'NOT_A_FILE_FIELD'],
    [{ key: 'css_file_id', filename: 'binaer.css', content: 'a\u0000b' }, 'UNSUPPORTED_FILE_TYPE'],
    [{ key: 'css_file_id', filename: 'na\u0000me.css', content: 'a{}' }, 'CONTROL_CHARACTERS'],
  ])('refuses %j', async (payload, code) => {
    const response = await upload(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
  });

  it('refuses a file id that does not exist', async () => {
    const response = await save({ css_file_id: 999999 });
    expect(response.statusCode).toBe(400);
  });
});

describe('order limits known before paying (issue 15 item 3)', () => {
  it('events/info.php gives each category the per-order limit the server enforces, with the configured maximum', async () => {
    await save({ max_order_quantity_per_customer: 2 });
    const info = (await t.app.inject({ method: 'GET', url: '/api/events/list_detailed.php' })).json();
    const performance = info.events
      .flatMap((event: { performances: unknown[] }) => event.performances)
      .find((p: { id: number }) => p.id === show.performanceId);
    expect(performance.categories.map((category: { order_limit: number }) => category.order_limit)).toEqual(performance.categories.map(() => 2));
    const refused = await create(t.app, [line(show, show.adults, 3)]);
    expect(refused.json().message).toContain('höchstens 2 Tickets');
    await save({ max_order_quantity_per_customer: 10 });
  });
});

describe('migration 032 (issue 33 point 9)', () => {
  it('drops the stored values of the fields that left the page and keeps the others', async () => {
    const { up, REMOVED_SETTINGS } = await import('../../src/server/db/migrations/032-config-truth');
    await t.db
      .insertInto('settings')
      .values(['pixel_id', 'payment_methods', 'default_shipping_cost'].map((key) => ({ key, value: JSON.stringify('alt'), updated_at: new Date() })))
      .execute();
    await save({ shop_slogan: 'Bleibt' });
    await up(t.db);
    const keys = (await t.db.selectFrom('settings').select('key').execute()).map((row) => row.key);
    for (const key of REMOVED_SETTINGS) expect(keys).not.toContain(key);
    expect(keys).toContain('shop_slogan');
    expect((await read()).values).not.toHaveProperty('pixel_id');
  });
});
