import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWaitingMail } from '../../src/server/modules/waiting-list/waiting-list-mail';
import { approve, buy, capture, create, guest, line, type ShowFixture } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { joinConfirmed, switchWaitingListOn } from '../helpers/waiting-list';
import { createSeatedShow } from './operations-fixtures';
import { bearer } from './staff-fixtures';

/** Issue 42 on a seated event: the waiting list's offer holds the best free seats, and its link buys them. */
let t: TestApp;
let admin: string;
let show: ShowFixture;
beforeEach(async () => {
  t = await createTestApp({ config: { holdLimitPerAddress: 0, waitingListJoins: { perAddress: 0, perNetwork: 0 } } });
  admin = await t.login();
  // Two rows of three seats: six places, four for adults and two for children, none at the door.
  const rows = ['A', 'B'].map((row) => ({ row, seats: 3 }));
  show = await createSeatedShow(t, admin, { name: 'Studio', rows }, { capacities: [4, 2], boxOffice: 0 });
  const saved = await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { ticket_return_days: 1 } } });
  expect(saved.statusCode, saved.body).toBe(200);
  await switchWaitingListOn(t, show.eventId, admin);
});
afterEach(async () => {
  await t.close();
});

async function buySeats(n: number, categoryId: number, seats: string[]): Promise<string> {
  const { captured } = await buy(t.app, [line(show, categoryId, seats.length, { seats })], { user_data: guest(n) });
  expect(captured.statusCode, captured.body).toBe(200);
  return (captured.json() as { ticket_url: string }).ticket_url.split('/tickets/')[1];
}

describe('waiting list on a seated performance (issue 42)', () => {
  it('offers the best free seats for the entry’s count; only the offer link buys exactly those seats', async () => {
    const front = await buySeats(1, show.adults, ['A1', 'A2']);
    await buySeats(2, show.adults, ['A3', 'B1']);
    await buySeats(3, show.children, ['B2', 'B3']);

    const joined = await joinConfirmed(t.app, t.db, {
      performance_id: show.performanceId,
      category_id: show.adults,
      email: 'warte@example.de',
      name: 'Wartende',
      quantity: 2,
      consent: true,
    });
    expect(joined.statusCode, joined.body).toBe(200);

    // The front pair comes back: the entry's offer holds those two seats.
    const returned = await t.app.inject({ method: 'POST', url: '/api/tickets/return.php', payload: { token: front } });
    expect(returned.statusCode, returned.body).toBe(200);
    const entry = await t.db
      .selectFrom('waiting_list_entries')
      .select(['status', 'order_id', 'link_token'])
      .where('performance_id', '=', show.performanceId)
      .executeTakeFirstOrThrow();
    expect(entry.status).toBe('offered');
    const items = await t.db
      .selectFrom('order_items')
      .select(['seat', 'quantity', 'category_id'])
      .where('order_id', '=', entry.order_id as number)
      .orderBy('seat')
      .execute();
    expect(items).toEqual([
      { seat: 'A1', quantity: 1, category_id: show.adults },
      { seat: 'A2', quantity: 1, category_id: show.adults },
    ]);

    // The page and the offer mail name those seats and the deadline as a day and a time (issue 51 item 5).
    const view = await t.app.inject({ method: 'GET', url: `/api/waiting-list/entry.php?token=${entry.link_token}` });
    expect(view.json()).toMatchObject({ status: 'offered', seats: ['A1', 'A2'] });
    const mailRow = await t.db.selectFrom('mail_outbox').select('waiting_entry_id').where('template_name', '=', 'waiting_list_offer').executeTakeFirstOrThrow();
    const mail = await renderWaitingMail(t.app.ctx, mailRow.waiting_entry_id as number, 'waiting_list_offer', 'warte@example.de');
    expect(mail.text).toContain('Deine Plätze: Reihe A, Plätze 1 und 2.');
    expect(mail.html).toContain('Deine Plätze: Reihe A, Plätze 1 und 2.');
    expect(mail.text).toMatch(/bereit bis (Mo|Di|Mi|Do|Fr|Sa|So), \d\d\.\d\d\.(\d{4})?, \d\d:\d\d Uhr\./);

    // The public cannot have them meanwhile.
    const attempt = await create(t.app, [line(show, show.adults, 1, { seats: ['A1'] })], { user_data: guest(9) });
    expect(attempt.statusCode).toBe(409);

    // The link pays for the held order: the tickets carry those seats.
    const offer = await t.app.inject({ method: 'POST', url: '/api/waiting-list/pay.php', payload: { token: entry.link_token } });
    expect(offer.statusCode, offer.body).toBe(200);
    expect(offer.json().order_id).toBe(entry.order_id);
    expect(offer.json().total_cents).toBe(
      items.length * (await t.db.selectFrom('categories').select('price_cents').where('id', '=', show.adults).executeTakeFirstOrThrow()).price_cents,
    );
    await approve(t.app, offer.json().id);
    const paid = await capture(t.app, offer.json().id, offer.json().checkout_secret);
    expect(paid.statusCode, paid.body).toBe(200);
    const tickets = await t.db
      .selectFrom('tickets')
      .innerJoin('order_items', 'order_items.id', 'tickets.order_item_id')
      .select('order_items.seat')
      .where('tickets.order_id', '=', entry.order_id as number)
      .orderBy('order_items.seat')
      .execute();
    expect(tickets.map((ticket) => ticket.seat)).toEqual(['A1', 'A2']);
  });

  it('does not hold a single freed seat back from the public for an entry of two', async () => {
    await buySeats(1, show.adults, ['A1', 'A2']);
    const single = await buySeats(2, show.adults, ['A3']);
    await buySeats(3, show.adults, ['B1']);
    await buySeats(4, show.children, ['B2', 'B3']);
    // Quotas as an editor without the seat check stored them: the seats, not the quota, are what is full.
    await t.db.updateTable('quotas').set({ capacity: 100 }).where('performance_id', '=', show.performanceId).execute();
    const joined = await joinConfirmed(t.app, t.db, {
      performance_id: show.performanceId,
      email: 'warte@example.de',
      name: 'Wartende',
      quantity: 2,
      consent: true,
    });
    expect(joined.statusCode, joined.body).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/tickets/return.php', payload: { token: single } })).statusCode).toBe(200);
    t.clock.advance(2_000);
    const attempt = await create(t.app, [line(show, show.adults, 1, { seats: ['A3'] })], { user_data: guest(9) });
    expect(attempt.statusCode, attempt.body).toBe(200);
  });
});
