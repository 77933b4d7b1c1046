import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScanResponse } from '../../src/shared/api/checkin';
import { nonce } from '../helpers/kiosk';
import { type PayPalShop, startPayPalShop } from '../helpers/paypal-shop';

let s: PayPalShop;
beforeEach(async () => {
  s = await startPayPalShop();
});
afterEach(async () => {
  await s.close();
});

const DOOR = { id: 'device-door-1', name: 'Eingang Nord' };

async function scanAtDoor(staff: string, code: string) {
  const answer = await s.t.app.inject({
    method: 'POST',
    url: '/api/checkin/scan.php',
    headers: { authorization: `Bearer ${staff}` },
    payload: {
      device_id: DOOR.id,
      device_name: DOOR.name,
      performance_id: s.show.performanceId,
      scan: { nonce: nonce(), code, ticket_id: null, method: 'wedge', scanned_at: new Date().toISOString() },
    },
  });
  return answer.json<ScanResponse>();
}

const revokedList = async () =>
  (await s.t.app.inject({ method: 'GET', url: '/api/tickets/revoked.php' })).json().revoked as Array<{ ticket_id: number; reason: string | null }>;

describe('a chargeback as PayPal sends it (issue 37)', () => {
  it('PAYMENT.CAPTURE.REVERSED with a refund resource (capture only in links[rel=up], capture read REFUNDED/CHARGEBACK) refuses the unadmitted ticket at the door, online and offline, keeps the admitted one, answers the PDF 410, alerts and audits', async () => {
    const { orderId, captureId } = await s.paidOrder(2);
    const tickets = await s.t.db.selectFrom('tickets').select(['id', 'code']).where('order_id', '=', orderId).orderBy('id').execute();
    const staff = await s.t.login();
    expect((await scanAtDoor(staff, tickets[0].code)).verdict).toBe('valid');

    const reversal = s.paypal.reverse(captureId);
    const event = s.paypal.events.reversed('WH-CB-1', reversal.id);
    expect(event.resource_type).toBe('refund');
    expect(event.resource).not.toHaveProperty('supplementary_data');
    expect(event.resource.links.map((link) => link.rel)).toEqual(['self', 'up']);
    const atPayPal = await fetch(`${s.paypal.url}/v2/payments/captures/${captureId}`, { headers: { authorization: 'Bearer token-1' } });
    expect(await atPayPal.json()).toMatchObject({ status: 'REFUNDED', status_details: { reason: 'CHARGEBACK' } });

    const answer = await s.webhook(event);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().outcome).toBe('reversed');

    expect(await s.orderRow(orderId)).toMatchObject({ status: 'CANCELLED', failure_reason: 'REVERSED_AT_PROVIDER' });
    expect(await s.ticketStatuses(orderId)).toEqual(['valid', 'cancelled']);
    // Online: the door refuses the second ticket and says why; the admitted one stays admitted.
    expect(await scanAtDoor(staff, tickets[1].code)).toMatchObject({ verdict: 'cancelled' });
    expect((await scanAtDoor(staff, tickets[0].code)).verdict).toBe('already');
    // Offline: the revocation list the kiosks sync names the second ticket, with the reason.
    const revoked = await revokedList();
    expect(revoked).toContainEqual(expect.objectContaining({ ticket_id: tickets[1].id, reason: 'PAYMENT_REVERSED' }));
    expect(revoked.map((r) => r.ticket_id)).not.toContain(tickets[0].id);
    const token = (await s.orderRow(orderId)).public_token;
    expect((await s.t.app.inject({ method: 'GET', url: `/api/tickets/pdf.php?token=${token}` })).statusCode).toBe(410);
    expect(await s.t.db.selectFrom('alerts').select(['kind', 'order_id']).execute()).toEqual([{ kind: 'CHARGEBACK', order_id: orderId }]);
    const audit = await s.t.db.selectFrom('audit_log').select(['action', 'order_id', 'changes']).where('action', '=', 'payment.reversed').execute();
    expect(audit).toEqual([expect.objectContaining({ action: 'payment.reversed', order_id: orderId })]);
    expect(await s.payments(orderId)).toEqual([
      expect.objectContaining({ kind: 'capture', status: 'REVERSED', provider_ref: captureId }),
      expect.objectContaining({ kind: 'reversal', status: 'COMPLETED', provider_ref: reversal.id, amount_cents: (await s.orderRow(orderId)).total_cents }),
    ]);
    // PayPal delivers again under a new event id: nothing twice.
    expect((await s.webhook(s.paypal.events.reversed('WH-CB-2', reversal.id))).json().outcome).toBe('already-refunded');
    expect(await s.t.db.selectFrom('alerts').select('id').execute()).toHaveLength(1);
  });

  it('a REVERSED event PayPal cannot confirm yet is answered non-2xx and not stored, so its redelivery takes effect', async () => {
    const { orderId, captureId } = await s.paidOrder(1);
    const early = {
      id: 'WH-CB-EARLY',
      create_time: '2026-11-21T10:00:00.000Z',
      resource_type: 'refund',
      event_type: 'PAYMENT.CAPTURE.REVERSED',
      summary: 'A EUR 12.00 capture payment was reversed',
      resource: {
        id: 'REF-NOT-YET-KNOWN',
        status: 'COMPLETED',
        amount: { currency_code: 'EUR', value: '12.00' },
        links: [
          { href: `https://api.sandbox.paypal.com/v2/payments/refunds/REF-NOT-YET-KNOWN`, rel: 'self', method: 'GET' },
          { href: `https://api.sandbox.paypal.com/v2/payments/captures/${captureId}`, rel: 'up', method: 'GET' },
        ],
      },
    };
    const answer = await s.webhook(early);
    expect(answer.statusCode).toBeGreaterThanOrEqual(500);
    expect(answer.json()).toMatchObject({ code: 'WEBHOOK_UNCONFIRMED' });
    expect(await s.t.db.selectFrom('webhook_events').select('id').where('id', '=', early.id).execute()).toEqual([]);
    expect((await s.orderRow(orderId)).status).toBe('CAPTURED');
    expect(await s.ticketStatuses(orderId)).toEqual(['valid']);

    // PayPal has booked the chargeback by its next delivery of the same event.
    const reversal = s.paypal.reverse(captureId);
    const again = await s.webhook({ ...s.paypal.events.reversed(early.id, reversal.id) });
    expect(again.json().outcome).toBe('reversed');
    expect(await s.ticketStatuses(orderId)).toEqual(['cancelled']);
  });
});
