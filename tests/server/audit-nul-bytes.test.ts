import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { READS_BY_POST } from '../../src/server/modules/audit/audit-trail';
import { logLineRow } from '../../src/server/modules/logs/log-store';
import { insertLogLines } from '../../src/server/modules/logs/logs.repository';
import { type DocumentedOperation, documentedOperations, type JsonSchema, sampleOf, withValue } from '../helpers/openapi-routes';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 52, point 1: a refused request keeps its audit entry whatever bytes it carried. Every write of the
 * served OpenAPI document gets one request whose every string (body and query) holds a NUL byte; it must be
 * a 4xx and leave exactly one entry. Sign-ins and the shop's public writes go anonymously (that is how a
 * probe or a failed login comes), everything else as admin. One app, one request per route.
 */
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SIGN_INS = new Set(['/api/auth/login.php', '/api/auth/two_factor/verify.php', '/api/auth/two_factor/confirm.php']);
const NUL_BODY = 'a\u0000b';
const NUL_QUERY = 'a%00b';

let t: TestApp;
let admin: string;
const lostLines: string[] = [];
beforeAll(async () => {
  t = await createTestApp({ onLog: (line) => line.includes('audit entry') && lostLines.push(line) });
  admin = await t.login();
});
afterAll(() => t.close());

/** Every documented query parameter holds a NUL; a call without any still gets an id, which names the entry's subject. */
function queryOf(operation: DocumentedOperation): string {
  const names = operation.query.length ? operation.query.map((parameter) => parameter.name) : ['id'];
  return names.map((name) => `${name}=${NUL_QUERY}`).join('&');
}

/** The sampled body with every string, and every top-level field of whatever type (a client may send anything), a NUL. */
function bodyOf(operation: DocumentedOperation, resolve: (s: JsonSchema) => JsonSchema): unknown {
  let payload = operation.body ? sampleOf(operation.body, resolve) : { id: NUL_BODY };
  for (const field of operation.stringFields) if (field.where === 'body') payload = withValue(payload, field.path, NUL_BODY);
  if (payload && typeof payload === 'object' && !Array.isArray(payload)) payload = Object.fromEntries(Object.keys(payload).map((key) => [key, NUL_BODY]));
  return payload;
}

describe('a refused request keeps its audit entry whatever bytes it carried (issue 52)', () => {
  it('leaves exactly one audit entry for a NUL byte on every documented write', async () => {
    const { operations, resolve } = await documentedOperations(t.app);
    const writes = operations.filter((operation) => WRITES.has(operation.method) && !READS_BY_POST.has(operation.url));
    let loginRequest = '';
    const results: Array<{ call: string; status: number; entries: number; code: string }> = [];
    for (const operation of writes) {
      const payload = bodyOf(operation, resolve);
      const query = queryOf(operation);
      const anonymous = SIGN_INS.has(operation.url) || operation.public;
      const response = await t.app.inject({
        method: operation.method,
        url: query ? `${operation.url}?${query}` : operation.url,
        // Anonymous calls from another address, so their throttles never reach the admin.
        remoteAddress: anonymous ? '127.0.0.52' : '127.0.0.1',
        headers: { ...(anonymous ? {} : { authorization: `Bearer ${admin}` }), 'content-type': 'application/json' },
        payload: JSON.stringify(payload),
      });
      const requestId = String(response.headers['x-request-id'] ?? '');
      if (operation.url === '/api/auth/login.php') loginRequest = requestId;
      const { count } = await t.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('request_id', '=', requestId)
        .executeTakeFirstOrThrow();
      results.push({
        call: `${operation.method} ${operation.url}`,
        status: response.statusCode,
        entries: Number(count),
        code: String(response.json().code ?? ''),
      });
    }
    const kept = results.filter((result) => result.entries === 1 && result.status >= 400 && result.status < 500);
    console.info(`audit-nul-bytes: ${kept.length} of ${results.length} writes refused with exactly one audit entry; ${lostLines.length} audit error lines`);
    expect(results.filter((result) => result.status < 400 || result.status >= 500).map((r) => `${r.call} → ${r.status}`)).toEqual([]);
    expect(results.filter((result) => result.entries !== 1).map((r) => `${r.call} → ${r.status} ${r.code}: ${r.entries} entries`)).toEqual([]);
    expect(lostLines).toEqual([]);
    expect(results.length).toBeGreaterThan(60);
    // The entry quotes the attempt, NUL made visible: "who tried that?" still has an answer.
    const login = await t.db.selectFrom('audit_log').select(['username', 'action']).where('request_id', '=', loginRequest).executeTakeFirstOrThrow();
    expect(login).toEqual({ username: 'a\u2400b', action: 'auth.login_failed' });
  }, 300_000);

  it('stores a log line that quotes a NUL or a lone surrogate, so it never holds back its batch', async () => {
    const row = logLineRow(JSON.stringify({ level: 50, msg: 'a\u0000b', reqId: 'r\u0000', body: { 'k\u0000': '\ud800', long: `${'x'.repeat(8_000)}😀` } }));
    expect(row).not.toBeNull();
    await expect(insertLogLines(t.db, [row as NonNullable<typeof row>])).resolves.toBeUndefined();
  });
});
