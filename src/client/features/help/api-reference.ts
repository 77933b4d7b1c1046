import { apiRequest } from '../../lib/api-client';

/** The parts of an OpenAPI 3.1 document the integrators' reference shows. */
interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  description?: string;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  additionalProperties?: boolean | JsonSchema;
}

interface OpenApiOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Array<{ name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; description?: string };
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface ApiField {
  /** Dotted path: `data[].status`. */
  name: string;
  type: string;
  required: boolean;
  description: string;
}

export interface ApiOperation {
  method: string;
  path: string;
  summary: string;
  description: string;
  signedIn: boolean;
  parameters: ApiField[];
  body: ApiField[];
  /** The success answer's fields, or its media type when it is a file. */
  response: ApiField[];
  responseType: string;
}

export interface ApiSection {
  tag: string;
  description: string;
  operations: ApiOperation[];
}

const MAX_DEPTH = 6;

function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema {
  if (!schema?.$ref) return schema ?? {};
  const name = schema.$ref.split('/').pop() ?? '';
  return doc.components?.schemas?.[name] ?? {};
}

function typeName(doc: OpenApiDocument, raw: JsonSchema): string {
  const schema = resolve(doc, raw);
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (schema.anyOf) return schema.anyOf.map((part) => typeName(doc, part)).join(' | ');
  if (schema.type === 'array') return `${typeName(doc, schema.items ?? {})}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ?? 'beliebig';
}

/** Every field of a schema, nested objects and arrays of objects as dotted paths; a schema that contains itself once. */
export function schemaFields(doc: OpenApiDocument, raw: JsonSchema | undefined, prefix = '', depth = 0, within: ReadonlySet<string> = new Set()): ApiField[] {
  if (depth > MAX_DEPTH || (raw?.$ref && within.has(raw.$ref))) return [];
  const inside = raw?.$ref ? new Set([...within, raw.$ref]) : within;
  const schema = resolve(doc, raw);
  if (schema.anyOf) {
    const seen = new Set<string>();
    return schema.anyOf.flatMap((part) => schemaFields(doc, part, prefix, depth + 1, inside)).filter((field) => !seen.has(field.name) && seen.add(field.name));
  }
  const fields: ApiField[] = [];
  for (const [key, rawProperty] of Object.entries(schema.properties ?? {})) {
    const property = resolve(doc, rawProperty);
    const name = `${prefix}${key}`;
    fields.push({ name, type: typeName(doc, property), required: schema.required?.includes(key) ?? false, description: property.description ?? '' });
    if (property.properties) fields.push(...schemaFields(doc, rawProperty, `${name}.`, depth + 1, inside));
    const items = property.type === 'array' ? resolve(doc, property.items) : undefined;
    if (items?.properties || items?.anyOf) fields.push(...schemaFields(doc, property.items, `${name}[].`, depth + 1, inside));
  }
  return fields;
}

function firstContent(content: Record<string, { schema?: JsonSchema }> | undefined): [string, JsonSchema | undefined] {
  const [type, media] = Object.entries(content ?? {})[0] ?? ['', undefined];
  return [type, media?.schema];
}

/** The document as the help page lists it: by area, each call with its parameters and answer fields. */
export function describeApi(doc: OpenApiDocument): ApiSection[] {
  const sections = new Map<string, ApiSection>(
    (doc.tags ?? []).map((tag) => [tag.name, { tag: tag.name, description: tag.description ?? '', operations: [] }]),
  );
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      const tag = operation.tags?.[0] ?? 'Sonstiges';
      if (!sections.has(tag)) sections.set(tag, { tag, description: '', operations: [] });
      const [, bodySchema] = firstContent(operation.requestBody?.content);
      const [responseType, responseSchema] = firstContent(operation.responses?.['200']?.content);
      sections.get(tag)?.operations.push({
        method: method.toUpperCase(),
        path,
        summary: operation.summary ?? '',
        description: operation.description ?? '',
        signedIn: Boolean(operation.security?.length),
        parameters: (operation.parameters ?? []).map((parameter) => ({
          name: parameter.name,
          type: typeName(doc, parameter.schema ?? {}),
          required: parameter.required ?? false,
          description: parameter.description ?? parameter.schema?.description ?? '',
        })),
        body: schemaFields(doc, bodySchema),
        response: responseType === 'application/json' ? schemaFields(doc, responseSchema) : [],
        responseType,
      });
    }
  }
  return [...sections.values()].filter((section) => section.operations.length > 0);
}

export function fetchOpenApi(): Promise<OpenApiDocument> {
  return apiRequest<OpenApiDocument>('openapi.json');
}
