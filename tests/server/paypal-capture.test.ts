import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sweepExpiredHolds } from '../../src/server/modules/orders/hold/sweep';
import { capture, line } from '../helpers/orders';
import { type PayPalShop, startPayPalShop } from '../helpers/paypal-shop';
import { bearer } from './staff-fixtures';

// One shop for the file (issue 50), and one with a 1 s PayPal timeout for the tests that need it: each test sells
// from a performance of its own to a buyer of its own and reads its own orders; the fake PayPal's faults and log
// start afresh. The two tests that activate a live universe (every later order would go to it) get a shop of their own.
let shared: PayPalShop;
let quick: PayPalShop | undefined;
let s: PayPalShop;
beforeAll(async () => {
  shared = await startPayPalShop();
});
afterAll(async () => {
  await shared?.close();
  await quick?.close();
});
beforeEach(async () => {
  s = shared;
  await s.nextTest();
});
afterEach(async () => {
  if (s !== shared && s !== quick) await s.close();
});

/** The file's shop whose PayPal calls time out after 1 s. */
async function quickShop(): Promise<PayPalShop> {
  quick ??= await startPayPalShop(1000);
  await quick.nextTest();
  return quick;
}

const captureIds = () => s.paypal.log.filter((entry) => entry.path.endsWith('/capture')).map((entry) => entry.requestId);

describe('creating a PayPal order with an idempotency key', () => {
  it('a repeated key after a failed create answers a clean German 409, not a 500; a new key works', async () => {
    const headers = { 'idempotency-key': 'checkout-failed-once-123' };
    s.paypal.state.createFault = { status: 500 };
    expect((await s.create([line(s.show, s.show.adults, 1)], {}, headers)).statusCode).toBe(503);
    s.paypal.state.createFault = undefined;
    const again = await s.create([line(s.show, s.show.adults, 1)], {}, headers);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ORDER_CREATE_FAILED' });
    expect(again.json().message).toMatch(/erneut/);
    expect((await s.create([line(s.show, s.show.adults, 1)], {}, { 'idempotency-key': 'checkout-second-try-123' })).statusCode).toBe(200);
  });

  it('two creates with one key at the same time give one order and no 500', async () => {
    const headers = { 'idempotency-key': 'checkout-concurrent-1234' };
    const ordersBefore = (await s.t.db.selectFrom('orders').select('id').execute()).length;
    const answers = await Promise.all([1, 2, 3].map(() => s.create([line(s.show, s.show.adults, 1)], {}, headers)));
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    expect(await s.t.db.selectFrom('orders').select('id').execute()).toHaveLength(ordersBefore + 1);
  });
});

describe('capturing at PayPal: declines, retries and request ids', () => {
  it('INSTRUMENT_DECLINED: after the buyer approves again (actions.restart) the capture uses a new PayPal-Request-Id and succeeds', async () => {
    const { id, order_id } = (await s.create([line(s.show, s.show.adults, 1)])).json();
    s.paypal.approve(id);
    s.paypal.state.captureFault = { declineInstrument: true };
    const declined = await capture(s.t.app, id);
    expect(declined.statusCode).toBe(402);
    expect(declined.json()).toMatchObject({ code: 'INSTRUMENT_DECLINED', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
    expect((await s.orderRow(order_id)).status).toBe('CREATED');
    s.paypal.state.captureFault = undefined;
    s.paypal.approve(id);
    const paid = await capture(s.t.app, id);
    expect(paid.statusCode).toBe(200);
    expect(await s.ticketStatuses(order_id)).toEqual(['valid']);
    const ids = captureIds();
    expect(ids).toHaveLength(2);
    expect(ids[0]).not.toBe(ids[1]);
  });

  it('a capture PayPal answers DECLINED fails the order (402) and releases the hold', async () => {
    const { id, order_id } = (await s.create([line(s.show, s.show.adults, 1)])).json();
    s.paypal.approve(id);
    s.paypal.state.captureFault = { captureStatus: 'DECLINED' };
    const answer = await capture(s.t.app, id);
    expect(answer.statusCode).toBe(402);
    expect(await s.orderRow(order_id)).toMatchObject({ status: 'FAILED', failure_reason: 'PAYMENT_DECLINED' });
  });

  it('429: PayPal shows nothing taken, so the buyer goes back to the buttons (402, in German); the retry keeps the request id', async () => {
    const { id, order_id } = (await s.create([line(s.show, s.show.adults, 1)])).json();
    s.paypal.approve(id);
    s.paypal.state.captureFault = { status: 429 };
    const limited = await capture(s.t.app, id);
    expect(limited.statusCode).toBe(402);
    expect(limited.json()).toMatchObject({ code: 'PAYMENT_NOT_COMPLETED' });
    expect(limited.json().message).toMatch(/nichts abgebucht/);
    s.paypal.state.captureFault = undefined;
    expect((await capture(s.t.app, id)).statusCode).toBe(200);
    expect(new Set(captureIds()).size).toBe(1);
    expect((await s.orderRow(order_id)).status).toBe('CAPTURED');
  });

  it('a 409 while PayPal still processes the same request id is settled by reading the order (as ORDER_ALREADY_CAPTURED is), not answered 503', async () => {
    s = await quickShop();
    const { id, order_id } = (await s.create([line(s.show, s.show.adults, 1)])).json();
    s.paypal.approve(id);
    s.paypal.state.captureFault = { processingMs: 3000 };
    // The capture's answer times out; PayPal's order, read at once, already shows the capture.
    const settled = await capture(s.t.app, id);
    s.paypal.state.captureFault = undefined;
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().status).toBe('CAPTURED');
    expect(s.paypal.log.some((entry) => entry.method === 'GET' && entry.path === `/v2/checkout/orders/${id}`)).toBe(true);
    expect(new Set(captureIds()).size).toBe(1);
    expect(await s.ticketStatuses(order_id)).toEqual(['valid']);
  });

  it('a 409 for a request PayPal has not finished yet answers "wird verarbeitet" (409), keeps the request id, and a later retry gets the capture', async () => {
    s = await quickShop();
    const { id, order_id } = (await s.create([line(s.show, s.show.adults, 1)])).json();
    s.paypal.approve(id);
    const requestId = (await s.orderRow(order_id)).capture_request_id;
    // PayPal answers 409 and shows no capture yet: the first request is still in its hands.
    s.paypal.state.captureFault = { status: 409 };
    const busy = await capture(s.t.app, id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toMatchObject({ code: 'CAPTURE_IN_PROGRESS' });
    expect((await s.orderRow(order_id)).capture_request_id).toBe(requestId);
    s.paypal.state.captureFault = undefined;
    expect((await capture(s.t.app, id)).statusCode).toBe(200);
    expect(await s.ticketStatuses(order_id)).toEqual(['valid']);
  });

  it('a PENDING answer carries no ticket link', async () => {
    const { id } = (await s.create([line(s.show, s.show.adults, 1)])).json();
    s.paypal.approve(id);
    s.paypal.state.captureFault = { captureStatus: 'PENDING' };
    const answer = (await capture(s.t.app, id)).json();
    expect(answer.status).toBe('PENDING');
    expect(answer).not.toHaveProperty('ticket_url');
  });

  it('an OAuth token that expires mid-flow is fetched again once, and the capture goes through', async () => {
    const { id, order_id } = (await s.create([line(s.show, s.show.adults, 1)])).json();
    const before = s.paypal.state.tokenCalls;
    s.paypal.expireTokens();
    s.paypal.approve(id);
    expect((await capture(s.t.app, id)).statusCode).toBe(200);
    expect(s.paypal.state.tokenCalls).toBe(before + 1);
    expect((await s.orderRow(order_id)).status).toBe('CAPTURED');
  });
});

describe('holds that saw an approval', () => {
  it('an approval PayPal reported while its order could not be read is reconciled before the hold expires', async () => {
    const { id, order_id } = (await s.create([line(s.show, s.show.adults, 1)])).json();
    s.paypal.approve(id);
    s.paypal.state.readFault = { status: 503 };
    const hook = await s.webhook({ id: 'WH-APPROVED-1', event_type: 'CHECKOUT.ORDER.APPROVED', resource: { id, status: 'APPROVED' } });
    expect(hook.statusCode).toBe(503);
    s.paypal.state.readFault = undefined;
    s.paypal.captureElsewhere(id);
    s.t.clock.advance(60 * 60_000);
    await sweepExpiredHolds(s.t.app.ctx);
    expect((await s.orderRow(order_id)).status).toBe('CAPTURED');
  });

  it('a live universe is activated only with a webhook id PayPal confirms', async () => {
    // A shop of its own: it activates a live universe, which every later order would use.
    s = await startPayPalShop();
    const admin = await s.t.login();
    const activate = (universe: number) =>
      s.t.app.inject({ method: 'POST', url: '/api/paypal/universe_activate.php', headers: bearer(admin), payload: { id: universe } });
    const live = async (webhook_id: string | null) =>
      (
        await s.t.db
          .insertInto('payment_universes')
          .values({
            name: `Live ${webhook_id}`,
            provider: 'paypal',
            is_sandbox: false,
            active: false,
            client_id: 'client-id',
            client_secret: 'secret',
            webhook_id,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    for (const webhook of [null, 'WH-UNKNOWN']) {
      const answer = await activate(await live(webhook));
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('UNIVERSE_NOT_READY');
      expect(answer.json().message).toMatch(/Webhook/);
    }
    expect((await activate(await live('WH-1'))).statusCode).toBe(200);
  });

  it('an active live universe cannot be saved without a webhook id PayPal knows; it stays as it was', async () => {
    // A shop of its own: it activates a live universe, which every later order would use.
    s = await startPayPalShop();
    const admin = await s.t.login();
    const live = await s.t.db
      .insertInto('payment_universes')
      .values({ name: 'Live', provider: 'paypal', is_sandbox: false, active: false, client_id: 'client-id', client_secret: 'secret', webhook_id: 'WH-1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const headers = bearer(admin);
    expect((await s.t.app.inject({ method: 'POST', url: '/api/paypal/universe_activate.php', headers, payload: { id: live.id } })).statusCode).toBe(200);
    const save = (webhook_id: string) =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/paypal/universe_save.php',
        headers,
        payload: { id: live.id, name: 'Live', is_sandbox: false, client_id: 'client-id', webhook_id },
      });
    for (const webhook of ['', 'WH-UNKNOWN']) {
      const answer = await save(webhook);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ code: 'UNIVERSE_NOT_READY' });
      expect(answer.json().message).toMatch(/Webhook.*Das Universum ist aktiv und bleibt unverändert/);
    }
    expect(await s.t.db.selectFrom('payment_universes').select(['webhook_id', 'active']).where('id', '=', live.id).executeTakeFirstOrThrow()).toEqual({
      webhook_id: 'WH-1',
      active: true,
    });
    expect((await save('WH-1')).statusCode).toBe(200);
  });

  it('PAYPAL_SANDBOX says which PayPal the environment credentials belong to: a live universe using sandbox credentials is refused', async () => {
    const admin = await s.t.login();
    const borrowed = await s.t.db
      .insertInto('payment_universes')
      .values({ name: 'Live aus der Umgebung', provider: 'paypal', is_sandbox: false, active: false, client_id: null, client_secret: null, webhook_id: 'WH-1' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const answer = await s.t.app.inject({ method: 'POST', url: '/api/paypal/universe_activate.php', headers: bearer(admin), payload: { id: borrowed.id } });
    expect(answer.statusCode).toBe(409);
    expect(answer.json().message).toMatch(/PAYPAL_SANDBOX/);
  });
});
