import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { EventInfoResponse } from '../../src/shared/api/events';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { type RunningServer, startServer } from '../helpers/e2e';
import { type FakePayPal, startFakePayPal } from '../helpers/fake-paypal';
import { buyer } from '../helpers/orders';
import { freshPostgresUrl, TEST_ADMIN_PASSWORD } from '../helpers/test-app';

const onPostgres = Boolean(inject('postgresTemplateUrl'));
// One provider call may take 1 s here, so a capture claim lasts 2 × 1 s + 2 s.
const PAYPAL_TIMEOUT_MS = 1_000;
const CLAIM_MS = 2 * PAYPAL_TIMEOUT_MS + 2_000;

async function call<T>(server: RunningServer, path: string, init: { json?: unknown; token?: string } = {}): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: init.json === undefined ? 'GET' : 'POST',
    headers: { ...(init.json === undefined ? {} : { 'Content-Type': 'application/json' }), ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function signIn(server: RunningServer): Promise<string> {
  const { body } = await call<{ session_token: string }>(server, 'auth/login.php', { json: { user: 'admin', auth: sha256Hex(TEST_ADMIN_PASSWORD) } });
  return body.session_token;
}

async function orderStatus(server: RunningServer, token: string, orderId: number): Promise<string | undefined> {
  const { body } = await call<{ order?: { status?: string } }>(server, `orders/fetch.php?order_id=${orderId}`, { token });
  return body.order?.status;
}

describe('a server killed between PayPal’s capture and the settle', () => {
  let paypal: FakePayPal;
  let env: Record<string, string>;
  const servers: RunningServer[] = [];

  beforeAll(async () => {
    paypal = await startFakePayPal();
    env = { PAYPAL_API_BASE: paypal.url, PAYPAL_TIMEOUT_MS: String(PAYPAL_TIMEOUT_MS) };
    if (onPostgres) env.DATABASE_URL = await freshPostgresUrl();
  }, 60_000);
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await paypal.close();
  });

  it('completes the order by itself after a restart: tickets issued, mail queued, no second payment', async () => {
    const first = await startServer(env, { keepDataDir: true });
    servers.push(first);
    env.DATA_DIR = first.dataDir;

    const admin = await signIn(first);
    const saved = await call<{ id: number }>(first, 'paypal/universe_save.php', {
      token: admin,
      json: { name: 'PayPal Sandbox', is_sandbox: true, client_id: 'client-id', client_secret: 'secret', webhook_id: 'WH-1' },
    });
    expect(saved.status).toBe(200);
    expect((await call(first, 'paypal/universe_activate.php', { token: admin, json: { id: saved.body.id } })).status).toBe(200);

    const { body: info } = await call<EventInfoResponse>(first, 'events/info.php?name=musical');
    const performance = info.event.performances.find((p) => p.on_sale) as EventInfoResponse['event']['performances'][number];
    const category = performance.categories[0];
    const created = await call<{ id: string; order_id: number }>(first, 'orders/create.php', {
      json: { cart: [{ performance_id: performance.id, category_id: category.id, quantity: 2 }], user_data: buyer, donation_amount: 0 },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    paypal.approve(created.body.id);

    // PayPal takes the money, and the shop's process dies before it hears the answer.
    paypal.state.captureFault = { afterCapture: () => process.kill(first.pid, 'SIGKILL') };
    await expect(call(first, 'orders/capture.php', { json: { order_id: created.body.id } })).rejects.toThrow();
    paypal.state.captureFault = undefined;
    expect(paypal.orders.get(created.body.id)?.status).toBe('COMPLETED');

    // Nobody retries: a new process alone finishes the order once the dead one's claim has run out.
    await new Promise((resolve) => setTimeout(resolve, CLAIM_MS + 500));
    const second = await startServer(env, { keepDataDir: true });
    servers.push(second);
    const staff = await signIn(second);
    let status: string | undefined;
    for (let tries = 0; tries < 100 && status !== 'CAPTURED'; tries++) {
      status = await orderStatus(second, staff, created.body.order_id);
      if (status !== 'CAPTURED') await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe('CAPTURED');
    expect(paypal.state.captureCalls).toBe(1);
  }, 240_000);
});
