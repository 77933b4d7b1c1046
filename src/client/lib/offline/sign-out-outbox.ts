import { ApiError, apiRequest } from '../api-client';
import { isOnline, onConnectivityChange, probeOftenWhile } from '../connectivity';
import { db } from '../db';

/**
 * A sign-out made offline still ends the session on the server (issue 17): the token waits here, in
 * nothing but this outbox, and `auth/logout.php` is sent with it once the server can be reached.
 */
async function send(token: string): Promise<'done' | 'offline'> {
  try {
    await apiRequest('auth/logout.php', { method: 'POST', session: token });
  } catch (error) {
    // A server error tries again later; any other answer (also 401: the session had ended) means it is over.
    if (error instanceof ApiError && (error.offline || error.status >= 500)) return 'offline';
  }
  return 'done';
}

let delivering: Promise<number> | undefined;

async function updateProbeUrgency(): Promise<void> {
  probeOftenWhile('sign-outs', (await db.signOutQueue.count().catch(() => 0)) > 0);
}

/**
 * Puts the token in the outbox. The sign-out waits here before the session ends on this device, so a tab
 * closed at once still ends it on the server the next time the app opens.
 */
export async function queueSignOut(token: string): Promise<void> {
  await db.signOutQueue.put({ token, queuedAt: new Date().toISOString() });
}

/** Ends the session on the server now, or as soon as the connection returns. */
export async function signOutOnServer(token: string): Promise<void> {
  await queueSignOut(token);
  if ((await send(token)) === 'done') await db.signOutQueue.delete(token);
  await updateProbeUrgency();
}

/** Sends every waiting sign-out; resolves to how many the server took. */
export function deliverSignOuts(): Promise<number> {
  delivering ??= (async () => {
    let sent = 0;
    if (isOnline()) {
      for (const { token } of await db.signOutQueue.toArray()) {
        if ((await send(token)) === 'offline') break;
        await db.signOutQueue.delete(token);
        sent++;
      }
    }
    await updateProbeUrgency();
    return sent;
  })().finally(() => {
    delivering = undefined;
  });
  return delivering;
}

/** Started once by the app, signed in or not: delivers now and whenever the connection returns. */
export function startSignOutDelivery(): () => void {
  const deliver = () => void deliverSignOuts();
  const stopWatching = onConnectivityChange((online) => online && deliver());
  window.addEventListener('online', deliver);
  deliver();
  return () => {
    window.removeEventListener('online', deliver);
    stopWatching();
  };
}
