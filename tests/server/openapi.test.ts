import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  responses?: Record<string, unknown>;
}

async function openApiDocument() {
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    openapi: string;
    info: { title: string; version: string };
    paths: Record<string, Record<string, Operation>>;
    components: Record<string, unknown>;
    tags: Array<{ name: string }>;
  };
}

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
