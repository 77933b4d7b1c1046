import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventsQuery } from '../../../shared/api/checkin.js';
import type { AppContext } from '../../http/context.js';
import { DomainError, notFound } from '../../http/errors.js';
import { bearerToken } from '../../http/guard.js';
import { tokenHash } from '../../http/tokens.js';
import { authenticate } from '../auth/auth.service.js';
import * as repo from './checkin.repository.js';

/** A comment line now and then keeps proxies and the browser from closing a quiet stream. */
export const HEARTBEAT_MS = 15_000;
/**
 * The session is checked this often besides: a sign-out here or in another process ends the stream at
 * once (admission-feed.ts endSession); an expiry, a ban or a password change ends it within this time.
 */
export const SESSION_CHECK_MS = 5_000;

/**
 * checkin/events.php (issue 12): a server-sent event stream of the performance's admissions, for every
 * door that is online. The kiosk reads it with fetch (it sends the session as a Bearer header, which
 * EventSource cannot), so no token ever stands in a URL. A `feed` event says whether admissions are heard
 * right now: `{"live":false}` while the database is away (doors decide alone and upload later), then
 * `{"live":true}` once the server listens again and has pushed what was admitted meanwhile.
 */
export async function streamAdmissions(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, query: EventsQuery) {
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
  const feed = (live: boolean) => out.write(`event: feed\ndata: ${JSON.stringify({ live })}\n\n`);
  if (!ctx.admissions.live) feed(false);
  const unwatch = ctx.admissions.watchLive(feed);
  const unsubscribe = ctx.admissions.subscribe(query.performance_id, (event) => {
    out.write(`event: admission\ndata: ${JSON.stringify(event)}\n\n`);
  });
  const heartbeat = setInterval(() => out.write(': ping\n\n'), HEARTBEAT_MS);
  // A stream outlives its request: once the session ends (sign-out, expiry), so does the stream. A database
  // that does not answer says nothing about the session; the stream stays and reports `live: false`.
  const sessionCheck = setInterval(() => {
    authenticate(ctx, token).catch((error: unknown) => {
      if (error instanceof DomainError && error.status === 401) end();
    });
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
