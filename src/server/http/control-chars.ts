import type { FastifyInstance } from 'fastify';
import { containsControlChars } from '../../shared/domain/control-chars.js';
import { badRequest } from './errors.js';

const controlCharsError = () => badRequest('Die Anfrage enthält unzulässige Steuerzeichen.', 'CONTROL_CHARACTERS');

/**
 * One check for every API route, before its schema and handler: control characters in the query, the path
 * or a parsed JSON/form body are a 400 instead of a database error. Multipart uploads are read by their
 * route later and not scanned (files are binary); their file name and folder are cleaned or checked there.
 */
export function registerControlCharCheck(api: FastifyInstance): void {
  api.addHook('preValidation', async (request) => {
    if (containsControlChars(request.query, 'url') || containsControlChars(request.params, 'url')) throw controlCharsError();
    if (containsControlChars(request.body, 'body')) throw controlCharsError();
  });
}
