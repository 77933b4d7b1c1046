import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeAuthUser } from '../auth-storage';
import { reportNetworkSuccess } from '../connectivity';
import { db } from '../db';
import { adminRead, forgetReadsOf, NoOfflineCopyError, replayQueuedReads, startReadReplay } from './admin-reads';
import { READS_REFRESHED_EVENT } from './read-events';
import { staleReads } from './stale-reads';

/** The server's side of the wire: answers with a counter so each real fetch is visible. */
let online = true;
let calls: string[] = [];
let bearers: Array<string | undefined> = [];
function serve() {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch');
    calls.push(url);
    bearers.push((init?.headers as Record<string, string> | undefined)?.Authorization);
    return new Response(JSON.stringify({ success: true, data: [calls.length] }), { status: 200 });
  });
}
function setOnline(value: boolean) {
  online = value;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
  if (value) reportNetworkSuccess();
}

beforeEach(async () => {
  await db.readCache.clear();
  await db.readQueue.clear();
  staleReads.clear();
  calls = [];
  bearers = [];
  setOnline(true);
  serve();
  writeAuthUser({ user: 'anna', session: 'token-a' });
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin reads', () => {
  it('stores every online answer with its user and time', async () => {
    const answer = await adminRead<{ data: number[] }>('orders/fetch.php', { page: 2 });
    expect(answer.data).toEqual([1]);
    const [row] = await db.readCache.toArray();
    expect(row).toMatchObject({ user: 'anna', path: 'orders/fetch.php', query: { page: '2' }, data: { data: [1] } });
    expect(Date.parse(row.fetchedAt)).not.toBeNaN();
  });

  it('serves the stored answer offline, marks its age and queues the read once', async () => {
    await adminRead('orders/fetch.php');
    setOnline(false);
    const first = await adminRead<{ data: number[] }>('orders/fetch.php');
    await adminRead('orders/fetch.php');
    expect(first.data).toEqual([1]);
    expect(staleReads.oldest()).toBeDefined();
    expect(await db.readQueue.count()).toBe(1);
  });

  it('says so when offline with nothing stored, and still queues the read', async () => {
    setOnline(false);
    await expect(adminRead('statistics/fetch.php')).rejects.toBeInstanceOf(NoOfflineCopyError);
    expect(await db.readQueue.count()).toBe(1);
  });

  it('runs each queued read once when the connection returns, then tells the screens', async () => {
    await adminRead('orders/fetch.php');
    setOnline(false);
    await adminRead('orders/fetch.php');
    await adminRead('accounts/get_all.php').catch(() => undefined);
    setOnline(true);
    const refreshed = vi.fn();
    window.addEventListener(READS_REFRESHED_EVENT, refreshed);
    expect(await replayQueuedReads()).toBe(2);
    expect(await replayQueuedReads()).toBe(0);
    window.removeEventListener(READS_REFRESHED_EVENT, refreshed);
    expect(refreshed).toHaveBeenCalledOnce();
    expect(calls).toHaveLength(3);
    expect(await db.readQueue.count()).toBe(0);
    expect((await db.readCache.get('anna|orders/fetch.php?'))?.data).not.toEqual({ success: true, data: [1] });
    expect(staleReads.oldest()).toBeUndefined();
  });

  it('keeps reads of other users apart and forgets only the signed-out user', async () => {
    await adminRead('orders/fetch.php');
    writeAuthUser({ user: 'bert', session: 'token-b' });
    await adminRead('orders/fetch.php');
    await forgetReadsOf('anna');
    expect((await db.readCache.toArray()).map((row) => row.user)).toEqual(['bert']);
  });

  it('never puts the session token into a cache key or the queue, and replays with the current session', async () => {
    await adminRead('accounts/permissions/check_all.php', { session_token: 'token-a' });
    setOnline(false);
    await adminRead('accounts/permissions/check_all.php', { session_token: 'token-a' });
    const stored = [...(await db.readCache.toArray()), ...(await db.readQueue.toArray())];
    expect(stored).toHaveLength(2);
    expect(JSON.stringify(stored)).not.toContain('token-a');
    expect(stored[0].key).toBe('anna|accounts/permissions/check_all.php?');

    // The same user signed in again meanwhile: the queued read asks with the new session.
    writeAuthUser({ user: 'anna', session: 'token-a2' });
    setOnline(true);
    expect(await replayQueuedReads()).toBe(1);
    expect(calls.at(-1)).toContain('session_token=token-a2');
    expect(bearers.at(-1)).toBe('Bearer token-a2');
  });

  it('tells a read that waits in the queue with nothing stored apart from a plain offline error', async () => {
    setOnline(false);
    const error = await adminRead('statistics/dashboard.php').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NoOfflineCopyError);
    expect((error as NoOfflineCopyError).queued).toBe(true);
    expect(staleReads.waiting()).toBe(true);
    setOnline(true);
    await replayQueuedReads();
    expect(staleReads.waiting()).toBe(false);
  });

  it('replays by itself once started, and no more once stopped', async () => {
    const stop = startReadReplay();
    setOnline(false);
    await adminRead('orders/fetch.php').catch(() => undefined);
    setOnline(true);
    await vi.waitFor(async () => expect(await db.readQueue.count()).toBe(0));
    stop();
    setOnline(false);
    await adminRead('orders/fetch.php').catch(() => undefined);
    setOnline(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await db.readQueue.count()).toBe(1);
  });
});
