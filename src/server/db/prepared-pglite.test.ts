import { PGlite } from '@electric-sql/pglite';
import { type Generated, Kysely, PGliteDialect, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PreparedPGlite } from './prepared-pglite';

let pglite: PGlite;
interface Tables {
  things: {
    id: Generated<number>;
    name: string | null;
    big: number | null;
    price: number | null;
    ok: boolean | null;
    at: Date | null;
    day: Date | string | null;
    data: unknown;
    ids: number[] | null;
    tags: string[] | null;
    nothing: string | null;
  };
}

let db: Kysely<Tables>;
let prepared: PreparedPGlite;
let engineCalls = 0;

beforeEach(async () => {
  pglite = await PGlite.create({ parsers: { 20: (value: string) => Number(value), 1700: (value: string) => Number(value) } });
  // Every way into the engine ends in this call: one per protocol round trip.
  const raw = pglite.execProtocolRawSync.bind(pglite);
  pglite.execProtocolRawSync = (message: Uint8Array) => {
    engineCalls++;
    return raw(message);
  };
  prepared = new PreparedPGlite(pglite);
  db = new Kysely<Tables>({ dialect: new PGliteDialect({ pglite: prepared }) });
  await sql`CREATE TABLE things (
    id serial PRIMARY KEY, name text UNIQUE, big bigint, price numeric, ok boolean, at timestamptz, day date,
    data jsonb, ids int[], tags text[], nothing text)`.execute(db);
});

afterEach(async () => {
  await db.destroy();
});

const thing = {
  name: 'Erwachsene',
  big: 9_007_199_254,
  price: 12.5,
  ok: true,
  at: new Date('2026-12-15T18:00:00.000Z'),
  day: '2026-12-15',
  data: JSON.stringify({ seats: ['A1', 'A2'], note: 'ä „ß“' }),
  ids: [3, 1, 2],
  tags: ['a b', 'c"d', 'e,f'],
  nothing: null,
};

describe('PreparedPGlite', () => {
  it("writes and reads every column type as PGlite's own query() does", async () => {
    const inserted = await db.insertInto('things').values(thing).returningAll().executeTakeFirstOrThrow();
    const own = await pglite.query<Record<string, unknown>>('SELECT * FROM things WHERE name = $1', ['Erwachsene']);
    expect(inserted).toEqual(own.rows[0]);
    expect(inserted).toMatchObject({ ...thing, day: new Date('2026-12-15T00:00:00.000Z'), data: JSON.parse(thing.data) });
    const updated = await db.updateTable('things').set({ ok: false }).where('id', '>', 0).executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
    expect(await db.selectFrom('things').select(['ok', 'day']).where('at', '=', thing.at).execute()).toEqual([{ ok: false, day: own.rows[0].day }]);
  });

  it('runs a statement it has prepared before in one call into the engine, where query() makes six', async () => {
    const select = (id: number) => db.selectFrom('things').selectAll().where('id', '=', id).execute();
    await select(1);
    engineCalls = 0;
    await select(2);
    expect(engineCalls).toBe(1);
    engineCalls = 0;
    await pglite.query('SELECT * FROM things WHERE id = $1', [2]);
    expect(engineCalls).toBe(6);
  });

  it('opens a transaction with its first statement and commits it in one more call into the engine', async () => {
    const insert = (name: string) => db.transaction().execute((tx) => tx.insertInto('things').values({ name }).execute());
    await insert('a');
    engineCalls = 0;
    await insert('b');
    expect(engineCalls).toBe(2);
    const failing = db.transaction().execute(async (tx) => {
      await tx.insertInto('things').values({ name: 'c' }).execute();
      await tx.insertInto('things').values({ name: 'a' }).execute();
    });
    await expect(failing).rejects.toMatchObject({ code: '23505' });
    await expect(db.transaction().execute(async () => 'nothing to do')).resolves.toBe('nothing to do');
    await expect(db.transaction().execute(() => Promise.reject(new Error('before any statement')))).rejects.toThrow('before any statement');
    const unprepared = await db.transaction().execute((tx) => sql<{ n: number }>`SELECT count(*)::int AS n FROM things WHERE name <> ${'x'}`.execute(tx));
    expect(unprepared.rows).toEqual([{ n: 2 }]);
    // No transaction was left open: a savepoint outside one is refused.
    await expect(pglite.query('SAVEPOINT left_open')).rejects.toMatchObject({ code: '25P01' });
  });

  it('refuses to commit a transaction whose statement failed, even when the failure was caught', async () => {
    const caught = db.transaction().execute(async (tx) => {
      await tx.insertInto('things').values({ name: 'a' }).execute();
      await sql`SELECT 1 / 0`.execute(tx).catch(() => undefined);
    });
    await expect(caught).rejects.toMatchObject({ cause: { code: '25P02' } });
    expect(await db.selectFrom('things').select('name').execute()).toEqual([]);
  });

  it('answers a kept statement with the new columns after a migration changed its table', async () => {
    await db.insertInto('things').values({ name: 'a' }).execute();
    const all = () => db.selectFrom('things').selectAll().execute();
    expect(Object.keys((await all())[0])).not.toContain('added');
    await sql`ALTER TABLE things ADD COLUMN added int DEFAULT 7`.execute(db);
    expect((await all())[0]).toMatchObject({ name: 'a', added: 7 });
  });

  it('keeps a bounded number of statements prepared in the engine', async () => {
    for (let n = 1; n <= 320; n++) await db.selectFrom('things').select(sql.lit(n).as('n')).execute();
    const { rows } = await pglite.query<{ n: number }>('SELECT count(*) AS n FROM pg_prepared_statements');
    expect(rows[0].n).toBeLessThanOrEqual(300);
    // With the cache full, a transaction's first statement is new: it evicts one, beside its pending BEGIN.
    await db.transaction().execute((tx) => tx.insertInto('things').values({ name: 'kept' }).execute());
    const failing = db.transaction().execute(async (tx) => {
      await tx.selectFrom('things').select(sql.lit(321).as('n')).execute();
      await tx.insertInto('things').values({ name: 'rolled back' }).execute();
      throw new Error('the buyer left');
    });
    await expect(failing).rejects.toThrow('the buyer left');
    expect(await db.selectFrom('things').select('name').execute()).toEqual([{ name: 'kept' }]);
    await expect(pglite.query('SAVEPOINT left_open')).rejects.toMatchObject({ code: '25P01' });
  });

  it("keeps an error's code, rolls its transaction back and stays usable", async () => {
    await db.insertInto('things').values({ name: 'a' }).execute();
    const twice = db.transaction().execute(async (tx) => {
      await tx.insertInto('things').values({ name: 'b' }).execute();
      await tx.insertInto('things').values({ name: 'a' }).execute();
    });
    await expect(twice).rejects.toMatchObject({ code: '23505' });
    expect(await db.selectFrom('things').select('name').execute()).toEqual([{ name: 'a' }]);
    await expect(sql`SELECT nonsense FROM things`.execute(db)).rejects.toMatchObject({ code: '42703' });
    expect(await db.selectFrom('things').select('name').execute()).toEqual([{ name: 'a' }]);
  });

  it('lets the event loop turn while queries keep coming, so a server still accepts connections and reads sockets', async () => {
    // PGlite answers in microtasks: without a pause, a busy chain of queries holds the event loop for its
    // whole length, and Node accepts at most one new connection per turn.
    let turns = 0;
    let ticking = true;
    const tick = () => {
      turns++;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const started = performance.now();
    while (performance.now() - started < 300) await db.selectFrom('things').select('id').execute();
    ticking = false;
    // 300 ms of queries with a turn at least every 10 ms of them.
    expect(turns).toBeGreaterThanOrEqual(10);
  });

  it('turns the event loop sooner while new connections keep coming, so a burst of them is accepted quickly', async () => {
    // 200 buyers connecting at once under full load: one accepted per turn of 10 ms and more, the last after
    // up to 2 s (issue 13). The server tells the budget of every accepted connection, here one per turn.
    const turnsDuringQueries = async (connecting: boolean) => {
      let turns = 0;
      let ticking = true;
      const tick = () => {
        turns++;
        if (connecting) prepared.connectionAccepted();
        if (ticking) setImmediate(tick);
      };
      setImmediate(tick);
      const started = performance.now();
      while (performance.now() - started < 200) await db.selectFrom('things').select('id').execute();
      ticking = false;
      return turns;
    };
    const calm = await turnsDuringQueries(false);
    const connecting = await turnsDuringQueries(true);
    expect(connecting).toBeGreaterThanOrEqual(3 * calm);
  });
});
