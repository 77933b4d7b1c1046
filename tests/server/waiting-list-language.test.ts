import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderWaitingMail } from '../../src/server/modules/waiting-list/waiting-list-mail';
import { WAITING_CONFIRMATION_MAIL, WAITING_OFFER_MAIL } from '../../src/server/modules/waiting-list/waiting-list.repository';
import { buy, line, setCapacity, type ShowFixture, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { confirmEntry, entryToken, switchWaitingListOn } from '../helpers/waiting-list';

/** Issue 53 item 6: a waiting-list sign-up keeps its language; its mails and the offer's order speak it. */
let t: TestApp;
let show: ShowFixture;
beforeAll(async () => {
  t = await createTestApp({ config: { holdLimitPerAddress: 0, waitingListJoins: { perAddress: 0, perNetwork: 0 } } });
  show = await upcomingShow(t.db);
  const admin = await t.login();
  await switchWaitingListOn(t, show.eventId, admin);
});
afterAll(async () => {
  await t.close();
});

async function soldOutOne(): Promise<string> {
  await setCapacity(t.db, show.performanceId, show.children, 0);
  const sold = await t.db
    .selectFrom('quotas')
    .select(['sold', 'held'])
    .where('performance_id', '=', show.performanceId)
    .where('category_id', '=', show.adults)
    .executeTakeFirstOrThrow();
  await setCapacity(t.db, show.performanceId, show.adults, sold.sold + sold.held + 1);
  const { captured } = await buy(t.app, [line(show, show.adults, 1)], {
    user_data: { firstName: 'Käufer', lastName: 'Eins', email: 'kauf@example.de', phone: '' },
  });
  expect(captured.statusCode, captured.body).toBe(200);
  return (captured.json() as { ticket_url: string }).ticket_url.split('/tickets/')[1];
}

async function joinIn(email: string, headers: Record<string, string>) {
  const joined = await t.app.inject({
    method: 'POST',
    url: '/api/waiting-list/join.php',
    headers,
    payload: { performance_id: show.performanceId, category_id: show.adults, email, name: 'Sam Lee', quantity: 2, consent: true },
  });
  expect(joined.statusCode, joined.body).toBe(200);
  return t.db.selectFrom('waiting_list_entries').select(['id', 'language', 'order_id']).where('email', '=', email).executeTakeFirstOrThrow();
}

describe('the waiting list in the sign-up language', () => {
  it('English: the confirmation and the offer mail are English, and the offer is an English order', async () => {
    const token = await soldOutOne();
    const entry = await joinIn('sam@example.org', { cookie: 'lang=en' });
    expect(entry.language).toBe('en');
    const confirmation = await renderWaitingMail(t.app.ctx, entry.id, WAITING_CONFIRMATION_MAIL, 'sam@example.org');
    expect(confirmation.subject).toMatch(/^Please confirm: waiting list for Zeitsprung – Das Schulmusical on \d\d\/\d\d\/\d{4}, \d\d:\d\d$/);
    expect(confirmation.text).toContain('(2 tickets)');
    expect(confirmation.text).toContain('/bestaetigen');
    expect(confirmation.html).toContain('<html lang="en">');
    expect((await confirmEntry(t.app, await entryToken(t.db, show.performanceId, 'sam@example.org'))).statusCode).toBe(200);

    // Two places free up: the entry gets its offer.
    await setCapacity(
      t.db,
      show.performanceId,
      show.adults,
      (
        await t.db
          .selectFrom('quotas')
          .select('capacity')
          .where('performance_id', '=', show.performanceId)
          .where('category_id', '=', show.adults)
          .executeTakeFirstOrThrow()
      ).capacity + 1,
    );
    expect((await t.app.inject({ method: 'POST', url: '/api/tickets/return.php', payload: { token } })).statusCode).toBe(200);
    const offered = await t.db.selectFrom('waiting_list_entries').select(['status', 'order_id']).where('id', '=', entry.id).executeTakeFirstOrThrow();
    expect(offered.status).toBe('offered');
    const offer = await renderWaitingMail(t.app.ctx, entry.id, WAITING_OFFER_MAIL, 'sam@example.org');
    expect(offer.subject).toMatch(/^Seats available: Zeitsprung – Das Schulmusical on /);
    expect(offer.text).toMatch(/We are holding 2 tickets \(Erwachsene\) for you until [A-Z][a-z]{2} \d\d\/\d\d, \d\d:\d\d\./);
    expect(offer.text).not.toMatch(/Hallo|Plätze|Uhr/);
    const order = await t.db
      .selectFrom('orders')
      .select('language')
      .where('id', '=', offered.order_id as number)
      .executeTakeFirstOrThrow();
    expect(order.language).toBe('en');
  });

  it('German without a language, and Arabic from Accept-Language', async () => {
    const german = await joinIn('mia.warte@example.de', {});
    expect(german.language).toBe('de');
    const mail = await renderWaitingMail(t.app.ctx, german.id, WAITING_CONFIRMATION_MAIL, 'mia.warte@example.de');
    expect(mail.subject).toMatch(/^Bitte bestätigen: Warteliste für Zeitsprung – Das Schulmusical am \d\d\.\d\d\.\d{4}, \d\d:\d\d Uhr$/);
    expect(mail.text).toContain('(2 Tickets)');

    const arabic = await joinIn('layla@example.org', { 'accept-language': 'ar-SY,ar;q=0.9' });
    expect(arabic.language).toBe('ar');
    const rtl = await renderWaitingMail(t.app.ctx, arabic.id, WAITING_CONFIRMATION_MAIL, 'layla@example.org');
    expect(rtl.subject).toMatch(/^يرجى التأكيد: قائمة الانتظار لـ Zeitsprung/);
    expect(rtl.text).toContain('(تذكرتان)');
    expect(rtl.html).toContain('<html lang="ar" dir="rtl">');
  });
  it("names the event and the offered category in the school's translation, German where there is none", async () => {
    await t.db
      .updateTable('events')
      .set({ translations: JSON.stringify({ en: { title: 'Time Leap' } }) })
      .where('id', '=', show.eventId)
      .execute();
    await t.db
      .updateTable('categories')
      .set({ translations: JSON.stringify({ en: { name: 'Adults' } }) })
      .where('id', '=', show.adults)
      .execute();
    try {
      // The English entry of the first test still holds its offer.
      const sam = await t.db.selectFrom('waiting_list_entries').select('id').where('email', '=', 'sam@example.org').executeTakeFirstOrThrow();
      const offer = await renderWaitingMail(t.app.ctx, sam.id, WAITING_OFFER_MAIL, 'sam@example.org');
      expect(offer.subject).toMatch(/^Seats available: Time Leap on /);
      expect(offer.text).toMatch(/We are holding 2 tickets \(Adults\) for you/);
      // German and Arabic (no translation) keep the German title.
      const mia = await t.db.selectFrom('waiting_list_entries').select('id').where('email', '=', 'mia.warte@example.de').executeTakeFirstOrThrow();
      expect((await renderWaitingMail(t.app.ctx, mia.id, WAITING_CONFIRMATION_MAIL, 'mia.warte@example.de')).subject).toContain(
        'Zeitsprung – Das Schulmusical',
      );
      const layla = await t.db.selectFrom('waiting_list_entries').select('id').where('email', '=', 'layla@example.org').executeTakeFirstOrThrow();
      expect((await renderWaitingMail(t.app.ctx, layla.id, WAITING_CONFIRMATION_MAIL, 'layla@example.org')).subject).toContain('Zeitsprung');
    } finally {
      await t.db.updateTable('events').set({ translations: '{}' }).where('id', '=', show.eventId).execute();
      await t.db.updateTable('categories').set({ translations: '{}' }).where('id', '=', show.adults).execute();
    }
  });
});
