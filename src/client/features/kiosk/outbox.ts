import type { BoxOfficeState } from '../../../shared/api/checkin';
import { ApiError } from '../../lib/api-client';
import type { KioskDevice } from './device';
import type { KioskApi } from './kiosk-api';
import type { KioskDatabase, KioskScanRow } from './kiosk-db';
import { mergeTickets } from './ticket-store';

export const UPLOAD_BATCH = 500;

/** Why an upload stopped early: no network, the session is gone, or the server failed (retry later). */
export type UploadStop = 'offline' | 'auth' | 'server' | null;

export interface UploadResult {
  uploaded: number;
  stopped: UploadStop;
}

/** Sorts a failed call: retry later (offline, auth, server) or refused for good. */
export function stopReason(error: unknown): UploadStop | 'refused' {
  if (!(error instanceof ApiError)) throw error;
  if (error.offline) return 'offline';
  if (error.status === 401 || error.status === 403) return 'auth';
  if (error.status >= 500 || error.status === 429) return 'server';
  return 'refused';
}

export function waitingScans(db: KioskDatabase) {
  return db.kioskScans.where('state').equals(0).count();
}

export function waitingSales(db: KioskDatabase) {
  return db.kioskSales.where('state').equals('pending').count();
}

/**
 * Uploads waiting scans in batches, oldest first, each scan with its nonce (a batch that reached the
 * server but whose answer was lost is simply sent again). What the server answers about the touched
 * tickets, including other devices' admissions, is merged into the local list.
 */
export async function uploadScans(db: KioskDatabase, api: KioskApi, device: KioskDevice): Promise<UploadResult> {
  let uploaded = 0;
  for (;;) {
    const waiting = await db.kioskScans
      .where('state')
      .equals(0)
      .limit(UPLOAD_BATCH * 5)
      .toArray();
    if (waiting.length === 0) return { uploaded, stopped: null };
    const performanceId = waiting[0].performanceId;
    const batch = waiting
      .filter((scan) => scan.performanceId === performanceId)
      .sort((a, b) => a.scannedAt.localeCompare(b.scannedAt))
      .slice(0, UPLOAD_BATCH);
    try {
      const answer = await api.upload({
        device_id: device.id,
        device_name: device.name,
        performance_id: performanceId,
        scans: batch.map((scan) => ({
          nonce: scan.nonce,
          code: scan.code,
          ticket_id: scan.code ? null : scan.ticketId,
          method: scan.method,
          verdict: scan.verdict,
          scanned_at: scan.scannedAt,
        })),
      });
      const readings = new Map(answer.scans.map((reading) => [reading.nonce, reading]));
      await db.kioskScans.bulkUpdate(
        batch.map((scan) => ({ key: scan.nonce, changes: { state: 1, duplicate: readings.get(scan.nonce)?.duplicate ?? false } as Partial<KioskScanRow> })),
      );
      await mergeTickets(db, performanceId, answer.tickets);
      await db.kioskShows.update(performanceId, { counters: answer.counters });
      uploaded += batch.length;
    } catch (error) {
      const reason = stopReason(error);
      if (reason !== 'refused') {
        await db.kioskScans.bulkUpdate(batch.map((scan) => ({ key: scan.nonce, changes: { attempts: scan.attempts + 1 } })));
        return { uploaded, stopped: reason };
      }
      // The server will never take this batch (e.g. its performance is gone): keep it on record, move on.
      await db.kioskScans.bulkUpdate(batch.map((scan) => ({ key: scan.nonce, changes: { state: 2 } as Partial<KioskScanRow> })));
    }
  }
}

/**
 * Sends waiting door sales one by one with their nonces; the server creates each order exactly once.
 * A sale the box-office quota could not hold is marked refused with the server's message.
 */
export async function uploadSales(db: KioskDatabase, api: KioskApi, device: KioskDevice): Promise<UploadResult> {
  const waiting = await db.kioskSales.where('state').equals('pending').toArray();
  waiting.sort((a, b) => a.soldAt.localeCompare(b.soldAt));
  let uploaded = 0;
  for (const sale of waiting) {
    try {
      const answer = await api.sell({
        device_id: device.id,
        device_name: device.name,
        nonce: sale.nonce,
        performance_id: sale.performanceId,
        lines: sale.lines,
        sold_at: sale.soldAt,
        offline: sale.offline,
        ...(sale.seats?.length ? { seats: sale.seats } : {}),
      });
      await db.kioskSales.update(sale.nonce, { state: 'done', orderId: answer.order_id });
      await db.kioskShows.update(sale.performanceId, { boxOffice: answer.box_office });
      uploaded += 1;
    } catch (error) {
      const reason = stopReason(error);
      if (reason !== 'refused') {
        await db.kioskSales.update(sale.nonce, { attempts: sale.attempts + 1 });
        return { uploaded, stopped: reason };
      }
      const message = error instanceof ApiError ? error.message : 'Vom Server abgelehnt.';
      await db.kioskSales.update(sale.nonce, { state: 'rejected', message });
      const boxOffice = error instanceof ApiError ? (error.body?.box_office as BoxOfficeState | undefined) : undefined;
      if (boxOffice) await db.kioskShows.update(sale.performanceId, { boxOffice });
    }
  }
  return { uploaded, stopped: null };
}
