import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { markApproved } from '../../src/server/modules/orders/orders.repository';
import { approve, capture, create, guest, line, type ShowFixture } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { createSeatedShow } from './operations-fixtures';

/**
 * Issue 46 item 5: a buyer who tries again (a second tab, a changed cart, a payment left halfway) is never
 * refused her own seats: the checkout names its earlier unpaid order and that hold gives way first.
 */
// One app for the file (issue 50): each test holds seats of a seated show (room, event, performance) of its own.
let t: TestApp;
let show: ShowFixture;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  const admin = await t.login();
  const rows = ['A', 'B', 'C'].map((row) => ({ row, seats: 8 }));
  show = await createSeatedShow(t, admin, { name: 'Aula', rows }, { capacities: [12, 12], boxOffice: 0 });
});

const status = async (providerOrderId: string) =>
  (await t.db.selectFrom('orders').select('status').where('provider_order_id', '=', providerOrderId).executeTakeFirstOrThrow()).status;

describe('a retry of the same checkout', () => {
  it('takes the seats of its own earlier unpaid order, which gives way, and pays for them', async () => {
    const seats = line(show, show.adults, 2, { seats: ['C4', 'C5'] });
    const first = (await create(t.app, [seats])).json();
    // The second tab, with the donation changed: a new order for the same seats.
    const again = await create(t.app, [seats], { donation_amount: 5, replaces: { order_id: first.id, checkout_secret: first.checkout_secret } });
    expect(again.statusCode).toBe(200);
    expect(await status(first.id)).toBe('FAILED');
    const second = again.json();
    await approve(t.app, second.id);
    expect((await capture(t.app, second.id, second.checkout_secret)).json().status).toBe('CAPTURED');
  });

  it('releases nothing without the earlier order’s checkout secret, nor an order approved at the provider', async () => {
    const seats = line(show, show.adults, 1, { seats: ['B2'] });
    const first = (await create(t.app, [seats])).json();
    const stranger = await create(t.app, [seats], { user_data: guest(1), replaces: { order_id: first.id, checkout_secret: 'x'.repeat(43) } });
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json()).toMatchObject({ code: 'SEAT_TAKEN', seat: 'B2' });
    expect(await status(first.id)).toBe('CREATED');

    // The buyer approved in the first tab meanwhile: the provider may be charging, so that hold stays.
    await markApproved(t.db, (await t.db.selectFrom('orders').select('id').where('provider_order_id', '=', first.id).executeTakeFirstOrThrow()).id, new Date());
    const mine = { donation_amount: 2, replaces: { order_id: first.id, checkout_secret: first.checkout_secret } };
    expect((await create(t.app, [seats], mine)).json().code).toBe('SEAT_TAKEN');
    expect(await status(first.id)).toBe('CREATED');
    // Paid in the first tab: the new order is refused, the paid one stays paid.
    await approve(t.app, first.id);
    expect((await capture(t.app, first.id, first.checkout_secret)).json().status).toBe('CAPTURED');
    expect((await create(t.app, [seats], { ...mine, donation_amount: 3 })).json().code).toBe('SEAT_TAKEN');
    expect(await status(first.id)).toBe('CAPTURED');
  });
});
