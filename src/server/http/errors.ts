import type { FastifyError, FastifyInstance } from 'fastify';
import type { ApiErrorBody } from '../../shared/api/errors.js';
import { isDiskFull } from '../db/disk-full.js';
import { DomainError as RuleError, type DomainErrorKind } from '../domain-errors.js';

export { isDiskFull };

/** The one place a domain error's kind becomes an HTTP status (domain-errors.ts). */
export const STATUS_OF_KIND: Record<DomainErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  'payment-declined': 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  gone: 410,
  throttled: 429,
  failed: 500,
  'provider-refused': 502,
  unavailable: 503,
};

function validationMessage(error: FastifyError): { message: string; fields: Record<string, string> } {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const missing = (issue.params as { missingProperty?: string }).missingProperty;
    const field = missing ?? (path || '(Anfrage)');
    // Keywords of ours (wholeNumber) say in German what the field takes; Ajv's own messages are English.
    const own = issue.keyword === 'wholeNumber' ? issue.message : undefined;
    fields[field] = missing ? 'Pflichtfeld fehlt.' : (own ?? 'Ungültiger Wert.');
  }
  const names = Object.keys(fields);
  const hint = names.length === 1 && fields[names[0]] !== 'Ungültiger Wert.' ? ` ${fields[names[0]]}` : '';
  const message = names.length ? `Ungültige Eingabe: ${names.join(', ')}.${hint}` : 'Ungültige Eingabe.';
  return { message, fields };
}

/** Status codes Fastify itself raises for malformed requests, in words a visitor understands. */
const frameworkMessages: Record<number, string> = {
  400: 'Die Anfrage war fehlerhaft.',
  404: 'Nicht gefunden.',
  405: 'Diese Methode ist hier nicht erlaubt.',
  406: 'Dieses Antwortformat wird nicht unterstützt.',
  413: 'Die Anfrage ist zu groß.',
  415: 'Dieses Datenformat wird nicht unterstützt.',
  429: 'Zu viele Anfragen. Bitte warte einen Moment.',
};

/** The database is restarting or gone (db/pool.ts): the request failed as a whole, a retry soon may work. */
function databaseUnreachable(error: FastifyError): boolean {
  const code = String(error.code ?? '');
  // 57P01-57P03: shut down by an administrator, crashed, or not accepting connections yet.
  // DATABASE_HUNG: the database answers nothing (db/liveness.ts); a checkout that timed out (db/pool.ts) says so in words.
  if (code.startsWith('57P') || ['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'DATABASE_HUNG'].includes(code)) return true;
  return /Connection terminated|not queryable|Client has encountered a connection error|is not currently accepting connections|timeout exceeded when trying to connect/.test(
    error.message ?? '',
  );
}

/** The answer to a request the full disk refused (issue 39): the buyer learns it is not their fault. */
export const DISK_FULL_BODY: ApiErrorBody = {
  success: false,
  code: 'DISK_FULL',
  message: 'Der Speicher des Servers ist voll, deshalb kann gerade nichts gespeichert werden. Das Team ist informiert – bitte versuche es später noch einmal.',
};

/** Told when a request shows the database gone or the disk full (the in-memory problems, issue 39). */
export type ProblemSighting = (kind: 'DATABASE_DOWN' | 'DISK_FULL', error: Error) => void;

export function registerErrorHandler(app: FastifyInstance, sighted: ProblemSighting = () => undefined): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    let status = 500;
    let body: ApiErrorBody;
    if (error instanceof RuleError) {
      status = STATUS_OF_KIND[error.kind];
      body = { success: false, code: error.code, message: error.message, ...error.extra };
    } else if (error.code === '40P01' || error.code === '40001') {
      // A deadlock or serialisation failure the database resolved by aborting us: nothing was written.
      status = 409;
      body = { success: false, code: 'CONCURRENT_UPDATE', message: 'Gleichzeitige Änderung – bitte versuche es erneut.' };
    } else if (error.code === '55P03') {
      // lock_timeout (db/pool.ts): a writer held the rows too long; nothing was written, a retry will do.
      status = 409;
      body = { success: false, code: 'BUSY', message: 'Gerade ist hier sehr viel los. Bitte versuche es in einem Moment noch einmal.' };
    } else if (error.code === '57014') {
      // statement_timeout (db/pool.ts): the database answers but this statement ran too long; it was undone.
      status = 503;
      body = { success: false, code: 'DATABASE_SLOW', message: 'Die Datenbank braucht gerade zu lange. Bitte versuche es in einem Moment noch einmal.' };
      reply.header('Retry-After', '5');
      request.log.warn({ err: error }, 'statement timeout');
    } else if (isDiskFull(error)) {
      status = 503;
      body = DISK_FULL_BODY;
      reply.header('Retry-After', '60');
      request.log.error({ err: error }, 'disk full');
      sighted('DISK_FULL', error);
    } else if (databaseUnreachable(error)) {
      sighted('DATABASE_DOWN', error);
      status = 503;
      body = {
        success: false,
        code: 'DATABASE_UNAVAILABLE',
        message: 'Die Datenbank ist gerade nicht erreichbar. Bitte versuche es in einem Moment noch einmal.',
      };
      reply.header('Retry-After', '2');
      request.log.warn({ err: error }, 'database unreachable');
    } else if (error.validation) {
      status = 400;
      body = { success: false, code: 'VALIDATION', ...validationMessage(error) };
    } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
      status = error.statusCode;
      body = {
        success: false,
        code: error.code ?? 'BAD_REQUEST',
        message: frameworkMessages[status] ?? 'Die Anfrage war fehlerhaft.',
      };
    } else {
      request.log.error({ err: error }, 'unhandled error');
      body = { success: false, code: 'INTERNAL', message: 'Auf dem Server ist ein Fehler aufgetreten.' };
    }
    if (status === 429 && error instanceof RuleError && typeof error.extra.retryAfter === 'number') {
      reply.header('Retry-After', String(error.extra.retryAfter));
    }
    reply.status(status).send(body);
  });
}
