import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer, roleWith } from './staff-fixtures';

let t: TestApp;
let admin: string;
let role: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
  role = await roleWith(t, ['ORDERS_VIEW']);
});
afterAll(() => t.close());

const saveRole = (display_name: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/accounts/roles/update.php',
    headers: bearer(admin),
    payload: { name: role, display_name, permissions: ['ORDERS_VIEW', 'ORDERS_EDIT'] },
  });
const entryOf = (requestId: string | string[] | number | undefined) =>
  t.db.selectFrom('audit_log').selectAll().where('request_id', '=', String(requestId)).executeTakeFirst();
const displayName = async () => (await t.db.selectFrom('roles').select('display_name').where('name', '=', role).executeTakeFirstOrThrow()).display_name;

/** Makes the database refuse audit entries whose text matches `pattern`, as a broken log would. */
async function refuseAuditEntries(pattern: string) {
  await sql`CREATE OR REPLACE FUNCTION refuse_audit_38() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF row_to_json(NEW)::text LIKE ${sql.lit(pattern)} THEN RAISE EXCEPTION 'audit refused by the test'; END IF; RETURN NEW; END $$`.execute(t.db);
  await sql`CREATE OR REPLACE TRIGGER refuse_audit_38 BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit_38()`.execute(t.db);
}
const allowAuditEntries = () => sql`DROP TRIGGER IF EXISTS refuse_audit_38 ON audit_log`.execute(t.db);

describe('an audit entry is never lost while its write stands (issue 38)', () => {
  it('refuses a lone surrogate with a German 400 before anything is written, and logs the attempt', async () => {
    const saved = await saveRole('Kasse\ud800');
    expect(saved.statusCode).toBe(400);
    expect(saved.json()).toMatchObject({ success: false, code: 'INVALID_CHARACTERS', message: expect.stringContaining('ungültige Zeichen') });
    expect(await displayName()).toBe(role);
    expect(await entryOf(saved.headers['x-request-id'])).toMatchObject({ action: 'accounts/roles/update.php', status: 400 });
  });

  it('keeps the entry without its changes when the changes cannot be stored', async () => {
    await refuseAuditEntries('%Bühnentechnik%');
    try {
      const saved = await saveRole('Bühnentechnik');
      expect(saved.statusCode).toBe(200);
      expect(await displayName()).toBe('Bühnentechnik');
      expect(await entryOf(saved.headers['x-request-id'])).toMatchObject({
        action: 'accounts/roles/update.php',
        username: 'admin',
        status: 200,
        changes: { audit_error: expect.any(String) },
      });
    } finally {
      await allowAuditEntries();
    }
  });

  it('does not answer "saved" when the audit log cannot be written at all', async () => {
    await refuseAuditEntries('%roles/update.php%');
    try {
      const saved = await saveRole('Abendkasse');
      expect(saved.statusCode).toBe(500);
      expect(saved.json()).toMatchObject({ success: false, code: 'AUDIT_NOT_WRITTEN', message: expect.stringContaining('Audit Log') });
    } finally {
      await allowAuditEntries();
    }
  });
});

describe('secrets stay out of the audit log, and every reveal is in it (issue 38)', () => {
  it('keeps of a changed webhook address only scheme and host, never its token', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/config/save.php',
      headers: bearer(admin),
      payload: { values: { webhook_url: 'https://hooks.example.test/in/pfad-geheim?token=geheim-38' } },
    });
    expect(saved.statusCode).toBe(200);
    const entry = await entryOf(saved.headers['x-request-id']);
    expect(entry?.changes).toEqual({ webhook_url: ['', 'https://hooks.example.test/[verborgen]'] });
    const everything = JSON.stringify(await t.db.selectFrom('audit_log').select('changes').execute());
    expect(everything).not.toContain('geheim-38');
    expect(everything).not.toContain('pfad-geheim');
  });

  it('records every reveal of the webhook signing secret, without the secret', async () => {
    for (let reveal = 0; reveal < 2; reveal++) {
      const shown = await t.app.inject({ method: 'GET', url: '/api/api_keys/webhook_secret.php', headers: bearer(admin) });
      expect(shown.statusCode).toBe(200);
      const entry = await entryOf(shown.headers['x-request-id']);
      expect(entry).toMatchObject({ action: 'webhook.secret_reveal', username: 'admin', subject: 'webhook', status: 200 });
      expect(JSON.stringify(entry)).not.toContain(shown.json().secret);
    }
  });
});
