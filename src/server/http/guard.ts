import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { API_KEY_PREFIX } from '../../shared/domain/api-scopes.js';
import { hasPermission } from '../../shared/domain/permissions.js';
import { authenticateApiKey } from '../modules/access/api-keys.service.js';
import { authenticate, type SessionUser } from '../modules/auth/auth.service.js';
import type { AppContext } from './context.js';
import { forbidden } from './errors.js';
import { refuseBlockedAddress } from './ip-block.js';

declare module 'fastify' {
  interface FastifyRequest {
    session?: SessionUser;
  }
}

/** The bearer token from the Authorization header; spec §7 also passes it as `session_token` in the query. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (match) return match[1];
  const { query } = request;
  const fromQuery = query && typeof query === 'object' && 'session_token' in query ? query.session_token : undefined;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined;
}

/** The one guard every protected route uses: a valid session, and (when given) one of the keys. */
export function guard(ctx: AppContext, required?: string | readonly string[]): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    await refuseBlockedAddress(ctx, request.ip);
    const token = bearerToken(request);
    // Issue 31: an API key opens only the calls of its scope; anything else is a staff session.
    const session = token?.startsWith(API_KEY_PREFIX)
      ? await authenticateApiKey(ctx, token, request.method, request.routeOptions.url ?? '')
      : await authenticate(ctx, token);
    request.session = session;
    if (required && !hasPermission(session.permissions, required)) throw forbidden();
  };
}

/** The signed-in user of a route behind `guard`. */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw new Error('route is missing its guard');
  return request.session;
}
