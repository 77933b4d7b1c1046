import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nonce, scan, soldTickets, staffWithRole, sync, upload } from '../helpers/kiosk';
import { ownShow, type ShowFixture } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

// One app for the file (issue 50): every test sells from a performance of its own, so its counters and
// stored scans are its own; counts of the checkins table look at that performance only.
let t: TestApp;
let show: ShowFixture;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  show = await ownShow(t.db);
});

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

describe('kiosk calls need a door key', () => {
  it('refuses without a session and without CHECKIN_SCAN; the manager role has the door keys', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: `/api/checkin/sync.php?performance_id=${show.performanceId}` });
    expect(anonymous.statusCode).toBe(401);
    const plainUser = await staffWithRole(t, 'user');
    expect((await sync(t.app, plainUser, { performance_id: show.performanceId })).statusCode).toBe(403);
    expect((await upload(t.app, plainUser, show.performanceId, [scan('X', new Date())])).statusCode).toBe(403);
    const manager = await staffWithRole(t, 'manager');
    expect((await sync(t.app, manager, { performance_id: show.performanceId })).statusCode).toBe(200);
  });
});

describe('checkin/sync.php', () => {
  it('hands out the ticket list with names, keys, revocations and counters, in pages', async () => {
    const tickets = await soldTickets(t, show, 3);
    const first = await sync(t.app, token, { performance_id: show.performanceId, limit: 2 });
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.tickets).toHaveLength(2);
    expect(page.tickets[0]).toMatchObject({ id: tickets[0].id, name: 'Mia Krüger', category: 'Erwachsene', status: 'valid', admitted_at: null });
    expect(page.total).toBe(3);
    expect(page.next_after).toBe(tickets[1].id);
    expect(page.keys[0].public_key).toMatch(/^[\w-]{43}$/);
    expect(page.counters).toEqual({ sold: 3, admitted: 0, reentries: 0 });
    // Issue 51: besides its own allocation the door learns what the online sale has left and whether doors are open.
    expect(page.box_office).toEqual({ capacity: 20, sold: 0, remaining: 20, held_left: 20, online_free: expect.any(Number), doors_open: false, seated: false });
    expect(page.performance.categories.map((c: { name: string }) => c.name)).toEqual(['Erwachsene', 'Kinder']);
    const second = (await sync(t.app, token, { performance_id: show.performanceId, limit: 2, after: page.next_after })).json();
    expect(second.tickets.map((x: { id: number }) => x.id)).toEqual([tickets[2].id]);
    expect(second.next_after).toBeNull();
  });

  it('after a cursor, hands out only what changed: new sales, admissions and cancellations', async () => {
    const [a, b] = await soldTickets(t, show, 2);
    const full = (await sync(t.app, token, { performance_id: show.performanceId })).json();
    // The cursor has a margin for late commits; move past it so "nothing changed" is visible.
    t.clock.advance(10 * 60_000);
    const later = new Date(t.clock.now().getTime() - 60_000).toISOString();
    expect((await sync(t.app, token, { performance_id: show.performanceId, since: later })).json().tickets).toEqual([]);
    expect(full.cursor).toBeTruthy();

    await upload(t.app, token, show.performanceId, [scan(a.code, t.clock.now())]);
    await t.db.updateTable('tickets').set({ status: 'cancelled', cancelled_at: t.clock.now() }).where('id', '=', b.id).execute();
    const delta = (await sync(t.app, token, { performance_id: show.performanceId, since: later })).json();
    expect(delta.tickets.map((x: { id: number }) => x.id).sort()).toEqual([a.id, b.id].sort());
    expect(delta.tickets.find((x: { id: number }) => x.id === a.id).admitted_device).toBe('Eingang Nord');
    expect(delta.revoked).toEqual([{ ticket_id: b.id, performance_id: show.performanceId, reason: null }]);
    expect(delta.counters).toEqual({ sold: 1, admitted: 1, reentries: 0 });
  });

  it('answers 404 for an unknown performance and 400 for a bad cursor', async () => {
    expect((await sync(t.app, token, { performance_id: 999_999 })).statusCode).toBe(404);
    expect((await sync(t.app, token, { performance_id: show.performanceId, since: 'gestern-abend' })).statusCode).toBe(400);
  });
});

describe('checkin/upload.php', () => {
  it('stores each scan once when the same batch is sent five times', async () => {
    const tickets = await soldTickets(t, show, 4);
    const batch = tickets.map((ticket, index) => scan(ticket.code, minutesAgo(10 - index)));
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push((await upload(t.app, token, show.performanceId, batch)).json());
    expect(answers[0]).toMatchObject({ stored: 4, already: 0 });
    for (const later of answers.slice(1)) expect(later).toMatchObject({ stored: 0, already: 4 });
    const rows = await t.db.selectFrom('checkins').select(['nonce', 'admitted']).where('performance_id', '=', show.performanceId).execute();
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => row.admitted)).toBe(true);
    expect(answers[4].counters).toEqual({ sold: 4, admitted: 4, reentries: 0 });
  });

  it('five concurrent copies of a batch still store each scan once', async () => {
    const tickets = await soldTickets(t, show, 3);
    const batch = tickets.map((ticket) => scan(ticket.code, minutesAgo(1)));
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(t.app, token, show.performanceId, batch)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.reduce((sum, a) => sum + a.json().stored, 0)).toBe(3);
    expect(await t.db.selectFrom('checkins').select('id').where('performance_id', '=', show.performanceId).execute()).toHaveLength(3);
  });

  it('two devices that both admitted one ticket offline: both scans stored, the earlier admits, the other is a duplicate', async () => {
    const [ticket] = await soldTickets(t, show, 1);
    const north = { id: 'device-north', name: 'Eingang Nord' };
    const south = { id: 'device-south', name: 'Eingang Süd' };
    // South uploads first, but North scanned two minutes earlier.
    const southAnswer = (await upload(t.app, token, show.performanceId, [scan(ticket.code, minutesAgo(3))], south)).json();
    expect(southAnswer.scans[0]).toMatchObject({ admitted: true, duplicate: false });
    const northAnswer = (await upload(t.app, token, show.performanceId, [scan(ticket.code, minutesAgo(5))], north)).json();
    expect(northAnswer.scans[0]).toMatchObject({ ticket_id: ticket.id, admitted: true, duplicate: false });
    // The answer tells North what the others did to the tickets it touched.
    expect(northAnswer.tickets[0]).toMatchObject({ id: ticket.id, admitted_device: 'Eingang Nord', checkins: 2 });

    const rows = await t.db
      .selectFrom('checkins')
      .select(['device_id', 'admitted', 'duplicate'])
      .where('performance_id', '=', show.performanceId)
      .orderBy('device_id')
      .execute();
    expect(rows).toEqual([
      { device_id: 'device-north', admitted: true, duplicate: false },
      { device_id: 'device-south', admitted: false, duplicate: true },
    ]);
    expect(northAnswer.counters).toEqual({ sold: 1, admitted: 1, reentries: 0 });
  });

  it('keeps refused and unreadable scans on record without admitting anybody', async () => {
    const [ticket] = await soldTickets(t, show, 1);
    const changed = ticket.code.slice(0, 30) + (ticket.code[30] === 'A' ? 'B' : 'A') + ticket.code.slice(31);
    const answer = (
      await upload(t.app, token, show.performanceId, [
        scan(changed, minutesAgo(2), { verdict: 'invalid' }),
        scan('', minutesAgo(1), { verdict: 'invalid', method: 'typed' }),
        { nonce: nonce(), ticket_id: ticket.id, method: 'search', verdict: 'cancelled', scanned_at: minutesAgo(1).toISOString() },
      ])
    ).json();
    expect(answer.stored).toBe(3);
    expect(answer.scans.filter((s: { ticket_id: number | null }) => s.ticket_id === null)).toHaveLength(2);
    expect(answer.counters).toEqual({ sold: 1, admitted: 0, reentries: 0 });
  });

  it('admits a guest found by name through the ticket id, and refuses a batch with bad fields', async () => {
    const [ticket] = await soldTickets(t, show, 1);
    const answer = (
      await upload(t.app, token, show.performanceId, [
        { nonce: nonce(), ticket_id: ticket.id, method: 'search', verdict: 'valid', scanned_at: new Date().toISOString() },
      ])
    ).json();
    expect(answer.scans[0]).toMatchObject({ ticket_id: ticket.id, admitted: true });
    const bad = await upload(t.app, token, show.performanceId, [scan(ticket.code, new Date(), { verdict: 'maybe' as never })]);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Ungültige Eingabe/);
  });

  it('takes a scan time from the future as the arrival time', async () => {
    const [ticket] = await soldTickets(t, show, 1);
    await upload(t.app, token, show.performanceId, [scan(ticket.code, new Date(Date.now() + 3_600_000))]);
    const row = await t.db
      .selectFrom('checkins')
      .select(['scanned_at', 'received_at'])
      .where('performance_id', '=', show.performanceId)
      .executeTakeFirstOrThrow();
    expect(row.scanned_at.getTime()).toBe(row.received_at.getTime());
  });
});

describe('the back office order details', () => {
  it('show each ticket with its uploaded scans, the admission first', async () => {
    const [ticket] = await soldTickets(t, show, 1);
    const { order_id } = await t.db.selectFrom('tickets').select('order_id').where('id', '=', ticket.id).executeTakeFirstOrThrow();
    await upload(t.app, token, show.performanceId, [scan(ticket.code, minutesAgo(4))], { id: 'device-north', name: 'Eingang Nord' });
    await upload(t.app, token, show.performanceId, [scan(ticket.code, minutesAgo(2))], { id: 'device-south', name: 'Eingang Süd' });
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/orders/fetch.php?order_id=${order_id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(details.statusCode).toBe(200);
    const [shown] = details.json().order.tickets;
    expect(shown.checkins).toEqual([
      { scanned_at: expect.any(String), device: 'Eingang Nord', verdict: 'Eingelassen' },
      { scanned_at: expect.any(String), device: 'Eingang Süd', verdict: 'Doppelt gescannt' },
    ]);
  });
});
