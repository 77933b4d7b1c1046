import type { KioskDevice } from './device';
import type { KioskApi } from './kiosk-api';
import type { KioskDatabase } from './kiosk-db';
import { uploadDoorActions } from './door-actions-outbox';
import { type DoorListsApi, refreshDoorLists } from './door-lists';
import { stopReason, type UploadStop, uploadSales, uploadScans } from './outbox';
import { mergeTickets, storeSyncHeader } from './ticket-store';

export const SYNC_PAGE = 2500;
/** Sync every minute while online (issue 8); warn when the last one is older than ten minutes. */
export const SYNC_INTERVAL_MS = 60_000;
export const STALE_AFTER_MS = 10 * 60_000;

export type Progress = (done: number, total: number) => void;

/**
 * Fetches the performance's ticket list into Dexie page by page. With a cursor from an earlier complete
 * sync only what changed comes; the new cursor is stored only once every page is in.
 */
export async function syncPerformance(db: KioskDatabase, api: KioskApi, performanceId: number, onProgress: Progress = () => {}, now = () => new Date()) {
  const show = await db.kioskShows.get(performanceId);
  const since = show?.cursor;
  let after = 0;
  let fetched = 0;
  let cursor: string | null = null;
  for (;;) {
    const page = await api.sync({ performance_id: performanceId, since, after, limit: SYNC_PAGE });
    if (cursor === null) {
      cursor = page.cursor;
      await storeSyncHeader(db, page);
    }
    await mergeTickets(db, performanceId, page.tickets);
    fetched += page.tickets.length;
    onProgress(fetched, Math.max(page.total, fetched));
    if (page.next_after === null) break;
    after = page.next_after;
  }
  await db.kioskShows.update(performanceId, { cursor: cursor ?? undefined, lastSyncAt: now().toISOString() });
  return { fetched };
}

export interface CycleResult {
  scans: number;
  sales: number;
  /** Guests admitted and reservations paid at this door, sent now. */
  actions: number;
  fetched: number;
  stopped: UploadStop;
}

/**
 * One sync: door sales first (so the box-office remainder is right), then the guest list's admissions and
 * reservations paid, then scans, then the ticket list, and last the guest list and reservations (issue 42).
 */
export async function syncCycle(
  db: KioskDatabase,
  api: KioskApi,
  device: KioskDevice,
  performanceId: number,
  onProgress?: Progress,
  lists?: DoorListsApi,
): Promise<CycleResult> {
  const result: CycleResult = { scans: 0, sales: 0, actions: 0, fetched: 0, stopped: null };
  const sales = await uploadSales(db, api, device);
  result.sales = sales.uploaded;
  if (sales.stopped) return { ...result, stopped: sales.stopped };
  if (lists) {
    const actions = await uploadDoorActions(db, lists, device);
    result.actions = actions.uploaded;
    if (actions.stopped) return { ...result, stopped: actions.stopped };
  }
  const scans = await uploadScans(db, api, device);
  result.scans = scans.uploaded;
  if (scans.stopped) return { ...result, stopped: scans.stopped };
  result.fetched = (await syncPerformance(db, api, performanceId, onProgress)).fetched;
  if (lists) {
    try {
      await refreshDoorLists(db, lists, performanceId);
    } catch (error) {
      const reason = stopReason(error);
      // A list the server refuses for good is left as it was; the rest of the sync stands.
      if (reason !== 'refused') return { ...result, stopped: reason };
    }
  }
  return result;
}

export function isStale(lastSyncAt: string | undefined, now: Date): boolean {
  return !lastSyncAt || now.getTime() - new Date(lastSyncAt).getTime() > STALE_AFTER_MS;
}
