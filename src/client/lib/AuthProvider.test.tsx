import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportNetworkSuccess } from './connectivity';
import { db } from './db';
import { adminRead } from './offline/admin-reads';
import { AUTH_USER_KEY, readAuthUser } from './auth-storage';
import { AuthProvider, useAuth } from './AuthProvider';

/** A small stand-in for the server: one account, sessions it knows, reads that count. */
let online = true;
let sessions = new Set<string>();
let issued = 0;
let reads = 0;
/** The database behind the server does not answer: every call but the sign-in gets 503 (issue 52). */
let databaseGone = false;
function serve() {
  vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
    if (!online) throw new TypeError('Failed to fetch');
    const path = new URL(url, 'http://shop.test').pathname.replace('/api/', '');
    const token = ((init?.headers as Record<string, string>)?.Authorization ?? '').replace('Bearer ', '');
    const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
    if (path === 'auth/login.php') {
      const session = `token-${++issued}`;
      sessions.add(session);
      return json({ session_token: session });
    }
    if (databaseGone) return json({ code: 'DATABASE_DOWN', message: 'Die Datenbank des Servers antwortet nicht.' }, 503);
    if (!sessions.has(token)) return json({ code: 'SESSION_EXPIRED', message: 'Die Sitzung ist abgelaufen.' }, 401);
    if (path === 'auth/logout.php') {
      sessions.delete(token);
      return json({ success: true });
    }
    if (path === 'auth/check_session.php') return json(true);
    if (path === 'accounts/permissions/check_all.php') return json({ permissions: [{ permission_key: 'ADMIN' }] });
    if (path === 'accounts/get_by_session.php') return json({ data: { id: 1, username: 'anna', name: 'Anna' } });
    reads++;
    return json({ success: true, data: [reads] });
  });
}
function setOnline(value: boolean) {
  online = value;
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value });
  if (value) reportNetworkSuccess();
}

let auth: ReturnType<typeof useAuth>;
function Probe() {
  auth = useAuth();
  return null;
}
async function signIn() {
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  await act(() => auth.login('anna', 'geheim'));
  expect(auth.status).toBe('signed-in');
}

beforeEach(async () => {
  await Promise.all([db.readCache.clear(), db.readQueue.clear(), db.signOutQueue.clear()]);
  localStorage.clear();
  sessions = new Set();
  reads = 0;
  databaseGone = false;
  setOnline(true);
  serve();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('the session on this device', () => {
  it('replays reads queued offline after a sign-in, without a reload', async () => {
    await signIn();
    setOnline(false);
    await adminRead('orders/fetch.php', { order_id: 7 }).catch(() => undefined);
    expect(await db.readQueue.count()).toBe(1);
    setOnline(true);
    await vi.waitFor(async () => expect(await db.readQueue.count()).toBe(0));
    expect((await db.readCache.toArray()).map((row) => row.path)).toContain('orders/fetch.php');
  });

  it('signing out offline leaves no token in authUser, forgets the reads, and ends the session once online', async () => {
    await signIn();
    const token = readAuthUser()?.session as string;
    await adminRead('orders/fetch.php');
    setOnline(false);
    await act(() => auth.logout());
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
    expect(auth.status).toBe('signed-out');
    expect(await db.readCache.count()).toBe(0);
    expect(await db.signOutQueue.count()).toBe(1);
    expect(sessions.has(token)).toBe(true);

    const { deliverSignOuts } = await import('./offline/sign-out-outbox');
    setOnline(true);
    await deliverSignOuts();
    expect(sessions.has(token)).toBe(false);
    expect(await db.signOutQueue.count()).toBe(0);
  });

  it('a session the server refuses takes the stored reads and queue with it, like a sign-out', async () => {
    await signIn();
    await adminRead('orders/fetch.php');
    setOnline(false);
    await adminRead('accounts/get_all.php').catch(() => undefined);
    setOnline(true);
    sessions.clear(); // ended elsewhere (expired, banned, signed out on another device)
    await adminRead('events/admin_list.php').catch(() => undefined);
    await vi.waitFor(() => expect(auth.status).toBe('signed-out'));
    expect(localStorage.getItem(AUTH_USER_KEY)).toBeNull();
    await vi.waitFor(async () => expect((await db.readCache.count()) + (await db.readQueue.count())).toBe(0));
  });

  it('a database that does not answer keeps the session: a page opened during the outage stays signed in', async () => {
    await signIn();
    const token = readAuthUser()?.session;
    cleanup();
    databaseGone = true;
    render(
      <AuthProvider>
        <Probe />
      </AuthProvider>,
    );
    await vi.waitFor(() => expect(auth.status).toBe('signed-in'));
    expect(readAuthUser()?.session).toBe(token);
    databaseGone = false;
  });
});
