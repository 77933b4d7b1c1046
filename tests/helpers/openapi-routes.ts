import type { FastifyInstance } from 'fastify';

/**
 * The API as /api/openapi.json documents it, for invariant tests over every operation (issue 38): a new
 * route is covered the day it is documented, without anyone remembering to add it to a list.
 */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema | JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  $ref?: string;
}

interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema: JsonSchema;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, { security?: unknown[]; parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } }>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** A place that takes a string: a body path (keys and array indexes) or a query parameter's name. */
export interface StringField {
  where: 'body' | 'query';
  path: Array<string | number>;
  maxLength?: number;
}

export interface DocumentedOperation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  /** Documented without a security requirement: anyone may call it. */
  public: boolean;
  body: JsonSchema | null;
  query: Parameter[];
  stringFields: StringField[];
}

const MAX_DEPTH = 8;

function resolver(doc: OpenApiDocument) {
  return (schema: JsonSchema): JsonSchema => {
    let current = schema;
    for (let hops = 0; current.$ref && hops < 10; hops++) current = doc.components?.schemas?.[current.$ref.replace('#/components/schemas/', '')] ?? {};
    return current;
  };
}

const typesOf = (schema: JsonSchema): string[] => (Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : []);

/** Every path below `schema` whose value may be a string, as documented. */
function stringPaths(schema: JsonSchema, resolve: (s: JsonSchema) => JsonSchema, path: Array<string | number> = [], depth = 0): StringField[] {
  if (depth > MAX_DEPTH) return [];
  const own = resolve(schema);
  const branches = [...(own.anyOf ?? []), ...(own.oneOf ?? []), ...(own.allOf ?? [])].map(resolve);
  const found: StringField[] = [];
  const stringBranch = [own, ...branches].find((branch) => typesOf(branch).includes('string'));
  if (stringBranch && path.length) found.push({ where: 'body', path, maxLength: stringBranch.maxLength });
  for (const branch of [own, ...branches]) {
    for (const [key, inner] of Object.entries(branch.properties ?? {})) found.push(...stringPaths(inner, resolve, [...path, key], depth + 1));
    const items = Array.isArray(branch.items) ? branch.items : branch.items ? [branch.items] : [];
    for (const [index, item] of items.entries()) found.push(...stringPaths(item, resolve, [...path, index], depth + 1));
  }
  // One path once, even where anyOf branches repeat it.
  return found.filter((field, index) => found.findIndex((other) => JSON.stringify(other.path) === JSON.stringify(field.path)) === index);
}

/** Texts tried in turn until one fits the field's pattern and length. */
const CANDIDATE_TEXTS = [
  'Probe',
  'probe',
  '2026-12-01',
  '2026-12-01T19:00:00Z',
  'probe@example.org',
  '#6a1b9a',
  '12345',
  'PROBE',
  'probe-text_0123456789abcdefghijklmnopqrstuvwxyz',
];

function sampleText(schema: JsonSchema): string {
  if (schema.format === 'email') return 'probe@example.org';
  if (schema.format === 'date-time') return '2026-12-01T19:00:00Z';
  const fits = (text: string) =>
    text.length >= (schema.minLength ?? 0) && text.length <= (schema.maxLength ?? Infinity) && (!schema.pattern || new RegExp(schema.pattern, 'u').test(text));
  const padded = (text: string) => text.padEnd(schema.minLength ?? 0, 'x');
  return CANDIDATE_TEXTS.map(padded).find(fits) ?? padded('Probe').slice(0, schema.maxLength ?? 100);
}

/** A value the schema takes, as plain as possible: the required fields only, the smallest numbers. */
export function sampleOf(schema: JsonSchema, resolve: (s: JsonSchema) => JsonSchema, depth = 0): unknown {
  const own = resolve(schema);
  if (own.const !== undefined) return own.const;
  if (own.enum?.length) return own.enum[0];
  const branch = own.anyOf ?? own.oneOf;
  if (branch?.length) return sampleOf(branch.find((inner) => resolve(inner).type !== 'null') ?? branch[0], resolve, depth + 1);
  const types = typesOf(own);
  if (types.includes('object') || own.properties) {
    if (depth > MAX_DEPTH) return {};
    return Object.fromEntries((own.required ?? []).map((key) => [key, sampleOf(own.properties?.[key] ?? {}, resolve, depth + 1)]));
  }
  if (types.includes('array')) {
    const items = own.items;
    if (depth > MAX_DEPTH || !items) return [];
    if (Array.isArray(items)) return items.map((item) => sampleOf(item, resolve, depth + 1));
    return Array.from({ length: Math.max(own.minItems ?? 0, 1) }, () => sampleOf(items, resolve, depth + 1));
  }
  if (types.includes('integer') || types.includes('number')) return Math.min(Math.max(own.minimum ?? 1, 1), own.maximum ?? Number.MAX_SAFE_INTEGER);
  if (types.includes('boolean')) return false;
  if (types.includes('string')) return sampleText(own);
  if (types.includes('null')) return null;
  return 'Probe';
}

/** A copy of `base` with `value` at `path`; missing objects and array items on the way are made. */
export function withValue(base: unknown, path: Array<string | number>, value: unknown): unknown {
  if (!path.length) return value;
  const [head, ...rest] = path;
  if (typeof head === 'number') {
    const list = Array.isArray(base) ? [...base] : [];
    list[head] = withValue(list[head], rest, value);
    return list;
  }
  const object = base && typeof base === 'object' && !Array.isArray(base) ? { ...(base as Record<string, unknown>) } : {};
  object[head] = withValue(object[head], rest, value);
  return object;
}

/** Every operation of the document with its body, query and string fields. */
export async function documentedOperations(app: FastifyInstance): Promise<{ operations: DocumentedOperation[]; resolve: (s: JsonSchema) => JsonSchema }> {
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  if (response.statusCode !== 200) throw new Error(`openapi.json: ${response.statusCode}`);
  const doc = response.json() as OpenApiDocument;
  const resolve = resolver(doc);
  const operations: DocumentedOperation[] = [];
  for (const [url, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const body = operation.requestBody?.content['application/json']?.schema ?? null;
      const query = (operation.parameters ?? []).filter((parameter) => parameter.in === 'query');
      const stringFields = [
        ...query
          .filter((parameter) => typesOf(resolve(parameter.schema)).includes('string') || resolve(parameter.schema).anyOf)
          .map((parameter) => ({
            where: 'query' as const,
            path: [parameter.name],
            maxLength: resolve(parameter.schema).maxLength,
          })),
        ...(body ? stringPaths(body, resolve) : []),
      ];
      operations.push({ method: method.toUpperCase() as DocumentedOperation['method'], url, public: !operation.security?.length, body, query, stringFields });
    }
  }
  return { operations, resolve };
}
