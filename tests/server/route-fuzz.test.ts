import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWEEP_SEED, sweepSlice, sweepTimeout } from '../helpers/sweep';
import { createTestApp, type TestApp } from '../helpers/test-app';

// Built while the file is collected: the sweeps below name their slice of the app's routes in their titles.
const t = await createTestApp();
const token = await t.login();
afterAll(async () => {
  await t.close();
});
const apiRoutes = t.app.registeredRoutes;
// Sweeps (tests/helpers/sweep.ts): each run fuzzes a quarter of the routes and sends control characters to a
// third; npm run test:sweeps does every route.
const fuzzed = sweepSlice('random input per route', apiRoutes, 4);
const controlled = sweepSlice('control characters per route', apiRoutes, 3);

/** Field names the API uses, so random bodies reach past the first schema check now and then. */
const knownKeys = [
  'id',
  'name',
  'user',
  'auth',
  'session_token',
  'order_id',
  'cart',
  'user_data',
  'donation_amount',
  'role',
  'status',
  'password',
  'username',
  'mail',
  'page',
  'pageSize',
  'permissions',
  'display_name',
  'event',
  'quantity',
  'code',
];
/** C0 control characters (NUL first: PostgreSQL refuses it in text) and DEL. */
const controlChar = fc.constantFrom('\u0000', '\u0001', '\u0007', '\u0008', '\u000b', '\u000c', '\u001b', '\u001f', '\u007f');
/** Text that now and then carries a control character somewhere inside. */
const text = (maxLength: number) =>
  fc.oneof(
    fc.string({ maxLength }),
    fc.tuple(fc.string({ maxLength: maxLength / 2 }), controlChar, fc.string({ maxLength: maxLength / 2 })).map((parts) => parts.join('')),
    fc.string({ maxLength, unit: 'binary' }),
  );
const value = fc.oneof(
  text(40),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(text(8), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...knownKeys), fc.oneof(text(10), fc.integer()), { maxKeys: 3 }),
);
const fields = fc.dictionary(fc.oneof(fc.constantFrom(...knownKeys), text(10)), value, { maxKeys: 6 });
const body = fc.oneof(
  fields.map((object) => ({ kind: 'json' as const, payload: JSON.stringify(object) })),
  fc.string({ maxLength: 200 }).map((text) => ({ kind: 'json' as const, payload: text })),
  fields.map((object) => ({
    kind: 'form' as const,
    payload: new URLSearchParams(Object.entries(object).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString(),
  })),
  fc.constant({ kind: 'none' as const, payload: '' }),
);
const query = fc.dictionary(fc.constantFrom(...knownKeys), fc.oneof(text(30), fc.integer().map(String)), { maxKeys: 4 });
const pathParam = fc.oneof(
  text(20).filter((param) => param.length > 0),
  fc.integer().map(String),
);

describe('every registered route under random input', () => {
  it(
    `never answers 5xx: ${fuzzed.label}`,
    async () => {
      expect(apiRoutes.length).toBeGreaterThan(5);
      const failures: string[] = [];
      for (const route of fuzzed.items) {
        await fc
          .assert(
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
            { numRuns: 40, seed: SWEEP_SEED },
          )
          .catch(() => undefined);
      }
      expect(failures).toEqual([]);
    },
    sweepTimeout(fuzzed.items.length * 40, 100),
  );
});

const CONTROL_MESSAGE = 'Die Anfrage enthält unzulässige Steuerzeichen.';
/** Every field name the API uses, each carrying the same odd text, so the value reaches whatever the route reads. */
const everyField = (odd: string) => Object.fromEntries(knownKeys.map((key) => [key, odd]));

describe('every registered route with control characters', () => {
  // An app of its own: the random calls above may have signed the session out or tripped login limits.
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
  });
  const oddTexts = ['a\u0000b', '\u0000', 'x\u001by', 'del\u007f', 'bell\u0007'];

  it(
    `refuses them in the query string with a 400 and a German message: ${controlled.label}`,
    async () => {
      const failures: string[] = [];
      for (const route of controlled.items) {
        for (const odd of oddTexts) {
          const response = await t.app.inject({
            method: route.method as 'GET',
            url: `${route.url}?${new URLSearchParams(everyField(odd))}`,
            headers: { authorization: `Bearer ${token}` },
          });
          if (response.statusCode !== 400 || response.json().message !== CONTROL_MESSAGE) {
            failures.push(`${route.method} ${route.url} ?${JSON.stringify(odd)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
          }
        }
      }
      expect(failures).toEqual([]);
    },
    sweepTimeout(controlled.items.length * oddTexts.length, 100),
  );

  it(
    `refuses them in JSON and form bodies, nested or as a key, with a 400: ${controlled.label}`,
    async () => {
      const failures: string[] = [];
      expect(apiRoutes.filter((route) => route.method !== 'GET').length).toBeGreaterThan(5);
      const posts = controlled.items.filter((route) => route.method !== 'GET');
      for (const route of posts) {
        for (const odd of oddTexts) {
          const bodies = [
            { type: 'application/json', payload: JSON.stringify(everyField(odd)) },
            { type: 'application/json', payload: JSON.stringify({ cart: [{ event: 1, name: odd }], user_data: { mail: odd } }) },
            { type: 'application/json', payload: JSON.stringify({ [`k${odd}`]: 'v' }) },
            { type: 'application/json', payload: JSON.stringify(odd) },
            { type: 'application/x-www-form-urlencoded', payload: new URLSearchParams(everyField(odd)).toString() },
          ];
          for (const body of bodies) {
            const response = await t.app.inject({
              method: route.method as 'POST',
              url: route.url,
              headers: { authorization: `Bearer ${token}`, 'content-type': body.type },
              payload: body.payload,
            });
            if (response.statusCode !== 400 || response.json().message !== CONTROL_MESSAGE) {
              failures.push(`${route.method} ${route.url} ${body.payload.slice(0, 60)} → ${response.statusCode} ${response.body.slice(0, 200)}`);
            }
          }
        }
      }
      expect(failures).toEqual([]);
    },
    sweepTimeout(controlled.items.length * oddTexts.length * 5, 100),
  );

  it('keeps tabs and line breaks in bodies: a textarea sends them', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login.php',
      payload: { user: 'admin\t', auth: 'line\r\nbreak' },
    });
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().message).not.toBe(CONTROL_MESSAGE);
  });

  it("refuses NUL in the shop's public calls without a session", async () => {
    const calls = [
      t.app.inject({ method: 'GET', url: '/api/events/info.php?name=a%00b' }),
      t.app.inject({ method: 'POST', url: '/api/auth/login.php', payload: { user: 'ad\u0000min', auth: 'x' } }),
      t.app.inject({ method: 'POST', url: '/api/orders/create.php', payload: { cart: [], user_data: { mail: 'a\u0000@b.de' } } }),
      t.app.inject({ method: 'POST', url: '/api/orders/capture.php', payload: { order_id: '1\u0000' } }),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'CONTROL_CHARACTERS', message: CONTROL_MESSAGE });
    }
  });
});
