import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SellRequest, SyncResponse, UploadRequest } from '../../../shared/api/checkin';
import { generateSigningKeyPair, signTicketCode } from '../../../shared/domain/ticket-code';
import { ApiError, OFFLINE_MESSAGE } from '../../lib/api-client';
import { remainingAtDoor, sellAtDoor } from './box-office';
import { ensureDevice } from './device';
import { type DoorContext, loadDoorContext, scanCode } from './door';
import type { KioskApi } from './kiosk-api';
import { KioskDatabase } from './kiosk-db';
import { UPLOAD_BATCH, uploadSales, uploadScans, waitingScans } from './outbox';
import { syncPerformance } from './sync';
import { localCounters } from './ticket-store';

const pair = generateSigningKeyPair();
const publicKey = btoa(String.fromCharCode(...pair.publicKey))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const SHOW = 7;
const code = (ticketId: number) => signTicketCode({ keyId: 1, ticketId, performanceId: SHOW, categoryId: 1 }, pair.secretKey);

function syncPage(ticketIds: number[], extra: Partial<SyncResponse> = {}): SyncResponse {
  return {
    success: true,
    server_time: '2025-07-08T16:00:00.000Z',
    cursor: '2025-07-08T16:00:00.000Z',
    performance: {
      id: SHOW,
      event_id: 1,
      event_title: 'Zeitsprung',
      starts_at: '2025-07-08T17:00:00.000Z',
      doors_at: null,
      categories: [{ id: 1, name: 'Erwachsene', price_cents: 600 }],
    },
    performances: [{ id: SHOW, event_title: 'Zeitsprung', starts_at: '2025-07-08T17:00:00.000Z' }],
    counters: { sold: ticketIds.length, admitted: 0, reentries: 0 },
    reentry_allowed: false,
    box_office: { capacity: 3, sold: 0, remaining: 3 },
    keys: [{ id: 1, public_key: publicKey }],
    revoked: [],
    tickets: ticketIds.map((id) => ({
      id,
      order_id: 100 + id,
      name: `Gast ${id}`,
      category_id: 1,
      category: 'Erwachsene',
      seat: null,
      status: 'valid',
      admitted_at: null,
      admitted_device: null,
      checkins: 0,
    })),
    total: ticketIds.length,
    next_after: null,
    ...extra,
  };
}

/** A stand-in for the server at the edge of the world: records calls, can be "offline". */
function fakeApi(ticketIds: number[]) {
  const calls = { upload: [] as UploadRequest[], sell: [] as SellRequest[] };
  const state = { offline: false, soldOut: false };
  const offline = () => new ApiError(0, 'OFFLINE', OFFLINE_MESSAGE);
  const api: KioskApi = {
    performances: async () => ({ success: true, performances: [] }),
    sync: async () => syncPage(ticketIds),
    upload: async (body) => {
      if (state.offline) throw offline();
      calls.upload.push(body);
      return {
        success: true,
        stored: body.scans.length,
        already: 0,
        scans: body.scans.map((s) => ({
          nonce: s.nonce,
          ticket_id: null,
          admitted: s.verdict === 'valid',
          duplicate: false,
          reentry: s.verdict === 'reentry',
        })),
        tickets: [],
        counters: { sold: 0, admitted: 0, reentries: 0 },
      };
    },
    scan: async () => {
      throw offline();
    },
    admissions: async () => {
      throw offline();
    },
    sell: async (body) => {
      if (state.offline) throw offline();
      calls.sell.push(body);
      if (state.soldOut)
        throw new ApiError(409, 'BOX_OFFICE_SOLD_OUT', 'Das Kontingent der Abendkasse ist ausgeschöpft.', {
          box_office: { capacity: 3, sold: 3, remaining: 0 },
        });
      return {
        success: true,
        status: 'completed',
        order_id: 900 + calls.sell.length,
        total_cents: 600,
        tickets: [],
        box_office: { capacity: 3, sold: 1, remaining: 2 },
        replay: false,
      };
    },
  };
  return { api, calls, state };
}

let db: KioskDatabase;
let door: DoorContext;
let server: ReturnType<typeof fakeApi>;
let run = 0;
beforeEach(async () => {
  db = new KioskDatabase(`kiosk-test-${++run}`);
  server = fakeApi([1, 2, 3, 4, 5]);
  await syncPerformance(db, server.api, SHOW);
  door = await loadDoorContext(db, SHOW, await ensureDevice(db));
});
afterEach(async () => {
  db.close();
  await db.delete();
});

describe('scans on the device', () => {
  it("admits, then says 'Bereits eingecheckt', with both scans waiting in the outbox", async () => {
    expect((await scanCode(db, door, code(1), 'camera')).title).toBe('Gültig');
    const again = await scanCode(db, door, code(1), 'camera');
    expect(again.title).toBe('Bereits eingecheckt');
    expect(again.detail).toContain(door.device.name);
    expect(await waitingScans(db)).toBe(2);
    expect(await localCounters(db, SHOW)).toEqual({ sold: 5, admitted: 1, reentries: 0 });
  });

  it('asks for another scan after a partial read, records nothing, and admits the full code next', async () => {
    const partial = await scanCode(db, door, code(5).slice(20), 'wedge');
    expect(partial).toMatchObject({ key: 'unreadable', title: 'Code nicht vollständig gelesen – bitte erneut scannen', admits: false });
    expect(await waitingScans(db)).toBe(0);
    expect((await scanCode(db, door, code(5), 'wedge')).title).toBe('Gültig');
  });

  it('keeps the outbox and the admission across a reload (a new connection to the same database)', async () => {
    await scanCode(db, door, code(2), 'wedge');
    db.close();
    const reopened = new KioskDatabase(db.name);
    expect(await waitingScans(reopened)).toBe(1);
    expect((await reopened.kioskTickets.get(2))?.admittedAt).toBeTruthy();
    const again = await scanCode(reopened, await loadDoorContext(reopened, SHOW, door.device), code(2), 'camera');
    expect(again.key).toBe('already');
    reopened.close();
    db = new KioskDatabase(db.name);
  });

  it('records a foreign barcode without control characters, which the server refuses in a batch', async () => {
    expect((await scanCode(db, door, '\u001d0104012345\u001d21ABC\u0000', 'camera')).title).not.toBe('Gültig');
    const [scan] = await db.kioskScans.toArray();
    expect(scan.code).toBe('010401234521ABC');
  });

  it('keeps a local admission when a sync from before the upload says nobody came in yet', async () => {
    await scanCode(db, door, code(3), 'camera');
    await syncPerformance(db, server.api, SHOW);
    expect((await db.kioskTickets.get(3))?.admitted).toBe(1);
  });
});

describe('the scan outbox', () => {
  it('uploads in batches with each nonce, and nothing twice once stored', async () => {
    const count = UPLOAD_BATCH * 2 + 50;
    await db.kioskScans.bulkAdd(
      Array.from({ length: count }, (_, i) => ({
        nonce: `scan-${String(i).padStart(5, '0')}`,
        performanceId: SHOW,
        ticketId: i % 2 ? 1 : null,
        code: i % 2 ? code(1) : 'KAPUTT',
        method: 'typed' as const,
        verdict: i % 2 ? ('already' as const) : ('invalid' as const),
        scannedAt: new Date(1_750_000_000_000 + i).toISOString(),
        state: 0 as const,
        attempts: 0,
      })),
    );
    const result = await uploadScans(db, server.api, door.device);
    expect(result).toEqual({ uploaded: count, stopped: null });
    expect(server.calls.upload.map((call) => call.scans.length)).toEqual([UPLOAD_BATCH, UPLOAD_BATCH, 50]);
    const nonces = server.calls.upload.flatMap((call) => call.scans.map((s) => s.nonce));
    expect(new Set(nonces).size).toBe(count);
    expect(await waitingScans(db)).toBe(0);
    await uploadScans(db, server.api, door.device);
    expect(server.calls.upload).toHaveLength(3);
  });

  it('keeps scans waiting while offline and sends the same nonces when the network returns', async () => {
    await scanCode(db, door, code(4), 'camera');
    server.state.offline = true;
    expect(await uploadScans(db, server.api, door.device)).toEqual({ uploaded: 0, stopped: 'offline' });
    expect(await waitingScans(db)).toBe(1);
    const [waiting] = await db.kioskScans.toArray();
    expect(waiting.attempts).toBe(1);
    server.state.offline = false;
    await uploadScans(db, server.api, door.device);
    expect(server.calls.upload[0].scans[0].nonce).toBe(waiting.nonce);
  });
});

describe('door sales', () => {
  it('queues an offline sale, admits its guests at once and never sells past the quota it last saw', async () => {
    server.state.offline = true;
    const sale = await sellAtDoor(db, server.api, door.device, SHOW, [{ category_id: 1, quantity: 2 }]);
    expect(sale).toEqual({ status: 'queued', quantity: 2, totalCents: 1200 });
    expect(await localCounters(db, SHOW)).toEqual({ sold: 7, admitted: 2, reentries: 0 });
    expect(await remainingAtDoor(db, SHOW)).toBe(1);
    const tooMany = await sellAtDoor(db, server.api, door.device, SHOW, [{ category_id: 1, quantity: 2 }]);
    expect(tooMany).toEqual({ status: 'rejected', message: 'An der Abendkasse ist nur noch 1 Ticket übrig.' });

    server.state.offline = false;
    expect(await uploadSales(db, server.api, door.device)).toEqual({ uploaded: 1, stopped: null });
    expect(server.calls.sell).toHaveLength(1);
    expect(server.calls.sell[0]).toMatchObject({ offline: true, lines: [{ category_id: 1, quantity: 2 }] });
    await uploadSales(db, server.api, door.device);
    expect(server.calls.sell).toHaveLength(1);
    expect((await db.kioskSales.toArray())[0]).toMatchObject({ state: 'done', orderId: 901 });
  });

  it('sells online at once, and marks a sale the server refuses', async () => {
    expect(await sellAtDoor(db, server.api, door.device, SHOW, [{ category_id: 1, quantity: 1 }])).toMatchObject({ status: 'done', orderId: 901 });
    expect((await db.kioskShows.get(SHOW))?.boxOffice?.remaining).toBe(2);
    server.state.soldOut = true;
    const refused = await sellAtDoor(db, server.api, door.device, SHOW, [{ category_id: 1, quantity: 1 }]);
    expect(refused).toEqual({ status: 'rejected', message: 'Das Kontingent der Abendkasse ist ausgeschöpft.' });
    expect(await localCounters(db, SHOW)).toEqual({ sold: 5, admitted: 0, reentries: 0 });
  });
});
