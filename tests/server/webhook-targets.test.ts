import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deliverDueWebhooks } from '../../src/server/modules/access/webhook-worker';
import { writeSettings } from '../../src/server/modules/configuration/configuration.repository';
import { buy, line, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, signedInWith } from './staff-fixtures';

/** Names a test resolves itself: each answers a loopback address only, so even a broken guard stays on this machine. */
const FAKE_DNS: Record<string, Array<{ address: string; family: number }>> = {
  'loopback.test': [{ address: '127.0.0.1', family: 4 }],
  'mixed.test': [
    { address: '::1', family: 6 },
    { address: '127.0.0.2', family: 4 },
  ],
};
const webhookLookup = async (hostname: string) => {
  const found = FAKE_DNS[hostname];
  if (!found) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return found;
};

/**
 * A safety net under every test here: a connection to anything but loopback is stopped before it is
 * made and noted, so no test sends traffic off this machine even if the code under test were wrong.
 */
const LOOPBACK = new Set(['127.0.0.1', '::1', 'localhost', ...Object.keys(FAKE_DNS)]);
const offMachine: string[] = [];
const originalConnect = net.Socket.prototype.connect;
vi.spyOn(net.Socket.prototype, 'connect').mockImplementation(function (this: net.Socket, ...args: unknown[]) {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0];
  const options = (first && typeof first === 'object' ? first : { host: args[1] }) as { host?: string; path?: string };
  if (!options.path && options.host && !LOOPBACK.has(options.host)) {
    offMachine.push(options.host);
    throw new Error(`test guard: no connection to ${options.host}`);
  }
  return originalConnect.apply(this, args as never);
} as typeof net.Socket.prototype.connect);

let t: TestApp;
let admin: string;
const connections: string[] = [];
const receiver = http.createServer((request, response) => {
  request.resume();
  response.statusCode = 302;
  response.setHeader('Location', 'http://169.254.169.254/');
  response.end();
});
receiver.on('connection', (socket) => connections.push(String(socket.remoteAddress)));
let port = 0;

beforeAll(async () => {
  t = await createTestApp({ webhookLookup });
  admin = await t.login();
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
  // Its port is allowed (WEBHOOK_PORTS, issue 52): what is refused below is refused for its address.
  t.app.ctx.config.webhookPorts = [port];
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => receiver.close(resolve));
  vi.restoreAllMocks();
});

const saveWebhook = (webhook_url: string, token = admin) =>
  t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(token), payload: { values: { webhook_url } } });

const REFUSED_TARGETS = () => [
  `http://127.0.0.1:${port}/hook`,
  `https://127.0.0.1:${port}/hook`,
  `https://[::1]:${port}/hook`,
  `https://0.0.0.0:${port}/hook`,
  'https://169.254.169.254/latest/meta-data/',
  'https://10.20.30.40/hook',
  `https://localhost:${port}/hook`,
  `https://loopback.test:${port}/hook?token=geheim`,
  `https://mixed.test:${port}/hook`,
];

describe('outgoing webhooks reach only public https addresses (issue 38)', () => {
  it('may be set only with API_MANAGE; CONFIGURATION_EDIT alone may save the rest of the form', async () => {
    // A name nobody can resolve here is let through at save time: the delivery checks it again.
    expect((await saveWebhook('https://hooks.example.test/in?token=geheim')).statusCode).toBe(200);
    const editor = await signedInWith(t, ['CONFIGURATION_VIEW', 'CONFIGURATION_EDIT']);
    const refused = await saveWebhook('', editor.token);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'FIELD_FORBIDDEN', message: expect.stringContaining('Webhook-URL') });
    const current = (await t.app.inject({ method: 'GET', url: '/api/config/get.php', headers: bearer(editor.token) })).json().values;
    const unchanged = await t.app.inject({
      method: 'POST',
      url: '/api/config/save.php',
      headers: bearer(editor.token),
      payload: { values: { shop_name: 'Musical-AG Süd', webhook_url: current.webhook_url } },
    });
    expect(unchanged.statusCode).toBe(200);
    const manager = await signedInWith(t, ['CONFIGURATION_EDIT', 'API_MANAGE']);
    expect((await saveWebhook('', manager.token)).statusCode).toBe(200);
  });

  it('refuses loopback, unspecified, link-local and private targets when they are saved', async () => {
    for (const url of REFUSED_TARGETS()) {
      const saved = await saveWebhook(url);
      expect(saved.statusCode, url).toBe(400);
      expect(saved.json(), url).toMatchObject({ code: 'INVALID_CONFIGURATION', fields: { webhook_url: expect.stringMatching(/https:\/\//) } });
    }
    expect(connections).toEqual([]);
    expect(offMachine).toEqual([]);
  });

  it('refuses them again when a delivery is made, before any connection, with a German reason and no status', async () => {
    const show = await upcomingShow(t.db);
    for (const url of REFUSED_TARGETS()) {
      // Stored before the check existed, or while the operator allowed an intranet receiver.
      await writeSettings(t.db, { webhook_url: url }, t.clock.now());
      await buy(t.app, [line(show, show.adults, 1)]);
      expect(await deliverDueWebhooks(t.app.ctx), url).toBe(1);
      const row = await t.db.selectFrom('webhook_deliveries').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect({ url, status: row.last_status, error: row.last_error }).toEqual({
        url,
        status: null,
        error: expect.stringMatching(/^(Ziel nicht erlaubt|Die Webhook-URL muss mit https)/),
      });
    }
    expect(connections).toEqual([]);
    expect(offMachine).toEqual([]);
    const overview = (await t.app.inject({ method: 'GET', url: '/api/api_keys/list.php', headers: bearer(admin) })).json();
    for (const delivery of overview.deliveries)
      expect(delivery).toMatchObject({ last_status: null, last_error: expect.not.stringMatching(/\d{2,}|ECONN|connect/) });
  });

  it('lets an intranet receiver through only with WEBHOOK_ALLOW_PRIVATE, and follows no redirect', async () => {
    t.app.ctx.config.webhookAllowPrivate = true;
    try {
      const url = `http://loopback.test:${port}/hook`;
      expect((await saveWebhook(url)).statusCode).toBe(200);
      expect((await saveWebhook('https://169.254.169.254/')).statusCode).toBe(400);
      t.clock.advance(25 * 3_600_000); // the refused deliveries above are due again; they now reach the receiver
      await deliverDueWebhooks(t.app.ctx);
      expect(connections.length).toBeGreaterThan(0);
      const row = await t.db.selectFrom('webhook_deliveries').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ last_status: 302, delivered_at: null });
      expect(offMachine).toEqual([]);
    } finally {
      t.app.ctx.config.webhookAllowPrivate = false;
    }
  });
});
