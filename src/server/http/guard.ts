import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { API_KEY_PREFIX } from '../../shared/domain/api-scopes.js';
import { hasPermission } from '../../shared/domain/permissions.js';
import { authenticateApiKey, currentKey } from '../modules/access/index.js';
import { authenticate, type SessionUser } from '../modules/auth/index.js';
import type { AppContext } from './context.js';
import { DomainError, forbidden } from '../domain-errors.js';
import { refuseBlockedAddress } from './ip-block.js';

declare module 'fastify' {
  interface FastifyRequest {
    session?: SessionUser;
  }
}

/**
 * Spec §7 passes the session as `?session_token=` on these two calls only. Issue 52: a token in an address
 * ends up in browser history and proxy logs, so every other route takes it from the Authorization header.
 */
export const QUERY_TOKEN_ROUTES: ReadonlySet<string> = new Set(['/api/accounts/permissions/check_all.php', '/api/accounts/get_by_session.php']);

/** The bearer token from the Authorization header, or from the query where the spec's call sends it there. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  if (match) return match[1];
  if (!QUERY_TOKEN_ROUTES.has(request.routeOptions.url ?? '')) return undefined;
  const { query } = request;
  const fromQuery = query && typeof query === 'object' && 'session_token' in query ? query.session_token : undefined;
  return typeof fromQuery === 'string' && fromQuery ? fromQuery : undefined;
}

/** Issue 31: an API key opens only the calls of its scope; anything else is a staff session. */
const callerOf = (ctx: AppContext, request: FastifyRequest, token: string | undefined) =>
  token?.startsWith(API_KEY_PREFIX) ? authenticateApiKey(ctx, token, request.method, request.routeOptions.url ?? '') : authenticate(ctx, token);

/** The one guard every protected route uses: a valid session, and (when given) one of the keys. */
export function guard(ctx: AppContext, required?: string | readonly string[]): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    await refuseBlockedAddress(ctx, request.ip);
    const session = await callerOf(ctx, request, bearerToken(request));
    request.session = session;
    if (required && !hasPermission(session.permissions, required)) throw forbidden();
  };
}

/**
 * The one guard for a call that buyers make with their ticket link and staff with their session
 * (tickets/send-mail.php, issue 38). Without a token the request is the shop's. With one, it is the
 * guard's: the block list applies, and a valid session becomes the request's, so permissions and the
 * audit trail see it. A session that has ended counts as none, so a stale token never blocks a link.
 */
export function optionalGuard(ctx: AppContext): onRequestAsyncHookHandler {
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const token = bearerToken(request);
    if (!token) return;
    await refuseBlockedAddress(ctx, request.ip);
    request.session = await callerOf(ctx, request, token).catch((error: unknown) => {
      if (error instanceof DomainError && error.kind === 'unauthenticated') return undefined;
      throw error;
    });
  };
}

/** What the OpenAPI document shows for a route behind `optionalGuard`: a session may be sent, need not be. */
export const OPTIONAL_SESSION: Array<Record<string, string[]>> = [{}, { sitzung: [] }];

/**
 * Who a token stands for now, for a request that outlives its start (a stream): a staff session, or an
 * API key with what its creator may do now (issue 38). Throws 401/403 as the guard does.
 */
export function currentCaller(ctx: AppContext, token: string | undefined): Promise<SessionUser> {
  return token?.startsWith(API_KEY_PREFIX) ? currentKey(ctx, token) : authenticate(ctx, token);
}

/** The signed-in user of a route behind `guard`. */
export function sessionOf(request: FastifyRequest): SessionUser {
  if (!request.session) throw new Error('route is missing its guard');
  return request.session;
}
