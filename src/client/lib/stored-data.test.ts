import { describe, expect, it } from 'vitest';

// Fresh modules per test: the answer is kept per page load.
const fresh = async () => {
  const { vi } = await import('vitest');
  vi.resetModules();
  return import('./stored-data');
};

describe('stored data on this device', () => {
  it('finds nothing on a first visit, without loading the database code', async () => {
    const stored = await fresh();
    expect(await stored.checkStoredData()).toBe('none');
    expect((await indexedDB.databases()).map((database) => database.name)).not.toContain(stored.DATABASE_NAME);
  });

  it("finds a cart or consent the spec's localStorage keys hold (the database imports them on its first start)", async () => {
    localStorage.setItem('cookie_consent_v2', JSON.stringify({ essential: true, statistics: false, marketing: false }));
    try {
      expect(await (await fresh()).checkStoredData()).toBe('some');
    } finally {
      localStorage.clear();
    }
  });

  it('finds the database once it exists, and switches to it as soon as the database code loads', async () => {
    const stored = await fresh();
    expect(await stored.checkStoredData()).toBe('none');
    const { db } = await import('./db');
    expect(await stored.checkStoredData()).toBe('some');
    await db.open();
    const again = await fresh();
    expect(await again.checkStoredData()).toBe('some');
  });
});
