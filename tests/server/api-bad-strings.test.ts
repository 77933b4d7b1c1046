import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIG_FIELDS } from '../../src/shared/domain/shop-config-fields';
import { documentedOperations, type DocumentedOperation, type JsonSchema, type StringField, sampleOf, withValue } from '../helpers/openapi-routes';
import { editBody } from '../helpers/event-edit';
import { buy, line, upcomingShow } from '../helpers/orders';
import { sweepSlice } from '../helpers/sweep';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { saveConfig } from '../../src/server/modules/configuration/configuration.service';

/**
 * Issue 38's invariant over the whole API, driven by /api/openapi.json: every string field of every body
 * and query, set to a lone surrogate, a NUL, 100 kB of text or a nested object, is answered with a 4xx —
 * never a 5xx — as admin, and anonymously where the call is public. One app, one database, one call at a time.
 */
const PROBES = {
  'lone surrogate': { body: '\ud800', query: '%ED%A0%80' },
  NUL: { body: 'a\u0000b', query: 'a%00b' },
  '100 kB': { body: 'x'.repeat(100_000), query: 'x'.repeat(100_000) },
  // A query has no objects (a[b] is just a name to the parser); its nearest is a list: the name twice.
  'nested object': { body: { nested: { deeper: ['x'] } }, query: null },
} as const;
type ProbeName = keyof typeof PROBES;

/** Where a probed text may be taken as it is: the call documents room for it (a page, a stylesheet). */
const roomFor = (field: StringField, probe: ProbeName) => probe === '100 kB' && (field.maxLength === undefined || field.maxLength >= 100_000);

/** The config form's text fields: the document shows `values` as a free object, the catalogue names them. */
const configTextFields: StringField[] = [...CONFIG_FIELDS.values()]
  .filter((field) => ['text', 'textarea', 'url', 'email', 'tel'].includes(field.kind))
  .map((field) => ({ where: 'body', path: ['values', field.key], maxLength: 'maxLength' in field ? field.maxLength : undefined }));

let t: TestApp;
let admin: string;
let relogins = 0;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

interface Result {
  call: string;
  field: string;
  probe: ProbeName;
  caller: 'admin' | 'anonym';
  status: number;
  body: string;
}

function queryString(operation: DocumentedOperation, resolve: (s: JsonSchema) => JsonSchema, field: StringField | null, raw: string | null): string {
  const pairs = operation.query
    .filter((parameter) => parameter.required)
    .map((parameter) => [parameter.name, encodeURIComponent(String(sampleOf(parameter.schema, resolve)))] as [string, string]);
  if (field?.where === 'query') {
    const name = String(field.path[0]);
    const others = pairs.filter(([key]) => key !== name);
    if (raw === null) others.push([name, 'x'], [name, 'y']);
    else others.push([name, raw]);
    return others.map(([key, value]) => `${key}=${value}`).join('&');
  }
  return pairs.map(([key, value]) => `${key}=${value}`).join('&');
}

async function send(operation: DocumentedOperation, payload: unknown, query: string, caller: Result['caller']) {
  const request = () =>
    t.app.inject({
      method: operation.method,
      url: query ? `${operation.url}?${query}` : operation.url,
      // Anonymous calls come from another address, so a throttled sign-in there never locks the admin out.
      remoteAddress: caller === 'admin' ? '127.0.0.1' : '127.0.0.9',
      headers: {
        ...(caller === 'admin' ? { authorization: `Bearer ${admin}` } : {}),
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      payload: payload === undefined ? undefined : JSON.stringify(payload),
    });
  let response = await request();
  // A probe may have ended the admin's own session (sign-out, a changed password): sign in again and repeat.
  if (caller === 'admin' && response.statusCode === 401) {
    const check = await t.app.inject({ method: 'POST', url: '/api/auth/check_session.php', headers: { authorization: `Bearer ${admin}` } });
    if (check.statusCode !== 200) {
      admin = await t.login();
      relogins++;
      response = await request();
    }
  }
  return response;
}

describe('every string field of every documented call (issue 38)', () => {
  it('answers a lone surrogate, NUL, 100 kB and a nested object with a 4xx, never a 5xx', async () => {
    const { operations, resolve } = await documentedOperations(t.app);
    const show = await upcomingShow(t.db);
    // A purchase, so calls that look up orders and tickets find one and probes reach further in.
    await saveConfig(t.app.ctx, { ticket_transfer: true });
    const { captured } = await buy(t.app, [line(show, show.adults, 1)]);
    const ticketToken = (captured.json().ticket_url as string).split('/tickets/')[1];
    const ticket = await t.db.selectFrom('tickets').select('id').orderBy('id', 'desc').executeTakeFirstOrThrow();
    const event = (
      await t.app.inject({ method: 'GET', url: '/api/events/get.php', headers: { authorization: `Bearer ${admin}` }, query: { id: String(show.eventId) } })
    ).json().event;
    const bases: Record<string, unknown> = {
      'POST /api/events/save.php': editBody(event),
      'POST /api/tickets/transfer.php': { token: ticketToken, ticket_id: ticket.id, name: 'Probe', email: 'probe@example.org' },
      'POST /api/orders/create.php': {
        cart: [line(show, show.adults, 1)],
        user_data: { firstName: 'Probe', lastName: 'Probe', email: 'probe@example.org' },
        donation_amount: 0,
      },
      'POST /api/orders/quote.php': { cart: [line(show, show.adults, 1)] },
      'POST /api/config/save.php': { values: {} },
    };
    const extraFields: Record<string, StringField[]> = { 'POST /api/config/save.php': configTextFields };

    const results: Result[] = [];
    const covered = new Set<string>();
    const probed = operations.filter((operation) => {
      const call = `${operation.method} ${operation.url}`;
      return call !== 'GET /api/openapi.json' && operation.stringFields.length + (extraFields[call]?.length ?? 0) > 0;
    });
    expect(probed.length).toBeGreaterThan(50);
    // A sweep (tests/helpers/sweep.ts): half of the operations per run, every one in npm run test:sweeps.
    for (const operation of sweepSlice('odd strings per operation', probed, 2).items) {
      const call = `${operation.method} ${operation.url}`;
      const fields = [...operation.stringFields, ...(extraFields[call] ?? [])];
      covered.add(call);
      const base = bases[call] ?? (operation.body ? sampleOf(operation.body, resolve) : undefined);
      for (const field of fields) {
        for (const [probe, values] of Object.entries(PROBES) as Array<[ProbeName, (typeof PROBES)[ProbeName]]>) {
          const payload = field.where === 'body' ? withValue(base, field.path, values.body) : base;
          const query = queryString(operation, resolve, field, field.where === 'query' ? values.query : null);
          for (const caller of operation.public ? (['admin', 'anonym'] as const) : (['admin'] as const)) {
            const response = await send(operation, operation.method === 'GET' ? undefined : payload, query, caller);
            results.push({
              call,
              field: `${field.where}:${field.path.join('.')}`,
              probe,
              caller,
              status: response.statusCode,
              body: response.body.slice(0, 200),
            });
            // What a probe may have switched on (maintenance mode, the IP block list) is switched off again.
            if (call === 'POST /api/config/save.php' && response.statusCode === 200)
              await send(operation, { values: { maintenance_mode: false, ip_block_list: '' } }, '', 'admin');
          }
        }
      }
    }

    const serverErrors = results.filter((result) => result.status >= 500);
    const accepted = results.filter((result) => result.status < 400 && !roomFor(fieldOf(result, operations, extraFields), result.probe));
    console.info(
      `api-bad-strings: ${results.length} probes over ${covered.size} of ${operations.length} documented operations, ` +
        `${serverErrors.length} answers 5xx, ${accepted.length} taken without a 4xx, ${relogins} new sign-ins`,
    );
    expect(serverErrors.map((result) => `${result.call} ${result.field} ${result.probe} (${result.caller}) → ${result.status} ${result.body}`)).toEqual([]);
    expect(accepted.map((result) => `${result.call} ${result.field} ${result.probe} (${result.caller}) → ${result.status}`)).toEqual([]);
    expect(covered.size).toBeGreaterThan(0);
  }, 600_000);
});

function fieldOf(result: Result, operations: DocumentedOperation[], extra: Record<string, StringField[]>): StringField {
  const operation = operations.find((candidate) => `${candidate.method} ${candidate.url}` === result.call);
  const fields = [...(operation?.stringFields ?? []), ...(extra[result.call] ?? [])];
  return fields.find((field) => `${field.where}:${field.path.join('.')}` === result.field) ?? { where: 'body', path: [] };
}
