import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_CHECK_MS } from '../../src/server/modules/checkin/events.service';
import { openAdmissionStream } from '../helpers/admission-stream';
import { getAs, postAs } from '../helpers/credential-routes';
import { nonce, soldTickets } from '../helpers/kiosk';
import { ownShow, type ShowFixture } from '../helpers/orders';
import { createTestApp, noteSecret, type TestApp } from '../helpers/test-app';
import { roleWith, userWith } from './staff-fixtures';

// One app for the file (issue 50): API access is on for every test alike, and each test makes keys of creators
// of its own and scans tickets of a performance of its own.
let t: TestApp;
let admin: string;
let show: ShowFixture;
beforeAll(async () => {
  t = await createTestApp();
  expect((await postAs(t, 'config/save.php', { values: { api_access: true } }, await t.login())).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  admin = await t.login();
  show = await ownShow(t.db);
});

/** A staff member holding exactly these keys makes an API key of this scope. */
async function keyOf(keys: string[], scope: 'read' | 'checkin') {
  const role = await roleWith(t, keys, 30);
  const user = await userWith(t, [role]);
  const session = await user.login();
  const created = await postAs(t, 'api_keys/create.php', { name: `Schlüssel ${user.username}`, scope }, session);
  expect(created.statusCode).toBe(200);
  noteSecret(created.json().key);
  return { ...user, role, session, key: created.json().key as string };
}

const scanWith = (auth: string, code: string) =>
  postAs(
    t,
    'checkin/scan.php',
    {
      device_id: 'device-api-1',
      device_name: 'Einlass-App',
      performance_id: show.performanceId,
      scan: { nonce: nonce(), code, ticket_id: null, method: 'wedge', scanned_at: new Date().toISOString() },
    },
    auth,
  );

describe('an API key is never stronger than its creator (issue 38, finding 3)', () => {
  it('a read key of an API_MANAGE-only creator cannot export the orders, as its creator cannot', async () => {
    const maker = await keyOf(['API_MANAGE'], 'read');
    expect((await getAs(t, 'orders/export.php', maker.session)).statusCode).toBe(403);
    const byKey = await getAs(t, 'orders/export.php', maker.key);
    expect(byKey.statusCode).toBe(403);
    expect(byKey.body).not.toContain('@');
    expect((await getAs(t, 'orders/fetch.php', maker.key)).statusCode).toBe(403);
  });

  it('a read key of a creator with ORDERS_VIEW reads what its creator reads', async () => {
    const maker = await keyOf(['API_MANAGE', 'ORDERS_VIEW'], 'read');
    expect((await getAs(t, 'orders/fetch.php', maker.key)).statusCode).toBe(200);
    // The creator may not see the statistics: neither may the key, though its scope names them.
    expect((await getAs(t, 'statistics/fetch.php', maker.key)).statusCode).toBe(403);
  });

  it('a checkin key stops at once when its creator loses the role, and when the creator is banned or deleted', async () => {
    const [first, second] = await soldTickets(t, show, 2);
    const maker = await keyOf(['API_MANAGE', 'CHECKIN_SCAN'], 'checkin');
    expect((await scanWith(maker.key, first.code)).statusCode).toBe(200);
    // The manager cuts the creator down to API_MANAGE alone.
    const cut = await roleWith(t, ['API_MANAGE'], 30);
    await t.db.deleteFrom('user_roles').where('user_id', '=', maker.id).execute();
    await t.db.insertInto('user_roles').values({ user_id: maker.id, role_name: cut }).execute();
    expect((await scanWith(maker.key, second.code)).statusCode).toBe(403);
    expect((await getAs(t, 'checkin/performances.php', maker.key)).statusCode).toBe(403);

    const banned = await keyOf(['API_MANAGE', 'CHECKIN_SCAN'], 'checkin');
    expect((await getAs(t, 'checkin/performances.php', banned.key)).statusCode).toBe(200);
    expect(
      (
        await postAs(
          t,
          'accounts/edit.php',
          { id: banned.id, name: 'Vorname', surname: 'Nachname', telephone: '0123', mail: 'x@schule.de', status: 'banned' },
          admin,
        )
      ).statusCode,
    ).toBe(200);
    expect((await getAs(t, 'checkin/performances.php', banned.key)).statusCode).toBe(401);

    const deleted = await keyOf(['API_MANAGE', 'CHECKIN_SCAN'], 'checkin');
    expect((await postAs(t, 'accounts/delete.php', { id: deleted.id }, admin)).statusCode).toBe(200);
    expect((await getAs(t, 'checkin/performances.php', deleted.key)).statusCode).toBe(401);
  });
});

describe('checkin/events.php opened with a checkin key (issue 38, finding 12)', () => {
  it('hears admissions past the session re-check, and ends once the creator loses the role', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const tickets = await soldTickets(t, show, 2);
    const maker = await keyOf(['API_MANAGE', 'CHECKIN_SCAN'], 'checkin');
    const stream = await openAdmissionStream(base, maker.key, show.performanceId);
    expect(stream.status).toBe(200);
    expect((await scanWith(admin, tickets[0].code)).statusCode).toBe(200);
    expect(await stream.waitFor(() => stream.events.length === 1 || stream.ended(), 5_000)).toBe(true);
    expect(stream.ended()).toBe(false);
    expect(stream.events[0].tickets[0].id).toBe(tickets[0].id);
    // Past one re-check of the caller: the stream is still open.
    await new Promise((resolve) => setTimeout(resolve, SESSION_CHECK_MS + 500));
    expect(stream.ended()).toBe(false);

    await t.db.deleteFrom('user_roles').where('user_id', '=', maker.id).execute();
    expect((await scanWith(admin, tickets[1].code)).statusCode).toBe(200);
    expect(await stream.waitFor(stream.ended, SESSION_CHECK_MS * 3)).toBe(true);
    expect(stream.events).toHaveLength(1);
    await stream.close();
  });
});
