import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventsQuery } from '../../../shared/api/checkin.js';
import { hasPermission } from '../../../shared/domain/permissions.js';
import type { AppContext } from '../../http/context.js';
import { DomainError, notFound } from '../../domain-errors.js';
import { bearerToken, currentCaller } from '../../http/guard.js';
import { tokenHash } from '../../http/tokens.js';
import * as repo from './checkin.repository.js';

/** A comment line now and then keeps proxies and the browser from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/**
 * The session and its permission are checked this often besides, and before every admission sent: a
 * sign-out here or in another process ends the stream at once (admission-feed.ts endSession); an expiry, a
 * ban, a password change or a lost permission end it before the next admission, within this time at most.
 */
export const SESSION_CHECK_MS = 5_000;

type Standing = 'allowed' | 'gone' | 'unknown';

/**
 * checkin/events.php (issue 12): a server-sent event stream of the performance's admissions, for every
 * door that is online. The kiosk reads it with fetch (it sends the session as a Bearer header, which
 * EventSource cannot), so no token ever stands in a URL. A `feed` event says whether admissions are heard
 * right now: `{"live":false}` while the database is away (doors decide alone and upload later), then
 * `{"live":true}` once the server listens again and has pushed what was admitted meanwhile.
 *
 * A stream outlives its request, so it outlives no session and no permission either (issue 29, issue 30):
 * once the session ends or no longer holds one of `required`, the stream ends without sending what it was
 * about to. A database that does not answer says nothing about either; the stream stays. A stream opened
 * with a door's API key is checked as that key (issue 38): it lasts while the key and its creator's rights do.
 */
export async function streamAdmissions(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, query: EventsQuery, required: readonly string[]) {
  if (!(await repo.performanceWithEvent(ctx.db, query.performance_id))) throw notFound('Diese Vorstellung gibt es nicht.', 'PERFORMANCE_NOT_FOUND');
  const token = bearerToken(request);
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  out.write('event: ready\ndata: {}\n\n');
  const standing = (): Promise<Standing> =>
    currentCaller(ctx, token).then(
      (session) => (hasPermission(session.permissions, required) ? 'allowed' : 'gone'),
      (error: unknown) => (error instanceof DomainError && (error.kind === 'unauthenticated' || error.kind === 'forbidden') ? 'gone' : 'unknown'),
    );
  // One check at a time, in order: admissions reach the door in the order they happened.
  let sending = Promise.resolve();
  const send = (text: string) => {
    sending = sending.then(async () => {
      if (out.writableEnded) return;
      if ((await standing()) === 'gone') return end();
      out.write(text);
    });
  };
  // Whether admissions are heard names nobody: it goes out at once, even while the session cannot be checked.
  const feed = (live: boolean) => !out.writableEnded && out.write(`event: feed\ndata: ${JSON.stringify({ live })}\n\n`);
  if (!ctx.admissions.live) feed(false);
  const unwatch = ctx.admissions.watchLive(feed);
  const unsubscribe = ctx.admissions.subscribe(query.performance_id, (event) => send(`event: admission\ndata: ${JSON.stringify(event)}\n\n`));
  const heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS);
  const sessionCheck = setInterval(() => {
    void standing().then((now) => now === 'gone' && end());
  }, SESSION_CHECK_MS);
  const end = () => {
    clearInterval(heartbeat);
    clearInterval(sessionCheck);
    unsubscribe();
    unwatch();
    signedOut();
    forget();
    if (!out.writableEnded) out.end();
  };
  const signedOut = token ? ctx.admissions.onSessionEnded(tokenHash(token), end) : () => undefined;
  const forget = ctx.admissions.onClose(end);
  request.raw.once('close', end);
}
