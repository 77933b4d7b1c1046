import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ScanResponse, SyncResponse, UploadResponse } from '../../src/shared/api/checkin';
import { nonce, soldTickets, sync, upload, scan as uploadScan } from '../helpers/kiosk';
import { type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** Issue 33 point 8: "Mehrfacheintritt pro Tag" lets an admitted guest back in and counts it. */
let t: TestApp;
let show: ShowFixture;
let token: string;
beforeEach(async () => {
  t = await createTestApp();
  show = await upcomingShow(t.db);
  token = await t.login();
});
afterEach(async () => {
  await t.close();
});

const NORD = { id: 'device-nord-1', name: 'Eingang Nord' };
const SUED = { id: 'device-sued-1', name: 'Eingang Süd' };

async function allowReentry(on: boolean) {
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/config/save.php',
    headers: { authorization: `Bearer ${token}` },
    payload: { values: { multiple_entries_per_day: on } },
  });
  expect(saved.statusCode).toBe(200);
}

async function scanOnline(code: string, device = NORD) {
  const answer = await t.app.inject({
    method: 'POST',
    url: '/api/checkin/scan.php',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      device_id: device.id,
      device_name: device.name,
      performance_id: show.performanceId,
      scan: { nonce: nonce(), code, method: 'wedge', scanned_at: new Date().toISOString() },
    },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json<ScanResponse>();
}

describe('re-entry at the door (issue 33 point 8)', () => {
  it("answers a second online scan with 'reentry' and counts it when the setting is on, 'already' when off", async () => {
    const [ticket] = await soldTickets(t, show, 1);
    expect((await scanOnline(ticket.code)).verdict).toBe('valid');
    expect(await scanOnline(ticket.code, SUED)).toMatchObject({ verdict: 'already', counters: { admitted: 1, reentries: 0 } });

    await allowReentry(true);
    expect(await scanOnline(ticket.code, SUED)).toMatchObject({
      verdict: 'reentry',
      ticket: { admitted_device: 'Eingang Nord' },
      counters: { sold: 1, admitted: 1, reentries: 1 },
    });
    expect(await scanOnline(ticket.code)).toMatchObject({ verdict: 'reentry', counters: { admitted: 1, reentries: 2 } });
    const rows = await t.db
      .selectFrom('checkins')
      .select(['verdict', 'admitted', 'duplicate', 'reentry'])
      .where('ticket_id', '=', ticket.id)
      .orderBy('id')
      .execute();
    expect(rows.filter((row) => row.reentry)).toHaveLength(2);
    expect(rows.filter((row) => row.admitted)).toHaveLength(1);
    // The back office order details name each return.
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/orders/fetch.php?order_id=${ticket.order_id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(details.json().order.tickets[0].checkins.map((c: { verdict: string }) => c.verdict)).toEqual([
      'Eingelassen',
      'Doppelt gescannt',
      'Wiedereinlass',
      'Wiedereinlass',
    ]);
  });

  it('hands the setting to the kiosk with its sync, so the offline door knows it', async () => {
    expect((await sync(t.app, token, { performance_id: show.performanceId })).json<SyncResponse>().reentry_allowed).toBe(false);
    await allowReentry(true);
    const answer = (await sync(t.app, token, { performance_id: show.performanceId })).json<SyncResponse>();
    expect(answer).toMatchObject({ reentry_allowed: true, counters: { reentries: 0 } });
  });

  it('reads offline re-entries as re-entries, not duplicates, and counts them; without the setting another door is a duplicate', async () => {
    const [first, second] = await soldTickets(t, show, 2);
    const start = Date.now() - 60 * 60_000;
    // Without the setting: the second door's offline 'Gültig' is a duplicate, as before.
    const before = await upload(t.app, token, show.performanceId, [uploadScan(first.code, new Date(start))], NORD);
    expect(before.statusCode).toBe(200);
    const twice = (await upload(t.app, token, show.performanceId, [uploadScan(first.code, new Date(start + 60_000))], SUED)).json<UploadResponse>();
    expect(twice.scans[0]).toMatchObject({ admitted: false, duplicate: true, reentry: false });

    await allowReentry(true);
    await upload(t.app, token, show.performanceId, [uploadScan(second.code, new Date(start))], NORD);
    const back = (
      await upload(
        t.app,
        token,
        show.performanceId,
        [
          // A door that had synced the admission said 'Wiedereinlass'; one that had not said 'Gültig': both came back in.
          uploadScan(second.code, new Date(start + 30 * 60_000), { verdict: 'reentry' }),
          uploadScan(second.code, new Date(start + 40 * 60_000)),
        ],
        SUED,
      )
    ).json<UploadResponse>();
    expect(back.scans.map((s) => ({ admitted: s.admitted, duplicate: s.duplicate, reentry: s.reentry }))).toEqual([
      { admitted: false, duplicate: false, reentry: true },
      { admitted: false, duplicate: false, reentry: true },
    ]);
    // The first ticket's duplicate from before the setting was read at its upload and stays one.
    expect(back.counters).toMatchObject({ sold: 2, admitted: 2, reentries: 2 });
    const performances = (await t.app.inject({ method: 'GET', url: '/api/checkin/performances.php', headers: { authorization: `Bearer ${token}` } })).json();
    expect(performances.performances.find((p: { id: number }) => p.id === show.performanceId)).toMatchObject({ admitted: 2, reentries: 2 });
  });
});
