import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_ROUTES, type RouteAccess } from '../../src/shared/api/route-access';
import { createTestApp, type TestApp } from '../helpers/test-app';

/**
 * Issue 51: the waiting-list page sent its staff calls without the session and never loaded. Whether a call
 * carries the session now follows from shared/api/route-access.ts; this file holds that table, and every
 * path the client sends, against the OpenAPI document the server serves.
 */

const CLIENT_DIR = path.resolve(import.meta.dirname, '../../src/client');
/** The client's ways to the API (lib/api-client.ts and the wrappers that hand a path on). */
const CALLERS = ['apiRequest', 'apiDownload', 'apiEventStream', 'apiUrl', 'adminRead', 'loaderGet'];
/** Calls whose path is a variable: wrappers typed with ApiPath, and the payment SDK address the server names. */
const PASSED_ON = [
  'features/checkout/PayPalPayment.tsx: apiUrl(config.sdk_base_url',
  'lib/api-client.ts: apiUrl(path',
  'lib/auth-api.ts: adminRead(path',
  'lib/offline/admin-reads.ts: apiRequest(path',
  'lib/route-data.ts: apiRequest(path',
];

interface ClientCall {
  file: string;
  caller: string;
  path: string;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every call through the API client in the client's source, with its path when it is written out. */
function clientCalls(): { literal: ClientCall[]; passedOn: string[] } {
  // `caller<Type>(` then the path: loaderGet's path comes after the router context.
  const call = new RegExp(`(?<!function )\\b(${CALLERS.join('|')})\\s*(?:<[^()]*?>)?\\(\\s*(?:context,\\s*)?([^,)]+)`, 'g');
  const literal: ClientCall[] = [];
  const passedOn: string[] = [];
  for (const full of sourceFiles(CLIENT_DIR)) {
    const file = path.relative(CLIENT_DIR, full);
    for (const match of fs.readFileSync(full, 'utf8').matchAll(call)) {
      const [, caller, argument] = match;
      const quoted = /^(['"`])([^'"`$]*)\1$/.exec(argument.trim());
      if (quoted) literal.push({ file, caller, path: quoted[2] });
      else passedOn.push(`${file}: ${caller}(${argument.trim()}`);
    }
  }
  return { literal, passedOn };
}

interface Operation {
  security?: Array<Record<string, string[]>>;
}

/** What an operation's `security` says: none, a session in every alternative, or a session or none. */
function accessOf(operation: Operation): RouteAccess {
  const alternatives = operation.security ?? [];
  if (alternatives.length === 0) return 'public';
  const withSession = alternatives.filter((entry) => Object.keys(entry).length > 0).length;
  return withSession === alternatives.length ? 'session' : 'either';
}

let t: TestApp;
/** Each documented call's access, by its path below /api/. */
let documented: Map<string, RouteAccess[]>;
beforeAll(async () => {
  t = await createTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  const doc = response.json() as { paths: Record<string, Record<string, Operation>> };
  documented = new Map(
    Object.entries(doc.paths)
      .filter(([url]) => url.startsWith('/api/'))
      .map(([url, methods]) => [url.slice('/api/'.length), Object.values(methods).map(accessOf)]),
  );
});
afterAll(async () => {
  await t.close();
});

describe('the client calls the API as the served OpenAPI document declares it (issue 51)', () => {
  it('finds the client calls it checks, the waiting list among them', () => {
    const paths = new Set(clientCalls().literal.map((call) => call.path));
    expect(paths.size).toBeGreaterThan(80);
    for (const staffCall of ['waiting-list/events.php', 'waiting-list/list.php', 'waiting-list/switch.php']) expect(paths).toContain(staffCall);
  });

  it('sends every written-out path to an operation the server documents, and knows its access', () => {
    const unknown = clientCalls()
      .literal.filter((call) => !documented.has(call.path) || !Object.hasOwn(API_ROUTES, call.path))
      .map((call) => `${call.file}: ${call.caller}('${call.path}')`);
    expect(unknown).toEqual([]);
  });

  it('hands on a path in a variable only where the wrapper takes the typed ApiPath', () => {
    expect([...new Set(clientCalls().passedOn)].sort()).toEqual(PASSED_ON);
  });

  it('decides about the session for every call exactly as the operation’s security does', () => {
    const mismatches: string[] = [];
    for (const [apiPath, access] of Object.entries(API_ROUTES)) {
      const served = documented.get(apiPath);
      if (!served) mismatches.push(`${apiPath}: not served`);
      else if (served.some((own) => own !== access)) mismatches.push(`${apiPath}: client ${access}, server ${served.join('/')}`);
    }
    for (const apiPath of documented.keys()) if (!Object.hasOwn(API_ROUTES, apiPath)) mismatches.push(`${apiPath}: missing in shared/api/route-access.ts`);
    expect(mismatches).toEqual([]);
  });

  it('opens by address (images, links, the connection check) only public calls, since a browser sends no session there', () => {
    const needSession = clientCalls()
      .literal.filter((call) => call.caller === 'apiUrl' && API_ROUTES[call.path as keyof typeof API_ROUTES] !== 'public')
      .map((call) => `${call.file}: ${call.path}`);
    expect(needSession).toEqual([]);
  });
});
