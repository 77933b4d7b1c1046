import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { checkAlertConditions, type DiskProbe, mailNewAlerts } from '../../src/server/modules/alerts/alert-watch';
import { mailWorkerOf, retryDelayMs } from '../../src/server/modules/mail/mail-worker';
import { MAIL_FAILING_ATTEMPTS, REFUND_PENDING_AFTER_MS, UNSETTLED_AFTER_MS } from '../../src/shared/domain/alert-rules';
import { buy, capture, line, setCapacity, upcomingShow } from '../helpers/orders';
import { type PayPalShop, startPayPalShop } from '../helpers/paypal-shop';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, signedInWith } from './staff-fixtures';

// The alert conditions are read shop-wide, so those tests get an app of their own. The three PayPal tests share
// one shop (issue 50): each sells from a performance of its own to buyers of its own and reads only its own
// orders' audit entries and the alerts raised during it.
let t: TestApp | undefined;
let sharedShop: PayPalShop | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});
afterAll(async () => {
  await sharedShop?.close();
});

/** The file's PayPal shop, ready for the next test. */
async function paypalShop(): Promise<PayPalShop> {
  sharedShop ??= await startPayPalShop();
  await sharedShop.nextTest();
  return sharedShop;
}

const roomyDisk: DiskProbe = async () => ({ freeBytes: 50 * 1024 ** 3, totalBytes: 100 * 1024 ** 3 });
const fullDisk: DiskProbe = async () => ({ freeBytes: 300 * 1024 ** 2, totalBytes: 32 * 1024 ** 3 });
const alertsOf = (app: TestApp) => app.db.selectFrom('alerts').selectAll().orderBy('id').execute();
const paidOrderId = async (app: TestApp) => {
  const show = await upcomingShow(app.db);
  const { created } = await buy(app.app, [line(show, show.adults, 1)]);
  return (await app.db.selectFrom('orders').select('id').where('provider_order_id', '=', created.id).executeTakeFirstOrThrow()).id;
};

describe('alerts: every condition raises its alert', () => {
  it('a mail that keeps failing', async () => {
    t = await createTestApp({ mailSender: async () => Promise.reject(new Error('SMTP 421: Dienst nicht verfügbar')) });
    const app = t;
    const orderId = await paidOrderId(app);
    const worker = mailWorkerOf(app.app.ctx);
    await worker?.idle();
    await checkAlertConditions(app.app.ctx, roomyDisk);
    expect(await alertsOf(app)).toEqual([]); // one failed try is no alert yet
    for (let attempt = 2; attempt <= MAIL_FAILING_ATTEMPTS; attempt++) {
      app.clock.advance(retryDelayMs(attempt));
      worker?.kick();
      await worker?.idle();
    }
    await checkAlertConditions(app.app.ctx, roomyDisk);
    await checkAlertConditions(app.app.ctx, roomyDisk);
    const alerts = await alertsOf(app);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'MAIL_FAILING', order_id: orderId });
    expect(alerts[0].message).toContain('SMTP 421');
    // Marked done, the same mail is not told again.
    await app.db.updateTable('alerts').set({ resolved_at: new Date() }).execute();
    await checkAlertConditions(app.app.ctx, roomyDisk);
    expect(await alertsOf(app)).toHaveLength(1);
  });

  it('a payment owed back that is not settled within the hour, and a refund pending for days', async () => {
    t = await createTestApp();
    const app = t;
    const orderId = await paidOrderId(app);
    await app.db.updateTable('orders').set({ refund_required: true, failure_reason: 'REFUND_FAILED' }).where('id', '=', orderId).execute();
    await app.db
      .insertInto('payments')
      .values({ order_id: orderId, provider: 'test', kind: 'refund', provider_ref: 'REF-PENDING-1', amount_cents: 1200, currency: 'EUR', status: 'PENDING' })
      .execute();
    await checkAlertConditions(app.app.ctx, roomyDisk);
    expect(await alertsOf(app)).toEqual([]);
    app.clock.advance(UNSETTLED_AFTER_MS + 60_000);
    await checkAlertConditions(app.app.ctx, roomyDisk);
    expect((await alertsOf(app)).map((alert) => alert.kind)).toEqual(['PAYMENT_UNSETTLED']);
    app.clock.advance(REFUND_PENDING_AFTER_MS);
    await checkAlertConditions(app.app.ctx, roomyDisk);
    const alerts = await alertsOf(app);
    expect(alerts.map((alert) => [alert.kind, alert.order_id])).toEqual([
      ['PAYMENT_UNSETTLED', orderId],
      ['REFUND_PENDING', orderId],
    ]);
  });

  it('a full disk, once while it is open', async () => {
    t = await createTestApp();
    await checkAlertConditions(t.app.ctx, fullDisk);
    await checkAlertConditions(t.app.ctx, fullDisk);
    const alerts = await alertsOf(t);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ kind: 'DISK_FULL' });
    expect(alerts[0].message).toContain('300 MB');
  });

  it('a webhook whose signature fails verification', async () => {
    const s = await paypalShop();
    const { max } = await s.t.db
      .selectFrom('alerts')
      .select((eb) => eb.fn.max('id').as('max'))
      .executeTakeFirstOrThrow();
    const raw = JSON.stringify({ id: 'WH-FORGED-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: { id: 'CAP-X' } });
    const answer = await s.webhook(raw.replace('WH-FORGED-1', 'WH-FORGED-2'), s.paypal.sign(raw));
    expect(answer.statusCode).toBe(400);
    const alerts = await s.t.db
      .selectFrom('alerts')
      .selectAll()
      .where('id', '>', max ?? 0)
      .execute();
    expect(alerts).toMatchObject([{ kind: 'WEBHOOK_UNVERIFIED' }]);
  });

  it('records a refund PayPal confirms by webhook in the audit log', async () => {
    const s = await paypalShop();
    const { orderId, captureId } = await s.paidOrder(1);
    const refund = s.paypal.refundInDashboard(captureId);
    const event = {
      id: 'WH-REF-AUDIT',
      event_type: 'PAYMENT.CAPTURE.REFUNDED',
      resource: {
        id: refund.id,
        status: refund.status,
        amount: { currency_code: 'EUR', value: refund.value },
        links: [{ rel: 'up', method: 'GET', href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}` }],
      },
    };
    expect((await s.webhook(event)).statusCode).toBe(200);
    const entries = await s.t.db.selectFrom('audit_log').selectAll().where('order_id', '=', orderId).execute();
    expect(entries).toMatchObject([{ action: 'payment.refunded_at_provider', subject: `order:${orderId}`, user_id: null }]);
  });
});

describe('audit log: money events without a person', () => {
  it('records the automatic refund of a payment that bought no tickets', async () => {
    const s = await paypalShop();
    const shop = s;
    await setCapacity(shop.t.db, shop.show.performanceId, shop.show.adults, 1);
    const late = (await shop.create([line(shop.show, shop.show.adults, 1)])).json();
    shop.t.clock.advance(60 * 60_000);
    const other = (await shop.create([line(shop.show, shop.show.adults, 1)], { user_data: { ...shop.buyer, email: `andere-${shop.buyer.email}` } })).json();
    shop.paypal.approve(other.id);
    expect((await capture(shop.t.app, other.id)).statusCode).toBe(200);
    // PayPal captured on its own after the seats were gone and says so by webhook (paypal-refunds.test.ts).
    shop.paypal.captureElsewhere(late.id);
    expect((await shop.webhook(shop.paypal.events.capture('WH-LATE-AUDIT', `CAP-${late.id}`))).json().outcome).toBe('refund');
    const entries = await shop.t.db.selectFrom('audit_log').selectAll().where('order_id', '=', late.order_id).execute();
    expect(entries).toMatchObject([{ action: 'refund.confirmed', user_id: null, changes: { reason: 'HOLD_EXPIRED_SOLD_OUT' } }]);
  });
});

describe('alerts: mailed, listed, counted and marked done', () => {
  it('mails new alerts to staff who may see them, once, when the notification setting is on', async () => {
    t = await createTestApp();
    await t.db.updateTable('users').set({ mail: 'leitung@schule.de' }).where('username', '=', 'admin').execute();
    await checkAlertConditions(t.app.ctx, fullDisk);
    expect(await mailNewAlerts(t.app.ctx)).toBe(1);
    expect(await mailNewAlerts(t.app.ctx)).toBe(0);
    await mailWorkerOf(t.app.ctx)?.idle();
    const mails = await t.db.selectFrom('mail_outbox').selectAll().where('alert_id', 'is not', null).execute();
    expect(mails).toMatchObject([{ recipient: 'leitung@schule.de', template_name: 'alert', order_id: null }]);
    expect(['sent', 'stored']).toContain(mails[0].status);
    expect(mails[0].subject).toContain('Warnung: Speicher fast voll');
  });

  it('mails nobody when "Warnungen per E-Mail" is off', async () => {
    t = await createTestApp();
    const admin = await t.login();
    await t.db.updateTable('users').set({ mail: 'leitung@schule.de' }).where('username', '=', 'admin').execute();
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/config/save.php',
      headers: bearer(admin),
      payload: { values: { notify_alerts_mail: false } },
    });
    expect(saved.statusCode).toBe(200);
    await checkAlertConditions(t.app.ctx, fullDisk);
    expect(await mailNewAlerts(t.app.ctx)).toBe(0);
    expect(await t.db.selectFrom('mail_outbox').selectAll().execute()).toEqual([]);
  });

  it('lists open alerts with a count, and a person marks one done, recorded in the audit log', async () => {
    t = await createTestApp();
    await checkAlertConditions(t.app.ctx, fullDisk);
    const { token, username } = await signedInWith(t, ['ALERTS_VIEW']);
    const count = await t.app.inject({ method: 'GET', url: '/api/alerts/count.php', headers: bearer(token) });
    expect(count.json()).toMatchObject({ open: 1 });
    const open = (await t.app.inject({ method: 'GET', url: '/api/alerts/list.php', headers: bearer(token) })).json();
    expect(open.alerts).toMatchObject([{ kind: 'DISK_FULL', resolved_at: null }]);
    const done = await t.app.inject({ method: 'POST', url: '/api/alerts/resolve.php', headers: bearer(token), payload: { id: open.alerts[0].id } });
    expect(done.json()).toMatchObject({ success: true, message: 'Als erledigt markiert.' });
    const list = (await t.app.inject({ method: 'GET', url: '/api/alerts/list.php', headers: bearer(token), query: { status: 'done' } })).json();
    expect(list).toMatchObject({ open: 0, alerts: [{ kind: 'DISK_FULL', resolved_by: username }] });
    const entry = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'alert.resolve').executeTakeFirst();
    expect(entry).toMatchObject({ username, subject: `alert:${open.alerts[0].id}` });
    expect((await t.app.inject({ method: 'POST', url: '/api/alerts/resolve.php', headers: bearer(token), payload: { id: 99999 } })).statusCode).toBe(404);
    const { token: other } = await signedInWith(t, ['ORDERS_VIEW']);
    expect((await t.app.inject({ method: 'GET', url: '/api/alerts/list.php', headers: bearer(other) })).statusCode).toBe(403);
  });
});
