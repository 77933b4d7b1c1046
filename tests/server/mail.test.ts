import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { writeSettings } from '../../src/server/modules/configuration/configuration.repository';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import type { MailSender } from '../../src/server/modules/mail/mail-transport';
import { buy, line, upcomingShow } from '../helpers/orders';
import { pdfAttachment, qrCodesInPdf } from '../helpers/pdf-qr';
import { createTestApp, type TestApp, type TestAppOptions } from '../helpers/test-app';

/** This worker's server log (test apps append to it asynchronously, so look a few times). */
async function logMentions(...parts: string[]): Promise<boolean> {
  const file = path.join(inject('logDir'), `server-${process.pid}.log`);
  for (let attempt = 0; attempt < 20; attempt++) {
    const lines = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').split('\n') : [];
    if (lines.some((entry) => parts.every((part) => entry.includes(part)))) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function start(options: TestAppOptions = {}) {
  t = await createTestApp(options);
  return { app: t, show: await upcomingShow(t.db) };
}

const idle = (app: TestApp) => mailWorkerOf(app.app.ctx)?.idle();
const outbox = (app: TestApp) => app.db.selectFrom('mail_outbox').selectAll().orderBy('id').execute();

describe('the order confirmation mail', () => {
  it('without SMTP_URL lands in the outbox, from the stored template, with the PDF and the ticket link', async () => {
    const { app, show } = await start();
    const { created, captured } = await buy(app.app, [line(show, show.adults, 2)]);
    await idle(app);
    const [mail] = await outbox(app);
    expect(mail).toMatchObject({ status: 'stored', transport: 'outbox', recipient: 'mia@example.de', attempts: 1 });
    expect(mail.subject).toBe(`Deine Tickets für Zeitsprung – Das Schulmusical – Bestellung Nr. ${created.order_id}`);

    const token = await app.login();
    const list = await app.app.inject({ method: 'GET', url: '/api/mail/outbox.php', headers: { authorization: `Bearer ${token}` } });
    expect(list.json().data[0]).toMatchObject({ id: mail.id, status: 'stored', order_id: created.order_id });
    const eml = await app.app.inject({ method: 'GET', url: `/api/mail/outbox_raw.php?id=${mail.id}`, headers: { authorization: `Bearer ${token}` } });
    expect(eml.headers['content-type']).toBe('message/rfc822');
    expect(eml.body).toContain(captured.json().ticket_url.replace(/=/g, '=3D').slice(0, 40));
    const pdf = pdfAttachment(eml.body);
    expect(pdf).not.toBeNull();
    expect((await qrCodesInPdf(pdf as Uint8Array)).codes).toHaveLength(2);
    expect((await app.app.inject({ method: 'GET', url: '/api/mail/outbox.php' })).statusCode).toBe(401);
  });

  it('goes out over SMTP when SMTP_URL is set', async () => {
    const received: string[] = [];
    const sink = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, done) {
        let data = '';
        stream.on('data', (chunk) => {
          data += chunk;
        });
        stream.on('end', () => {
          received.push(data);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => sink.listen(0, '127.0.0.1', resolve));
    const { port } = sink.server.address() as AddressInfo;
    try {
      const { app, show } = await start({ config: { smtpUrl: `smtp://127.0.0.1:${port}` } });
      await buy(app.app, [line(show, show.children, 1)]);
      await idle(app);
      expect((await outbox(app))[0]).toMatchObject({ status: 'sent', transport: 'smtp' });
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('To: mia@example.de');
      expect(pdfAttachment(received[0])).not.toBeNull();
    } finally {
      await new Promise<void>((resolve) => sink.close(() => resolve()));
    }
  });

  it('never delays the capture answer', async () => {
    let release: () => void = () => {};
    const blocked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const sender: MailSender = async () => {
      await blocked;
      return { status: 'stored', transport: 'outbox', messageId: 'x', raw: new Uint8Array() };
    };
    const { app, show } = await start({ mailSender: sender });
    try {
      const { captured } = await buy(app.app, [line(show, show.adults, 1)]);
      expect(captured.statusCode).toBe(200);
      expect(['queued', 'sending']).toContain((await outbox(app))[0].status);
    } finally {
      release();
    }
    await idle(app);
    expect((await outbox(app))[0].status).toBe('stored');
  });

  it('retries a failed send with backoff, logs the failure and shows it, and gives up after the last attempt', async () => {
    let failures = 1;
    const sender: MailSender = async () => {
      if (failures-- > 0) throw new Error('SMTP 451 Versuch später');
      return { status: 'sent', transport: 'smtp', messageId: 'ok', raw: new Uint8Array() };
    };
    const { app, show } = await start({ mailSender: sender });
    await buy(app.app, [line(show, show.adults, 1)]);
    await idle(app);
    let [mail] = await outbox(app);
    expect(mail).toMatchObject({ status: 'retry', attempts: 1, last_error: 'SMTP 451 Versuch später' });
    expect(await logMentions('mail not delivered', 'SMTP 451')).toBe(true);
    const worker = mailWorkerOf(app.app.ctx);
    worker?.kick();
    await idle(app);
    expect((await outbox(app))[0].status).toBe('retry'); // not due yet
    app.clock.advance(31_000);
    worker?.kick();
    await idle(app);
    [mail] = await outbox(app);
    expect(mail).toMatchObject({ status: 'sent', attempts: 2, last_error: null });

    failures = 100;
    await app.db.updateTable('mail_outbox').set({ status: 'retry', attempts: 5, next_attempt_at: app.clock.now() }).execute();
    worker?.kick();
    await idle(app);
    expect((await outbox(app))[0]).toMatchObject({ status: 'failed', attempts: 6 });
  });
});

describe('tickets/send-mail.php', () => {
  const sendMail = (app: TestApp, orderId: string | number, token?: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/tickets/send-mail.php',
      payload: { order_id: orderId },
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  /** A visitor proves the order with its ticket token, the last part of the ticket link. */
  const sendMailAsBuyer = (app: TestApp, orderId: string | number, ticketUrl: string) =>
    app.app.inject({ method: 'POST', url: '/api/tickets/send-mail.php', payload: { order_id: orderId, token: ticketUrl.split('/tickets/')[1] } });

  it('answers with text and never sends twice for a visitor; staff can send again', async () => {
    const { app, show } = await start();
    const { created, captured } = await buy(app.app, [line(show, show.adults, 1)]);
    await idle(app);
    const answer = await sendMailAsBuyer(app, created.id, captured.json().ticket_url);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(answer.body).toBe('Die Tickets wurden an die E-Mail-Adresse der Bestellung gesendet.');
    expect(await outbox(app)).toHaveLength(1);
    expect((await sendMail(app, created.order_id, await app.login())).statusCode).toBe(200);
    await idle(app);
    expect(await outbox(app)).toHaveLength(2);
  });

  it('sends nothing after capture when the confirmation mail is switched off, and sends on request', async () => {
    const { app, show } = await start();
    await writeSettings(app.db, { order_confirmation_mail: false }, new Date());
    const { created, captured } = await buy(app.app, [line(show, show.adults, 1)]);
    expect(captured.json().mail_queued).toBe(false);
    expect(await outbox(app)).toHaveLength(0);
    expect((await sendMailAsBuyer(app, created.id, captured.json().ticket_url)).statusCode).toBe(200);
    await idle(app);
    expect(await outbox(app)).toHaveLength(1);
  });

  it('attaches no PDF when automatic e-ticket sending is off', async () => {
    const { app, show } = await start();
    await writeSettings(app.db, { auto_eticket_sending: false }, new Date());
    await buy(app.app, [line(show, show.adults, 1)]);
    await idle(app);
    const eml = await app.app.inject({
      method: 'GET',
      url: `/api/mail/outbox_raw.php?id=${(await outbox(app))[0].id}`,
      headers: { authorization: `Bearer ${await app.login()}` },
    });
    expect(eml.statusCode).toBe(200);
    expect(pdfAttachment(eml.body)).toBeNull();
  });

  it('refuses an unpaid order', async () => {
    const { app, show } = await start();
    const created = (
      await app.app.inject({
        method: 'POST',
        url: '/api/orders/create.php',
        payload: { cart: [line(show, show.adults, 1)], user_data: { firstName: 'a', lastName: 'b', email: 'a@b.de' } },
      })
    ).json();
    const answer = await sendMail(app, created.id, await app.login());
    expect(answer.statusCode).toBe(409);
  });
});
