import type { FastifySchema } from 'fastify';
import { ApiErrorBody } from '../../shared/api/errors.js';

/**
 * How the route schemas become an OpenAPI 3.1 document that outside tools accept (issue 40): every operation
 * with a stable operationId and an explicit security requirement, 401/403 where a session is needed, the
 * error body as one component, and JSON Schema 2020-12 (prefixItems) where TypeBox still writes draft 7.
 */

/** A route schema key the document reads as the request body, for bodies Fastify does not parse by schema (multipart, raw). */
export const DOCUMENT_BODY = 'x-document-body';

/** Spec §7's "form:" calls: the server takes the same fields as JSON or as a form (@fastify/formbody). */
export const JSON_OR_FORM = ['application/json', 'application/x-www-form-urlencoded'];

/** The one component every error answer refers to. */
export const ERROR_COMPONENT = 'Fehler';
const ERROR_REF = { $ref: `#/components/schemas/${ERROR_COMPONENT}` };
/** Marks the shared error body on its way through @fastify/swagger, which rewrites it (const → enum). */
const ERROR_MARK = 'x-fehler';

type Json = Record<string, unknown>;
type DescribedSchema = FastifySchema & { security?: unknown; operationId?: string; hide?: boolean; [DOCUMENT_BODY]?: unknown };

const isObject = (value: unknown): value is Json => Boolean(value) && typeof value === 'object' && !Array.isArray(value);

/**
 * Our `wholeNumber` keyword (see shared/api/numbers.ts) means nothing to other tools: the document shows
 * it as what it accepts, an integer or a text of digits, within its bounds. A TypeBox tuple is draft 7
 * (`items: [...]`, `additionalItems`); OpenAPI 3.1 speaks 2020-12, where that is `prefixItems`.
 */
export function portable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(portable);
  if (!isObject(value)) return value;
  const out: Json = {};
  for (const [key, inner] of Object.entries(value)) {
    if (key === 'wholeNumber') {
      const bounds = inner as { minimum: number; maximum: number };
      out.type = ['integer', 'string'];
      out.description ??= `Ganze Zahl von ${bounds.minimum} bis ${bounds.maximum} (auch als Ziffern-Text).`;
    } else if (key === 'items' && Array.isArray(inner)) {
      out.prefixItems = portable(inner);
      if (value.additionalItems === false) out.items = false;
    } else if (key !== 'additionalItems' || !Array.isArray(value.items)) {
      out[key] = portable(inner);
    }
  }
  return out;
}

/** `GET /api/events/info.php` → `getEventsInfo`: readable in generated clients, and stable while the URL is. */
export function operationIdOf(method: string, url: string): string {
  const words = url
    .replace(/^\/api\//, '')
    .replace(/\.php$/, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return method.toLowerCase() + words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
}

/**
 * One route's schema as the document shows it. Only API routes are described (the built client's files
 * are not part of the API). A route behind a guard needs the session; one that says itself how it takes a
 * session (optionalGuard) keeps that; every other route is public and says so (`security: []`), since the
 * document's default is the session.
 */
export function documentedRoute(
  schema: FastifySchema | undefined,
  url: string,
  method: string | string[],
  guarded: boolean,
): { schema: DescribedSchema; url: string } {
  if (!url.startsWith('/api/')) return { schema: { ...schema, hide: true }, url };
  const response = isObject(schema?.response)
    ? Object.fromEntries(
        Object.entries(schema.response).map(([status, answer]) => [status, answer === ApiErrorBody ? { ...answer, [ERROR_MARK]: true } : answer]),
      )
    : schema?.response;
  const described = portable({ ...schema, response }) as DescribedSchema;
  const { [DOCUMENT_BODY]: documentBody, ...rest } = described;
  const methods = Array.isArray(method) ? method : [method];
  return {
    schema: {
      ...rest,
      ...(documentBody ? { body: documentBody } : {}),
      operationId: operationIdOf(methods[0], url),
      security: described.security ?? (guarded ? [{ sitzung: [] }] : []),
    },
    url,
  };
}

const errorAnswer = (description: string) => ({ description, content: { 'application/json': { schema: ERROR_REF } } });

/** Whether an operation's security requires a session in every alternative (a guard, not optionalGuard). */
const needsSession = (security: unknown): boolean =>
  Array.isArray(security) && security.length > 0 && security.every((entry) => isObject(entry) && Object.keys(entry).length > 0);

/** The whole document, once gathered: the error body becomes one component, guarded calls name 401 and 403. */
export function finishDocument<T extends { paths?: unknown; components?: unknown }>(document: T): T {
  let errorSchema: Json | undefined;
  for (const operations of Object.values((document.paths ?? {}) as Record<string, Json>)) {
    for (const operation of Object.values(operations)) {
      if (!isObject(operation) || !isObject(operation.responses)) continue;
      for (const response of Object.values(operation.responses)) {
        const media = isObject(response) && isObject(response.content) ? response.content['application/json'] : undefined;
        if (isObject(media) && isObject(media.schema) && media.schema[ERROR_MARK]) {
          const { [ERROR_MARK]: _mark, ...plain } = media.schema;
          errorSchema ??= plain;
          media.schema = ERROR_REF;
        }
      }
      if (needsSession(operation.security)) {
        operation.responses = {
          ...operation.responses,
          401: errorAnswer('Ohne gültige Sitzung oder API-Schlüssel (z. B. code NO_SESSION oder SESSION_EXPIRED).'),
          403: errorAnswer('Angemeldet, aber ohne die nötige Berechtigung (code FORBIDDEN), oder die Adresse ist gesperrt.'),
        };
      }
    }
  }
  if (errorSchema) {
    const components = (document.components ?? {}) as Json;
    components.schemas = { ...(components.schemas as Json | undefined), [ERROR_COMPONENT]: errorSchema };
    document.components = components;
  }
  return document;
}
