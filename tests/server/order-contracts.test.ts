import type { TSchema } from 'typebox';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AdminOrderDetails, AdminOrderListResponse } from '../../src/shared/api/orders-admin';
import { TicketDto, TicketPageResponse } from '../../src/shared/api/tickets';
import { buy, line, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Fastify serializes every answer by its response schema, so a column a repository starts returning never
 * reaches the client unless the contract names it. The order list's and the mail outbox's repositories here hand
 * out rows with stray columns.
 */
const STRAY = { password_hash: '$argon2id$v=19$geheim', session_token: 'sitzung-geheim', raw: 'MIME-Rohtext' };

vi.mock('../../src/server/modules/orders/orders-admin.repository', async (original) => {
  const repo = await original<typeof import('../../src/server/modules/orders/orders-admin.repository')>();
  return {
    ...repo,
    allEventTitles: async (...args: Parameters<typeof repo.allEventTitles>) => (await repo.allEventTitles(...args)).map((row) => ({ ...row, ...STRAY })),
  };
});
vi.mock('../../src/server/modules/mail/mail.repository', async (original) => {
  const repo = await original<typeof import('../../src/server/modules/mail/mail.repository')>();
  return {
    ...repo,
    mailsOfOrder: async (...args: Parameters<typeof repo.mailsOfOrder>) => (await repo.mailsOfOrder(...args)).map((row) => ({ ...row, ...STRAY })),
  };
});

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const keysOf = (schema: TSchema) => Object.keys((schema as { properties: Record<string, unknown> }).properties).sort();
/** The fields every answer carries (the optional ones belong to other views, such as a ticket holder's page). */
const requiredKeysOf = (schema: TSchema) => [...((schema as { required?: string[] }).required ?? [])].sort();

function expectNoSecrets(body: string) {
  for (const secret of Object.values(STRAY)) expect(body).not.toContain(secret);
  expect(body).not.toMatch(/password_hash|"raw"/);
}

describe('order and ticket answers name only the contract fields', () => {
  it('the order list and an order’s details carry no stray column', async () => {
    const show = await upcomingShow(t.db);
    const { created } = await buy(t.app, [line(show, show.adults, 1)]);
    const list = await get('/api/orders/fetch.php');
    expect(list.statusCode).toBe(200);
    expectNoSecrets(list.body);
    expect(Object.keys(list.json()).sort()).toEqual(keysOf(AdminOrderListResponse));
    for (const event of list.json().events) expect(Object.keys(event).sort()).toEqual(['id', 'title']);

    const details = await get(`/api/orders/fetch.php?order_id=${created.order_id}`);
    expect(details.statusCode).toBe(200);
    expectNoSecrets(details.body);
    const order = details.json().order;
    expect(Object.keys(order).sort()).toEqual(keysOf(AdminOrderDetails));
    expect(order.mails.length).toBeGreaterThan(0);
    for (const mail of order.mails) expect(Object.keys(mail).sort()).toEqual(['id', 'last_error', 'recipient', 'sent_at', 'status']);
  });

  it('the ticket page names the order and tickets with the contract fields only', async () => {
    const show = await upcomingShow(t.db);
    const { captured } = await buy(t.app, [line(show, show.adults, 2)]);
    const ticketToken = captured.json().ticket_url.split('/tickets/')[1];
    const page = await t.app.inject({ method: 'GET', url: `/api/tickets/order.php?token=${ticketToken}` });
    expect(page.statusCode).toBe(200);
    const body = page.json();
    // The buyer's page: its returns, but no `holder` (that names the buyer on a handed-on ticket's own page).
    expect(Object.keys(body).sort()).toEqual([...requiredKeysOf(TicketPageResponse), 'returns'].sort());
    expect(body.order).not.toHaveProperty('public_token');
    for (const ticket of body.tickets) expect(Object.keys(ticket).sort()).toEqual(keysOf(TicketDto));
  });
});
