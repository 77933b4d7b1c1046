import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventsQuery } from '../../../shared/api/checkin.js';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../http/errors.js';
import { bearerToken } from '../../http/guard.js';
import { hasPermission } from '../../../shared/domain/permissions.js';
import { authenticate } from '../auth/auth.service.js';
import * as repo from './checkin.repository.js';

/** A comment line now and then keeps proxies and the browser from closing a quiet stream; the session and permission are checked again each time. */
export const HEARTBEAT_MS = 15_000;

/**
 * checkin/events.php (issue 12): a server-sent event stream of the performance's admissions, for every
 * door that is online. The kiosk reads it with fetch (it sends the session as a Bearer header, which
 * EventSource cannot), so no token ever stands in a URL.
 *
 * A stream outlives its request, so it outlives no permission either (issue 29): before each admission it
 * sends, and with each heartbeat, it checks that the session still holds one of `required`; once the
 * session ends or the permission goes, the stream ends without sending what it was about to.
 */
export async function streamAdmissions(ctx: AppContext, request: FastifyRequest, reply: FastifyReply, query: EventsQuery, required: readonly string[]) {
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
  const token = bearerToken(request);
  const stillAllowed = () =>
    authenticate(ctx, token).then(
      (session) => hasPermission(session.permissions, required),
      () => false,
    );
  // One check at a time, in order: admissions reach the door in the order they happened.
  let sending = Promise.resolve();
  const send = (text: string) => {
    sending = sending.then(async () => {
      if (out.writableEnded) return;
      if (!(await stillAllowed())) return end();
      out.write(text);
    });
  };
  const unsubscribe = ctx.admissions.subscribe(query.performance_id, (event) => send(`event: admission\ndata: ${JSON.stringify(event)}\n\n`));
  const heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS);
  const end = () => {
    clearInterval(heartbeat);
    unsubscribe();
    forget();
    if (!out.writableEnded) out.end();
  };
  const forget = ctx.admissions.onClose(end);
  request.raw.once('close', end);
}
