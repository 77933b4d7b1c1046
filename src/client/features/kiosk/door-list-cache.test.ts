import { describe, expect, it } from 'vitest';
import { FakeCacheStorage } from '../../../../tests/helpers/fake-cache-storage';
import { keepDoorList, storedDoorList } from './door-list-cache';

describe('the kiosk keeps the last door list', () => {
  it('opens the copy it kept, per performance, the newest one', async () => {
    const storage = new FakeCacheStorage().asCacheStorage();
    expect(await storedDoorList(7, storage)).toBeNull();
    await keepDoorList(7, new Blob(['%PDF-alt'], { type: 'application/pdf' }), new Date('2026-11-28T17:00:00Z'), storage);
    await keepDoorList(7, new Blob(['%PDF-neu'], { type: 'application/pdf' }), new Date('2026-11-28T18:00:00Z'), storage);
    await keepDoorList(8, new Blob(['%PDF-andere'], { type: 'application/pdf' }), new Date('2026-11-28T18:05:00Z'), storage);
    const kept = await storedDoorList(7, storage);
    expect(await kept?.blob.text()).toBe('%PDF-neu');
    expect(kept?.savedAt.toISOString()).toBe('2026-11-28T18:00:00.000Z');
    expect(await storedDoorList(9, storage)).toBeNull();
  });

  it('says so when the device keeps nothing', async () => {
    expect(await keepDoorList(7, new Blob(['x']), new Date(), undefined)).toBe(false);
  });
});
