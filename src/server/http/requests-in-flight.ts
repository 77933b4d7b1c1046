import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * Counts the requests whose answer has not begun, each a person waiting, so that background work (mail)
 * can wait for a quiet moment. An event stream that has begun (checkin/events.php, open all evening at
 * every door) waits for nothing. A request is forgotten at its response, or when its connection closes.
 */
export function countRequestsInFlight(app: FastifyInstance): () => number {
  const open = new Map<FastifyRequest, FastifyReply>();
  app.addHook('onRequest', (request, reply, done) => {
    open.set(request, reply);
    reply.raw.once('close', () => open.delete(request));
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    open.delete(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    open.delete(request);
    done();
  });
  return () => {
    let waiting = 0;
    for (const reply of open.values()) if (!reply.raw.headersSent) waiting++;
    return waiting;
  };
}
