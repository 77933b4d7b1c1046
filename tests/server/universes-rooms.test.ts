import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TICKET_DESIGN } from '../../src/shared/api/ticket-design';
import { type FakePayPal, startFakePayPal } from '../helpers/fake-paypal';
import { buy, capture, create, line, upcomingShow } from '../helpers/orders';
import { qrCodesInPdf } from '../helpers/pdf-qr';
import { pdfPageTexts } from '../helpers/pdf-text';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createEvent, daysAhead } from './operations-fixtures';
import { bearer, multipart, PNG_BYTES } from './staff-fixtures';

let t: TestApp;
let admin: string;
let paypal: FakePayPal;
beforeAll(async () => {
  paypal = await startFakePayPal();
  t = await createTestApp({ config: { paypal: { sandbox: true, apiBase: paypal.url, timeoutMs: 2000 } } });
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
  await paypal.close();
});

const post = (url: string, payload: unknown) => t.app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(admin), payload: payload as object });
const get = (url: string) => t.app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(admin) });

describe('PayPal universes', () => {
  it('lists the built-in test provider as the active universe, never a secret', async () => {
    const response = await get('/paypal/universe_list.php');
    expect(response.json().data[0]).toMatchObject({ universe: 1, name: 'Testmodus (eingebaut)', is_sandbox: true, provider: 'test', active: true });
    const saved = await post('/paypal/universe_save.php', { name: 'PayPal Sandbox', is_sandbox: true, client_id: 'cid-1', client_secret: 'streng-geheim' });
    expect(saved.statusCode).toBe(200);
    const listed = await get('/paypal/universe_list.php');
    expect(listed.body).not.toContain('streng-geheim');
    expect(listed.json().data.find((u: { universe: number }) => u.universe === saved.json().id)).toMatchObject({
      has_secret: true,
      client_id: 'cid-1',
      active: false,
      provider: 'paypal',
    });
  });

  it('keeps the secret when the field stays blank, replaces it when filled', async () => {
    const id = (await post('/paypal/universe_save.php', { name: 'Live', is_sandbox: false, client_id: 'live-id', client_secret: 'alt' })).json().id;
    await post('/paypal/universe_save.php', { id, name: 'Live 2', is_sandbox: false, client_id: 'live-id', client_secret: '' });
    const row = await t.db.selectFrom('payment_universes').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ name: 'Live 2', client_secret: 'alt' });
    await post('/paypal/universe_save.php', { id, name: 'Live 2', is_sandbox: false, client_id: 'live-id', client_secret: 'neu' });
    expect((await t.db.selectFrom('payment_universes').select('client_secret').where('id', '=', id).executeTakeFirstOrThrow()).client_secret).toBe('neu');
  });

  it('validates in German and protects the test universe, the active one and ones with orders', async () => {
    expect((await post('/paypal/universe_save.php', { name: ' ', is_sandbox: true, client_id: 'x' })).json().message).toBe('Bitte einen Namen angeben.');
    expect((await post('/paypal/universe_save.php', { name: 'Ohne', is_sandbox: true })).json().message).toBe('Bitte die Client-ID von PayPal angeben.');
    expect((await post('/paypal/universe_delete.php', { id: 1 })).json().code).toBe('UNIVERSE_BUILT_IN');
    const show = await upcomingShow(t.db);
    await buy(t.app, [line(show, show.adults, 1)]);
    const renamed = await post('/paypal/universe_save.php', { id: 1, name: 'Testbetrieb', is_sandbox: false, client_id: 'egal' });
    expect(renamed.statusCode).toBe(200);
    expect(await t.db.selectFrom('payment_universes').select(['name', 'provider', 'client_id']).where('id', '=', 1).executeTakeFirstOrThrow()).toEqual({
      name: 'Testbetrieb',
      provider: 'test',
      client_id: null,
    });
    expect((await post('/paypal/universe_delete.php', { id: 999 })).statusCode).toBe(404);
  });

  it('activates only a universe whose credentials PayPal accepts; the checkout then uses it', async () => {
    const id = (await post('/paypal/universe_save.php', { name: 'Falsch', is_sandbox: true, client_id: 'cid', client_secret: 'sec' })).json().id;
    // The PayPal stand-in knows only client-id/secret.
    const refused = await post('/paypal/universe_activate.php', { id });
    expect(refused.statusCode).toBe(409);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/config.php' })).json().provider).toBe('test');
    expect((await post('/paypal/universe_activate.php', { id: 1 })).statusCode).toBe(200);
    const status = (await get('/paypal/status.php')).json().data;
    expect(status).toMatchObject({ universe: 1, provider: 'test', ok: true });
    expect((await post('/paypal/universe_delete.php', { id })).statusCode).toBe(200);
  });

  it('pays through an activated PayPal universe and refunds through PayPal on cancel', async () => {
    const id = (await post('/paypal/universe_save.php', { name: 'Sandbox', is_sandbox: true, client_id: 'client-id', client_secret: 'secret' })).json().id;
    expect((await post('/paypal/universe_activate.php', { id })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/payments/config.php' })).json()).toMatchObject({ provider: 'paypal', client_id: 'client-id' });
    expect((await get('/paypal/status.php')).json().data).toMatchObject({ universe: id, ok: true, message: 'PayPal verbunden.' });
    const show = await upcomingShow(t.db);
    const created = (await create(t.app, [line(show, show.adults, 2)])).json();
    paypal.approve(created.id);
    expect((await capture(t.app, created.id)).statusCode).toBe(200);
    const cancelled = await post('/orders/cancel.php', { order_id: created.order_id, reason: 'Vorstellung fällt aus' });
    expect(cancelled.json()).toMatchObject({ refunded: true, tickets_revoked: 2 });
    const call = paypal.log.find((entry) => entry.path.endsWith('/refund'));
    expect(call?.body).toMatchObject({ amount: { currency_code: 'EUR', value: '12.00' }, note_to_payer: 'Vorstellung fällt aus' });
    expect(call?.requestId).toMatch(/^refund-/);
    const refund = await t.db
      .selectFrom('payments')
      .selectAll()
      .where('order_id', '=', created.order_id)
      .where('kind', '=', 'refund')
      .executeTakeFirstOrThrow();
    expect(refund).toMatchObject({ provider_ref: `REF-${created.id}`, amount_cents: 1200, status: 'COMPLETED' });
    expect((await post('/paypal/universe_delete.php', { id })).json().code).toBe('UNIVERSE_ACTIVE');
    expect((await post('/paypal/universe_activate.php', { id: 1 })).statusCode).toBe(200);
    expect((await post('/paypal/universe_delete.php', { id })).json().code).toBe('UNIVERSE_IN_USE');
  });
});

describe('venues', () => {
  it('creates a room with a seat layout that fixes the capacity and feeds the seat step', async () => {
    const saved = await post('/rooms/save.php', { name: 'Musiksaal', location: 'Haus C', status: 'Available', capacity: 999, rows: 3, seatsPerRow: 4 });
    expect(saved.statusCode).toBe(200);
    const room = (await get('/rooms/list.php')).json().data.find((r: { id: number }) => r.id === saved.json().id);
    expect(room).toMatchObject({
      name: 'Musiksaal',
      capacity: 12,
      location: 'Haus C',
      status: 'Available',
      layout: { rows: 3, seatsPerRow: 4 },
      upcoming_performances: 0,
    });
    const seatRows = (await t.db.selectFrom('rooms').select('seat_rows').where('id', '=', saved.json().id).executeTakeFirstOrThrow()).seat_rows;
    expect(seatRows).toEqual([
      { row: 'A', seats: 4 },
      { row: 'B', seats: 4 },
      { row: 'C', seats: 4 },
    ]);
    const free = await post('/rooms/save.php', { name: 'Schulhof', location: '', status: 'Occupied', capacity: 500, rows: 0, seatsPerRow: 0 });
    expect((await get('/rooms/list.php')).json().data.find((r: { id: number }) => r.id === free.json().id)).toMatchObject({
      capacity: 500,
      status: 'Occupied',
    });
  });

  it('answers bad rooms with German messages', async () => {
    const cases: Array<[object, string]> = [
      [{ name: '', location: '', status: 'Available', capacity: 10, rows: 0, seatsPerRow: 0 }, 'Bitte einen Namen angeben.'],
      [{ name: 'X', location: '', status: 'Available', capacity: 0, rows: 0, seatsPerRow: 0 }, 'Die Kapazität muss eine ganze Zahl von 1 bis 100.000 sein.'],
      [{ name: 'X', location: '', status: 'Available', capacity: 0, rows: 27, seatsPerRow: 5 }, 'Ein Sitzplan hat 1 bis 26 Reihen (A–Z).'],
      [{ name: 'X', location: '', status: 'Available', capacity: 0, rows: 2, seatsPerRow: 101 }, 'Eine Reihe hat 1 bis 100 Plätze.'],
    ];
    for (const [body, message] of cases) {
      const response = await post('/rooms/save.php', body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await post('/rooms/save.php', { name: 'X', location: '', status: 'Frei', capacity: 1, rows: 0, seatsPerRow: 0 })).statusCode).toBe(400);
  });

  it('is not deleted while a future performance uses it; keeps sold seats in a smaller layout', async () => {
    const id = (await post('/rooms/save.php', { name: 'Bühne 2', location: '', status: 'Available', capacity: 0, rows: 2, seatsPerRow: 5 })).json().id;
    const start = daysAhead(t, 20);
    const eventId = await createEvent(t, admin, {
      hasSeatSelection: true,
      performances: [{ starts_at: start, doors_at: null, room_id: id, on_sale: true, box_office: 0, capacities: [5, 5] }],
    });
    const refused = await post('/rooms/delete.php', { id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Diese Spielstätte wird noch von einer kommenden Vorstellung genutzt und kann nicht gelöscht werden.');
    expect((await get('/rooms/list.php')).json().data.find((r: { id: number }) => r.id === id).upcoming_performances).toBe(1);

    const performance = await t.db.selectFrom('performances').select('id').where('event_id', '=', eventId).executeTakeFirstOrThrow();
    const category = await t.db.selectFrom('categories').select('id').where('event_id', '=', eventId).orderBy('id').executeTakeFirstOrThrow();
    await buy(t.app, [{ performance_id: performance.id, category_id: category.id, quantity: 1, seat: 'B5' }]);
    const shrink = await post('/rooms/save.php', { id, name: 'Bühne 2', location: '', status: 'Available', capacity: 0, rows: 2, seatsPerRow: 4 });
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json().message).toContain('B5');

    // Once the performance is over, the room may go.
    await t.db
      .updateTable('performances')
      .set({ starts_at: new Date(Date.now() - 86_400_000) })
      .where('id', '=', performance.id)
      .execute();
    expect((await post('/rooms/delete.php', { id })).statusCode).toBe(200);
    expect((await t.db.selectFrom('performances').select('room_id').where('id', '=', performance.id).executeTakeFirstOrThrow()).room_id).toBeNull();
  });
});

describe('ticket designer', () => {
  it("saves the design; the buyer's PDF follows it and still carries the QR codes", async () => {
    const form = multipart('ticket_logo', 'logo.png', PNG_BYTES);
    const logo = (
      await t.app.inject({ method: 'POST', url: '/api/files/upload.php', payload: form.payload, headers: { ...form.headers, ...bearer(admin) } })
    ).json().file_id;
    const design = {
      ...DEFAULT_TICKET_DESIGN,
      logo_file_id: logo,
      color_primary: '0D47A1',
      heading: 'EINTRITTSKARTE',
      footer_text: 'Viel Spaß bei der Vorstellung!',
      fields: { ...DEFAULT_TICKET_DESIGN.fields, price: false },
    };
    const saved = await post('/tickets/design_save.php', design);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await get('/tickets/design.php')).json().design).toMatchObject({ color_primary: '0d47a1', heading: 'EINTRITTSKARTE', logo_file_id: logo });

    const show = await upcomingShow(t.db);
    const { created } = await buy(t.app, [line(show, show.adults, 2)]);
    const token = (await t.db.selectFrom('orders').select('public_token').where('id', '=', created.order_id).executeTakeFirstOrThrow()).public_token;
    const pdf = await t.app.inject({ method: 'GET', url: `/api/tickets/pdf.php?token=${token}` });
    const [text] = await pdfPageTexts(new Uint8Array(pdf.rawPayload));
    expect(text).toContain('EINTRITTSKARTE');
    expect(text).toContain('Viel Spaß bei der Vorstellung!');
    expect(text).toContain('Erwachsene · freie Platzwahl');
    expect(text).not.toContain('6,00');
    expect((await qrCodesInPdf(new Uint8Array(pdf.rawPayload))).codes).toHaveLength(2);

    const preview = await post('/tickets/design_preview.php', { ...design, heading: 'VORSCHAU' });
    expect(preview.headers['content-type']).toBe('application/pdf');
    expect((await pdfPageTexts(new Uint8Array(preview.rawPayload)))[0]).toContain('VORSCHAU');
  });

  it('refuses a logo that is no PNG or JPEG, and bad colours', async () => {
    expect((await post('/tickets/design_save.php', { ...DEFAULT_TICKET_DESIGN, logo_file_id: 999999 })).json().message).toMatch(/PNG- und JPEG/);
    expect((await post('/tickets/design_save.php', { ...DEFAULT_TICKET_DESIGN, color_primary: 'lila' })).statusCode).toBe(400);
  });
});

describe('media library', () => {
  it('lists pictures with where they are used', async () => {
    const form = multipart('event_image', 'plakat.png', PNG_BYTES);
    const id = (
      await t.app.inject({ method: 'POST', url: '/api/files/upload.php', payload: form.payload, headers: { ...form.headers, ...bearer(admin) } })
    ).json().file_id;
    await createEvent(t, admin, { title: 'Mit Plakat', image: id, gallery: [id] });
    const media = (await get('/media/list.php')).json();
    expect(media.images.find((image: { id: number }) => image.id === id)).toMatchObject({
      folder: 'Plakate',
      used_by: ['Plakat: Mit Plakat', 'Galerie: Mit Plakat'],
    });
    expect(media.folders).toContain('Plakate');
  });
});
