import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { waitingListRound } from '../../src/server/modules/waiting-list/waiting-list-offers';
import { renderWaitingMail } from '../../src/server/modules/waiting-list/waiting-list-mail';
import { buy, create, line, ownShow, setCapacity, type ShowFixture } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { confirmEntry, entryToken, switchWaitingListOn } from '../helpers/waiting-list';
import { bearer } from './staff-fixtures';

/**
 * Issue 52 item 2: the public waiting list could be stuffed (60 entries from one address in 2 s, each
 * mailing a stranger) and read (a listed address was answered "schon auf der Warteliste"). One app for the
 * file with the shipped limits; every test has a performance and client addresses of its own.
 */
let t: TestApp;
let show: ShowFixture;
beforeAll(async () => {
  t = await createTestApp({ config: { holdLimitPerAddress: 0 } });
  const admin = await t.login();
  const saved = await t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values: { ticket_return_days: 1 } } });
  expect(saved.statusCode, saved.body).toBe(200);
  const first = await ownShow(t.db);
  await switchWaitingListOn(t, first.eventId, admin);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  show = await ownShow(t.db);
});

/** Sells the adults' quota out with `capacity` single tickets; answers each order's ticket-link token. */
async function soldOut(capacity: number): Promise<string[]> {
  await setCapacity(t.db, show.performanceId, show.adults, capacity);
  await setCapacity(t.db, show.performanceId, show.children, 0);
  const tokens: string[] = [];
  for (let n = 0; n < capacity; n++) {
    const { captured } = await buy(t.app, [line(show, show.adults, 1)], {
      user_data: { firstName: 'Käufer', lastName: String(n), email: `kauf${n}@example.de`, phone: '' },
    });
    tokens.push((captured.json() as { ticket_url: string }).ticket_url.split('/tickets/')[1]);
  }
  return tokens;
}

const join = (email: string, address: string, quantity = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/waiting-list/join.php',
    remoteAddress: address,
    payload: { performance_id: show.performanceId, category_id: show.adults, email, name: 'Mia Krüger', quantity, consent: true },
  });
const entry = async (email: string) =>
  t.db
    .selectFrom('waiting_list_entries')
    .select(['id', 'status', 'order_id'])
    .where('performance_id', '=', show.performanceId)
    .where('email', '=', email)
    .executeTakeFirst();
const mailsTo = (email: string) => t.db.selectFrom('mail_outbox').select('template_name').where('recipient', '=', email).orderBy('id').execute();

describe('waiting-list/join.php is throttled per address and per network', () => {
  it('takes 10 sign-ups an hour from one address, then answers 429 in German; the network stops at 30', async () => {
    await soldOut(1);
    for (let n = 0; n < 10; n++) expect((await join(`flut${n}@example.de`, '198.51.100.7')).statusCode).toBe(200);
    const refused = await join('flut10@example.de', '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, code: 'WAITING_LIST_THROTTLED' });
    expect(refused.json().message).toMatch(
      /^Von diesem Internetanschluss kamen zu viele Anmeldungen zur Warteliste\. Bitte versuche es in \d+ Minuten erneut\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3000);
    // Nothing was written nor mailed for the refused one.
    expect(await entry('flut10@example.de')).toBeUndefined();
    expect(await mailsTo('flut10@example.de')).toEqual([]);

    // Neighbours in the same /24 share the network's 30.
    for (let n = 0; n < 20; n++) expect((await join(`nachbar${n}@example.de`, `198.51.100.${20 + (n % 2)}`)).statusCode).toBe(200);
    expect((await join('nachbar20@example.de', '198.51.100.30')).statusCode).toBe(429);
    // Another network is not held back.
    expect((await join('anderswo@example.de', '192.0.2.1')).statusCode).toBe(200);
  });
});

describe('a listed and an unlisted address get the same answer', () => {
  it('answers a second sign-up word for word as the first; the owner hears of it by mail', async () => {
    await soldOut(1);
    const fresh = await join('neu@example.de', '192.0.2.10', 2);
    const first = await join('listed@example.de', '192.0.2.11', 2);
    expect((await confirmEntry(t.app, await entryToken(t.db, show.performanceId, 'listed@example.de'))).statusCode).toBe(200);
    t.clock.advance(11 * 60_000);
    const again = await join('Listed@Example.de', '192.0.2.12', 2);

    expect([fresh.statusCode, first.statusCode, again.statusCode]).toEqual([200, 200, 200]);
    expect(again.body).toBe(fresh.body);
    expect(again.json().message).toMatch(/^Fast geschafft/);
    expect(again.json().message).not.toMatch(/schon/);
    expect((await mailsTo('listed@example.de')).map((mail) => mail.template_name)).toEqual(['waiting_list_confirmation']);
    expect((await mailsTo('Listed@Example.de')).map((mail) => mail.template_name)).toEqual(['waiting_list_already']);
    const already = await renderWaitingMail(t.app.ctx, (await entry('listed@example.de'))?.id as number, 'waiting_list_already', 'listed@example.de');
    expect(already.subject).toMatch(/^Du stehst schon auf der Warteliste/);
    expect(already.text).toMatch(/an deinem Eintrag hat sich nichts geändert/);
  });
});

describe('double opt-in: only a confirmed entry counts for offers', () => {
  it('gives a freed place to the confirmed entry, never to the unconfirmed one before it, and does not keep it from the public', async () => {
    const [token] = await soldOut(1);
    expect((await join('still@example.de', '192.0.2.20')).statusCode).toBe(200);
    expect((await entry('still@example.de'))?.status).toBe('unconfirmed');
    const mail = await renderWaitingMail(t.app.ctx, (await entry('still@example.de'))?.id as number, 'waiting_list_confirmation', 'still@example.de');
    const link = `/warteliste/${await entryToken(t.db, show.performanceId, 'still@example.de')}/bestaetigen`;
    expect(mail.html).toContain(link);
    expect(mail.text).toContain(link);

    // Only an unconfirmed entry waits: a freed place stays the public's.
    expect((await t.app.inject({ method: 'POST', url: '/api/tickets/return.php', payload: { token } })).statusCode).toBe(200);
    await waitingListRound(t.app.ctx);
    expect(await entry('still@example.de')).toMatchObject({ status: 'unconfirmed', order_id: null });
    const bought = await create(t.app, [line(show, show.adults, 1)], {
      user_data: { firstName: 'Eva', lastName: 'Eilig', email: 'eva@example.de', phone: '' },
    });
    expect(bought.statusCode, bought.body).toBe(200);

    // A second entry confirms; the next freed place is offered to it, not to the earlier unconfirmed one.
    expect((await join('bestaetigt@example.de', '192.0.2.21')).statusCode).toBe(200);
    const confirmed = await confirmEntry(t.app, await entryToken(t.db, show.performanceId, 'bestaetigt@example.de'));
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().message).toMatch(/^Danke, deine Anmeldung ist bestätigt/);
    expect((await entry('bestaetigt@example.de'))?.status).toBe('waiting');
    await setCapacity(t.db, show.performanceId, show.adults, 2);
    await waitingListRound(t.app.ctx);
    expect((await entry('bestaetigt@example.de'))?.status).toBe('offered');
    expect((await entry('still@example.de'))?.status).toBe('unconfirmed');
    // Confirming twice is harmless.
    const twice = await confirmEntry(t.app, await entryToken(t.db, show.performanceId, 'bestaetigt@example.de'));
    expect(twice.json().message).toMatch(/schon bestätigt/);
  });

  it('offers free places at once when the entry confirms', async () => {
    await soldOut(1);
    expect((await join('sofort@example.de', '192.0.2.30')).statusCode).toBe(200);
    // Places freed by hand while only an unconfirmed entry waited (no kick).
    await setCapacity(t.db, show.performanceId, show.adults, 2);
    expect((await confirmEntry(t.app, await entryToken(t.db, show.performanceId, 'sofort@example.de'))).statusCode).toBe(200);
    expect((await entry('sofort@example.de'))?.status).toBe('offered');
  });

  it('deletes an unconfirmed sign-up after 48 hours; its link then confirms nothing', async () => {
    await soldOut(1);
    expect((await join('spaet@example.de', '192.0.2.40')).statusCode).toBe(200);
    const token = await entryToken(t.db, show.performanceId, 'spaet@example.de');
    // Signed up 48 hours and a minute ago (the shared clock stays, the other tests' shows stay ahead).
    await t.db
      .updateTable('waiting_list_entries')
      .set({ created_at: new Date(t.clock.now().getTime() - 48 * 3_600_000 - 60_000) })
      .where('link_token', '=', token)
      .execute();
    const late = await confirmEntry(t.app, token);
    expect(late.statusCode).toBe(404);
    expect(late.json().message).toMatch(/Diesen Wartelisten-Eintrag gibt es nicht \(mehr\)/);
    await waitingListRound(t.app.ctx);
    expect(await entry('spaet@example.de')).toBeUndefined();
  });
});
