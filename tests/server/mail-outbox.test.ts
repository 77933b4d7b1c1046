import net from 'node:net';
import type { KyselyPlugin } from 'kysely';
import { afterEach, describe, expect, inject, it, vi } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { announcePresence } from '../../src/server/db/process-presence';
import { claimDueMails } from '../../src/server/modules/mail/mail.repository';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import type { MailSender } from '../../src/server/modules/mail/mail-transport';
import { approve, buy, capture, create, guest, line, upcomingShow } from '../helpers/orders';
import { pdfAttachment, qrCodesInPdf } from '../helpers/pdf-qr';
import { createTestApp, freshPostgresUrl, type TestApp, type TestAppOptions } from '../helpers/test-app';

/** Every order mail the worker renders, counted where orders hands its renderer to the worker. */
const rendered = vi.hoisted(() => ({ count: 0, duringRequest: 0, inRequest: false }));
vi.mock('../../src/server/modules/orders/capture/order-mail', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/server/modules/orders/capture/order-mail')>();
  return {
    ...real,
    orderMailRenderer: (...args: Parameters<typeof real.orderMailRenderer>) => {
      const render = real.orderMailRenderer(...args);
      return (...mail: Parameters<typeof render>) => {
        rendered.count++;
        if (rendered.inRequest) rendered.duringRequest++;
        return render(...mail);
      };
    },
  };
});

const apps: TestApp[] = [];
/** Buyers on slow lines (see slowRequest); closed before the apps, which would wait for their answers. */
const sockets: net.Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  for (const app of apps.splice(0)) await app.close();
  Object.assign(rendered, { count: 0, duringRequest: 0, inRequest: false });
});
async function start(options: TestAppOptions = {}) {
  const app = await createTestApp(options);
  apps.push(app);
  return app;
}

/** A request whose head has arrived and whose body is still on its way: the server is answering it. */
async function slowRequest(app: TestApp, body: string) {
  const port = new URL(await app.app.listen({ port: 0, host: '127.0.0.1' })).port;
  const socket = net.connect(Number(port), '127.0.0.1');
  sockets.push(socket);
  const answer = new Promise<string>((resolve, reject) => {
    socket.once('data', (chunk) => resolve(String(chunk)));
    socket.once('close', () => reject(new Error('the server closed the connection without an answer')));
  });
  // A test that never waits for the answer (it drops the connection itself) leaves this rejection unheard.
  answer.catch(() => undefined);
  socket.write(
    `POST /api/orders/create.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 1)}`,
  );
  await vi.waitFor(() => expect(app.app.ctx.requestsInFlight()).toBe(1));
  // The connection stays open after the body (a browser keeps it alive): a half-closed one may be dropped unanswered.
  return { socket, answer, finish: () => socket.write(body.slice(1)) };
}

const idle = (app: TestApp) => mailWorkerOf(app.app.ctx)?.idle();
const outbox = (app: TestApp) => app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

/** Queues `n` ticket mails for one paid order, as staff pressing "send again" would. */
async function queueMails(app: TestApp, orderId: number, n: number) {
  const now = app.clock.now();
  await app.db
    .insertInto('mail_outbox')
    .values(
      Array.from({ length: n }, () => ({ order_id: orderId, template_name: 'tickets', recipient: 'mia@example.de', next_attempt_at: now, created_at: now })),
    )
    .execute();
}

/** Counts the statements a database handle runs (transaction control is not a statement here). */
function counting(app: TestApp) {
  const seen: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: (args) => {
      seen.push(args.node.kind);
      return args.node;
    },
    transformResult: async (args) => args.result,
  };
  return { db: app.db.withPlugin(plugin), seen };
}

describe('the mail outbox', () => {
  it('claims a batch of due mails in one statement, and two claims never take the same mail', async () => {
    const app = await start();
    const show = await upcomingShow(app.db);
    const { created } = await buy(app.app, [line(show, show.adults, 1)]);
    await idle(app);
    await queueMails(app, created.order_id, 5);
    const { db, seen } = counting(app);
    const now = app.clock.now();
    const lockUntil = new Date(now.getTime() + 60_000);
    // A claimant that lives: a claim of a process that is gone would be taken again at once.
    const presence = await announcePresence(app.db, app.app.log);
    const claim = { now, lockUntil, bootId: presence.bootId };
    const [first, second] = await Promise.all([claimDueMails(db, claim, 3), claimDueMails(db, claim, 3)]);
    expect(seen).toEqual(['UpdateQueryNode', 'UpdateQueryNode']);
    const ids = [...first, ...second].map((mail) => mail.id);
    expect(new Set(ids).size).toBe(5);
    expect([first.length, second.length].sort()).toEqual([2, 3]);
    expect(await claimDueMails(app.db, claim, 3)).toEqual([]);
    await presence.close();
  });

  it('two workers on one database send every queued mail exactly once', async () => {
    const sent: string[] = [];
    const sender =
      (name: string): MailSender =>
      async (mail) => {
        sent.push(`${name}:${mail.subject}`);
        return { status: 'stored', transport: 'outbox', messageId: `${name}-${sent.length}`, raw: new Uint8Array() };
      };
    // Two connection pools, as two server processes would have.
    const url = inject('postgresTemplateUrl') ? await freshPostgresUrl() : undefined;
    const one = await start({ mailSender: sender('a'), ...(url ? { db: await openDatabase({ kind: 'postgres', url }) } : {}) });
    const two = await start({ mailSender: sender('b'), db: url ? await openDatabase({ kind: 'postgres', url }) : one.db });
    const show = await upcomingShow(one.db);
    const { created } = await buy(one.app, [line(show, show.adults, 1)]);
    await idle(one);
    await queueMails(one, created.order_id, 8);
    sent.length = 0;
    mailWorkerOf(one.app.ctx)?.kick();
    mailWorkerOf(two.app.ctx)?.kick();
    await Promise.all([idle(one), idle(two)]);
    expect(sent).toHaveLength(8);
    const rows = await outbox(one);
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(rows.map(() => ['stored', 1]));
  });

  it('a restarted server sends at once what a crashed process had claimed; a living process keeps its claims (issue 29)', async () => {
    // On PostgreSQL the crashed process had a connection of its own; PGlite has one connection.
    const url = inject('postgresTemplateUrl') ? await freshPostgresUrl() : undefined;
    const openShared = async () => (url ? openDatabase({ kind: 'postgres', url }) : undefined);
    const first = await start(url ? { db: await openShared() } : {});
    const show = await upcomingShow(first.db);
    const { created } = await buy(first.app, [line(show, show.adults, 1)]);
    await idle(first);
    await queueMails(first, created.order_id, 2);
    const now = first.clock.now();
    const lockUntil = new Date(now.getTime() + 5 * 60_000);
    const crashedDb = (await openShared()) ?? first.db;
    const crashed = await announcePresence(crashedDb, first.app.log);
    const living = await announcePresence(first.db, first.app.log);
    const [orphan] = await claimDueMails(first.db, { now, lockUntil, bootId: crashed.bootId }, 1);
    const [kept] = await claimDueMails(first.db, { now, lockUntil, bootId: living.bootId }, 1);
    // kill -9: the process's connections close, and its presence lock with them.
    await crashed.close();
    if (crashedDb !== first.db) await crashedDb.destroy();

    const restarted = await start({ db: (await openShared()) ?? first.db });
    const statusOf = async (id: number) =>
      (await restarted.db.selectFrom('mail_outbox').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
    await vi.waitFor(async () => expect(await statusOf(orphan.id)).toBe('stored'), { timeout: 3000, interval: 50 });
    await idle(restarted);
    expect(await statusOf(kept.id)).toBe('sending');
    await living.close();
  });

  it("sends no mail while a buyer's request is being answered, and sends it once none is", async () => {
    const app = await start();
    const show = await upcomingShow(app.db);
    const slow = await slowRequest(app, JSON.stringify({ cart: [line(show, show.adults, 1)], user_data: guest(2), donation_amount: 0 }));
    const { created } = await buy(app.app, [line(show, show.adults, 1)]);
    const mailOf = async () => (await outbox(app)).find((mail) => mail.order_id === created.order_id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await mailOf()).toMatchObject({ status: 'queued' });

    slow.finish();
    expect(await slow.answer).toMatch(/^HTTP\/1.1 200/);
    await vi.waitFor(async () => expect(await mailOf()).toMatchObject({ status: 'stored' }), { timeout: 2000 });
  });

  it('sends the mail after MAIL_YIELD_MAX_MS even while a request is being answered all along', { timeout: 30_000 }, async () => {
    // A bound of its own, shorter than the 5 s default: the test waits it out.
    const yieldMaxMs = 1_000;
    const app = await start({ config: { mailYieldMaxMs: yieldMaxMs } });
    const show = await upcomingShow(app.db);
    const slow = await slowRequest(app, JSON.stringify({ cart: [line(show, show.adults, 1)], user_data: guest(2), donation_amount: 0 }));
    const startedAt = performance.now();
    const { created } = await buy(app.app, [line(show, show.adults, 1)]);
    await idle(app);
    expect((await outbox(app)).find((mail) => mail.order_id === created.order_id)).toMatchObject({ status: 'stored' });
    expect(performance.now() - startedAt).toBeGreaterThanOrEqual(yieldMaxMs - 100);
    slow.socket.destroy();
    await vi.waitFor(() => expect(app.app.ctx.requestsInFlight()).toBe(0));
  });

  it("a door's open event stream holds no mail back: nobody waits for its answer", async () => {
    const app = await start();
    const show = await upcomingShow(app.db);
    const base = await app.app.listen({ port: 0, host: '127.0.0.1' });
    const door = new AbortController();
    const stream = await fetch(`${base}/api/checkin/events.php?performance_id=${show.performanceId}`, {
      headers: { authorization: `Bearer ${await app.login()}` },
      signal: door.signal,
    });
    await stream.body?.getReader().read();
    // The worker yields only to requests being answered; the open stream is none, so it has nothing to wait for
    // (were it counted, the mail would wait MAIL_YIELD_MAX_MS behind it).
    expect(app.app.ctx.requestsInFlight()).toBe(0);
    const { created } = await buy(app.app, [line(show, show.adults, 1)]);
    await idle(app);
    expect((await outbox(app)).find((mail) => mail.order_id === created.order_id)).toMatchObject({ status: 'stored' });
    expect(app.app.ctx.requestsInFlight()).toBe(0);
    door.abort();
  });

  it('the capture answer renders nothing; the worker renders when it sends, and the row keeps data, not the message', async () => {
    const app = await start();
    const show = await upcomingShow(app.db);
    const created = (await create(app.app, [line(show, show.adults, 2)])).json();
    await approve(app.app, created.id);
    rendered.inRequest = true;
    const captured = await capture(app.app, created.id).finally(() => {
      rendered.inRequest = false;
    });
    expect(captured.statusCode).toBe(200);
    expect(rendered.duringRequest).toBe(0);
    const [queued] = await outbox(app);
    expect(queued).toMatchObject({ order_id: created.order_id, template_name: 'order_confirmation', recipient: 'mia@example.de', raw: null });

    await idle(app);
    expect(rendered.count).toBe(1);
    const [mail] = await outbox(app);
    expect(mail).toMatchObject({
      status: 'stored',
      raw: null,
      subject: `Deine Tickets für Zeitsprung – Das Schulmusical – Bestellung Nr. ${created.order_id}`,
    });

    // The back office still shows and downloads it: rendered again from the order's data.
    const token = await app.login();
    const auth = { authorization: `Bearer ${token}` };
    const list = await app.app.inject({ method: 'GET', url: '/api/mail/outbox.php', headers: auth });
    expect(list.json().data[0]).toMatchObject({ id: mail.id, recipient: 'mia@example.de', subject: mail.subject });
    const view = await app.app.inject({ method: 'GET', url: `/api/mail/outbox_view.php?id=${mail.id}`, headers: auth });
    expect(view.json().mail.html).toContain('Bestellung');
    const eml = await app.app.inject({ method: 'GET', url: `/api/mail/outbox_raw.php?id=${mail.id}`, headers: auth });
    expect(eml.statusCode).toBe(200);
    expect(eml.body).toContain('mia@example.de');
    expect((await qrCodesInPdf(pdfAttachment(eml.body) as Uint8Array)).codes).toHaveLength(2);
  });

  it('a mail stored with its rendered message before the outbox kept data still shows as it went out and can be sent again', async () => {
    const app = await start();
    const show = await upcomingShow(app.db);
    const { created } = await buy(app.app, [line(show, show.adults, 1)]);
    await idle(app);
    const [mail] = await outbox(app);
    const old = 'Subject: Alte Mail\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nSo ging sie damals hinaus';
    await app.db
      .updateTable('mail_outbox')
      .set({ raw: new TextEncoder().encode(old), subject: 'Alte Mail' })
      .where('id', '=', mail.id)
      .execute();

    const token = await app.login();
    const auth = { authorization: `Bearer ${token}` };
    const view = await app.app.inject({ method: 'GET', url: `/api/mail/outbox_view.php?id=${mail.id}`, headers: auth });
    expect(view.json().mail).toMatchObject({ subject: 'Alte Mail', text: 'So ging sie damals hinaus' });
    const eml = await app.app.inject({ method: 'GET', url: `/api/mail/outbox_raw.php?id=${mail.id}`, headers: auth });
    expect(eml.body).toBe(old);

    const resend = await app.app.inject({ method: 'POST', url: '/api/mail/resend.php', payload: { id: mail.id }, headers: auth });
    expect(resend.statusCode).toBe(200);
    await idle(app);
    const rows = await outbox(app);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({ order_id: created.order_id, status: 'stored', raw: null });
  });
});
