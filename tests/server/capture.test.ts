import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import { approve, buy, capture, create, line, ownShow, setCapacity, type ShowFixture } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

// One app for the file (issue 50): each test sells from a performance of its own and reads only its own
// order's rows. Moving the clock past a hold's end is seen by no other test: each makes its holds afterwards.
let t: TestApp;
let show: ShowFixture;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  show = await ownShow(t.db);
});

const count = async (table: 'payments' | 'tickets' | 'mail_outbox', orderId: number) =>
  (await t.db.selectFrom(table).select('id').where('order_id', '=', orderId).execute()).length;

describe('orders/capture.php', () => {
  it('captures, issues one ticket per person and queues the confirmation', async () => {
    const { created, captured } = await buy(t.app, [line(show, show.adults, 2), line(show, show.children, 1)]);
    expect(captured.statusCode).toBe(200);
    expect(captured.json()).toMatchObject({ success: true, status: 'CAPTURED', order_id: created.order_id, email: 'mia@example.de', mail_queued: true });
    expect(captured.json().ticket_url).toMatch(/\/tickets\/[\w-]{32}$/);
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', created.order_id).executeTakeFirstOrThrow();
    expect(order.status).toBe('CAPTURED');
    expect(await count('tickets', order.id)).toBe(3);
    expect(await count('payments', order.id)).toBe(1);
    await mailWorkerOf(t.app.ctx)?.idle();
    const mails = await t.db.selectFrom('mail_outbox').selectAll().where('order_id', '=', order.id).execute();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ status: 'stored', transport: 'outbox', recipient: 'mia@example.de' });
  });

  it('10 concurrent captures of one order give one provider capture, one payment, one ticket set and one mail', async () => {
    const created = (await create(t.app, [line(show, show.adults, 3)])).json();
    await approve(t.app, created.id);
    const answers = await Promise.all(Array.from({ length: 10 }, () => capture(t.app, created.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(answers.map((answer) => answer.json().order_id))).toEqual(new Set([created.order_id]));
    const provider = await t.db.selectFrom('test_provider_orders').selectAll().where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(provider.capture_calls).toBe(1);
    expect(await count('payments', created.order_id)).toBe(1);
    expect(await count('tickets', created.order_id)).toBe(3);
    await mailWorkerOf(t.app.ctx)?.idle();
    expect(await count('mail_outbox', created.order_id)).toBe(1);
    // And later ones answer from our state without asking the provider again.
    expect((await capture(t.app, created.id)).statusCode).toBe(200);
    expect((await t.db.selectFrom('test_provider_orders').select('capture_calls').where('id', '=', created.id).executeTakeFirstOrThrow()).capture_calls).toBe(
      1,
    );
  });

  it('captures after the hold expired while the tickets are still free', async () => {
    const created = (await create(t.app, [line(show, show.adults, 1)])).json();
    await approve(t.app, created.id);
    t.clock.advance(25 * 60_000);
    const answer = await capture(t.app, created.id);
    expect(answer.statusCode).toBe(200);
    expect(await count('tickets', created.order_id)).toBe(1);
  });

  it('after the hold expired and the quota is gone: nothing is charged, no tickets, a clear message before any money moves', async () => {
    await setCapacity(t.db, show.performanceId, show.adults, 2);
    const late = (await create(t.app, [line(show, show.adults, 2)])).json();
    await approve(t.app, late.id);
    t.clock.advance(21 * 60_000);
    const { sweepExpiredHolds } = await import('../../src/server/modules/orders/hold/sweep');
    await sweepExpiredHolds(t.app.ctx);
    const other = await buy(t.app, [line(show, show.adults, 2)]);
    expect(other.captured.statusCode).toBe(200);

    const answer = await capture(t.app, late.id);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({ code: 'SEATS_GONE' });
    expect(answer.json().message).toMatch(/Reservierung ist abgelaufen.*vergeben.*nichts abgebucht/);
    const order = await t.db.selectFrom('orders').selectAll().where('id', '=', late.order_id).executeTakeFirstOrThrow();
    expect(order).toMatchObject({ refund_required: false, holding: false });
    expect(await count('tickets', late.order_id)).toBe(0);
    expect(await t.db.selectFrom('payments').select(['kind', 'status']).where('order_id', '=', late.order_id).execute()).toEqual([]);
    expect(await t.db.selectFrom('test_provider_orders').select('capture_id').where('id', '=', late.id).executeTakeFirstOrThrow()).toEqual({
      capture_id: null,
    });
    // Asked again, the answer stays the same.
    expect((await capture(t.app, late.id)).json().code).toBe('SEATS_GONE');
  });

  it('refuses a capture before the buyer approved, and works once approved', async () => {
    const created = (await create(t.app, [line(show, show.adults, 1)])).json();
    const early = await capture(t.app, created.id);
    expect(early.statusCode).toBe(402);
    expect(early.json().code).toBe('PAYMENT_NOT_COMPLETED');
    expect((await t.db.selectFrom('orders').select('status').where('id', '=', created.order_id).executeTakeFirstOrThrow()).status).toBe('CREATED');
    await approve(t.app, created.id);
    expect((await capture(t.app, created.id)).statusCode).toBe(200);
  });

  it('answers an unknown order with 404', async () => {
    const answer = await capture(t.app, 'TEST-GIBTESNICHT');
    expect(answer.statusCode).toBe(404);
    expect(answer.json().message).toBe('Diese Bestellung gibt es nicht.');
  });
});
