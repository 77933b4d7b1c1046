import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdmissionEvent } from '../../src/shared/api/checkin';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { seedEmptyDatabase } from '../../src/server/db/seed/seed';
import { hashPassword } from '../../src/server/modules/auth/password';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { nonce, soldTickets } from '../helpers/kiosk';
import { create, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { type Cluster, startCluster } from '../helpers/postgres-cluster';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { TEST_ADMIN_PASSWORD, testConfig } from '../helpers/test-config';

/**
 * Issue 30: PostgreSQL restarts and goes away while two server processes serve two doors. These tests
 * restart a cluster of their own (the shared test cluster is never touched), so they run in
 * `npm run test:pg`, where the PostgreSQL binaries are at hand.
 */
const onPostgres = process.env.TEST_DATABASE === 'postgres';

interface Door {
  events: AdmissionEvent[];
  feed: boolean[];
  ended: boolean;
  admitted(ticketId: number): boolean;
  close(): Promise<void>;
}

/** A door following checkin/events.php over a real socket, as the kiosk does. */
async function openDoor(base: string, token: string, performanceId: number): Promise<Door> {
  const controller = new AbortController();
  const response = await fetch(`${base}/api/checkin/events.php?performance_id=${performanceId}`, {
    headers: { authorization: `Bearer ${token}` },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const door: Door = {
    events: [],
    feed: [],
    ended: false,
    admitted: (ticketId) => door.events.some((event) => event.tickets.some((ticket) => ticket.id === ticketId && ticket.admitted_at !== null)),
    async close() {
      controller.abort();
      await reading;
    },
  };
  const reading = (async () => {
    const reader = (response.body as ReadableStream<Uint8Array>).getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) break;
      text += decoder.decode(value, { stream: true });
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        const data = block.slice(block.indexOf('data: ') + 6);
        if (block.startsWith('event: admission')) door.events.push(JSON.parse(data) as AdmissionEvent);
        if (block.startsWith('event: feed')) door.feed.push((JSON.parse(data) as { live: boolean }).live);
      }
    }
    door.ended = true;
  })();
  return door;
}

function scanAt(app: FastifyInstance, token: string, performanceId: number, code: string, device: string) {
  return app.inject({
    method: 'POST',
    url: '/api/checkin/scan.php',
    headers: { authorization: `Bearer ${token}` },
    payload: {
      device_id: device,
      device_name: device,
      performance_id: performanceId,
      scan: { nonce: nonce(), code, ticket_id: null, method: 'wedge', scanned_at: new Date().toISOString() },
    },
  });
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, what: string): Promise<number> {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - start;
}

/** Scans until the server takes the scan (the database may still be starting); the time it took. */
async function admitWhenPossible(app: FastifyInstance, token: string, performanceId: number, code: string, device: string) {
  let last = '';
  return until(
    async () => {
      const answer = await scanAt(app, token, performanceId, code, device);
      last = `${answer.statusCode} ${answer.body}`;
      return answer.statusCode === 200;
    },
    30_000,
    `scan of ${code.slice(0, 8)}`,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; last answer ${last}`);
  });
}

describe.runIf(onPostgres)('database faults with two server processes and two doors open (issue 30)', () => {
  let cluster: Cluster;
  let url: string;
  let one: TestApp;
  let two: TestApp;
  let show: ShowFixture;
  let tokenOne: string;
  let tokenTwo: string;
  let doorOne: Door;
  let doorTwo: Door;
  let tickets: Array<{ id: number; code: string }>;

  beforeAll(async () => {
    cluster = await startCluster();
    const admin = new pg.Client({ connectionString: cluster.url('postgres') });
    await admin.connect();
    await admin.query('CREATE DATABASE shop');
    await admin.end();
    url = cluster.url('shop');
    const seedDb = await openDatabase({ kind: 'postgres', url });
    await migrateToLatest(seedDb);
    const adminPasswordHash = await hashPassword(sha256Hex(TEST_ADMIN_PASSWORD), testConfig().argon2);
    await seedEmptyDatabase(seedDb, { adminPasswordHash, demoMode: true, now: new Date() });
    await seedDb.destroy();

    // Two processes' worth of server: each its own pool, its own listeners, its own port.
    one = await createTestApp({ db: await openDatabase({ kind: 'postgres', url }) });
    two = await createTestApp({ db: await openDatabase({ kind: 'postgres', url }) });
    show = await upcomingShow(one.db);
    tickets = [...(await soldTickets(one, show, 6)), ...(await soldTickets(one, show, 6))];
    tokenOne = await one.login();
    tokenTwo = await two.login();
    doorOne = await openDoor(await one.app.listen({ port: 0, host: '127.0.0.1' }), tokenOne, show.performanceId);
    doorTwo = await openDoor(await two.app.listen({ port: 0, host: '127.0.0.1' }), tokenTwo, show.performanceId);
  });
  afterAll(async () => {
    await doorOne?.close();
    await doorTwo?.close();
    await one?.close();
    await two?.close();
    cluster?.stop();
  });

  it('survives pg_ctl restart: both processes answer, and pushes resume within 5 seconds', async () => {
    await admitWhenPossible(one.app, tokenOne, show.performanceId, tickets[0].code, 'device-nord-1');
    await until(() => doorTwo.admitted(tickets[0].id), 2000, 'push before the restart');

    cluster.restart();
    const back = Date.now();
    await admitWhenPossible(one.app, tokenOne, show.performanceId, tickets[1].code, 'device-nord-1');
    await until(() => doorTwo.admitted(tickets[1].id), 5000 - (Date.now() - back), 'push after the restart at the other process');
    await admitWhenPossible(two.app, tokenTwo, show.performanceId, tickets[2].code, 'device-sued-1');
    await until(() => doorOne.admitted(tickets[2].id), 5000 - (Date.now() - back), 'push after the restart at the first process');
    expect(Date.now() - back).toBeLessThan(5000);

    // Both processes serve ordinary requests again, and neither stream was dropped.
    expect((await one.app.inject({ url: '/api/events/list_detailed.php' })).statusCode).toBe(200);
    expect((await two.app.inject({ url: '/api/events/list_detailed.php' })).statusCode).toBe(200);
    expect(doorOne.ended || doorTwo.ended).toBe(false);
  });

  it('survives 3 seconds without a database: the streams say so, and nothing admitted meanwhile is missed', async () => {
    doorOne.feed.length = 0;
    doorTwo.feed.length = 0;
    cluster.stopServer();
    await until(() => doorOne.feed.includes(false) && doorTwo.feed.includes(false), 5000, 'streams report the feed down');
    // Without a database a request is refused with a clear answer, not a crash.
    const refused = await scanAt(one.app, tokenOne, show.performanceId, tickets[3].code, 'device-nord-1');
    expect(refused.statusCode).toBe(503);
    expect(refused.json().message).toBe('Die Datenbank ist gerade nicht erreichbar. Bitte versuche es in einem Moment noch einmal.');
    await new Promise((resolve) => setTimeout(resolve, 3000));

    cluster.startServer();
    const back = Date.now();
    // Admitted at once through process one, before process two listens again (its back-off is still running).
    for (const ticket of tickets.slice(3, 8)) await admitWhenPossible(one.app, tokenOne, show.performanceId, ticket.code, 'device-nord-1');
    for (const ticket of tickets.slice(8, 10)) await admitWhenPossible(two.app, tokenTwo, show.performanceId, ticket.code, 'device-sued-1');
    await until(
      () => tickets.slice(3, 10).every((ticket) => doorTwo.admitted(ticket.id) && doorOne.admitted(ticket.id)),
      5000,
      'every admission at both doors',
    );
    expect(Date.now() - back).toBeLessThan(5000);
    await until(() => doorOne.feed.at(-1) === true && doorTwo.feed.at(-1) === true, 5000, 'streams report the feed live again');
    expect(doorOne.ended || doorTwo.ended).toBe(false);
  });

  it('bounds lock waits: a hold behind a stuck writer gets the busy answer, not a hang', async () => {
    const hurried = await createTestApp({ db: await openDatabase({ kind: 'postgres', url, lockTimeoutMs: 300 }) });
    const stuck = new pg.Client({ connectionString: url });
    await stuck.connect();
    try {
      await stuck.query('BEGIN');
      await stuck.query('SELECT * FROM quotas WHERE performance_id = $1 FOR UPDATE', [show.performanceId]);
      const started = Date.now();
      const answer = await create(hurried.app, [line(show, show.adults, 1)]);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(answer.statusCode).toBe(409);
      expect(answer.json().code).toBe('BUSY');
      expect(answer.json().message).toBe('Gerade ist hier sehr viel los. Bitte versuche es in einem Moment noch einmal.');
    } finally {
      await stuck.query('ROLLBACK');
      await stuck.end();
      await hurried.close();
    }
  });
});
