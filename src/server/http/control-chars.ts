import type { FastifyInstance } from 'fastify';
import { containsControlChars } from '../../shared/domain/control-chars.js';
import { badRequest } from './errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Top-level body fields that carry a file's content as text: checked by the route, not by this hook. */
    fileContentFields?: readonly string[];
  }
}

const controlCharsError = () => badRequest('Die Anfrage enthält unzulässige Steuerzeichen.', 'CONTROL_CHARACTERS');

function withoutFileContent(body: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields?.length || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !fields.includes(key)));
}

/**
 * One check for every API route, before its schema and handler: control characters in the query, the path
 * or a parsed JSON/form body are a 400 instead of a database error. File contents are not text fields: a
 * multipart upload is read by its route later and not scanned, and a route names the JSON fields that carry
 * a file (fileContentFields); file names and folders are cleaned or checked by the route.
 */
export function registerControlCharCheck(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    if (containsControlChars(request.query, 'url') || containsControlChars(request.params, 'url')) throw controlCharsError();
    const body = withoutFileContent(request.body, request.routeOptions.config.fileContentFields);
    if (containsControlChars(body, 'body')) throw controlCharsError();
  });
}
