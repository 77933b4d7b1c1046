import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import { sendDueReminders } from '../../src/server/modules/reminders/reminders.service';
import { buy, line, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, freshPostgresUrl, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

const DAY_MS = 24 * 60 * 60_000;
const apps: TestApp[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function start(db?: Awaited<ReturnType<typeof openDatabase>>) {
  const app = await createTestApp(db ? { db } : {});
  apps.push(app);
  return app;
}

/** Moves the app's clock to `days` before the show starts. */
function daysBefore(app: TestApp, show: ShowFixture, days: number) {
  app.clock.advance(show.startsAt.getTime() - days * DAY_MS - app.clock.now().getTime());
}

/** Back to the real time: staff sessions are checked against the database's clock. */
function backToToday(app: TestApp) {
  app.clock.advance(Date.now() - app.clock.now().getTime());
}

const utc = (date: Date) =>
  date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/** The decoded .ics part of a MIME message (nodemailer writes it in base64). */
function calendarAttachment(eml: string): string {
  const part = /Content-Type: text\/calendar;[\s\S]*?\r\n\r\n([\s\S]*?)\r\n--/.exec(eml);
  return part ? Buffer.from(part[1].replace(/\s+/g, ''), 'base64').toString('utf8') : '';
}

const reminders = (app: TestApp) => app.db.selectFrom('mail_outbox').selectAll().where('template_name', '=', 'reminder').orderBy('id').execute();

async function paidOrder(app: TestApp, show: ShowFixture, quantity = 1) {
  const { captured } = await buy(app.app, [line(show, show.adults, quantity)]);
  const { order_id: orderId, ticket_url: ticketUrl } = captured.json() as { order_id: number; ticket_url: string };
  return { orderId, ticketUrl, token: ticketUrl.split('/tickets/')[1] };
}

describe('reminders before a performance', () => {
  it('queue one mail per paid order, never for a cancelled one, once even when two server processes look at the same time', async () => {
    const url = await freshPostgresUrl();
    const one = await start(await openDatabase({ kind: 'postgres', url }));
    const two = await start(await openDatabase({ kind: 'postgres', url }));
    const show = await upcomingShow(one.db);
    const paid = await paidOrder(one, show, 2);
    const cancelled = await paidOrder(one, show);
    const admin = await one.login();
    const cancel = await one.app.inject({
      method: 'POST',
      url: '/api/orders/cancel.php',
      headers: bearer(admin),
      payload: { order_id: cancelled.orderId, reason: 'Umgebucht' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    // Not yet: the show is three weeks ahead, the reminder goes seven days before.
    expect(await sendDueReminders(one.app.ctx)).toBe(0);

    daysBefore(one, show, 3);
    daysBefore(two, show, 3);
    const counts = await Promise.all([...Array(5)].flatMap(() => [sendDueReminders(one.app.ctx), sendDueReminders(two.app.ctx)]));
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(1);
    expect(await sendDueReminders(one.app.ctx)).toBe(0);

    const queued = await reminders(one);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ order_id: paid.orderId, performance_id: show.performanceId, recipient: 'mia@example.de' });
    await mailWorkerOf(one.app.ctx)?.idle();
    await mailWorkerOf(two.app.ctx)?.idle();
    mailWorkerOf(one.app.ctx)?.kick();
    await mailWorkerOf(one.app.ctx)?.idle();

    // Visible in the outbox, with date, doors, venue, map link, ticket link and the calendar file.
    backToToday(one);
    const list = await one.app.inject({ method: 'GET', url: '/api/mail/outbox.php', headers: bearer(admin) });
    const row = list.json().data.find((mail: { id: number }) => mail.id === queued[0].id);
    expect(row).toMatchObject({ status: 'stored', order_id: paid.orderId, template_name: 'reminder' });
    expect(row.subject).toMatch(/^Bald ist es so weit: Zeitsprung/);
    const eml = await one.app.inject({ method: 'GET', url: `/api/mail/outbox_raw.php?id=${queued[0].id}`, headers: bearer(admin) });
    const body = eml.body.replace(/=\r\n/g, '');
    expect(body).toContain('Einlass ist ab');
    expect(body).toContain('openstreetmap.org/search?query=3D');
    expect(body).toContain(paid.token);
    expect(calendarAttachment(eml.body)).toContain(`DTSTART:${utc(show.startsAt)}\r\n`);
    expect(body).not.toContain('application/pdf');
  });

  it('are off at 0 days and skip an order paid after its reminder was due', async () => {
    const app = await start();
    const show = await upcomingShow(app.db);
    const admin = await app.login();
    daysBefore(app, show, 3);
    // Bought three days before the show: the confirmation of minutes ago says everything.
    await paidOrder(app, show);
    expect(await sendDueReminders(app.app.ctx)).toBe(0);

    app.clock.advance(-30 * DAY_MS);
    await paidOrder(app, show);
    const off = await app.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { event_reminder_days: 0 } } });
    expect(off.statusCode, off.body).toBe(200);
    daysBefore(app, show, 3);
    expect(await sendDueReminders(app.app.ctx)).toBe(0);
    expect(await reminders(app)).toHaveLength(0);
  });

  it('is not sent when the order is cancelled after it was queued, and its resend keeps the performance', async () => {
    const app = await start();
    const show = await upcomingShow(app.db);
    const admin = await app.login();
    const order = await paidOrder(app, show);
    daysBefore(app, show, 2);
    expect(await sendDueReminders(app.app.ctx)).toBe(1);
    mailWorkerOf(app.app.ctx)?.kick();
    await mailWorkerOf(app.app.ctx)?.idle();
    const [sent] = await reminders(app);
    expect(sent.status).toBe('stored');
    backToToday(app);

    const resend = await app.app.inject({ method: 'POST', url: '/api/mail/resend.php', headers: bearer(admin), payload: { id: sent.id } });
    expect(resend.statusCode, resend.body).toBe(200);
    await mailWorkerOf(app.app.ctx)?.idle();
    const [, again] = await reminders(app);
    expect(again).toMatchObject({ performance_id: show.performanceId, status: 'stored' });

    const cancel = await app.app.inject({
      method: 'POST',
      url: '/api/orders/cancel.php',
      headers: bearer(admin),
      payload: { order_id: order.orderId, reason: 'Umgebucht' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    const refused = await app.app.inject({ method: 'POST', url: '/api/mail/resend.php', headers: bearer(admin), payload: { id: sent.id } });
    expect(refused.statusCode).toBe(409);
  });
});

describe('the calendar file of a performance', () => {
  it('is served on the ticket page link with Berlin times in UTC, the venue and the link, and rides along with the confirmation', async () => {
    const app = await start();
    const show = await upcomingShow(app.db);
    const order = await paidOrder(app, show);
    const page = await app.app.inject({ method: 'GET', url: `/api/tickets/order.php?token=${order.token}` });
    expect(page.json().tickets[0].performance_id).toBe(show.performanceId);

    const ics = await app.app.inject({ method: 'GET', url: `/api/tickets/calendar.php?token=${order.token}&performance_id=${show.performanceId}` });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.headers['content-disposition']).toMatch(/^attachment; filename="Zeitsprung.*\.ics"$/);
    expect(ics.body).toContain(`DTSTART:${utc(show.startsAt)}\r\n`);
    expect(ics.body).toContain(`UID:order-${order.orderId}-performance-${show.performanceId}@`);
    expect(ics.body.replace(/\r\n /g, '')).toContain(`URL:${order.ticketUrl}`);
    expect(ics.body).toMatch(/\r\nLOCATION:.+/);

    const other = await app.app.inject({ method: 'GET', url: `/api/tickets/calendar.php?token=${order.token}&performance_id=999999` });
    expect(other.statusCode).toBe(404);
    expect(other.json().message).toMatch(/keine gültigen Tickets/);

    await mailWorkerOf(app.app.ctx)?.idle();
    const [confirmation] = await app.db.selectFrom('mail_outbox').select('id').where('template_name', '=', 'order_confirmation').execute();
    const eml = await app.app.inject({ method: 'GET', url: `/api/mail/outbox_raw.php?id=${confirmation.id}`, headers: bearer(await app.login()) });
    expect(calendarAttachment(eml.body)).toContain(`UID:order-${order.orderId}-performance-${show.performanceId}@`);
  });
});
