import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, create, heldOrSold } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createEvent, editBody, eventBody, getEvent, saveEvent } from './operations-fixtures';
import { bearer, multipart, PNG_BYTES } from './staff-fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
});

const shopEvents = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/events/list_detailed.php' })).json().events as Array<{
    id: number;
    name: string;
    performances: Array<{ id: number; categories: Array<{ name: string; remaining: number; price: number }> }>;
  }>;
const cartLine = (performanceId: number, categoryId: number, quantity: number) => ({ performance_id: performanceId, category_id: categoryId, quantity });

describe('event editor', () => {
  it('creates an event with performances, categories and quotas that the shop shows at once', async () => {
    const body = eventBody(t);
    const saved = await saveEvent(t, admin, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const event = await getEvent(t, admin, saved.json().id);
    expect(event.premiere_date).toBe(body.performances[0].starts_at);
    expect(event.categories.map((c) => [c.name, c.price_cents, c.max])).toEqual([
      ['Erwachsene', 800, 10],
      ['Kinder', 400, 6],
    ]);
    expect(event.performances.map((p) => [p.capacities, p.box_office, p.taken])).toEqual([
      [[50, 20], 10, [0, 0]],
      [[40, 10], 10, [0, 0]],
    ]);
    const inShop = (await shopEvents()).find((e) => e.name === body.name);
    expect(inShop?.performances[0].categories.map((c) => [c.name, c.price, c.remaining])).toEqual([
      ['Erwachsene', 8, 50],
      ['Kinder', 4, 20],
    ]);
    const info = await t.app.inject({ method: 'GET', url: `/api/events/info.php?name=${body.name}` });
    expect(info.json().event.title).toBe('Frühlingserwachen – Das Musical');
  });

  it('lists hidden events for staff, with the premiere date or none', async () => {
    const id = await createEvent(t, admin, { visible: false, performances: [], categories: [] });
    const list = (await t.app.inject({ method: 'GET', url: '/api/events/admin_list.php', headers: bearer(admin) })).json().data;
    const row = list.find((e: { id: number }) => e.id === id);
    expect(row).toMatchObject({ visible: 0, premiere_date: null, can_delete: true, sold: 0 });
    expect(list.some((e: { name: string }) => e.name === 'sommernachtstraum')).toBe(true);
    expect((await shopEvents()).some((e) => e.id === id)).toBe(false);
  });

  it('answers bad input with German field messages, never a 500', async () => {
    const cases: Array<[Partial<ReturnType<typeof eventBody>>, string, RegExp]> = [
      [{ name: 'Großes Musical' }, 'name', /Kleinbuchstaben/],
      [{ title: '  ' }, 'title', /Titel/],
      [{ colors: ['12345g', 'ff9800'] }, 'colors.0', /Hexwert/],
      [
        {
          categories: [
            { name: 'A', price_cents: 100, max: 10 },
            { name: 'a', price_cents: 100, max: 10 },
          ],
        },
        'categories.1.name',
        /gibt es schon/,
      ],
    ];
    for (const [override, field, message] of cases) {
      const body = eventBody(t, override);
      if (override.categories) for (const p of body.performances) p.capacities = [1, 1];
      const response = await saveEvent(t, admin, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json().fields[field]).toMatch(message);
    }
    const late = eventBody(t);
    late.performances[0].doors_at = new Date(Date.parse(late.performances[0].starts_at) + 60_000).toISOString();
    expect((await saveEvent(t, admin, late)).json().fields['performances.0.doors_at']).toBe('Der Einlass muss vor dem Beginn liegen.');
    const short = eventBody(t);
    short.performances[1].capacities = [5];
    expect((await saveEvent(t, admin, short)).json().fields['performances.1.capacities']).toMatch(/jede Kategorie/);
    const outOfBounds = await saveEvent(t, admin, { ...eventBody(t), categories: [{ name: 'Teuer', price_cents: 100001, max: 401 }] });
    expect(outOfBounds.statusCode).toBe(400);
    const taken = await saveEvent(t, admin, eventBody(t, { name: 'musical' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('Diesen Namen trägt schon ein anderes Event.');
  });

  it('needs a room with a seat plan for seat selection', async () => {
    const aula = await t.db.selectFrom('rooms').select('id').where('name', '=', 'Aula').executeTakeFirstOrThrow();
    const studio = await t.db.selectFrom('rooms').select('id').where('name', '=', 'Studiobühne').executeTakeFirstOrThrow();
    const body = eventBody(t, { hasSeatSelection: true });
    body.performances[0].room_id = aula.id;
    body.performances[1].room_id = studio.id;
    const refused = await saveEvent(t, admin, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields['performances.0.room_id']).toMatch(/Sitzplan/);
    body.performances[0].room_id = studio.id;
    body.performances[0].starts_at = new Date(Date.parse(body.performances[0].starts_at) - 86_400_000).toISOString();
    body.performances[0].doors_at = null;
    // The Studiobühne seats 10: quotas and box office share them (issue 46).
    for (const performance of body.performances) Object.assign(performance, { capacities: [6, 2], box_office: 2 });
    const saved = await saveEvent(t, admin, body);
    expect(saved.statusCode, saved.body).toBe(200);
  });

  it('takes an event image uploaded with EVENTS_EDIT and refuses a file that is not one', async () => {
    const form = multipart('event_image', 'poster.png', PNG_BYTES);
    const upload = await t.app.inject({ method: 'POST', url: '/api/files/upload.php', payload: form.payload, headers: { ...form.headers, ...bearer(admin) } });
    expect(upload.statusCode, upload.body).toBe(200);
    const fileId = upload.json().file_id;
    const folder = await t.db.selectFrom('files').select('folder').where('id', '=', fileId).executeTakeFirstOrThrow();
    expect(folder.folder).toBe('Plakate');
    const id = await createEvent(t, admin, { image: fileId });
    expect((await getEvent(t, admin, id)).image).toBe(fileId);
    expect((await saveEvent(t, admin, eventBody(t, { image: 999999 }))).json().fields.image).toMatch(/Bild/);
  });

  it('edits prices, quotas and passages; a sold order keeps its stored price', async () => {
    const id = await createEvent(t, admin);
    const event = await getEvent(t, admin, id);
    const [first] = event.performances;
    const [adults] = event.categories;
    await buy(t.app, [cartLine(first.id, adults.id, 3)]);
    const body = editBody(event);
    body.categories[0].price_cents = 1200;
    body.performances[0].capacities = [60, 20];
    body.passages = [{ title: 'Neu', text: 'Geänderter Text' }];
    expect((await saveEvent(t, admin, body)).statusCode).toBe(200);
    const again = await getEvent(t, admin, id);
    expect(again.categories[0].price_cents).toBe(1200);
    expect(again.performances[0].taken).toEqual([3, 0]);
    expect(again.passages).toEqual([{ title: 'Neu', text: 'Geänderter Text' }]);
    const item = await t.db.selectFrom('order_items').select('unit_price_cents').where('performance_id', '=', first.id).executeTakeFirstOrThrow();
    expect(item.unit_price_cents).toBe(800);
    const shop = (await shopEvents()).find((e) => e.id === id);
    expect(shop?.performances[0].categories[0]).toMatchObject({ price: 12, remaining: 57 });
  });

  it('lets no quota drop below what is sold or held', async () => {
    const id = await createEvent(t, admin);
    const event = await getEvent(t, admin, id);
    const [first] = event.performances;
    const [adults, children] = event.categories;
    await buy(t.app, [cartLine(first.id, adults.id, 4)]);
    expect((await create(t.app, [cartLine(first.id, children.id, 2)])).statusCode).toBe(200);
    const body = editBody(await getEvent(t, admin, id));
    body.performances[0].capacities = [3, 20];
    const sold = await saveEvent(t, admin, body);
    expect(sold.statusCode).toBe(409);
    expect(sold.json().message).toMatch(/„Erwachsene“ am .* kann nicht unter 4 sinken/);
    body.performances[0].capacities = [4, 1];
    expect((await saveEvent(t, admin, body)).json().message).toMatch(/„Kinder“ .* unter 2/);
    body.performances[0].capacities = [4, 2];
    expect((await saveEvent(t, admin, body)).statusCode).toBe(200);
    expect(await heldOrSold(t.db, first.id, adults.id)).toBe(4);
    const shop = (await shopEvents()).find((e) => e.id === id);
    expect(shop?.performances[0].categories.map((c) => c.remaining)).toEqual([0, 0]);
  });

  it('keeps performances and categories that orders name; takes them off sale instead', async () => {
    const id = await createEvent(t, admin);
    const event = await getEvent(t, admin, id);
    await buy(t.app, [cartLine(event.performances[0].id, event.categories[1].id, 1)]);
    const withoutPerformance = editBody(await getEvent(t, admin, id));
    withoutPerformance.performances.shift();
    expect((await saveEvent(t, admin, withoutPerformance)).json().code).toBe('PERFORMANCE_HAS_ORDERS');
    const withoutCategory = editBody(await getEvent(t, admin, id));
    withoutCategory.categories.pop();
    for (const p of withoutCategory.performances) p.capacities.pop();
    expect((await saveEvent(t, admin, withoutCategory)).json().code).toBe('CATEGORY_HAS_ORDERS');

    const offSale = editBody(await getEvent(t, admin, id));
    offSale.performances[0].on_sale = false;
    offSale.performances.pop();
    expect((await saveEvent(t, admin, offSale)).statusCode).toBe(200);
    const after = await getEvent(t, admin, id);
    expect(after.performances).toHaveLength(1);
    expect(after.performances[0].on_sale).toBe(false);
  });

  it('swaps category names in one save', async () => {
    const id = await createEvent(t, admin);
    const body = editBody(await getEvent(t, admin, id));
    [body.categories[0].name, body.categories[1].name] = [body.categories[1].name, body.categories[0].name];
    expect((await saveEvent(t, admin, body)).statusCode).toBe(200);
    expect((await getEvent(t, admin, id)).categories.map((c) => c.name)).toEqual(['Kinder', 'Erwachsene']);
  });

  it('hides but never deletes an event with sold tickets; deletes one without orders', async () => {
    const id = await createEvent(t, admin);
    const event = await getEvent(t, admin, id);
    await buy(t.app, [cartLine(event.performances[1].id, event.categories[0].id, 2)]);
    const refused = await t.app.inject({ method: 'POST', url: '/api/events/delete.php', headers: bearer(admin), payload: { id } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/kann nicht gelöscht, aber versteckt werden/);
    const hidden = editBody(event);
    hidden.visible = false;
    expect((await saveEvent(t, admin, hidden)).statusCode).toBe(200);
    expect((await shopEvents()).some((e) => e.id === id)).toBe(false);
    expect((await t.app.inject({ method: 'GET', url: `/api/events/info.php?name=${event.name}` })).statusCode).toBe(404);

    const empty = await createEvent(t, admin);
    const deleted = await t.app.inject({ method: 'POST', url: '/api/events/delete.php', headers: bearer(admin), payload: { id: empty } });
    expect(deleted.statusCode).toBe(200);
    expect(await t.db.selectFrom('performances').select('id').where('event_id', '=', empty).execute()).toEqual([]);
    const missing = await t.app.inject({ method: 'GET', url: `/api/events/get.php?id=${empty}`, headers: bearer(admin) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Event nicht gefunden.');
  });

  it('refuses ids of another event', async () => {
    const a = await getEvent(t, admin, await createEvent(t, admin));
    const b = editBody(await getEvent(t, admin, await createEvent(t, admin)));
    b.performances[0].id = a.performances[0].id;
    expect((await saveEvent(t, admin, b)).json().code).toBe('FOREIGN_PERFORMANCE');
  });
});
