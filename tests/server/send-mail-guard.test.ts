import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { postAs } from '../helpers/credential-routes';
import { buy, line, ownShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { signedInWith } from './staff-fixtures';

// One app for the file (issue 50): the block list is the same for every test, and each test sends the tickets of
// an order of its own (on a performance of its own), so it reads only that order's mails and audit rows.
let t: TestApp;
let orderId: number;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.login();
  expect((await postAs(t, 'config/save.php', { values: { ip_block_list: '203.0.113.0/24' } }, admin)).statusCode).toBe(200);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  const show = await ownShow(t.db);
  const { created } = await buy(t.app, [line(show, show.adults, 1)]);
  orderId = created.order_id;
  token = (await t.db.selectFrom('orders').select('public_token').where('id', '=', orderId).executeTakeFirstOrThrow()).public_token;
});

const sendMailAudits = () =>
  t.db
    .selectFrom('audit_log')
    .select(['username', 'address', 'status'])
    .where('action', '=', 'tickets/send-mail.php')
    .where('order_id', '=', orderId)
    .execute();

describe('tickets/send-mail.php passes through the one guard (issue 38, finding 8)', () => {
  it('refuses staff from an address on the block list, as every other staff call does', async () => {
    const staff = await signedInWith(t, ['ORDERS_VIEW', 'ORDERS_VIEW_DETAILS']);
    const blocked = await postAs(t, 'tickets/send-mail.php', { order_id: orderId }, staff.token, '203.0.113.9');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().code).toBe('ADDRESS_BLOCKED');
    expect(await t.db.selectFrom('mail_outbox').select('id').where('order_id', '=', orderId).execute()).toHaveLength(1);
  });

  it('audits a staff member’s send in the audit log, naming who and from where', async () => {
    const staff = await signedInWith(t, ['ORDERS_VIEW', 'ORDERS_VIEW_DETAILS']);
    const sent = await postAs(t, 'tickets/send-mail.php', { order_id: orderId }, staff.token, '198.51.100.4');
    expect(sent.statusCode).toBe(200);
    expect(await sendMailAudits()).toEqual([{ username: staff.username, address: '198.51.100.4', status: 200 }]);
  });

  it('still serves a buyer with the ticket link, from any address, without a session', async () => {
    const buyer = await postAs(t, 'tickets/send-mail.php', { order_id: orderId, token }, undefined, '203.0.113.10');
    expect(buyer.statusCode).toBe(200);
    expect(buyer.body).toMatch(/[A-ZÄÖÜ]/);
    // A stale staff token on the buyer's device is no reason to refuse the link.
    expect((await postAs(t, 'tickets/send-mail.php', { order_id: orderId, token }, 'abgelaufen', '198.51.100.5')).statusCode).toBe(200);
  });
});
