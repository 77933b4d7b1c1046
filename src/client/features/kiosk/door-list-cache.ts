/**
 * The last door list (PDF) this kiosk downloaded, per performance, kept in the browser's CacheStorage so it
 * opens without a connection (issue 42 item 3). The one module that touches this cache.
 */
export const DOOR_LIST_CACHE = 'kiosk-door-lists';

const keyOf = (performanceId: number) => `/kiosk-door-list/${performanceId}.pdf`;

/** CacheStorage exists only in secure contexts (https, localhost). */
function deviceCaches(): CacheStorage | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}

export interface StoredDoorList {
  blob: Blob;
  savedAt: Date;
}

/** Keeps this copy, replacing the one before; false when the device has no CacheStorage. */
export async function keepDoorList(performanceId: number, blob: Blob, savedAt: Date, storage = deviceCaches()): Promise<boolean> {
  if (!storage) return false;
  const cache = await storage.open(DOOR_LIST_CACHE);
  // The bytes, not the Blob: a Response takes them from any realm's Blob alike.
  await cache.put(
    keyOf(performanceId),
    new Response(await blob.arrayBuffer(), { headers: { 'Content-Type': 'application/pdf', 'X-Saved-At': savedAt.toISOString() } }),
  );
  return true;
}

/** The copy kept for this performance, or null. */
export async function storedDoorList(performanceId: number, storage = deviceCaches()): Promise<StoredDoorList | null> {
  if (!storage || !(await storage.has(DOOR_LIST_CACHE))) return null;
  const response = await (await storage.open(DOOR_LIST_CACHE)).match(keyOf(performanceId));
  if (!response) return null;
  const savedAt = new Date(response.headers.get('X-Saved-At') ?? 0);
  return { blob: await response.blob(), savedAt };
}
