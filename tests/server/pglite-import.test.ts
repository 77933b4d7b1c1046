import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PGliteDialect, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../src/server/db/database';
import { PGLITE_FOLDER, PGLITE_KEPT_FOLDER } from '../../src/server/db/embedded/pglite-import';
import { migrateTo, migrateToLatest } from '../../src/server/db/migrate';
import { type PreparedDatabase, prepareDatabase } from '../../src/server/db/prepare';
import type { Database } from '../../src/server/db/schema';
import { seedEmptyDatabase } from '../../src/server/db/seed/seed';
import { hashPassword } from '../../src/server/modules/auth/password';
import { activeSigningKey } from '../../src/server/modules/tickets/signing-keys';
import { sha256Hex } from '../../src/shared/domain/sha256';
import { signTicketCode, verifyTicketCode } from '../../src/shared/domain/ticket-code';
import { insertSales } from '../helpers/sales-data';
import { TEST_ADMIN_PASSWORD, testConfig } from '../helpers/test-config';

/** The last migration of release 2.3.1, the last one that wrote its data with PGlite. */
const RELEASE_LEVEL = '019-alerts-audit';

type Snapshot = Map<string, string[]>;

/** Every row of every table as JSON (UTC), sorted; with `columns`, only those columns of each table. */
async function snapshot(query: (text: string) => Promise<{ rows: unknown[] }>, tables: string[], columns?: Map<string, string[]>): Promise<Snapshot> {
  const result: Snapshot = new Map();
  for (const table of tables) {
    const { rows } = await query(`select to_jsonb(t)::text as row from "${table}" t`);
    const texts = (rows as { row: string }[]).map(({ row }) => {
      const value = JSON.parse(row) as Record<string, unknown>;
      const keep = [...(columns?.get(table) ?? Object.keys(value))].sort();
      return JSON.stringify(Object.fromEntries(keep.map((column) => [column, value[column]])));
    });
    result.set(table, texts.sort());
  }
  return result;
}

/** A row without its time stamps: what a migration inserted differs only in when it ran. */
function withoutTimes(row: string): string {
  const { created_at: _created, updated_at: _updated, ...rest } = JSON.parse(row) as Record<string, unknown>;
  return JSON.stringify(rest);
}

describe('a DATA_DIR of the PGlite versions (2.3.1: migrations 001–019, seed, paid orders with tickets)', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-pglite-import-'));
  const lines: string[] = [];
  let tables: string[];
  let columns: Map<string, string[]>;
  let before: Snapshot;
  /** The release's folder brought to this version's migrations in place: what the move must equal. */
  let expected: Snapshot;
  let sequencesExpected: Map<string, number | null>;
  let sequencesBefore: Map<string, number | null>;
  let prepared: PreparedDatabase;
  let db: Db;
  /** A ticket code signed with the release's key before the move. */
  let issuedCode: string;

  beforeAll(async () => {
    // The folder as the release made it: PGlite files in DATA_DIR/pglite.
    const pglite = await PGlite.create({ dataDir: path.join(dataDir, PGLITE_FOLDER) });
    const old = new Kysely<Database>({ dialect: new PGliteDialect({ pglite }) });
    await migrateTo(old, RELEASE_LEVEL);
    const now = new Date();
    await seedEmptyDatabase(old, { adminPasswordHash: await hashPassword(sha256Hex(TEST_ADMIN_PASSWORD), testConfig().argon2), demoMode: true, now });
    const key = await activeSigningKey(old);
    issuedCode = signTicketCode({ ticketId: 1, performanceId: 1, categoryId: 1, keyId: key.id }, key.secretKey);
    await insertSales(old, { orders: 300, days: 30, until: now, tickets: true });
    await pglite.exec("set timezone = 'UTC'");
    tables = (await pglite.query<{ name: string }>("select tablename as name from pg_tables where schemaname = 'public' order by tablename")).rows.map(
      (row) => row.name,
    );
    columns = new Map();
    for (const { table, column } of (
      await pglite.query<{ table: string; column: string }>(
        "select table_name as table, column_name as column from information_schema.columns where table_schema = 'public' order by ordinal_position",
      )
    ).rows) {
      columns.set(table, [...(columns.get(table) ?? []), column]);
    }
    before = await snapshot((text) => pglite.query(text), tables);
    sequencesBefore = new Map(
      (
        await pglite.query<{ name: string; last_value: number | null }>("select sequencename as name, last_value from pg_sequences where schemaname = 'public'")
      ).rows.map((row) => [row.name, row.last_value === null ? null : Number(row.last_value)]),
    );
    await old.destroy();

    prepared = await prepareDatabase(testConfig({ dataDir, databaseUrl: undefined }), new Date(), (line) => lines.push(line));
    db = prepared.db;
    await sql`set timezone = 'UTC'`.execute(db);

    // Later migrations change some shipped rows (mail templates, page texts) on every database alike; the kept
    // folder, migrated the same way, says what the moved rows must look like now.
    const kept = await PGlite.create({ dataDir: path.join(dataDir, PGLITE_KEPT_FOLDER) });
    const keptDb = new Kysely<Database>({ dialect: new PGliteDialect({ pglite: kept }) });
    await migrateToLatest(keptDb);
    await kept.exec("set timezone = 'UTC'");
    expected = await snapshot((text) => kept.query(text), tables, columns);
    sequencesExpected = new Map(
      (
        await kept.query<{ name: string; last_value: number | null }>("select sequencename as name, last_value from pg_sequences where schemaname = 'public'")
      ).rows.map((row) => [row.name, row.last_value === null ? null : Number(row.last_value)]),
    );
    await keptDb.destroy();
  }, 240_000);

  afterAll(async () => {
    await db?.destroy();
    await prepared?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('comes along row for row, in every table', async () => {
    expect(before.get('orders')?.length).toBeGreaterThanOrEqual(300);
    expect(before.get('tickets')?.length).toBeGreaterThan(300);
    expect(before.get('signing_keys')?.length).toBe(1);
    expect(before.get('files')?.length).toBeGreaterThan(0);
    const after = await snapshot((text) => sql.raw(text).execute(db) as Promise<{ rows: unknown[] }>, tables, columns);
    for (const table of tables.filter((name) => !name.startsWith('kysely_migration'))) {
      // A row a later migration adds (a new mail template) carries the time it was added, here and there.
      const released = new Set(before.get(table));
      const comparable = (rows: string[] = []) => rows.map((row) => (released.has(row) ? row : withoutTimes(row))).sort();
      expect({ table, rows: comparable(after.get(table)) }).toEqual({ table, rows: comparable(expected.get(table)) });
      // Every row of the release came along: later migrations only add rows or rewrite shipped ones.
      expect({ table, atLeast: (after.get(table)?.length ?? 0) >= (before.get(table)?.length ?? 0) }).toEqual({ table, atLeast: true });
    }
  });

  it('continues every sequence where it stood, so new orders get new numbers', async () => {
    const after = await sql<{
      name: string;
      last_value: number | null;
    }>`select sequencename as name, last_value from pg_sequences where schemaname = 'public'`.execute(db);
    for (const row of after.rows) {
      // Where the release left it, moved on only by rows later migrations add (as in the kept folder migrated in place).
      if (sequencesBefore.has(row.name)) expect({ [row.name]: row.last_value }).toEqual({ [row.name]: sequencesExpected.get(row.name) });
    }
    const highest = await db
      .selectFrom('orders')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const next = await sql<{ id: number }>`select nextval('orders_id_seq')::int as id`.execute(db);
    expect(next.rows[0].id).toBeGreaterThan(Number(highest.id));
  });

  it('keeps the signing key, so tickets issued before still verify', async () => {
    const keys = await db.selectFrom('signing_keys').select(['id', 'public_key']).execute();
    expect(
      verifyTicketCode(
        issuedCode,
        keys.map((key) => ({ id: key.id, key: new Uint8Array(key.public_key) })),
      ).ok,
    ).toBe(true);
    expect((await activeSigningKey(db)).id).toBe(keys[0].id);
  });

  it('keeps the old folder beside it, says so, and runs the later migrations', async () => {
    expect(fs.existsSync(path.join(dataDir, PGLITE_FOLDER))).toBe(false);
    expect(fs.existsSync(path.join(dataDir, PGLITE_KEPT_FOLDER, 'PG_VERSION'))).toBe(true);
    expect(lines.join('\n')).toContain(`Der alte Ordner bleibt als ${path.join(dataDir, PGLITE_KEPT_FOLDER)} erhalten`);
    const level = await sql<{ name: string }>`select name from kysely_migration order by name desc limit 1`.execute(db);
    expect(level.rows[0].name >= RELEASE_LEVEL).toBe(true);
    // Not seeded a second time on top of the imported data.
    expect(
      await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual({ n: 1 });
  });
});
