import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiDocument } from '../../src/server/api-document';
import { operationIdOf } from '../../src/server/http/openapi-document';
import { type ApiDocument, mismatchOf, ResponseContract } from '../helpers/response-contract';
import { createTestApp, type TestApp } from '../helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  parameters?: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses?: Record<string, { content?: Record<string, { schema?: { $ref?: string } }> }>;
}

async function openApiDocument() {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    openapi: string;
    info: { title: string; version: string };
    paths: Record<string, Record<string, Operation>>;
    components: { schemas: Record<string, unknown> };
    tags: Array<{ name: string }>;
    servers?: Array<{ url: string }>;
    security?: unknown[];
  };
}

const everyOperation = (doc: Awaited<ReturnType<typeof openApiDocument>>) =>
  Object.entries(doc.paths).flatMap(([url, methods]) => Object.entries(methods).map(([method, operation]) => ({ url, method, operation })));

describe('the OpenAPI document at /api/openapi.json', () => {
  it('is OpenAPI 3.1 in shape: version, info, paths and components', async () => {
    const doc = await openApiDocument();
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info.title).toBeTruthy();
    expect(typeof doc.paths).toBe('object');
    expect(typeof doc.components).toBe('object');
  });

  it('names every registered route with the spec call name, a German summary and a known tag', async () => {
    const doc = await openApiDocument();
    const tags = new Set(doc.tags.map((tag) => tag.name));
    const problems: string[] = [];
    expect(t.app.registeredRoutes.length).toBeGreaterThan(60);
    for (const route of t.app.registeredRoutes) {
      const operation = doc.paths[route.url]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${route.method} ${route.url}: fehlt`);
        continue;
      }
      if (!operation.summary || !operation.description) problems.push(`${route.method} ${route.url}: ohne Beschreibung`);
      if (!operation.tags?.length || !operation.tags.every((tag) => tags.has(tag))) problems.push(`${route.method} ${route.url}: Tag`);
    }
    expect(problems).toEqual([]);
  });
});

describe('response schemas', () => {
  it('every route declares its success answer and the shared error answer', () => {
    const missing = t.app.registeredRoutes
      .filter((route) => {
        const response = route.schema?.response as Record<string, unknown> | undefined;
        return !response?.['200'] || !response['4xx'];
      })
      .map((route) => `${route.method} ${route.url}`);
    expect(missing).toEqual([]);
  });

  it('a validation error answers with the shared error body', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/login.php', payload: { user: '' } });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ success: false, code: 'VALIDATION' });
    expect(body.message).toMatch(/^Ungültige Eingabe/);
    expect(Object.keys(body.fields).length).toBeGreaterThan(0);
  });
});

describe('the document outside tools accept (issue 40)', () => {
  it('is the document npm run lint:api writes and lints, built without a database', async () => {
    expect(await buildApiDocument()).toEqual(await openApiDocument());
  });

  it('names every operation with a unique operationId made from its method and address', async () => {
    const doc = await openApiDocument();
    const operations = everyOperation(doc);
    expect(doc.paths['/api/events/info.php'].get.operationId).toBe('getEventsInfo');
    expect(doc.paths['/api/accounts/permissions/check_all.php'].get.operationId).toBe('getAccountsPermissionsCheckAll');
    expect(operations.filter(({ url, method, operation }) => operation.operationId !== operationIdOf(method, url))).toEqual([]);
    expect(new Set(operations.map(({ operation }) => operation.operationId)).size).toBe(operations.length);
  });

  it('says of every operation whether it needs a session, and answers 401 and 403 where it does', async () => {
    const doc = await openApiDocument();
    expect(doc.security).toEqual([{ sitzung: [] }]);
    expect(doc.servers?.length).toBeGreaterThan(0);
    const problems: string[] = [];
    for (const { url, method, operation } of everyOperation(doc)) {
      if (!Array.isArray(operation.security)) problems.push(`${method} ${url}: ohne security`);
      const guarded = operation.security?.length && operation.security.every((entry) => Object.keys(entry).length > 0);
      if (guarded && !(operation.responses?.['401'] && operation.responses['403'])) problems.push(`${method} ${url}: ohne 401/403`);
    }
    expect(problems).toEqual([]);
    expect(doc.paths['/api/events/info.php'].get.security).toEqual([]);
  });

  it('holds the error body once, as a component every error answer refers to', async () => {
    const doc = await openApiDocument();
    const shared = doc.components.schemas.Fehler;
    expect(shared).toMatchObject({ required: ['success', 'code', 'message'] });
    const inline: string[] = [];
    let references = 0;
    for (const { url, method, operation } of everyOperation(doc)) {
      for (const [status, answer] of Object.entries(operation.responses ?? {})) {
        const schema = answer.content?.['application/json']?.schema;
        if (schema?.$ref === '#/components/schemas/Fehler') references++;
        // Calls with a richer error (orders: remaining, box_office; health: problems) keep their own schema.
        else if (JSON.stringify(schema) === JSON.stringify(shared)) inline.push(`${method} ${url} ${status}`);
      }
    }
    expect(inline).toEqual([]);
    expect(references).toBeGreaterThan(300);
  });

  it('writes tuples as OpenAPI 3.1 does (prefixItems) and leaves the built client out', async () => {
    const doc = await openApiDocument();
    const text = JSON.stringify(doc);
    expect(text).not.toContain('additionalItems');
    expect(text).toContain('"prefixItems"');
    expect(Object.keys(doc.paths).filter((url) => !url.startsWith('/api/'))).toEqual([]);
  });

  it('describes the requests the server reads beyond JSON: the upload form, PayPal events, spec forms, the token in the link', async () => {
    const doc = await openApiDocument();
    const upload = doc.paths['/api/files/upload.php'].post.requestBody?.content['multipart/form-data'];
    expect(Object.keys(upload?.schema.properties ?? {})).toEqual(expect.arrayContaining(['avatar', 'event_image', 'ticket_logo', 'file', 'folder']));
    expect(doc.paths['/api/payments/paypal/webhook.php'].post.requestBody?.content['application/json'].schema.properties).toHaveProperty('event_type');
    for (const call of ['add', 'edit', 'delete', 'change_password']) {
      expect(Object.keys(doc.paths[`/api/accounts/${call}.php`].post.requestBody?.content ?? {})).toEqual([
        'application/json',
        'application/x-www-form-urlencoded',
      ]);
    }
    for (const url of ['/api/accounts/get_by_session.php', '/api/accounts/permissions/check_all.php']) {
      expect(doc.paths[url].get.parameters?.map((parameter) => parameter.name)).toContain('session_token');
    }
    expect(Object.keys(doc.paths['/api/files/download.php'].get.responses?.['200'].content ?? {})).toEqual(
      expect.arrayContaining(['image/png', 'image/jpeg', 'application/pdf']),
    );
  });

  it('takes a spec form as the document says: accounts/delete.php with a form body', async () => {
    const token = await t.login();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/accounts/delete.php',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=2147483647',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('answers held against the document (tests/helpers/response-contract.ts)', () => {
  const answer = (statusCode: number, type: string, body: string) =>
    ({ statusCode, headers: { 'content-type': type }, body, rawPayload: Buffer.from(body) }) as unknown as LightMyRequestResponse;

  it('passes a real answer and flags a body, status or type the document does not promise', async () => {
    const contract = new ResponseContract((await openApiDocument()) as unknown as ApiDocument);
    const call = { method: 'GET' as const, url: '/api/events/info.php?id=1' };
    expect(mismatchOf(contract, call, await t.app.inject(call))).toBeUndefined();
    expect(mismatchOf(contract, call, answer(200, 'application/json', '{"success":true,"message":"OK","event":{"id":"eins"}}'))).toMatch(/event/);
    expect(mismatchOf(contract, call, answer(404, 'application/json', '{"success":false,"message":"Nicht gefunden."}'))).toMatch(/code/);
    expect(mismatchOf(contract, call, answer(200, 'image/png', 'PNG'))).toMatch(/Content-Type image\/png nicht dokumentiert/);
    expect(mismatchOf(contract, { method: 'GET', url: '/api/files/download.php?id=1' }, answer(200, 'image/webp', 'RIFF'))).toBeUndefined();
  });
});
