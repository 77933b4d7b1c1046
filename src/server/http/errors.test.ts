import fs from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { conflict, DomainError, type DomainErrorKind, forbidden, invalid, notFound, unauthorized } from '../domain-errors.js';
import { registerErrorHandler, STATUS_OF_KIND } from './errors.js';

/** The answers the API gave before the rules stopped naming HTTP statuses (issue 54): unchanged. */
const cases: [DomainError, number, Record<string, unknown>][] = [
  [
    invalid('Bitte gib einen Namen an.', 'NAME_REQUIRED', { field: 'name' }),
    400,
    { code: 'NAME_REQUIRED', message: 'Bitte gib einen Namen an.', field: 'name' },
  ],
  [unauthorized(), 401, { code: 'UNAUTHORIZED', message: 'Bitte melde dich an.' }],
  [forbidden(), 403, { code: 'FORBIDDEN', message: 'Sie haben keine Berechtigung für diese Aktion.' }],
  [notFound(), 404, { code: 'NOT_FOUND', message: 'Nicht gefunden.' }],
  [conflict('Ausverkauft.', 'SOLD_OUT'), 409, { code: 'SOLD_OUT', message: 'Ausverkauft.' }],
  [new DomainError('payment-declined', 'PAYMENT_DECLINED', 'Abgelehnt.'), 402, { code: 'PAYMENT_DECLINED', message: 'Abgelehnt.' }],
  [new DomainError('gone', 'ORDER_CANCELLED', 'Storniert.'), 410, { code: 'ORDER_CANCELLED', message: 'Storniert.' }],
  [new DomainError('failed', 'BACKUP_FAILED', 'Fehlgeschlagen.'), 500, { code: 'BACKUP_FAILED', message: 'Fehlgeschlagen.' }],
  [new DomainError('provider-refused', 'REFUND_REFUSED', 'Abgelehnt.'), 502, { code: 'REFUND_REFUSED', message: 'Abgelehnt.' }],
  [new DomainError('unavailable', 'NO_PAYMENT_PROVIDER', 'Keine Zahlungsart.'), 503, { code: 'NO_PAYMENT_PROVIDER', message: 'Keine Zahlungsart.' }],
];

async function answerTo(error: Error) {
  const app = Fastify({ logger: false });
  registerErrorHandler(app);
  app.get('/x', async () => {
    throw error;
  });
  const response = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return response;
}

describe('domain errors answered by the one HTTP error handler', () => {
  it.each(cases)('%s → its status, code, German message and fields', async (error, status, body) => {
    const response = await answerTo(error);
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ success: false, ...body });
  });

  it('a throttled rule answers 429 with Retry-After from its retryAfter', async () => {
    const response = await answerTo(new DomainError('throttled', 'SEND_MAIL_THROTTLED', 'Zu viele.', { retryAfter: 42 }));
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('42');
    expect(response.json()).toEqual({ success: false, code: 'SEND_MAIL_THROTTLED', message: 'Zu viele.', retryAfter: 42 });
  });

  it('every kind has a status', () => {
    const kinds = Object.keys(STATUS_OF_KIND) as DomainErrorKind[];
    expect(new Set(kinds.map((kind) => STATUS_OF_KIND[kind])).size).toBe(kinds.length);
  });

  it('modules throw domain errors, not HTTP ones: none imports http/errors', () => {
    const modules = path.resolve(__dirname, '../modules');
    const files = (fs.readdirSync(modules, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts'));
    const importing = files.filter((file) => /from '(\.\.\/)+http\/errors\.js'/.test(fs.readFileSync(path.join(modules, file), 'utf8')));
    expect(importing).toEqual([]);
  });
});
