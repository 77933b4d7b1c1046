import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../tests/helpers/test-app';
import { cached, cachedByKey } from './cached';
import { announceChange, openChangeFeed } from './change-feed';
import type { Db } from './database';

const log = { warn: () => undefined };
const opened: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const close of opened.splice(0)) await close();
});

/** A database with its change feed open, as the app has it (the feed LISTENs on its own connection). */
async function appDb() {
  const db = await freshDatabase();
  const feed = await openChangeFeed(db, log);
  opened.push(async () => {
    await feed.close();
    await db.destroy();
  });
  return { db, feed };
}

function counted<T>(values: T[]) {
  let loads = 0;
  return { load: async () => values[Math.min(loads++, values.length - 1)], loads: () => loads };
}

describe('cached', () => {
  it('loads once for many readers and again after a change to one of its topics', async () => {
    const { db } = await appDb();
    const source = counted(['alt', 'neu']);
    const read = cached({ topics: ['catalog'] }, source.load);
    expect(await Promise.all([read(db), read(db), read(db)])).toEqual(['alt', 'alt', 'alt']);
    await announceChange(db, 'configuration');
    expect(await read(db)).toBe('alt');
    expect(source.loads()).toBe(1);
    await announceChange(db, 'catalog');
    expect(await read(db)).toBe('neu');
    expect(source.loads()).toBe(2);
  });

  it('never keeps what a load read while a write was committing', async () => {
    const { db } = await appDb();
    let release: (value: string) => void = () => undefined;
    let loads = 0;
    const read = cached({ topics: ['catalog'] }, () => {
      loads++;
      return loads === 1 ? new Promise<string>((resolve) => (release = resolve)) : Promise.resolve('neu');
    });
    const during = read(db);
    await announceChange(db, 'catalog');
    release('alt');
    expect(await during).toBe('alt');
    expect(await read(db)).toBe('neu');
  });

  it('drops a value older than its maximum age, by the clock the caller passes', async () => {
    const { db } = await appDb();
    const source = counted([1, 2]);
    const read = cached({ topics: ['catalog'], maxAgeMs: 1000 }, source.load);
    const start = new Date('2026-03-01T10:00:00Z');
    expect(await read(db, start)).toBe(1);
    expect(await read(db, new Date(start.getTime() + 999))).toBe(1);
    expect(await read(db, new Date(start.getTime() + 1000))).toBe(2);
  });

  it('peeks at a value only while it is in memory and current, and never loads one', async () => {
    const { db } = await appDb();
    const source = counted(['alt', 'neu']);
    const read = cached({ topics: ['catalog'], maxAgeMs: 1000 }, source.load);
    const at = (ms: number) => new Date(Date.UTC(2026, 10, 24, 18, 30) + ms);
    expect(read.peek(db, at(0))).toBeUndefined();
    expect(await read(db, at(0))).toBe('alt');
    expect(await read.peek(db, at(999))).toBe('alt');
    expect(read.peek(db, at(1000))).toBeUndefined();
    await announceChange(db, 'catalog');
    expect(read.peek(db, at(10))).toBeUndefined();
    expect(source.loads()).toBe(1);
    expect(read.peek({ isTransaction: false } as unknown as Db)).toBeUndefined();
  });

  it('keeps no failed load, and reads through without an open feed', async () => {
    const { db, feed } = await appDb();
    let loads = 0;
    const read = cached({ topics: ['catalog'] }, async () => {
      if (++loads === 1) throw new Error('Datenbank weg');
      return loads;
    });
    await expect(read(db)).rejects.toThrow('Datenbank weg');
    expect(await read(db)).toBe(2);
    expect(await read(db)).toBe(2);
    await feed.close();
    expect(await read(db)).toBe(3);
  });

  it('refuses an announcement from inside a transaction, before the commit', async () => {
    const trx = { isTransaction: true } as unknown as Db;
    await expect(announceChange(trx, 'catalog')).rejects.toThrow(/after the commit/);
  });
});

describe('cached, answering while it reloads', () => {
  const at = (ms: number) => new Date(Date.UTC(2026, 10, 28, 18, 30) + ms);

  it('answers with the old value past its age while one reload runs, then with the new one', async () => {
    const { db } = await appDb();
    let release: (value: string) => void = () => undefined;
    let loads = 0;
    const read = cached({ topics: ['catalog'], maxAgeMs: 1000, staleWhileReloadingMs: 4000 }, () => {
      loads++;
      return loads === 1 ? Promise.resolve('alt') : new Promise<string>((resolve) => (release = resolve));
    });
    expect(await read(db, at(0))).toBe('alt');
    // Its age is up: the readers do not wait for the reload, and only one reload starts.
    expect(await Promise.all([read(db, at(1500)), read(db, at(1600)), read(db, at(1700))])).toEqual(['alt', 'alt', 'alt']);
    expect(loads).toBe(2);
    release('neu');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await read(db, at(1800))).toBe('neu');
    expect(loads).toBe(2);
  });

  it('waits for a fresh value once the old one is too old even for that, and after a change of its topic', async () => {
    const { db } = await appDb();
    const source = counted(['alt', 'neu', 'neuer']);
    const read = cached({ topics: ['catalog'], maxAgeMs: 1000, staleWhileReloadingMs: 4000 }, source.load);
    expect(await read(db, at(0))).toBe('alt');
    expect(await read(db, at(5000))).toBe('neu');
    await announceChange(db, 'catalog');
    expect(await read(db, at(5001))).toBe('neuer');
  });

  it('keeps answering with the old value when a reload fails, and tries again on the next read', async () => {
    const { db } = await appDb();
    let loads = 0;
    const read = cached({ topics: ['catalog'], maxAgeMs: 1000, staleWhileReloadingMs: 4000 }, async () => {
      loads++;
      if (loads === 2) throw new Error('Datenbank weg');
      return `stand ${loads}`;
    });
    expect(await read(db, at(0))).toBe('stand 1');
    expect(await read(db, at(1500))).toBe('stand 1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await read(db, at(1600))).toBe('stand 1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await read(db, at(1700))).toBe('stand 3');
    expect(loads).toBe(3);
  });

  it('keeps answering with the old value when a reload brings one it does not keep, and tries again', async () => {
    const { db } = await appDb();
    const source = counted(['seite', 'fehler', 'neue seite']);
    const read = cachedByKey(
      { topics: ['catalog'], maxAgeMs: 1000, staleWhileReloadingMs: 4000, maxEntries: 10, keep: (value: string) => value !== 'fehler' },
      source.load,
    );
    expect(await read(db, '/event/musical', at(0))).toBe('seite');
    expect(await read(db, '/event/musical', at(1500))).toBe('seite');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await read(db, '/event/musical', at(1600))).toBe('seite');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await read(db, '/event/musical', at(1700))).toBe('neue seite');
    expect(source.loads()).toBe(3);
  });
});
