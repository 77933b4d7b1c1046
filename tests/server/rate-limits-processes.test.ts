import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { type RunningServer, startServer } from '../helpers/e2e';
import { createTestApp, freshPostgresUrl, noteSecret, type TestApp } from '../helpers/test-app';
import { buy, line, upcomingShow } from '../helpers/orders';
import { bearer } from './staff-fixtures';

const onPostgres = Boolean(inject('postgresTemplateUrl'));

/**
 * Issue 54 item 4: the operator's guide runs several processes on one PostgreSQL; the API-key limit was
 * counted in each process's memory, so two processes let twice the configured calls through.
 */
describe.runIf(onPostgres)('limits shared by two server processes on one PostgreSQL', () => {
  let servers: RunningServer[] = [];
  let t: TestApp;
  let key: string;
  let admin: string;

  beforeAll(async () => {
    const url = await freshPostgresUrl();
    t = await createTestApp({ db: await openDatabase({ kind: 'postgres', url }) });
    admin = await t.login();
    const post = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/${path}`, payload, headers: bearer(admin) });
    expect((await post('config/save.php', { values: { api_access: true, api_rate_limit: 3 } })).statusCode).toBe(200);
    key = (await post('api_keys/create.php', { name: 'Kassenbuch', scope: 'read' })).json().key;
    noteSecret(key);
    servers = await Promise.all([startServer({ DATABASE_URL: url }), startServer({ DATABASE_URL: url })]);
  }, 180_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await t?.close();
  });

  it('an API key gets its configured calls per minute across both processes, not per process', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await fetch(`${servers[i % 2].url}/api/statistics/dashboard.php`, { headers: { Authorization: `Bearer ${key}` } });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  }, 60_000);

  it('"Tickets erneut senden" gets its three mails per order across both processes, not three per process', async () => {
    const show = await upcomingShow(t.db);
    const { created } = await buy(t.app, [line(show, show.adults, 1)]);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await fetch(`${servers[i % 2].url}/api/tickets/send-mail.php`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${admin}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ order_id: created.order_id }),
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429, 429]);
  }, 60_000);
});
