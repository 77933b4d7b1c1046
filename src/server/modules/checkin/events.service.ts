import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventsQuery } from '../../../shared/api/checkin.js';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { bearerToken } from '../../http/guard.js';
import { authenticate } from '../auth/auth.service.js';
import * as repo from './checkin.repository.js';

/** A comment line now and then keeps proxies and the browser from closing a quiet stream; the session is checked again each time. */
export const HEARTBEAT_MS = 15_000;

/**
 * checkin/events.php (issue 12): a server-sent event stream of the performance's admissions, for every
 * door that is online. The kiosk reads it with fetch (it sends the session as a Bearer header, which
 * EventSource cannot), so no token ever stands in a URL.
 */
export async function streamAdmissions(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, query: EventsQuery) {
  if (!(await repo.performanceWithEvent(ctx.db, query.performance_id))) throw notFound('Diese Vorstellung gibt es nicht.', 'PERFORMANCE_NOT_FOUND');
  reply.hijack();
  const out = reply.raw;
  out.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  out.write('event: ready\ndata: {}\n\n');
  const unsubscribe = ctx.admissions.subscribe(query.performance_id, (event) => {
    out.write(`event: admission\ndata: ${JSON.stringify(event)}\n\n`);
  });
  const token = bearerToken(request);
  // A stream outlives its request: once the session ends (sign-out, expiry), so does the stream.
  const heartbeat = setInterval(() => {
    out.write(': ping\n\n');
    authenticate(ctx, token).catch(() => end());
  }, HEARTBEAT_MS);
  const end = () => {
    clearInterval(heartbeat);
    unsubscribe();
    forget();
    if (!out.writableEnded) out.end();
  };
  const forget = ctx.admissions.onClose(end);
  request.raw.once('close', end);
}
