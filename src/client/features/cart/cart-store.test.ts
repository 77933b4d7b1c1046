import { liveQuery } from 'dexie';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartLine, CartState } from '../../../shared/domain/cart';
import { cartLine } from '../../../shared/domain/cart-line.fixture';
import { db, ShopDatabase } from '../../lib/db';
import { addCartLines, clearCart, readCart, removeCartItem, setCartDonation, setCartItemQuantity } from './cart-store';

const adult = cartLine({ performanceId: 3 });
const child: CartLine = { ...adult, type: 'Kinder', price: 3, quantity: 1, categoryId: 2 };

beforeEach(async () => {
  localStorage.clear();
  await db.delete();
  await db.open();
});
afterEach(() => localStorage.clear());

const mirror = () => ({
  items: JSON.parse(localStorage.getItem('cartItems') ?? 'null'),
  donation: localStorage.getItem('cartDonation'),
});

describe('the cart store', () => {
  it('adds lines and merges the same event, type and date', async () => {
    await addCartLines([adult, child]);
    await addCartLines([{ ...adult, quantity: 3 }]);
    const cart = await readCart();
    expect(cart.items.map((item) => [item.id, item.type, item.quantity])).toEqual([
      [0, 'Erwachsene', 5],
      [1, 'Kinder', 1],
    ]);
  });

  it('keeps another date apart', async () => {
    await addCartLines([adult, { ...adult, date: '2025-07-09T17:00:00.000Z', performanceId: 4 }]);
    expect((await readCart()).items).toHaveLength(2);
  });

  it('clamps quantity and donation by the spec §5 rules', async () => {
    await addCartLines([{ ...adult, quantity: 399 }, adult]);
    expect((await readCart()).items[0].quantity).toBe(400);
    await setCartItemQuantity(0, 'abc');
    expect((await readCart()).items[0].quantity).toBe(1);
    await setCartItemQuantity(0, '0');
    expect((await readCart()).items[0].quantity).toBe(1);
    await setCartDonation('5,5');
    expect((await readCart()).donation).toBe(5.5);
    await setCartDonation('-3');
    expect((await readCart()).donation).toBe(0);
    await setCartDonation('abc');
    expect((await readCart()).donation).toBe(0);
  });

  it('mirrors every change to cartItems and cartDonation', async () => {
    await addCartLines([adult]);
    expect(mirror().items).toEqual([{ ...adult, id: 0 }]);
    expect(mirror().donation).toBe('0');
    await setCartDonation('2,50');
    expect(mirror().donation).toBe('2.5');
    await removeCartItem(0);
    expect(mirror().items).toEqual([]);
    await addCartLines([child]);
    await clearCart();
    expect(mirror()).toEqual({ items: [], donation: '0' });
    expect(await readCart()).toEqual({ items: [], donation: 0 });
  });

  it('imports a cart found only under the localStorage keys on first start', async () => {
    localStorage.setItem('cartItems', JSON.stringify([{ id: 7, title: 'Alt', date: '2024-09-19', type: 'Kind', price: 3, quantity: 2 }]));
    localStorage.setItem('cartDonation', '4');
    localStorage.setItem('cookie_consent_v2', JSON.stringify({ essential: true, statistics: true, marketing: false }));
    const fresh = new ShopDatabase('import-test');
    try {
      expect(await fresh.cartItems.toArray()).toMatchObject([{ id: 7, title: 'Alt', type: 'Kind', quantity: 2 }]);
      expect(await fresh.cartMeta.get('donation')).toEqual({ key: 'donation', value: 4 });
      expect(await fresh.consent.get('current')).toMatchObject({ essential: true, statistics: true, marketing: false });
    } finally {
      await fresh.delete();
    }
  });

  it('does not import again once the database exists', async () => {
    await addCartLines([adult]);
    localStorage.setItem('cartItems', JSON.stringify([{ id: 9, title: 'Fremd', date: 'x', type: 'Kind', price: 1, quantity: 1 }]));
    db.close();
    await db.open();
    expect((await readCart()).items.map((item) => item.title)).toEqual(['Zeitsprung']);
  });

  it('updates a live query when another connection (another tab) changes the cart', async () => {
    const seen: CartState[] = [];
    const subscription = liveQuery(readCart).subscribe((cart) => seen.push(cart));
    const otherTab = new ShopDatabase();
    try {
      await otherTab.cartItems.add({ ...adult, id: 0 });
      await expect.poll(() => seen.at(-1)?.items.length).toBe(1);
    } finally {
      subscription.unsubscribe();
      otherTab.close();
    }
  });
});
