import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { readCatalog, readSequences } from '../../src/server/modules/backup/backup-tables.repository';
import { writeBackupFile } from '../../src/server/modules/backup/backup-dump';
import { RestoreError, restoreBackup } from '../../src/server/modules/backup/backup-restore';
import { buy, line, upcomingShow } from '../helpers/orders';
import { photoJpeg } from '../helpers/photo';
import { createTestApp, emptyDatabase, type TestApp } from '../helpers/test-app';
import { bearer, multipart } from './staff-fixtures';

let t: TestApp;
let dir: string;
let file: string;
beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-restore-'));
  // As root the embedded PostgreSQL runs as the user postgres, who must pass through to the data folder below.
  fs.chmodSync(dir, 0o755);
  t = await createTestApp({ config: { backupDir: dir } });
  const admin = await t.login();
  // A shop with paid orders and their tickets, an uploaded photo (bytea, with its sized copies) and an SVG logo.
  const show = await upcomingShow(t.db);
  for (const quantity of [2, 3]) {
    const { captured } = await buy(t.app, [line(show, show.adults, quantity), line(show, show.children, 1)]);
    expect(captured.statusCode).toBe(200);
  }
  const photo = multipart('event_image', 'plakat.jpg', await photoJpeg(800, 600));
  expect(
    (await t.app.inject({ method: 'POST', url: '/api/files/upload.php', payload: photo.payload, headers: { ...photo.headers, ...bearer(admin) } })).statusCode,
  ).toBe(200);
  const logo = { key: 'logo_file_id', filename: 'logo.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>' };
  expect((await t.app.inject({ method: 'POST', url: '/api/config/upload.php', payload: logo, headers: bearer(admin) })).statusCode).toBe(200);
  // A JSON null in a jsonb column must come back as JSON null, not as SQL NULL.
  await t.db.insertInto('settings').values({ key: 'backup_test_json_null', value: 'null' }).execute();
  // The mail worker sends the confirmations in the background; the comparison needs a shop at rest.
  const busy = () => t.db.selectFrom('mail_outbox').select('id').where('status', 'not in', ['stored', 'sent']).execute();
  for (const deadline = Date.now() + 30_000; (await busy()).length > 0 && Date.now() < deadline; ) await new Promise((resolve) => setTimeout(resolve, 100));
  file = path.join(dir, 'round-trip.jsonl.gz');
  await t.db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute((trx) => writeBackupFile(trx, file, new Date()));
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Every row of every table as PostgreSQL renders it, in key order. */
async function contents(db: Db): Promise<Record<string, string[]>> {
  const result: Record<string, string[]> = {};
  for (const table of await readCatalog(db)) {
    const order = sql.join(table.primaryKey.map((column) => sql.ref(column)));
    const { rows } = await sql<{ row: string }>`SELECT to_jsonb(t)::text AS row FROM ${sql.table(table.name)} t ORDER BY ${order}`.execute(db);
    result[table.name] = rows.map((row) => row.row);
  }
  return result;
}

describe('restore round trip', () => {
  it('gives back every row of every table and continues every sequence', async () => {
    const before = await contents(t.db);
    expect(before.orders.length).toBeGreaterThanOrEqual(2);
    expect(before.tickets.length).toBeGreaterThanOrEqual(7);
    expect(before.files.length).toBeGreaterThanOrEqual(2);
    expect(before.image_variants.length).toBeGreaterThan(0);
    expect(before.signing_keys.length).toBeGreaterThan(0);
    const target = await emptyDatabase();
    try {
      const result = await restoreBackup(target, file);
      expect(result.tables).toBe(Object.keys(before).length);
      const after = await contents(target);
      expect(Object.keys(after).sort()).toEqual(Object.keys(before).sort());
      for (const table of Object.keys(before)) expect({ table, rows: after[table] }).toEqual({ table, rows: before[table] });
      expect(await readSequences(target)).toEqual(await readSequences(t.db));
      const nullSetting = await sql<{
        isJsonNull: boolean;
      }>`SELECT value = 'null'::jsonb AS "isJsonNull" FROM settings WHERE key = 'backup_test_json_null'`.execute(target);
      expect(nullSetting.rows[0]?.isJsonNull).toBe(true);
    } finally {
      await target.destroy();
    }
  });

  it('leaves a shop that sells on: the admin signs in, new orders continue the numbering, tickets verify', async () => {
    const lastOrderOf = async (db: Db) =>
      Number(
        (
          await db
            .selectFrom('orders')
            .select((eb) => eb.fn.max('id').as('id'))
            .executeTakeFirstOrThrow()
        ).id,
      );
    const lastOrder = await lastOrderOf(t.db);
    const target = await emptyDatabase();
    await restoreBackup(target, file);
    const restored = await createTestApp({ db: target });
    try {
      await restored.login();
      const show = await upcomingShow(restored.db);
      const { captured } = await buy(restored.app, [line(show, show.adults, 1)]);
      expect(captured.statusCode).toBe(200);
      expect(await lastOrderOf(restored.db)).toBe(lastOrder + 1);
      const keys = (await restored.app.inject({ method: 'GET', url: '/api/tickets/public_keys.php' })).json();
      const original = (await t.app.inject({ method: 'GET', url: '/api/tickets/public_keys.php' })).json();
      expect(keys).toEqual(original);
    } finally {
      await restored.close();
    }
  });

  it('refuses a database that is not empty, with a German message', async () => {
    await expect(restoreBackup(t.db, file)).rejects.toThrow(RestoreError);
    await expect(restoreBackup(t.db, file)).rejects.toThrow(/Die Datenbank ist nicht leer/);
  });

  it('refuses a truncated file and leaves the database as empty as it was, so a retry with a good file works', async () => {
    const whole = fs.readFileSync(file);
    const cut = path.join(dir, 'cut.jsonl.gz');
    const { gunzipSync, gzipSync } = await import('node:zlib');
    const text = gunzipSync(whole).toString('utf8');
    fs.writeFileSync(cut, gzipSync(text.slice(0, text.indexOf('#{"table":"orders"'))));
    const target = await emptyDatabase();
    const objects = async () => {
      const { rows } = await sql<{ n: number }>`
        SELECT (SELECT count(*) FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = current_schema())
             + (SELECT count(*) FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace WHERE n.nspname = current_schema())
             + (SELECT count(*) FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = current_schema()) AS n`.execute(target);
      return Number(rows[0].n);
    };
    try {
      const before = await objects();
      await expect(restoreBackup(target, cut)).rejects.toThrow(/unvollständig/);
      // Issue 39: no tables, functions or types of the half-built schema remain (they made a retry "nicht leer").
      expect(await objects()).toBe(before);
      const retried = await restoreBackup(target, file);
      expect(retried.rows).toBeGreaterThan(0);
      expect(
        Number(
          (
            await target
              .selectFrom('orders')
              .select((eb) => eb.fn.countAll().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        ),
      ).toBeGreaterThanOrEqual(2);
    } finally {
      await target.destroy();
    }
  });

  it('npm run restore -- FILE fills an empty data folder and refuses it the second time', async () => {
    const dataDir = path.join(dir, 'restored-data');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'production' };
    const run = () =>
      new Promise<{ code: number; out: string }>((resolve) => {
        execFile('npm', ['run', '--silent', 'restore', '--', file], { env, cwd: path.resolve(__dirname, '../..') }, (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? 1) : 0, out: stdout + stderr }),
        );
      });
    const first = await run();
    expect(first).toMatchObject({ code: 0, out: expect.stringMatching(/Wiederhergestellt: \d+ Zeilen in \d+ Tabellen/) });
    const second = await run();
    expect(second.code).toBe(1);
    expect(second.out).toContain('Wiederherstellung fehlgeschlagen: Die Datenbank ist nicht leer');
  }, 120_000);

  it('refuses a file that is no backup', async () => {
    const other = path.join(dir, 'notes.txt');
    fs.writeFileSync(other, 'kein Backup');
    const target = await emptyDatabase();
    try {
      await expect(restoreBackup(target, other)).rejects.toThrow(/lässt sich nicht lesen/);
    } finally {
      await target.destroy();
    }
  });
});
