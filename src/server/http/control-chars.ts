import type { FastifyInstance } from 'fastify';
import { type BadText, findBadText } from '../../shared/domain/control-chars.js';
import { invalid } from '../domain-errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Top-level body fields that carry a file's content as text: checked by the route, not by this hook. */
    fileContentFields?: readonly string[];
  }
}

const badTextError = (kind: BadText) =>
  kind === 'control'
    ? invalid('Die Anfrage enthält unzulässige Steuerzeichen.', 'CONTROL_CHARACTERS')
    : invalid('Die Anfrage enthält ungültige Zeichen (kein gültiges Unicode).', 'INVALID_CHARACTERS');

function withoutFileContent(body: unknown, fields: readonly string[] | undefined): unknown {
  if (!fields?.length || body === null || typeof body !== 'object' || Array.isArray(body)) return body;
  return Object.fromEntries(Object.entries(body).filter(([key]) => !fields.includes(key)));
}

/**
 * One check for every API route, before its schema and handler: control characters and lone UTF-16
 * surrogates (issue 38) in the query, the path or a parsed JSON/form body are a 400 instead of a database
 * error. File contents are not text fields: a
 * multipart upload is read by its route later and not scanned, and a route names the JSON fields that carry
 * a file (fileContentFields); file names and folders are cleaned or checked by the route.
 */
/**
 * Whether every %-escape of the query is UTF-8. The parser keeps a broken one ('%ED%A0%80', a lone
 * surrogate's bytes; '%FF') as literal text, so the rule on texts would never see it.
 */
function queryDecodes(url: string): boolean {
  const question = url.indexOf('?');
  if (question < 0) return true;
  for (const part of url.slice(question + 1).split(/[&=]/)) {
    if (!part.includes('%')) continue;
    try {
      decodeURIComponent(part);
    } catch {
      return false;
    }
  }
  return true;
}

export function registerControlCharCheck(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    if (!queryDecodes(request.url)) throw badTextError('surrogate');
    const inUrl = findBadText(request.query, 'url') ?? findBadText(request.params, 'url');
    if (inUrl) throw badTextError(inUrl);
    const body = withoutFileContent(request.body, request.routeOptions.config.fileContentFields);
    const inBody = findBadText(body, 'body');
    if (inBody) throw badTextError(inBody);
  });
}
