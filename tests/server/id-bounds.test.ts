import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';

/** One past PostgreSQL's integer: the database refuses it ("out of range for type integer"). */
const TOO_BIG = 2147483648;

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login();
});
afterAll(async () => {
  await t.close();
});

interface Schema {
  type?: string | string[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minItems?: number;
  minLength?: number;
  minimum?: number;
  wholeNumber?: { minimum: number };
}
interface Parameter {
  in: 'query' | 'path' | 'header';
  name: string;
  required?: boolean;
  schema: Schema;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema: Schema }> };
}

const isIdName = (name: string) => /(^id$|_id$|Id$)/.test(name);
const branches = (schema: Schema) => schema.anyOf ?? schema.oneOf ?? [schema];
const allowsInteger = (schema: Schema) =>
  branches(schema).some((branch) => branch.type === 'integer' || branch.type === 'number' || branch.wholeNumber !== undefined);

/** A value the schema accepts, as plain as can be: the one field under test should be what a route refuses. */
function sample(schema: Schema | undefined): unknown {
  if (!schema) return 'x';
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf || schema.oneOf) return sample(branches(schema)[0]);
  if (schema.wholeNumber) return schema.wholeNumber.minimum;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, 1);
  if (type === 'boolean') return false;
  if (type === 'null') return null;
  if (type === 'array') return Array.from({ length: Math.max(schema.minItems ?? 0, 1) }, () => sample(schema.items));
  if (type === 'object' || schema.properties) {
    return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, property]) => [name, sample(property)]));
  }
  return 'x'.repeat(Math.max(schema.minLength ?? 1, 1));
}

/** Where a body holds an integer, or an id of any type: paths of property names and array indexes. */
function numberPaths(schema: Schema, name = '', at: Array<string | number> = []): Array<Array<string | number>> {
  const found = name && (allowsInteger(schema) || isIdName(name)) ? [at] : [];
  for (const branch of branches(schema)) {
    for (const [key, property] of Object.entries(branch.properties ?? {})) found.push(...numberPaths(property, key, [...at, key]));
    if (branch.items) found.push(...numberPaths(branch.items, name, [...at, 0]));
  }
  return found;
}

function withValue(body: unknown, path: Array<string | number>, value: unknown): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]] = value;
  return copy;
}

/** A request that hangs (a stream that opened) counts as a failure too, instead of stalling the test. */
async function call(method: string, url: string, payload?: unknown) {
  const response = t.app.inject({ method: method as 'GET', url, headers: { authorization: `Bearer ${token}` }, payload: payload as object });
  const timeout = new Promise<undefined>((resolve) => setTimeout(resolve, 15_000));
  return Promise.race([response, timeout]);
}

describe('ids beyond the database integer (issue 29)', () => {
  it('every route of the OpenAPI document answers 2147483648 in any id or number field with a 4xx, never 500', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    let probes = 0;
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        // Signing out would end the session the other probes use.
        if (path.endsWith('/logout.php')) continue;
        const parameters = operation.parameters ?? [];
        const baseQuery = Object.fromEntries(parameters.filter((p) => p.in === 'query' && p.required).map((p) => [p.name, String(sample(p.schema))]));
        const urlWith = (query: Record<string, string>, pathValue = '1') => {
          const filled = path.replace(/\{(\w+)\}/g, () => pathValue);
          const search = new URLSearchParams(query).toString();
          return search ? `${filled}?${search}` : filled;
        };
        const probe = async (label: string, url: string, payload?: unknown) => {
          probes++;
          const response = await call(method.toUpperCase(), url, payload);
          if (!response) failures.push(`${method.toUpperCase()} ${path} ${label}: no answer`);
          else if (response.statusCode >= 500) failures.push(`${method.toUpperCase()} ${path} ${label}: ${response.statusCode} ${response.body.slice(0, 160)}`);
        };
        for (const parameter of parameters) {
          if (!allowsInteger(parameter.schema) && !isIdName(parameter.name)) continue;
          if (parameter.in === 'query') await probe(parameter.name, urlWith({ ...baseQuery, [parameter.name]: String(TOO_BIG) }));
          if (parameter.in === 'path') await probe(parameter.name, urlWith(baseQuery, String(TOO_BIG)));
        }
        const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
        if (!bodySchema) continue;
        const base = sample(bodySchema);
        for (const at of numberPaths(bodySchema)) await probe(at.join('.'), urlWith(baseQuery), withValue(base, at, TOO_BIG));
      }
    }
    expect(probes).toBeGreaterThan(60);
    expect(failures).toEqual([]);
  }, 300_000);
});
