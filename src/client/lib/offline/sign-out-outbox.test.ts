import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportNetworkSuccess } from '../connectivity';
import { db } from '../db';
import { deliverSignOuts, signOutOnServer, startSignOutDelivery } from './sign-out-outbox';

/** The server's side: which tokens it was asked to end, and which sessions it still knows. */
let online = true;
let ended: string[] = [];
const known = new Set<string>();
function serve() {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch');
    const token = ((init?.headers as Record<string, string>)?.Authorization ?? '').replace('Bearer ', '');
    if (!url.endsWith('auth/logout.php')) return new Response('{}', { status: 404 });
    if (!known.delete(token)) return new Response(JSON.stringify({ code: 'SESSION_EXPIRED', message: 'abgelaufen' }), { status: 401 });
    ended.push(token);
    return new Response(JSON.stringify({ success: true }), { status: 200 });
  });
}
function setOnline(value: boolean) {
  online = value;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
  if (value) reportNetworkSuccess();
}

beforeEach(async () => {
  await db.signOutQueue.clear();
  ended = [];
  known.clear();
  known.add('token-a');
  known.add('token-b');
  setOnline(true);
  serve();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the sign-out outbox', () => {
  it('ends the session on the server at once when online, and keeps nothing', async () => {
    await signOutOnServer('token-a');
    expect(ended).toEqual(['token-a']);
    expect(await db.signOutQueue.count()).toBe(0);
  });

  it('keeps a sign-out made offline and sends it once the connection returns', async () => {
    setOnline(false);
    await signOutOnServer('token-a');
    await signOutOnServer('token-a');
    expect(await db.signOutQueue.count()).toBe(1);
    expect(await deliverSignOuts()).toBe(0);
    setOnline(true);
    expect(await deliverSignOuts()).toBe(1);
    expect(ended).toEqual(['token-a']);
    expect(await db.signOutQueue.count()).toBe(0);
  });

  it('drops a queued sign-out the server has already forgotten', async () => {
    setOnline(false);
    await signOutOnServer('token-gone');
    setOnline(true);
    await deliverSignOuts();
    expect(await db.signOutQueue.count()).toBe(0);
  });

  it('sends by itself when the connection returns once delivery is started', async () => {
    const stop = startSignOutDelivery();
    setOnline(false);
    await signOutOnServer('token-b');
    setOnline(true);
    await vi.waitFor(() => expect(ended).toEqual(['token-b']));
    stop();
  });
});
