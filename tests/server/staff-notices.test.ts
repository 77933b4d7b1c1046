import { afterEach, describe, expect, it } from 'vitest';
import { berlinInstant } from '../../src/shared/domain/berlin-time';
import { mailWorkerOf } from '../../src/server/modules/mail/mail-worker';
import { sendStaffNotices } from '../../src/server/modules/staff-notices/staff-notices.service';
import { buy, line, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

async function configure(app: TestApp, values: Record<string, unknown>) {
  const saved = await app.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(await app.login()), payload: { values } });
  expect(saved.statusCode, saved.body).toBe(200);
}

const staffMails = (app: TestApp) =>
  app.db.selectFrom('mail_outbox').selectAll().where('template_name', 'in', ['staff_new_order', 'staff_digest']).orderBy('id').execute();

describe('staff notices of new orders', () => {
  it('send one mail per paid order to each configured address, once', async () => {
    t = await createTestApp();
    const show = await upcomingShow(t.db);
    // Without addresses nobody is mailed, although the setting is on by default.
    await buy(t.app, [line(show, show.adults, 1)]);
    expect(await sendStaffNotices(t.app.ctx)).toBe(0);

    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/config/save.php',
      headers: bearer(await t.login()),
      payload: { values: { notify_new_orders_recipients: 'kasse@schule.de\nkasse' } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Empfänger für neue Bestellungen: „kasse“ ist keine gültige E-Mail-Adresse.');
    await configure(t, { notify_new_orders_recipients: 'kasse@schule.de\nleitung@schule.de, kasse@schule.de' });
    const { captured } = await buy(t.app, [line(show, show.adults, 2)]);
    const orderId = captured.json().order_id as number;
    // The earlier order (paid within the last hour) is told of as well; each only once.
    const counts = await Promise.all([sendStaffNotices(t.app.ctx), sendStaffNotices(t.app.ctx)]);
    expect(counts[0] + counts[1]).toBe(4);
    expect(await sendStaffNotices(t.app.ctx)).toBe(0);
    mailWorkerOf(t.app.ctx)?.kick();
    await mailWorkerOf(t.app.ctx)?.idle();
    const mails = await staffMails(t);
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(['kasse@schule.de', 'kasse@schule.de', 'leitung@schule.de', 'leitung@schule.de']);
    const mail = mails.find((each) => each.order_id === orderId);
    expect(mail).toMatchObject({ status: 'stored' });
    expect(mail?.subject).toMatch(new RegExp(`^Neue Bestellung Nr\\. ${orderId} – `));

    await configure(t, { notify_new_orders_mail: false });
    await buy(t.app, [line(show, show.adults, 1)]);
    expect(await sendStaffNotices(t.app.ctx)).toBe(0);
  });

  it('send the day before as one summary from 07:00, once, when the setting asks for it', async () => {
    t = await createTestApp();
    const show = await upcomingShow(t.db);
    await configure(t, { notify_new_orders_mode: 'daily', notify_new_orders_recipients: 'kasse@schule.de' });
    await buy(t.app, [line(show, show.adults, 2)]);
    await buy(t.app, [line(show, show.children, 1)]);
    expect(await sendStaffNotices(t.app.ctx)).toBe(0);

    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date());
    const tomorrow = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Berlin' }).format(new Date(berlinInstant(today, '12:00').getTime() + 24 * 3_600_000));
    t.clock.advance(berlinInstant(tomorrow, '06:59').getTime() - t.clock.now().getTime());
    expect(await sendStaffNotices(t.app.ctx)).toBe(0);
    t.clock.advance(2 * 60_000);
    const counts = await Promise.all([sendStaffNotices(t.app.ctx), sendStaffNotices(t.app.ctx)]);
    expect(counts[0] + counts[1]).toBe(1);
    mailWorkerOf(t.app.ctx)?.kick();
    await mailWorkerOf(t.app.ctx)?.idle();
    const [digest] = await staffMails(t);
    expect(digest).toMatchObject({ template_name: 'staff_digest', recipient: 'kasse@schule.de', status: 'stored', order_id: null });
    const [year, month, day] = today.split('-');
    expect(digest.subject).toMatch(new RegExp(`^Neue Bestellungen am ${day}\\.${month}\\.${year}: 2 – `));
  });
});
