import Dexie from 'dexie';
import { describe, expect, it } from 'vitest';
import { ShopDatabase } from './db';

describe('the Dexie schema upgrade', () => {
  it('keeps the cart and consent written by schema version 1', async () => {
    const name = `upgrade-${Math.random()}`;
    // Version 1 exactly as it shipped with the shop.
    const previous = new Dexie(name);
    previous.version(1).stores({ cartItems: 'id', cartMeta: 'key', consent: 'key' });
    await previous.table('cartItems').add({ id: 1, title: 'Zeitsprung', date: '2026-12-12', type: 'Kinder', price: 3, quantity: 2 });
    await previous.table('cartMeta').put({ key: 'donation', value: 5.5 });
    await previous.table('consent').put({ key: 'current', essential: true, statistics: true, marketing: false, savedAt: 'x' });
    previous.close();

    const current = new ShopDatabase(name);
    await current.open();
    expect(current.verno).toBeGreaterThan(1);
    expect(await current.cartItems.toArray()).toEqual([{ id: 1, title: 'Zeitsprung', date: '2026-12-12', type: 'Kinder', price: 3, quantity: 2 }]);
    expect(await current.cartMeta.get('donation')).toEqual({ key: 'donation', value: 5.5 });
    expect((await current.consent.get('current'))?.statistics).toBe(true);
    await current.readQueue.put({ key: 'k', user: 'anna', path: 'p', query: {}, queuedAt: 'now' });
    expect(await current.readQueue.count()).toBe(1);
    current.close();
  });

  it('drops stored reads and queued reads whose key held the session token (version 4)', async () => {
    const name = `upgrade-${Math.random()}`;
    const previous = new Dexie(name);
    previous.version(1).stores({ cartItems: 'id', cartMeta: 'key', consent: 'key' });
    previous.version(2).stores({ readCache: 'key, user', readQueue: 'key, user' });
    const row = (key: string) => ({ key, user: 'anna', path: key.split('|')[1].split('?')[0], query: {}, data: 1, fetchedAt: 'x', queuedAt: 'x' });
    await previous.table('readCache').bulkAdd([row('anna|accounts/permissions/check_all.php?session_token=secret'), row('anna|orders/fetch.php?')]);
    await previous.table('readQueue').add(row('anna|accounts/get_by_session.php?session_token=secret'));
    previous.close();

    const current = new ShopDatabase(name);
    await current.open();
    expect((await current.readCache.toArray()).map((r) => r.key)).toEqual(['anna|orders/fetch.php?']);
    expect(await current.readQueue.count()).toBe(0);
    expect(await current.signOutQueue.count()).toBe(0);
    current.close();
  });
});
