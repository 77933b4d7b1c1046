import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../http/context.js';
import { type AuditNote, withAuditNote } from './audit-note.js';
import { type AuditEntry, recordAudit } from './record-audit.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** POST routes that only read (a session check, a preview): they change nothing and would drown the log. */
export const READS_BY_POST = new Set(['/api/auth/check_session.php', '/api/tickets/design_preview.php']);

/**
 * Sign-in routes: written without a session, named after the person who tried (failed sign-ins too), with
 * their action; a failure gets '_failed'. The two-factor steps name the user through noteAudit.
 */
const SIGN_INS: Partial<Record<string, { who: (body: Record<string, unknown>) => unknown; action: string }>> = {
  '/api/auth/login.php': { who: (body) => body.user, action: 'auth.login' },
  '/api/auth/two_factor/verify.php': { who: () => null, action: 'auth.two_factor' },
  '/api/auth/two_factor/confirm.php': { who: () => null, action: 'auth.two_factor' },
};

const noteOf = new WeakMap<FastifyRequest, AuditNote>();

/** 'events/save.php' for '/api/events/save.php': the route is the entry's action unless a service names one. */
const routeAction = (url: string) => url.replace(/^\/api\//, '');

/** The record a write names by its id or order id, as 'area:id' (the area is the route's first part). */
function subjectOf(url: string, body: Record<string, unknown>, query: Record<string, unknown>): { subject: string | null; orderId: number | null } {
  const area = routeAction(url).split('/')[0];
  const id = body.id ?? query.id;
  const orderIdRaw = body.order_id ?? body.orderId ?? (area === 'orders' ? id : undefined);
  const orderId = Number(orderIdRaw);
  const subject = id !== undefined && (typeof id === 'string' || typeof id === 'number') ? `${area}:${id}` : null;
  return { subject, orderId: Number.isSafeInteger(orderId) && orderId > 0 && orderId <= 2147483647 ? orderId : null };
}

const asRecord = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

const AUDIT_FAILED = {
  success: false,
  code: 'AUDIT_NOT_WRITTEN',
  message: 'Die Änderung konnte nicht im Audit Log festgehalten werden. Bitte prüfe, ob sie gespeichert wurde, und versuche es erneut.',
};

/**
 * Issue 38: an entry is never silently lost while its write stands. The full entry failed; one without
 * the noted changes is tried (a content problem cannot stop it); if the log cannot be written at all, the
 * caller is not told "done" but gets a 500 that says so, and the error log keeps the entry.
 */
async function auditFailed(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  entry: AuditEntry,
  error: unknown,
  payload: unknown,
): Promise<unknown> {
  request.log.error({ err: error, route: request.routeOptions.url }, 'audit entry not written, retrying without its changes');
  try {
    await recordAudit(ctx.db, { ...entry, changes: { audit_error: 'Die Änderungen konnten nicht gespeichert werden.' } });
    return payload;
  } catch (again) {
    request.log.error({ err: again, audit: { ...entry, changes: undefined } }, 'audit entry lost');
  }
  // A refused write changed nothing; its answer stays what it was.
  if (reply.statusCode >= 400) return payload;
  reply.code(500).type('application/json; charset=utf-8');
  return JSON.stringify(AUDIT_FAILED);
}

/**
 * Issue 31: every staff write leaves an audit entry — who, from where, which route and record, the
 * answer's status, and what the service noted as before/after. Refused attempts (403, 400) are kept
 * too: "who tried that?" is a question schools ask. The entry is written before the answer leaves, so
 * a write the client saw acknowledged is in the log.
 */
const anonymousProbe = (status: number) => status >= 400 && status < 500 && status !== 409 && status !== 429;

export function registerAuditTrail(api: FastifyInstance, ctx: AppContext): void {
  api.addHook('onRequest', (request, _reply, done) => {
    if (!WRITE_METHODS.has(request.method) || READS_BY_POST.has(request.routeOptions.url ?? '')) return done();
    const note: AuditNote = { changes: {} };
    noteOf.set(request, note);
    withAuditNote(note, done);
  });

  api.addHook('onSend', async (request, reply, payload) => {
    // Staff who report a problem can quote it; the audit log and the stored logs carry the same id.
    reply.header('X-Request-Id', request.id);
    const note = noteOf.get(request);
    const url = request.routeOptions.url;
    if (!note || !url) return payload;
    const body = asRecord(request.body);
    const signIn = SIGN_INS[url];
    const status = reply.statusCode;
    // The shop's buyers and the provider's calls are no staff writes; an anonymous write refused as malformed or
    // unauthorised is a probe and keeps its trace (issue 52). Sold out and throttled (409, 429) are a rush's
    // ordinary answers: an entry each would write thousands of rows at the busiest moment.
    if (!request.session && !signIn && !anonymousProbe(status)) return payload;
    const who = signIn && !request.session ? String(signIn.who(body) ?? '').slice(0, 100) || null : null;
    const named = subjectOf(url, body, asRecord(request.query));
    const entry: AuditEntry = {
      userId: request.session?.userId ?? note.userId ?? null,
      username: request.session?.username ?? note.username ?? who,
      address: request.ip,
      action: note.action ?? (signIn ? (status < 400 ? signIn.action : `${signIn.action}_failed`) : routeAction(url)),
      subject: note.subject ?? named.subject,
      orderId: note.orderId ?? named.orderId,
      requestId: request.id,
      changes: note.changes,
      status,
    };
    try {
      await recordAudit(ctx.db, entry);
    } catch (error) {
      return auditFailed(ctx, request, reply, entry, error, payload);
    }
    return payload;
  });
}
