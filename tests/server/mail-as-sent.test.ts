import { afterEach, describe, expect, it } from 'vitest';
import { checkAlertConditions, type DiskProbe } from '../../src/server/modules/alerts/alert-watch';
import { enqueueOrderMail } from '../../src/server/modules/mail/mail.repository';
import { kickMailWorker, mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import { mailParts } from '../../src/server/modules/mail/mime-parts';
import { sweepExpiredHolds } from '../../src/server/modules/orders/hold/sweep';
import { formatCents } from '../../src/shared/domain/format';
import { type PayPalShop, startPayPalShop } from '../helpers/paypal-shop';
import { bearer } from './staff-fixtures';

/** Issue 37 item 5: the outbox shows what the buyer got, and a mail held back on purpose is no failure. */
let s: PayPalShop;
afterEach(async () => {
  await s?.close();
});

const roomyDisk: DiskProbe = async () => ({ freeBytes: 50 * 1024 ** 3, totalBytes: 100 * 1024 ** 3 });

describe('what staff see is what the buyer got (issue 37 item 5)', () => {
  it('the outbox shows a mail as it was sent: "Wird erstattet" stays, though PayPal confirmed the refund since', async () => {
    s = await startPayPalShop();
    const admin = await s.t.login();
    const { orderId } = await s.paidOrder(1);
    const amount = formatCents((await s.orderRow(orderId)).total_cents);
    s.paypal.state.refundStatus = 'PENDING';
    const cancelled = await s.t.app.inject({
      method: 'POST',
      url: '/api/orders/cancel.php',
      headers: bearer(admin),
      payload: { order_id: orderId, reason: 'Die Vorstellung fällt aus.' },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await mailWorkerOf(s.t.app.ctx)?.idle();
    const mail = await s.t.db
      .selectFrom('mail_outbox')
      .select(['id', 'status'])
      .where('order_id', '=', orderId)
      .where('template_name', '=', 'cancellation')
      .executeTakeFirstOrThrow();
    expect(mail.status).toBe('stored');

    // PayPal confirms the refund afterwards; the buyer's mail said it was on its way.
    const [refund] = [...s.paypal.refundsById.values()];
    s.paypal.finishRefund(refund.id, 'COMPLETED');
    await sweepExpiredHolds(s.t.app.ctx);
    expect((await s.payments(orderId)).find((row) => row.kind === 'refund')?.status).toBe('COMPLETED');

    const view = (await s.t.app.inject({ method: 'GET', url: `/api/mail/outbox_view.php?id=${mail.id}`, headers: bearer(admin) })).json().mail;
    expect(view.text).toContain(`Wird erstattet: ${amount}`);
    expect(view.html).toContain(`Wird erstattet: ${amount}`);
    expect(view.text).not.toMatch(/(^|[^d] )Erstattet:/m);
    // The .eml download carries the same text.
    const raw = await s.t.app.inject({ method: 'GET', url: `/api/mail/outbox_raw.php?id=${mail.id}`, headers: bearer(admin) });
    expect(raw.statusCode).toBe(200);
    expect(mailParts(raw.rawPayload).text).toContain(`Wird erstattet: ${amount}`);
  }, 120_000);

  it("a cancelled order's confirmation is held back without a MAIL_FAILING alert", async () => {
    s = await startPayPalShop();
    const admin = await s.t.login();
    const { orderId } = await s.paidOrder(1);
    await mailWorkerOf(s.t.app.ctx)?.idle();
    expect(
      (await s.t.app.inject({ method: 'POST', url: '/api/orders/cancel.php', headers: bearer(admin), payload: { order_id: orderId, reason: 'Test' } }))
        .statusCode,
    ).toBe(200);
    // A confirmation queued for the order now (a late capture answer's, a resend racing the cancel).
    const order = await s.orderRow(orderId);
    await enqueueOrderMail(s.t.db, order, s.t.clock.now());
    kickMailWorker(s.t.app.ctx);
    await mailWorkerOf(s.t.app.ctx)?.idle();
    const held = await s.t.db
      .selectFrom('mail_outbox')
      .select(['status', 'last_error'])
      .where('order_id', '=', orderId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(held.status).toBe('suppressed');
    expect(held.last_error).toMatch(/storniert/);

    await checkAlertConditions(s.t.app.ctx, roomyDisk);
    expect(await s.t.db.selectFrom('alerts').select('kind').where('kind', '=', 'MAIL_FAILING').execute()).toEqual([]);
  });
});
