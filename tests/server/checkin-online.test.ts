import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { AdmissionEvent, ScanResponse } from '../../src/shared/api/checkin';
import { openDatabase } from '../../src/server/db/database';
import { shortTicketCode } from '../../src/shared/domain/reservations';
import { isUnreadable, readTicketCode } from '../../src/shared/domain/ticket-code';
import { SESSION_CHECK_MS } from '../../src/server/modules/checkin/events.service';
import { nonce, sell, soldTickets, staffWithRole, upload, scan as uploadScan } from '../helpers/kiosk';
import { ownShow, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, freshPostgresUrl, type TestApp } from '../helpers/test-app';
import { signedInWith } from './staff-fixtures';

// One app for the file (issue 50), listening once for the tests that open a real stream. Every test
// gets a performance of its own, so its counters and pushed admissions are its own; a test that signs
// out does so with a session of its own.
let t: TestApp;
let base: string;
let show: ShowFixture;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  show = await ownShow(t.db);
});

const NORD = { id: 'device-nord-1', name: 'Eingang Nord' };
const SUED = { id: 'device-sued-1', name: 'Eingang Süd' };

function scanOnline(
  app: FastifyInstance,
  auth: string,
  performanceId: number,
  scan: { code?: string | null; ticket_id?: number | null; nonce?: string },
  device = NORD,
) {
  return app.inject({
    method: 'POST',
    url: '/api/checkin/scan.php',
    headers: { authorization: `Bearer ${auth}` },
    payload: {
      device_id: device.id,
      device_name: device.name,
      performance_id: performanceId,
      scan: { nonce: scan.nonce ?? nonce(), code: scan.code ?? null, ticket_id: scan.ticket_id ?? null, method: 'wedge', scanned_at: new Date().toISOString() },
    },
  });
}

/** A door listening to checkin/events.php over a real socket, as the kiosk does (fetch with the Bearer header). */
async function listen(base: string, auth: string, performanceId: number) {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/checkin/events.php?performance_id=${performanceId}`, {
    headers: { authorization: `Bearer ${auth}` },
    signal: controller.signal,
  });
  const events: AdmissionEvent[] = [];
  let ready!: () => void;
  const readySeen = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const reading = (async () => {
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      text += decoder.decode(value, { stream: true });
      let end = text.indexOf('\n\n');
      while (end >= 0) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        if (block.startsWith('event: ready')) ready();
        if (block.startsWith('event: admission')) events.push(JSON.parse(block.slice(block.indexOf('data: ') + 6)) as AdmissionEvent);
        end = text.indexOf('\n\n');
      }
    }
  })();
  let ended = false;
  void reading.then(() => {
    ended = true;
  });
  await readySeen;
  return {
    status: response.status,
    /** Whether the server has closed the stream. */
    ended: () => ended,
    contentType: response.headers.get('content-type'),
    events,
    /** Waits for the count-th event; the bound only keeps a missing push from hanging the test, it measures nothing. */
    async next(count = 1, timeoutMs = 20_000) {
      const start = Date.now();
      while (events.length < count) {
        if (Date.now() - start > timeoutMs) throw new Error(`no admission event within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      return events[count - 1];
    },
    /** Resolves when the server ends the stream. */
    closedByServer: reading,
    async close() {
      controller.abort();
      await reading;
    },
  };
}

describe('checkin/scan.php: the server decides while the door is online', () => {
  it("admits at the first door and answers 'Bereits eingecheckt' at the second, naming the first door", async () => {
    const [ticket] = await soldTickets(t, show, 1);
    const first = await scanOnline(t.app, token, show.performanceId, { code: ticket.code });
    expect(first.statusCode).toBe(200);
    expect(first.json<ScanResponse>()).toMatchObject({
      verdict: 'valid',
      ticket: { id: ticket.id, admitted_device: 'Eingang Nord' },
      counters: { sold: 1, admitted: 1 },
    });
    const second = (await scanOnline(t.app, token, show.performanceId, { code: ticket.code.toLowerCase() }, SUED)).json<ScanResponse>();
    expect(second).toMatchObject({ verdict: 'already', ticket: { id: ticket.id, admitted_device: 'Eingang Nord', checkins: 2 }, counters: { admitted: 1 } });
    expect(second.ticket?.admitted_at).toBe(first.json<ScanResponse>().ticket?.admitted_at);
  });

  it('admits a ticket exactly once when ten doors scan it at the same moment', async () => {
    const [ticket] = await soldTickets(t, show, 1);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        scanOnline(t.app, token, show.performanceId, { code: ticket.code }, { id: `device-door-${index}`, name: `Tür ${index}` }),
      ),
    );
    const verdicts = answers.map((answer) => answer.json<ScanResponse>().verdict);
    expect(verdicts.filter((verdict) => verdict === 'valid')).toHaveLength(1);
    expect(verdicts.filter((verdict) => verdict === 'already')).toHaveLength(9);
  });

  it('keeps the earliest admission when an offline scan from before is uploaded later, and flags the duplicate', async () => {
    const [ticket] = await soldTickets(t, show, 1);
    expect((await scanOnline(t.app, token, show.performanceId, { code: ticket.code })).json().verdict).toBe('valid');
    const offline = await upload(t.app, token, show.performanceId, [uploadScan(ticket.code, new Date(Date.now() - 60_000))], SUED);
    expect(offline.json().scans[0]).toMatchObject({ admitted: true, duplicate: false });
    expect(offline.json().tickets[0]).toMatchObject({ admitted_device: 'Eingang Süd' });
  });

  it('refuses cancelled tickets, tickets for another night and unknown codes, and answers a retried scan as before', async () => {
    const [cancelled, other] = await soldTickets(t, show, 2);
    await t.db.updateTable('tickets').set({ status: 'cancelled', cancelled_at: new Date() }).where('id', '=', cancelled.id).execute();
    expect((await scanOnline(t.app, token, show.performanceId, { code: cancelled.code })).json().verdict).toBe('cancelled');
    const elsewhere = await t.db.selectFrom('performances').select('id').where('id', '!=', show.performanceId).executeTakeFirstOrThrow();
    const wrong = (await scanOnline(t.app, token, elsewhere.id, { code: other.code })).json<ScanResponse>();
    expect(wrong).toMatchObject({ verdict: 'wrong_performance', performance_id: show.performanceId });
    expect((await scanOnline(t.app, token, show.performanceId, { code: 'AAAA' })).json()).toMatchObject({ verdict: 'invalid', ticket: null });
    const again = nonce();
    expect((await scanOnline(t.app, token, show.performanceId, { code: other.code, nonce: again })).json().verdict).toBe('valid');
    expect((await scanOnline(t.app, token, show.performanceId, { code: other.code, nonce: again })).json().verdict).toBe('valid');
  });

  it("issue 52 item 4: the door list's short code typed at the door admits nobody, online or uploaded", async () => {
    const [ticket] = await soldTickets(t, show, 1);
    const short = shortTicketCode(ticket.code);
    expect(short).toHaveLength(6);
    for (const typed of [short, short.toLowerCase(), ` ${short} `]) {
      expect((await scanOnline(t.app, token, show.performanceId, { code: typed })).json()).toMatchObject({
        verdict: 'invalid',
        ticket: null,
        counters: { admitted: 0 },
      });
    }
    const offline = await upload(t.app, token, show.performanceId, [uploadScan(short, new Date(Date.now() - 60_000))], SUED);
    expect(offline.statusCode, offline.body).toBe(200);
    expect(offline.json().scans[0]).toMatchObject({ admitted: false });
    const admissions = await t.db.selectFrom('checkins').select('id').where('ticket_id', '=', ticket.id).where('admitted', '=', true).execute();
    expect(admissions).toEqual([]);
    // The device itself reads six characters as a partial scan and decides nothing (kiosk/door.ts scanCode).
    expect(isUnreadable(short)).toBe(true);
    expect(readTicketCode(short)).toBeNull();
  });

  it('admits a guest found by name through the server too', async () => {
    const [ticket] = await soldTickets(t, show, 1);
    expect((await scanOnline(t.app, token, show.performanceId, { ticket_id: ticket.id })).json().verdict).toBe('valid');
    expect((await scanOnline(t.app, token, show.performanceId, { ticket_id: ticket.id }, SUED)).json().verdict).toBe('already');
  });

  it('needs a session with CHECKIN_SCAN; bad input is a 400 with a German message', async () => {
    expect((await scanOnline(t.app, '', show.performanceId, { code: 'X' })).statusCode).toBe(401);
    const plainUser = await staffWithRole(t, 'user');
    expect((await scanOnline(t.app, plainUser, show.performanceId, { code: 'X' })).statusCode).toBe(403);
    const missing = await scanOnline(t.app, token, 999_999, { code: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Diese Vorstellung gibt es nicht.');
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/checkin/scan.php',
      headers: { authorization: `Bearer ${token}` },
      payload: { performance_id: 'x' },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('checkin/events.php: every door hears of each admission', () => {
  it('pushes an admission to another door as it happens, with the counters', async () => {
    const [ticket] = await soldTickets(t, show, 2);
    const door = await listen(base, token, show.performanceId);
    expect(door.status).toBe(200);
    expect(door.contentType).toContain('text/event-stream');
    await scanOnline(t.app, token, show.performanceId, { code: ticket.code });
    const event = await door.next(1);
    expect(event).toMatchObject({
      performance_id: show.performanceId,
      tickets: [{ id: ticket.id, admitted_device: 'Eingang Nord' }],
      counters: { sold: 2, admitted: 1 },
    });
    // A refusal changes nothing and is not pushed.
    await scanOnline(t.app, token, show.performanceId, { code: ticket.code }, SUED);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(door.events).toHaveLength(1);
    await door.close();
  });

  it('pushes admissions a door made offline as soon as they are uploaded', async () => {
    const [ticket] = await soldTickets(t, show, 1);
    const door = await listen(base, token, show.performanceId);
    await upload(t.app, token, show.performanceId, [uploadScan(ticket.code, new Date(Date.now() - 60_000))], SUED);
    expect((await door.next(1)).tickets[0]).toMatchObject({ id: ticket.id, admitted_device: 'Eingang Süd' });
    await door.close();
  });

  it('pushes door sales made online, admitted', async () => {
    const door = await listen(base, token, show.performanceId);
    const sale = await sell(t.app, token, { performance_id: show.performanceId, lines: [{ category_id: show.adults, quantity: 2 }] });
    expect(sale.statusCode).toBe(200);
    const event = await door.next(1);
    expect(event.tickets).toHaveLength(2);
    expect(event.tickets.every((ticket) => ticket.admitted_at !== null && ticket.admitted_device === 'Abendkasse 1')).toBe(true);
    expect(event.counters).toEqual({ sold: 2, admitted: 2, reentries: 0 });
    await door.close();
  });

  it('ends the stream at once when its session signs out, not at the periodic session check', async () => {
    const own = await t.login();
    const opened = Date.now();
    const door = await listen(base, own, show.performanceId);
    expect((await t.app.inject({ method: 'POST', url: '/api/auth/logout.php', headers: { authorization: `Bearer ${own}` } })).statusCode).toBe(200);
    await door.closedByServer;
    // The periodic check first looks SESSION_CHECK_MS after the stream opened: ending before it, the sign-out ended it.
    expect(Date.now() - opened).toBeLessThan(SESSION_CHECK_MS);
  });

  it('hears only its own performance, and needs a door key', async () => {
    const [ticket] = await soldTickets(t, show, 1);
    const elsewhere = await t.db.selectFrom('performances').select('id').where('id', '!=', show.performanceId).executeTakeFirstOrThrow();
    const otherNight = await listen(base, token, elsewhere.id);
    const tonight = await listen(base, token, show.performanceId);
    await scanOnline(t.app, token, show.performanceId, { code: ticket.code });
    await tonight.next(1);
    expect(otherNight.events).toHaveLength(0);
    await otherNight.close();
    await tonight.close();
    expect((await fetch(`${base}/api/checkin/events.php?performance_id=${show.performanceId}`)).status).toBe(401);
    const plainUser = await staffWithRole(t, 'user');
    const refused = await fetch(`${base}/api/checkin/events.php?performance_id=${show.performanceId}`, { headers: { authorization: `Bearer ${plainUser}` } });
    expect(refused.status).toBe(403);
  });
});

describe('checkin/events.php outlives no permission (issue 29)', () => {
  const waitUntil = async (done: () => boolean, timeoutMs = 2000) => {
    const start = Date.now();
    while (!done() && Date.now() - start < timeoutMs) await new Promise((resolve) => setTimeout(resolve, 20));
    return done();
  };

  it('a demoted door hears no further admission, and its stream ends at once', async () => {
    const tickets = await soldTickets(t, show, 2);
    const door = await signedInWith(t, ['CHECKIN_SCAN']);
    const stream = await listen(base, door.token, show.performanceId);
    await scanOnline(t.app, token, show.performanceId, { code: tickets[0].code });
    expect((await stream.next(1)).tickets[0].id).toBe(tickets[0].id);
    // The manager takes the role away; the door's session itself stays valid.
    await t.db.deleteFrom('user_roles').where('user_id', '=', door.id).execute();
    await scanOnline(t.app, token, show.performanceId, { code: tickets[1].code });
    expect(await waitUntil(stream.ended)).toBe(true);
    expect(stream.events).toHaveLength(1);
    await stream.close();
  });

  it('a door whose session ended hears no further admission either', async () => {
    const [ticket] = await soldTickets(t, show, 1);
    const door = await signedInWith(t, ['CHECKIN_SCAN']);
    const stream = await listen(base, door.token, show.performanceId);
    await t.app.inject({ method: 'POST', url: '/api/auth/logout.php', headers: { authorization: `Bearer ${door.token}` } });
    await scanOnline(t.app, token, show.performanceId, { code: ticket.code });
    expect(await waitUntil(stream.ended)).toBe(true);
    expect(stream.events).toHaveLength(0);
    await stream.close();
  });
});

// Across server processes the push travels through PostgreSQL's LISTEN/NOTIFY.
if (inject('postgresTemplateUrl')) {
  describe('two server processes on one PostgreSQL database', () => {
    it('pushes an admission made through one process to a door listening at the other', async () => {
      const url = await freshPostgresUrl();
      const one = await createTestApp({ db: await openDatabase({ kind: 'postgres', url }) });
      const two = await createTestApp({ db: await openDatabase({ kind: 'postgres', url }) });
      try {
        const oneShow = await upcomingShow(one.db);
        const [ticket] = await soldTickets(one, oneShow, 1);
        const oneToken = await one.login();
        const twoToken = await two.login();
        const door = await listen(await two.app.listen({ port: 0, host: '127.0.0.1' }), twoToken, oneShow.performanceId);
        expect((await scanOnline(one.app, oneToken, oneShow.performanceId, { code: ticket.code })).json().verdict).toBe('valid');
        expect((await door.next(1)).tickets[0]).toMatchObject({ id: ticket.id, admitted_device: 'Eingang Nord' });
        expect((await scanOnline(two.app, twoToken, oneShow.performanceId, { code: ticket.code }, SUED)).json().verdict).toBe('already');
        await door.close();
      } finally {
        await one.close();
        await two.close();
      }
    });
  });
}
