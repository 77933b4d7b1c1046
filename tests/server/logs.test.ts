import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOG_RETENTION_MS, logLineRow, logStoreOf } from '../../src/server/modules/logs/log-store';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, signedInWith } from './staff-fixtures';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const flush = () => logStoreOf(t.app.ctx)?.flush();
const logs = async (query: Record<string, string> = {}, token = admin) =>
  t.app.inject({ method: 'GET', url: '/api/logs/list.php', headers: bearer(token), query });

describe("logs: the server's warnings and errors in the back office", () => {
  it('keeps warnings and errors with their request id, not the chatter below them', async () => {
    t.app.log.info('Nur eine Info');
    t.app.log.warn({ reqId: 'req-abc-1', orderId: 7 }, 'Zahlungsdienst antwortet langsam');
    t.app.log.error({ err: new Error('Verbindung verloren') }, 'Datenbank nicht erreichbar');
    await flush();
    const body = (await logs()).json();
    const messages = body.lines.map((line: { msg: string }) => line.msg);
    expect(messages).toEqual(expect.arrayContaining(['Zahlungsdienst antwortet langsam', 'Datenbank nicht erreichbar']));
    expect(messages).not.toContain('Nur eine Info');
    expect(body.lines.find((line: { msg: string }) => line.msg === 'Zahlungsdienst antwortet langsam')).toMatchObject({
      level: 40,
      req_id: 'req-abc-1',
      details: { orderId: 7 },
    });
  });

  it('reads the level pino writes first, and a line in another shape by parsing it', () => {
    expect(logLineRow('{"level":30,"time":1,"msg":"incoming request"}')).toBeNull();
    expect(logLineRow('{"level":40,"time":1,"msg":"Warnung"}')?.level).toBe(40);
    expect(logLineRow('{"msg":"Fehler","level":50}')?.msg).toBe('Fehler');
    expect(logLineRow('{"level":30')).toBeNull();
    expect(logLineRow('kein JSON')).toBeNull();
  });

  it('searches by level, text (message, request id or fields) and time', async () => {
    t.app.log.warn({ reqId: 'req-such-2' }, 'Mail an mia@example.de gescheitert');
    await flush();
    const errors = (await logs({ level: 'error' })).json();
    expect(errors.lines.length).toBeGreaterThan(0);
    expect(errors.lines.every((line: { level: number }) => line.level === 50)).toBe(true);
    expect((await logs({ text: 'mia@example' })).json().lines.map((line: { msg: string }) => line.msg)).toEqual(['Mail an mia@example.de gescheitert']);
    expect((await logs({ text: 'req-such-2' })).json().total).toBe(1);
    expect((await logs({ text: 'orderId' })).json().total).toBeGreaterThan(0);
    expect((await logs({ from: '2999-01-01' })).json().total).toBe(0);
    expect((await logs({ to: 'gestern' })).statusCode).toBe(400);
  });

  it('stores the line as the logger wrote it: its redaction of secrets and tokens holds', async () => {
    t.app.log.warn(
      { user: { password: 'geheim-123' }, req: { method: 'GET', url: '/api/x.php?session_token=tok-999', ip: '10.0.0.1' } },
      'Verdächtige Anfrage',
    );
    await flush();
    const line = (await logs({ text: 'Verdächtige' })).json().lines[0];
    const text = JSON.stringify(line);
    expect(text).not.toContain('geheim-123');
    expect(text).not.toContain('tok-999');
    expect(text).toContain('[redacted]');
  });

  it('keeps 14 days and forgets older lines', async () => {
    await t.db
      .insertInto('server_logs')
      .values({ at: new Date(Date.now() - LOG_RETENTION_MS - 60_000), level: 50, msg: 'Uralter Fehler', req_id: null, pid: 1, details: '{}' })
      .execute();
    t.clock.advance(2 * 60 * 60_000);
    t.app.log.warn('Neue Warnung');
    await flush();
    expect((await logs({ text: 'Uralter' })).json().total).toBe(0);
    expect((await logs({ text: 'Neue Warnung' })).json().total).toBe(1);
  });

  it('shows the logs only to holders of LOGS_VIEW', async () => {
    const { token } = await signedInWith(t, ['ALERTS_VIEW']);
    expect((await logs({}, token)).statusCode).toBe(403);
    const reader = await signedInWith(t, ['LOGS_VIEW']);
    expect((await logs({}, reader.token)).statusCode).toBe(200);
  });
});
