import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { postgresPoolOf } from '../../src/server/db/database';
import { isDiskFull } from '../../src/server/http/errors';
import { probeDatabase, refreshAlertRecipients } from '../../src/server/modules/alerts/database-watch';
import { DISK_RECHECK_MS } from '../../src/server/modules/alerts/disk-watch';
import { runBackup } from '../../src/server/modules/backup/backup.service';
import type { OutgoingMail } from '../../src/server/modules/mail/mail-transport';
import { create, line, upcomingShow } from '../helpers/orders';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { bearer } from './staff-fixtures';

/**
 * Issue 39: the server says what is wrong while it is wrong — the database gone, the disk full, a backup
 * that failed with it — from memory, because the alerts live in the database that may be the problem.
 */
let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const ALERT_ADDRESS = 'leitung@schule.example';

/** An app whose mails are caught, with the admin's address known to it as an alert recipient. */
async function appWithAlertAddress(options: { backupDir?: string } = {}) {
  const mails: OutgoingMail[] = [];
  const app = await createTestApp({
    config: options.backupDir ? { backupDir: options.backupDir } : {},
    mailSender: async (mail) => {
      mails.push(mail);
      return { status: 'sent', transport: 'smtp', messageId: `<${mails.length}@test>`, raw: new Uint8Array() };
    },
  });
  await app.db.updateTable('users').set({ mail: ALERT_ADDRESS }).where('username', '=', 'admin').execute();
  await refreshAlertRecipients(app.app.ctx);
  return { app, alertMails: () => mails.filter((mail) => mail.to === ALERT_ADDRESS && mail.subject.startsWith('Warnung')) };
}

/** A test-only trigger that fails every insert into `table` as PostgreSQL does on a full disk (SQLSTATE 53100). */
async function fillDiskFor(app: TestApp, table: string) {
  await sql`CREATE OR REPLACE FUNCTION test_disk_full() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN RAISE EXCEPTION 'could not extend file "base/16384/16999": No space left on device' USING ERRCODE = '53100'; END $$`.execute(app.db);
  await sql`CREATE TRIGGER ${sql.id(`test_disk_full_${table}`)} BEFORE INSERT ON ${sql.table(table)} FOR EACH ROW EXECUTE FUNCTION test_disk_full()`.execute(
    app.db,
  );
}
const freeDiskFor = (app: TestApp, table: string) => sql`DROP TRIGGER ${sql.id(`test_disk_full_${table}`)} ON ${sql.table(table)}`.execute(app.db);

const health = (app: TestApp) => app.app.inject({ method: 'GET', url: '/api/health.php' });
const alertsOf = (app: TestApp, kind: string) => app.db.selectFrom('alerts').selectAll().where('kind', '=', kind).execute();

describe('a full disk', () => {
  it("PostgreSQL's disk errors and ENOSPC count as a full disk", () => {
    expect(isDiskFull({ code: '53100' })).toBe(true);
    expect(isDiskFull({ code: '53000' })).toBe(true);
    expect(isDiskFull({ code: 'ENOSPC', message: 'ENOSPC: no space left on device, write' })).toBe(true);
    expect(isDiskFull({ code: 'XX000', message: 'could not write to file "pg_wal/xlogtemp.93": No space left on device' })).toBe(true);
    expect(isDiskFull({ code: '23505', message: 'duplicate key' })).toBe(false);
  });

  it('answers an order 503 "Der Speicher des Servers ist voll", turns health 503 and raises and mails the alert at once', async () => {
    const { app, alertMails } = await appWithAlertAddress();
    t = app;
    const show = await upcomingShow(app.db);
    // A full disk refuses every write: the order's, and the write health asks with while it is known.
    await fillDiskFor(app, 'orders');
    await fillDiskFor(app, 'disk_probe');
    const refused = await create(app.app, [line(show, show.adults, 2)]);
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toMatchObject({ code: 'DISK_FULL', message: expect.stringMatching(/^Der Speicher des Servers ist voll/) });
    // At once, not a minute later: health, the alert and the mail.
    const down = await health(app);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      code: 'DISK_FULL',
      message: expect.stringContaining('Speicher des Servers ist voll'),
      problems: [{ kind: 'DISK_FULL' }],
    });
    await waitFor(async () => (await alertsOf(app, 'DISK_FULL')).length === 1);
    expect((await alertsOf(app, 'DISK_FULL'))[0]).toMatchObject({ resolved_at: null, mailed_at: expect.any(Date) });
    expect(alertMails()).toHaveLength(1);
    expect(alertMails()[0].text).toContain('Der Speicher des Servers ist voll');
    // Asked again while still full: its own write is refused too, so still red.
    await new Promise((resolve) => setTimeout(resolve, DISK_RECHECK_MS));
    expect((await health(app)).statusCode).toBe(503);
    // Space again: health is well at its next question (issue 52: not a minute after the last refusal), orders go through.
    await freeDiskFor(app, 'orders');
    await freeDiskFor(app, 'disk_probe');
    await new Promise((resolve) => setTimeout(resolve, DISK_RECHECK_MS));
    expect((await health(app)).statusCode).toBe(200);
    expect((await create(app.app, [line(show, show.adults, 2)])).statusCode).toBe(200);
  });
});

describe('an alert the full disk refuses to store (issue 52 item 8)', () => {
  it('is listed on /admin (alert list, count) from memory, then written once the disk has room, never twice', async () => {
    const { app } = await appWithAlertAddress();
    t = app;
    const show = await upcomingShow(app.db);
    await fillDiskFor(app, 'orders');
    await fillDiskFor(app, 'disk_probe');
    await fillDiskFor(app, 'alerts');
    const token = await app.login();
    const list = async () => (await app.app.inject({ method: 'GET', url: '/api/alerts/list.php', headers: bearer(token) })).json();
    const count = async () => (await app.app.inject({ method: 'GET', url: '/api/alerts/count.php', headers: bearer(token) })).json().open;
    try {
      expect((await create(app.app, [line(show, show.adults, 1)])).statusCode).toBe(503);
      await waitFor(async () => (await list()).alerts.length === 1);
      const listed = await list();
      expect(listed.alerts).toEqual([
        expect.objectContaining({ kind: 'DISK_FULL', pending: true, message: expect.stringContaining('Speicher des Servers ist voll'), resolved_at: null }),
      ]);
      expect(listed.alerts[0].id).toBeLessThan(0);
      expect(listed.open).toBe(1);
      expect(await count()).toBe(1);
      expect(await alertsOf(app, 'DISK_FULL')).toEqual([]);
      // Refused again while still full: still one.
      expect((await create(app.app, [line(show, show.adults, 1)])).statusCode).toBe(503);
      expect((await list()).alerts).toHaveLength(1);
    } finally {
      await freeDiskFor(app, 'orders');
      await freeDiskFor(app, 'disk_probe');
      await freeDiskFor(app, 'alerts');
    }
    await new Promise((resolve) => setTimeout(resolve, DISK_RECHECK_MS));
    expect((await health(app)).statusCode).toBe(200);
    // Written once: the row is listed, the one from memory is gone.
    expect(await alertsOf(app, 'DISK_FULL')).toHaveLength(1);
    const after = await list();
    expect(after.alerts.filter((alert: { kind: string }) => alert.kind === 'DISK_FULL')).toEqual([
      expect.objectContaining({ id: expect.any(Number), kind: 'DISK_FULL' }),
    ]);
    expect(after.alerts[0].id).toBeGreaterThan(0);
    expect(after.alerts[0].pending).toBeUndefined();
    expect(await count()).toBe(after.open);
  });
});

/** Polls a condition a bounded number of times (the alert is written right after the answer). */
async function waitFor(condition: () => Promise<boolean>) {
  for (let i = 0; i < 100 && !(await condition()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('the database gone', () => {
  async function onAdminConnection<T>(work: (admin: pg.Client) => Promise<T>): Promise<T> {
    const admin = new pg.Client({ connectionString: inject('postgresTemplateUrl').replace(/\/[^/]+$/, '/postgres') });
    await admin.connect();
    try {
      return await work(admin);
    } finally {
      await admin.end();
    }
  }

  // The app's database refuses every new connection, as a stopped PostgreSQL does.
  it('turns health 503 with a German reason, mails the alert from memory, and writes it once the database is back', async () => {
    const { app, alertMails } = await appWithAlertAddress();
    t = app;
    const name = (await sql<{ name: string }>`SELECT current_database() AS name`.execute(app.db)).rows[0].name;
    // As a stopped PostgreSQL: every new connection refused, the open ones ended (the pools keep theirs open otherwise).
    await onAdminConnection(async (admin) => {
      await admin.query(`ALTER DATABASE ${admin.escapeIdentifier(name)} ALLOW_CONNECTIONS false`);
      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
    });
    const pool = postgresPoolOf(app.db);
    for (let i = 0; i < 100 && pool.idleCount > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    try {
      const down = await health(app);
      expect(down.statusCode).toBe(503);
      expect(down.json()).toMatchObject({
        code: 'DATABASE_DOWN',
        message: expect.stringContaining('Die Datenbank des Servers antwortet nicht'),
        problems: [{ kind: 'DATABASE_DOWN', since: expect.any(String) }],
      });
      expect(alertMails()).toHaveLength(1);
      expect(alertMails()[0]).toMatchObject({
        subject: expect.stringContaining('Datenbank nicht erreichbar'),
        text: expect.stringContaining('antwortet nicht'),
      });
      // Asked again while still gone: the same problem, not a second mail.
      expect((await health(app)).statusCode).toBe(503);
      expect(alertMails()).toHaveLength(1);
    } finally {
      await onAdminConnection((admin) => admin.query(`ALTER DATABASE ${admin.escapeIdentifier(name)} ALLOW_CONNECTIONS true`));
    }
    expect((await health(app)).statusCode).toBe(200);
    const written = await alertsOf(app, 'DATABASE_DOWN');
    expect(written).toHaveLength(1);
    // Mailed already through SMTP: the outbox does not mail it a second time.
    expect(written[0]).toMatchObject({ mailed_at: expect.any(Date), message: expect.stringMatching(/^Die Datenbank hat vom .* bis .* nicht geantwortet/) });
  });
});

describe('a scheduled backup that fails', () => {
  it('is recorded, shown as the last failure and raises BACKUP_FAILED', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-fail-'));
    const { app } = await appWithAlertAddress({ backupDir: path.join(dir, 'kein-ordner', 'backups') });
    t = app;
    fs.writeFileSync(path.join(dir, 'kein-ordner'), 'x');
    try {
      await expect(runBackup(app.app.ctx, 'auto')).rejects.toMatchObject({ code: 'BACKUP_FAILED' });
      const token = await app.login();
      const listed = (await app.app.inject({ method: 'GET', url: '/api/backup/list.php', headers: bearer(token) })).json();
      expect(listed.last_failure).toMatchObject({ error: expect.stringContaining('kein-ordner') });
      expect(await app.db.selectFrom('backup_runs').select(['ok', 'trigger']).execute()).toEqual([{ ok: false, trigger: 'auto' }]);
      expect(await alertsOf(app, 'BACKUP_FAILED')).toHaveLength(1);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('on a full disk that refuses the record too: kept in memory, mailed at once, written once the disk has room', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-fail-'));
    const { app, alertMails } = await appWithAlertAddress({ backupDir: path.join(dir, 'kein-ordner', 'backups') });
    t = app;
    fs.writeFileSync(path.join(dir, 'kein-ordner'), 'x');
    await fillDiskFor(app, 'backup_runs');
    await fillDiskFor(app, 'alerts');
    try {
      await expect(runBackup(app.app.ctx, 'auto')).rejects.toMatchObject({ code: 'BACKUP_FAILED' });
      const token = await app.login();
      const listed = (await app.app.inject({ method: 'GET', url: '/api/backup/list.php', headers: bearer(token) })).json();
      expect(listed.last_failure).toMatchObject({ error: expect.stringContaining('kein-ordner') });
      expect(app.app.ctx.problems.current().map((problem) => problem.kind)).toEqual(expect.arrayContaining(['BACKUP_FAILED', 'DISK_FULL']));
      expect(alertMails().map((mail) => mail.subject)).toEqual(expect.arrayContaining([expect.stringContaining('Backup fehlgeschlagen')]));
      expect(await app.db.selectFrom('backup_runs').select('id').execute()).toEqual([]);
      await freeDiskFor(app, 'backup_runs');
      await freeDiskFor(app, 'alerts');
      await probeDatabase(app.app.ctx);
      expect(await app.db.selectFrom('backup_runs').select(['ok', 'trigger', 'error']).execute()).toEqual([
        { ok: false, trigger: 'auto', error: expect.stringContaining('kein-ordner') },
      ]);
      const alerts = await alertsOf(app, 'BACKUP_FAILED');
      expect(alerts).toHaveLength(1);
      expect(alerts[0].mailed_at).not.toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('where alert mails go', () => {
  it('the default admin has no address: the alert list says so, and the admin can give one (checked)', async () => {
    t = await createTestApp();
    const token = await t.login();
    const list = async () => (await t!.app.inject({ method: 'GET', url: '/api/alerts/list.php', headers: bearer(token) })).json();
    expect((await list()).recipients).toEqual([]);
    const wrong = await t.app.inject({ method: 'POST', url: '/api/alerts/address.php', headers: bearer(token), payload: { mail: 'keine-adresse' } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'VALIDATION', message: 'Bitte gib eine gültige E-Mail-Adresse ein.' });
    const saved = await t.app.inject({ method: 'POST', url: '/api/alerts/address.php', headers: bearer(token), payload: { mail: ` ${ALERT_ADDRESS} ` } });
    expect(saved.json()).toMatchObject({ success: true, message: `Warnungen gehen jetzt an ${ALERT_ADDRESS}.` });
    expect((await list()).recipients).toEqual([ALERT_ADDRESS]);
  });
});
