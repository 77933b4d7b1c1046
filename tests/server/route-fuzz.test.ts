import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

/** Field names the API uses, so random bodies reach past the first schema check now and then. */
const knownKeys = [
  'id', 'name', 'user', 'auth', 'session_token', 'order_id', 'cart', 'user_data', 'donation_amount', 'role', 'status',
  'password', 'username', 'mail', 'page', 'pageSize', 'permissions', 'display_name', 'event', 'quantity', 'code',
];
const value = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...knownKeys), fc.oneof(fc.string({ maxLength: 10 }), fc.integer()), { maxKeys: 3 }),
);
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...knownKeys), fc.string({ maxLength: 10 })), value, { maxKeys: 6 });
const body = fc.oneof(
  fields.map((object) => ({ kind: 'json' as const, payload: JSON.stringify(object) })),
  fc.string({ maxLength: 200 }).map((text) => ({ kind: 'json' as const, payload: text })),
  fields.map((object) => ({
    kind: 'form' as const,
    payload: new URLSearchParams(Object.entries(object).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString(),
  })),
  fc.constant({ kind: 'none' as const, payload: '' }),
);
const query = fc.dictionary(fc.constantFrom(...knownKeys), fc.oneof(fc.string({ maxLength: 30 }), fc.integer().map(String)), { maxKeys: 4 });
const pathParam = fc.oneof(fc.string({ minLength: 1, maxLength: 20 }), fc.integer().map(String));

describe('every registered route under random input', () => {
  it('never answers 5xx', async () => {
    const routes = t.app.registeredRoutes;
    expect(routes.length).toBeGreaterThan(5);
    const failures: string[] = [];
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(body, query, pathParam, fc.boolean(), async (input, params, param, signedIn) => {
          const url = route.url.replace(/:(\w+)/g, () => encodeURIComponent(param));
          const search = new URLSearchParams(params).toString();
          const headers: Record<string, string> = {};
          if (signedIn) headers.authorization = `Bearer ${token}`;
          if (input.kind === 'json') headers['content-type'] = 'application/json';
          if (input.kind === 'form') headers['content-type'] = 'application/x-www-form-urlencoded';
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: search ? `${url}?${search}` : url,
            headers,
            payload: route.method === 'GET' || input.kind === 'none' ? undefined : input.payload,
          });
          if (response.statusCode >= 500) failures.push(`${route.method} ${url} → ${response.statusCode} ${response.body}`);
          return response.statusCode < 500;
        }),
        { numRuns: 40, seed: Number(process.env.FUZZ_SEED ?? Date.now() % 100000) },
      ).catch(() => undefined);
    }
    expect(failures).toEqual([]);
  });
});
