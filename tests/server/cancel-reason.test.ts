import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buy, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

/** Issue 32 item 10: a cancellation needs a reason, and the order keeps it for staff. */
let t: TestApp;
let admin: string;
let show: ShowFixture;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  show = await upcomingShow(t.db);
});
afterAll(async () => {
  await t.close();
});

const cancel = (payload: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/orders/cancel.php', headers: bearer(admin), payload });

describe('cancelling with care', () => {
  it('refuses a cancellation without a reason, and shows the reason in the order afterwards', async () => {
    const { created } = await buy(t.app, [line(show, show.adults, 1)]);
    for (const reason of [undefined, '', '   ']) {
      const refused = await cancel({ order_id: created.order_id, ...(reason === undefined ? {} : { reason }) });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: 'CANCEL_REASON_REQUIRED' });
    }
    const cancelled = await cancel({ order_id: created.order_id, reason: ' Die Vorstellung fällt aus. ' });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const details = (await t.app.inject({ method: 'GET', url: `/api/orders/fetch.php?order_id=${created.order_id}`, headers: bearer(admin) })).json().order;
    expect(details.cancel_reason).toBe('Die Vorstellung fällt aus.');
  });

  it('tells the doors why a cancelled order\'s tickets are stopped: CANCELLED, for "Vom Veranstalter storniert" (issue 51 item 6)', async () => {
    const { created } = await buy(t.app, [line(show, show.adults, 2)]);
    expect((await cancel({ order_id: created.order_id, reason: 'Doppelt gekauft' })).statusCode).toBe(200);
    const ids = (await t.db.selectFrom('tickets').select('id').where('order_id', '=', created.order_id).execute()).map((row) => row.id);
    expect(ids).toHaveLength(2);
    const sync = await t.app.inject({ method: 'GET', url: `/api/checkin/sync.php?performance_id=${show.performanceId}`, headers: bearer(admin) });
    expect(sync.statusCode, sync.body).toBe(200);
    const revoked = (sync.json().revoked as Array<{ ticket_id: number; reason: string | null }>).filter((row) => ids.includes(row.ticket_id));
    expect(revoked.map((row) => row.reason)).toEqual(['CANCELLED', 'CANCELLED']);
  });
});
