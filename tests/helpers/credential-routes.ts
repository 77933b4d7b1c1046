import { Secret, TOTP } from 'otpauth';
import { expect } from 'vitest';
import { noteSecret, type TestApp } from './test-app';

/** The code an authenticator app shows for this secret at the app's current (test) time. */
export const codeFor = (t: TestApp, secret: string, at = t.clock.now()) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

/** A six-digit code that is not the current one. */
export const wrongCodeFor = (t: TestApp, secret: string) => (codeFor(t, secret) === '123456' ? '654321' : '123456');

export const bearerHeader = (token?: string) => (token ? { authorization: `Bearer ${token}` } : {});

export function postAs(t: TestApp, url: string, payload: object, token?: string, address = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: `/api/${url}`, payload, headers: bearerHeader(token), remoteAddress: address });
}

export function getAs(t: TestApp, url: string, token?: string, address = '127.0.0.1') {
  return t.app.inject({ method: 'GET', url: `/api/${url}`, headers: bearerHeader(token), remoteAddress: address });
}

/** Enrols the session's own account through the profile; answers the secret and the recovery codes. */
export async function enrolOwn(t: TestApp, token: string): Promise<{ secret: string; recovery: string[] }> {
  const start = await postAs(t, 'accounts/two_factor/enrol.php', {}, token);
  expect(start.statusCode).toBe(200);
  const { secret } = start.json();
  noteSecret(secret);
  const confirm = await postAs(t, 'accounts/two_factor/confirm.php', { code: codeFor(t, secret) }, token);
  expect(confirm.statusCode).toBe(200);
  // The next code of the app: the enrolment used this step's one.
  t.clock.advance(30_000);
  return { secret, recovery: confirm.json().recovery_codes };
}

/** Addresses for throttle probes: `n` of one IPv6 /64, or one in each of `n` different /64s. */
export const sameSlash64 = (n: number, net = 'a') => Array.from({ length: n }, (_, i) => `2001:db8:${net}:1::${(i + 1).toString(16)}`);
export const differentSlash64s = (n: number, net = 'b') => Array.from({ length: n }, (_, i) => `2001:db8:${net}:${(i + 1).toString(16)}::1`);

export interface Operation {
  method: string;
  path: string;
  tags: string[];
  summary: string;
  description: string;
  security?: Array<Record<string, unknown>>;
  credential?: string;
  secretCheck?: { secrets: string[]; target: string } | 'none';
  requestFields: string[];
}

/** Every operation of /api/openapi.json, with the classification routes give themselves (issue 38). */
export async function operations(t: TestApp): Promise<Operation[]> {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  const doc = response.json() as { paths: Record<string, Record<string, Record<string, unknown>>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const body = (op.requestBody as { content?: Record<string, { schema?: { properties?: object } }> } | undefined)?.content;
      const bodyFields = Object.values(body ?? {}).flatMap((media) => Object.keys(media.schema?.properties ?? {}));
      const queryFields = ((op.parameters as Array<{ name: string; in: string }> | undefined) ?? []).filter((p) => p.in === 'query').map((p) => p.name);
      return {
        method: method.toUpperCase(),
        path,
        tags: (op.tags as string[]) ?? [],
        summary: String(op.summary ?? ''),
        description: String(op.description ?? ''),
        security: op.security as Operation['security'],
        credential: op['x-credential'] as string | undefined,
        secretCheck: op['x-secret-check'] as Operation['secretCheck'],
        requestFields: [...new Set([...bodyFields, ...queryFields])],
      };
    }),
  );
}

export const operationKey = (op: { method: string; path: string }) => `${op.method} ${op.path}`;
