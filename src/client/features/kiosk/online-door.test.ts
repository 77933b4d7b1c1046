import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { KioskTicketDto, ScanRequest, ScanResponse, SyncResponse } from '../../../shared/api/checkin';
import { generateSigningKeyPair, readTicketCode, signTicketCode } from '../../../shared/domain/ticket-code';
import { ApiError, OFFLINE_MESSAGE } from '../../lib/api-client';
import { ensureDevice } from './device';
import { type DoorContext, loadDoorContext, scanCode } from './door';
import type { AdmissionHandlers, KioskApi } from './kiosk-api';
import { KioskDatabase } from './kiosk-db';
import { waitingScans } from './outbox';
import { applyAdmission, decideOnline, followAdmissions, onlineClaims } from './online-door';
import { syncPerformance } from './sync';
import { localCounters } from './ticket-store';

const pair = generateSigningKeyPair();
const publicKey = btoa(String.fromCharCode(...pair.publicKey))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const SHOW = 7;
const code = (ticketId: number) => signTicketCode({ keyId: 1, ticketId, performanceId: SHOW, categoryId: 1 }, pair.secretKey);

function dto(id: number, extra: Partial<KioskTicketDto> = {}): KioskTicketDto {
  return {
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
    ...extra,
  };
}

const page: SyncResponse = {
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
  counters: { sold: 3, admitted: 0, reentries: 0 },
  reentry_allowed: false,
  box_office: { capacity: 3, sold: 0, remaining: 3 },
  keys: [{ id: 1, public_key: publicKey }],
  revoked: [],
  tickets: [dto(1), dto(2), dto(3)],
  total: 3,
  next_after: null,
};

/** The server at the edge of the world: answers each scan as `answer` says, or not within the timeout. */
function fakeApi(answer: (body: ScanRequest) => ScanResponse | 'slow' | 'offline') {
  const asked: ScanRequest[] = [];
  const cancelled: ScanRequest[] = [];
  const api = {
    sync: async () => page,
    scan: (body: ScanRequest, signal?: AbortSignal) => {
      asked.push(body);
      const result = answer(body);
      if (result === 'offline') return Promise.reject(new ApiError(0, 'OFFLINE', OFFLINE_MESSAGE));
      if (result === 'slow')
        return new Promise<ScanResponse>((_, reject) =>
          signal?.addEventListener('abort', () => {
            cancelled.push(body);
            reject(new DOMException('aborted', 'AbortError'));
          }),
        );
      return Promise.resolve(result);
    },
  } as unknown as KioskApi;
  return { api, asked, cancelled };
}

let db: KioskDatabase;
let door: DoorContext;
let run = 0;
beforeEach(async () => {
  db = new KioskDatabase(`kiosk-online-${++run}`);
  await syncPerformance(db, fakeApi(() => 'offline').api, SHOW);
  door = await loadDoorContext(db, SHOW, await ensureDevice(db));
});
afterEach(async () => {
  db.close();
  await db.delete();
});

function scanOf(ticketId: number, nonce = `nonce-${ticketId}-${run}`) {
  const text = code(ticketId);
  return { nonce, method: 'wedge' as const, code: text, claims: onlineClaims(door, text) ?? { ticketId: 0, performanceId: 0, categoryId: 0 } };
}

describe('a revoked ticket at the door (issue 28)', () => {
  it("says why: a ticket whose payment PayPal reversed reads 'Zahlung zurückgebucht', offline and online", async () => {
    const reversedPage: SyncResponse = { ...page, revoked: [{ ticket_id: 3, performance_id: SHOW, reason: 'PAYMENT_REVERSED' }] };
    await syncPerformance(db, { ...fakeApi(() => 'offline').api, sync: async () => reversedPage } as unknown as KioskApi, SHOW);
    const offline = await scanCode(db, door, code(3), 'wedge');
    expect(offline).toMatchObject({ key: 'cancelled', title: 'Storniert', admits: false });
    expect((offline as { detail: string }).detail).toBe('Zahlung zurückgebucht: Dieses Ticket ist gesperrt und berechtigt nicht zum Einlass.');
    const { api } = fakeApi(() => ({
      success: true,
      verdict: 'cancelled',
      ticket: dto(3, { status: 'cancelled' }),
      performance_id: null,
      counters: { sold: 2, admitted: 0, reentries: 0 },
    }));
    expect((await decideOnline(db, api, door, scanOf(3, `again-${run}`)))?.detail).toContain('Zahlung zurückgebucht');
  });
});

describe('a door online asks the server first (issue 12)', () => {
  it("says 'Bereits eingecheckt' naming door A when the server knows of A's admission, and stores it", async () => {
    const { api, asked } = fakeApi(() => ({
      success: true,
      verdict: 'already',
      ticket: dto(1, { admitted_at: '2025-07-08T16:42:00.000Z', admitted_device: 'Tür A', checkins: 2 }),
      performance_id: null,
      counters: { sold: 3, admitted: 1, reentries: 0 },
    }));
    const verdict = await decideOnline(db, api, door, scanOf(1));
    expect(verdict).toMatchObject({ key: 'already', title: 'Bereits eingecheckt', detail: 'Erster Einlass um 18:42 Uhr · Gerät „Tür A“' });
    expect(asked[0]).toMatchObject({ performance_id: SHOW, device_id: door.device.id, scan: { nonce: `nonce-1-${run}`, code: code(1), ticket_id: null } });
    expect((await db.kioskTickets.get(1))?.admittedDevice).toBe('Tür A');
    // The server has the scan already: nothing waits for upload.
    expect(await waitingScans(db)).toBe(0);
    expect(await localCounters(db, SHOW)).toEqual({ sold: 3, admitted: 1, reentries: 0 });
  });

  it("admits with the server's 'Gültig' and marks the ticket, so the next scan is refused even offline", async () => {
    const { api } = fakeApi(() => ({
      success: true,
      verdict: 'valid',
      ticket: dto(2, { admitted_at: '2025-07-08T16:50:00.000Z', admitted_device: door.device.name, checkins: 1 }),
      performance_id: null,
      counters: { sold: 3, admitted: 1, reentries: 0 },
    }));
    expect(await decideOnline(db, api, door, scanOf(2))).toMatchObject({ key: 'valid', detail: 'Erwachsene · freie Platzwahl', admits: true });
    expect((await db.kioskTickets.get(2))?.admitted).toBe(1);
  });

  it('gives up when offline or slower than the timeout, so the device decides alone', async () => {
    expect(await decideOnline(db, fakeApi(() => 'offline').api, door, scanOf(3))).toBeNull();
    // The slow server never answers: only the timeout's cancel ends the wait (without it the test times out).
    const slow = fakeApi(() => 'slow');
    expect(await decideOnline(db, slow.api, door, scanOf(3), new Date(), 100)).toBeNull();
    expect(slow.cancelled).toHaveLength(1);
    expect(await db.kioskScans.count()).toBe(0);
  });

  it('asks only about codes that may be genuine: not about a forged one', () => {
    const forged = `${code(1).slice(0, 60)}${code(1)[60] === 'Q' ? 'R' : 'Q'}${code(1).slice(61)}`;
    expect(onlineClaims(door, forged)).toBeNull();
    expect(onlineClaims(door, code(1))).toEqual({ ...readTicketCode(code(1)), keyId: 1 });
  });

  it("takes in another door's pushed admission and door sale: counters include them", async () => {
    await applyAdmission(db, {
      performance_id: SHOW,
      tickets: [dto(3, { admitted_at: '2025-07-08T16:55:00.000Z', admitted_device: 'Tür B' })],
      counters: { sold: 3, admitted: 1, reentries: 0 },
    });
    await applyAdmission(db, {
      performance_id: SHOW,
      tickets: [dto(9, { name: 'Abendkasse', admitted_at: '2025-07-08T16:56:00.000Z', admitted_device: 'Kasse' })],
      counters: { sold: 4, admitted: 2, reentries: 0 },
    });
    expect(await localCounters(db, SHOW)).toEqual({ sold: 4, admitted: 2, reentries: 0 });
    expect((await db.kioskShows.get(SHOW))?.counters).toEqual({ sold: 4, admitted: 2, reentries: 0 });
  });
});

describe('re-entry, "Mehrfacheintritt pro Tag" (issue 33)', () => {
  const withReentry = (on: boolean) =>
    ({
      ...fakeApi(() => 'offline').api,
      sync: async () => ({ ...page, reentry_allowed: on, counters: { sold: 3, admitted: 0, reentries: 4 } }),
    }) as unknown as KioskApi;

  it('lets an admitted guest back in offline once the sync brought the setting, and counts the re-entry', async () => {
    await syncPerformance(db, withReentry(true), SHOW);
    door = await loadDoorContext(db, SHOW, await ensureDevice(db));
    expect(await scanCode(db, door, code(1), 'wedge')).toMatchObject({ key: 'valid', admits: true });
    const back = await scanCode(db, door, code(1), 'camera');
    expect(back).toMatchObject({ key: 'reentry', title: 'Wiedereinlass', tone: 'green', admits: false });
    expect((back as { detail: string }).detail).toContain(`Gerät „${door.device.name}“`);
    // Both scans wait for upload with what the door said; the server's four re-entries plus this one.
    expect((await db.kioskScans.toArray()).map((scan) => scan.verdict).sort()).toEqual(['reentry', 'valid']);
    expect(await localCounters(db, SHOW)).toEqual({ sold: 3, admitted: 1, reentries: 5 });
    expect((await db.kioskTickets.get(1))?.checkins).toBe(2);
  });

  it("still says 'Bereits eingecheckt' offline when the setting is off", async () => {
    await syncPerformance(db, withReentry(false), SHOW);
    door = await loadDoorContext(db, SHOW, await ensureDevice(db));
    await scanCode(db, door, code(2), 'wedge');
    expect(await scanCode(db, door, code(2), 'wedge')).toMatchObject({ key: 'already', title: 'Bereits eingecheckt' });
    expect((await localCounters(db, SHOW)).reentries).toBe(4);
  });

  it("says 'Wiedereinlass' online when the server does, and takes the server's count", async () => {
    const { api } = fakeApi(() => ({
      success: true,
      verdict: 'reentry',
      ticket: dto(1, { admitted_at: '2025-07-08T16:42:00.000Z', admitted_device: 'Tür A', checkins: 2 }),
      performance_id: null,
      counters: { sold: 3, admitted: 1, reentries: 1 },
    }));
    expect(await decideOnline(db, api, door, scanOf(1))).toMatchObject({
      key: 'reentry',
      title: 'Wiedereinlass',
      detail: 'Erster Einlass um 18:42 Uhr · Gerät „Tür A“',
    });
    expect(await localCounters(db, SHOW)).toEqual({ sold: 3, admitted: 1, reentries: 1 });
  });
});

describe('the admission stream tells the door when the server is back (issue 30)', () => {
  it('calls back the moment the stream opens again after a break, and when the server hears admissions again', async () => {
    const stop = new AbortController();
    const steps: Array<(on: AdmissionHandlers) => Promise<void>> = [
      async (on) => on.ready(),
      async () => {
        throw new ApiError(0, 'OFFLINE', OFFLINE_MESSAGE);
      },
      async (on) => {
        on.ready();
        on.feed(false);
        on.feed(true);
      },
      async () => {
        throw new ApiError(401, 'SESSION_EXPIRED', 'Die Sitzung ist abgelaufen. Bitte melde dich erneut an.');
      },
    ];
    let opened = 0;
    const api = { admissions: (_id: number, on: AdmissionHandlers) => (steps[opened++] ?? (async () => stop.abort()))(on) } as unknown as KioskApi;
    let back = 0;
    await followAdmissions(db, api, SHOW, stop.signal, () => back++, 5);
    // Back after the failed attempt (ready) and after the feed came back; a first open is no return.
    expect(back).toBe(2);
    // A refused session ends the following: the app signs out instead of retrying while showing "Online".
    expect(opened).toBe(4);
  });
});
