import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { openDatabase } from '../../src/server/db/database';
import { listBackups, runBackup } from '../../src/server/modules/backup/backup.service';
import { saveConfig as saveSettings } from '../../src/server/modules/configuration/configuration.service';
import { createTestApp, freshPostgresUrl, type TestApp } from '../helpers/test-app';
import { bearer, signedInWith } from './staff-fixtures';

const HOUR = 3_600_000;
let t: TestApp;
let admin: string;
let dir: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-'));
  t = await createTestApp({ config: { backupDir: dir } });
  admin = await t.login();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(async () => {
  for (const name of fs.readdirSync(dir)) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  t.config.backupDir = dir;
});

const createNow = (token = admin) => t.app.inject({ method: 'POST', url: '/api/backup/create.php', headers: bearer(token) });
const list = (token = admin) => t.app.inject({ method: 'GET', url: '/api/backup/list.php', headers: bearer(token) });
const saveConfig = (values: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/config/save.php', headers: bearer(admin), payload: { values } });

describe('Backup jetzt', () => {
  it('writes a compressed backup to BACKUP_DIR, lists it with time and size, and shows it as "Letztes Backup"', async () => {
    const configBefore = (await t.app.inject({ method: 'GET', url: '/api/config/get.php', headers: bearer(admin) })).json();
    const response = await createNow();
    expect(response.statusCode).toBe(200);
    const { backup, message } = response.json();
    expect(message).toBe('Backup erstellt.');
    const onDisk = fs.statSync(path.join(dir, backup.name));
    expect(backup.size).toBe(onDisk.size);
    expect(gunzipSync(fs.readFileSync(path.join(dir, backup.name))).toString('utf8')).toMatch(/^#\{"format":"musical-tickets-backup"/);

    const listed = (await list()).json();
    expect(listed.backups).toEqual([backup]);
    expect(listed).toMatchObject({
      directory: dir,
      auto_backup: true,
      interval_hours: 24,
      keep_count: 14,
      last_success: { at: backup.created_at, size: backup.size },
      last_failure: null,
    });

    const config = (await t.app.inject({ method: 'GET', url: '/api/config/get.php', headers: bearer(admin) })).json();
    expect(config.values).toMatchObject({ last_backup: backup.created_at, last_backup_size: String(backup.size) });
    // A backup is no change of the configuration (the Info page shows that time).
    expect(config.updated_at).toBe(configBefore.updated_at);
    expect(fs.statSync(path.join(dir, backup.name)).mode & 0o777).toBe(0o600);
  });

  it('records who took the backup and who downloaded it in the audit log', async () => {
    const { backup } = (await createNow()).json();
    const download = await t.app.inject({ method: 'GET', url: `/api/backup/download.php?name=${backup.name}`, headers: bearer(admin) });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="${backup.name}"`);
    expect(download.rawPayload.equals(fs.readFileSync(path.join(dir, backup.name)))).toBe(true);
    const audit = await t.db.selectFrom('audit_log').selectAll().where('subject', '=', `backup:${backup.name}`).orderBy('id').execute();
    expect(audit.map((entry) => [entry.action, entry.username])).toEqual([
      ['backup.create', 'admin'],
      ['backup.download', 'admin'],
    ]);
    expect(audit[0].address).toBeTruthy();
  });

  it('serves nothing but backups from the folder', async () => {
    fs.writeFileSync(path.join(dir, 'geheim.txt'), 'x');
    for (const name of ['geheim.txt', '../backups/geheim.txt', 'backup-2026-11-26T13-19-02-123Z.jsonl.gz']) {
      const response = await t.app.inject({ method: 'GET', url: `/api/backup/download.php?name=${encodeURIComponent(name)}`, headers: bearer(admin) });
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Dieses Backup gibt es nicht (mehr).');
    }
    expect((await list()).json().backups).toEqual([]);
  });

  it('needs BACKUP_VIEW for every backup call', async () => {
    const { token } = await signedInWith(t, ['SYSTEM_VIEW', 'CONFIGURATION_VIEW']);
    expect((await createNow(token)).statusCode).toBe(403);
    expect((await list(token)).statusCode).toBe(403);
    const download = await t.app.inject({ method: 'GET', url: '/api/backup/download.php?name=x', headers: bearer(token) });
    expect(download.statusCode).toBe(403);
    const { token: allowed } = await signedInWith(t, ['BACKUP_VIEW']);
    expect((await list(allowed)).statusCode).toBe(200);
  });

  it('keeps the configured number of backups', async () => {
    expect((await saveConfig({ backup_keep_count: 2 })).statusCode).toBe(200);
    try {
      const names: string[] = [];
      for (let i = 0; i < 3; i++) {
        t.clock.advance(1000);
        names.push((await createNow()).json().backup.name);
      }
      expect((await list()).json().backups.map((backup: { name: string }) => backup.name)).toEqual([names[2], names[1]]);
    } finally {
      await saveConfig({ backup_keep_count: 14 });
    }
  });
});

describe('a failed backup', () => {
  it('answers with a German message, is recorded and raises one BACKUP_FAILED alert', async () => {
    const blocker = path.join(dir, 'kein-ordner');
    fs.writeFileSync(blocker, 'x');
    t.config.backupDir = path.join(blocker, 'backups');
    for (let i = 0; i < 2; i++) {
      const response = await createNow();
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({ code: 'BACKUP_FAILED', message: expect.stringMatching(/^Das Backup ist fehlgeschlagen\. /) });
      expect(response.body).not.toContain(blocker);
    }
    const alerts = await t.db.selectFrom('alerts').selectAll().where('kind', '=', 'BACKUP_FAILED').execute();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ dedupe_key: 'backup', resolved_at: null, message: expect.stringContaining('Backup') });
    expect((await list()).json().last_failure).toMatchObject({ error: expect.stringContaining('kein-ordner') });
  });
});

describe('the automatic backup', () => {
  it('runs when due, waits the configured interval, and stays off when switched off', async () => {
    t.clock.advance(48 * HOUR);
    expect(await runBackup(t.app.ctx, 'auto')).not.toBeNull();
    expect(await runBackup(t.app.ctx, 'auto')).toBeNull();
    t.clock.advance(23 * HOUR);
    expect(await runBackup(t.app.ctx, 'auto')).toBeNull();
    t.clock.advance(HOUR);
    expect(await runBackup(t.app.ctx, 'auto')).not.toBeNull();
    // Sessions do not survive the moved clock; the settings are written through the service instead.
    await saveSettings(t.app.ctx, { auto_backup: false });
    try {
      t.clock.advance(48 * HOUR);
      expect(await runBackup(t.app.ctx, 'auto')).toBeNull();
      expect((await listBackups(t.app.ctx)).next_due).toBeNull();
    } finally {
      await saveSettings(t.app.ctx, { auto_backup: true });
    }
    const automatic = await t.db.selectFrom('audit_log').selectAll().where('action', '=', 'backup.create').where('user_id', 'is', null).execute();
    expect(automatic.length).toBeGreaterThanOrEqual(2);
  });
});

// Several server processes on one PostgreSQL: the advisory lock and the shared record of runs let one back up.
if (inject('postgresTemplateUrl')) {
  describe('two server processes on one PostgreSQL database', () => {
    it('take the due automatic backup exactly once', async () => {
      const url = await freshPostgresUrl();
      const shared = fs.mkdtempSync(path.join(os.tmpdir(), 'backups-shared-'));
      const one = await createTestApp({ db: await openDatabase({ kind: 'postgres', url }), config: { backupDir: shared } });
      const two = await createTestApp({ db: await openDatabase({ kind: 'postgres', url }), config: { backupDir: shared } });
      try {
        const made = await Promise.all([runBackup(one.app.ctx, 'auto'), runBackup(two.app.ctx, 'auto'), runBackup(one.app.ctx, 'auto')]);
        expect(made.filter(Boolean)).toHaveLength(1);
        expect(await one.db.selectFrom('backup_runs').selectAll().execute()).toHaveLength(1);
      } finally {
        await Promise.all([one.close(), two.close()]);
        fs.rmSync(shared, { recursive: true, force: true });
      }
    });
  });
}
