import type { AdmissionEvent, ScanMethod, ScanResponse } from '../../../shared/api/checkin';
import { serverVerdict, type Verdict } from '../../../shared/domain/checkin-verdict';
import { classifyScan, type TicketClaims } from '../../../shared/domain/ticket-code';
import { type DoorContext, verdictContext } from './door';
import { ApiError } from '../../lib/api-client';
import type { KioskApi } from './kiosk-api';
import type { KioskDatabase, KioskTicketRow } from './kiosk-db';
import { mergeTickets } from './ticket-store';

/** How long an online door waits for the server's verdict before it decides alone (issue 12). */
export const ONLINE_SCAN_TIMEOUT_MS = 1500;
/** A broken admission stream is opened again after this pause. */
export const FEED_RETRY_MS = 2000;

export interface OnlineScan {
  nonce: string;
  method: ScanMethod;
  code: string | null;
  claims: Pick<TicketClaims, 'ticketId' | 'performanceId' | 'categoryId'>;
}

/** The claims of a scanned code worth asking the server about: genuine, or signed by a key not on the device yet. */
export function onlineClaims(door: DoorContext, code: string): OnlineScan['claims'] | null {
  const reading = classifyScan(code, door.keys);
  return reading.kind === 'genuine' || reading.kind === 'unknown-key' ? reading.claims : null;
}

/**
 * Asks the server to decide a scan. The answer is stored as the device stores its own (the scan already
 * uploaded, the ticket with the server's earliest admission) and worded as a verdict. Null when offline,
 * slower than the timeout or failing: the caller then decides alone, under the same nonce, so the scan
 * is never counted twice.
 */
export async function decideOnline(
  db: KioskDatabase,
  api: KioskApi,
  door: DoorContext,
  scan: OnlineScan,
  now = new Date(),
  timeoutMs = ONLINE_SCAN_TIMEOUT_MS,
): Promise<Verdict | null> {
  if (typeof navigator !== 'undefined' && !navigator.onLine) return null;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let answer: ScanResponse;
  try {
    answer = await api.scan(
      {
        device_id: door.device.id,
        device_name: door.device.name,
        performance_id: door.performanceId,
        scan: { nonce: scan.nonce, code: scan.code, ticket_id: scan.code ? null : scan.claims.ticketId, method: scan.method, scanned_at: now.toISOString() },
      },
      controller.signal,
    );
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
  return db.transaction('rw', [db.kioskTickets, db.kioskRevoked, db.kioskScans, db.kioskShows], async () => {
    // The server's counters include this scan (a re-entry counts at once).
    await db.kioskShows.update(door.performanceId, { counters: answer.counters });
    // A ticket for another night is not part of this performance's list.
    if (answer.ticket && answer.performance_id === null) await mergeTickets(db, door.performanceId, [answer.ticket]);
    const row: KioskTicketRow | undefined = answer.ticket ? await db.kioskTickets.get(answer.ticket.id) : undefined;
    // The synced revocation list knows why (a reversed payment): the door says it online too.
    const revocation = answer.verdict === 'cancelled' && row ? ((await db.kioskRevoked.get(row.id)) ?? true) : answer.verdict === 'cancelled';
    const verdict = serverVerdict(answer.verdict, scan.claims, row, verdictContext(door, row, revocation));
    await db.kioskScans.add({
      nonce: scan.nonce,
      performanceId: door.performanceId,
      ticketId: verdict.ticketId,
      code: scan.code,
      method: scan.method,
      verdict: verdict.key,
      scannedAt: now.toISOString(),
      state: 1,
      attempts: 0,
    });
    return verdict;
  });
}

/** An admission pushed from another door (or a door sale): into the local list, so counters and verdicts know it. */
export async function applyAdmission(db: KioskDatabase, event: AdmissionEvent): Promise<void> {
  await mergeTickets(db, event.performance_id, event.tickets);
  await db.kioskShows.update(event.performance_id, { counters: event.counters });
}

/**
 * Follows the performance's admission stream while the door is open, reconnecting after each break.
 * `onServerBack` runs when the server is reachable again after a break (the stream is open again, or the
 * server hears admissions again after its database was away): the door uploads its offline scans at once,
 * not on the next minute, so another door does not admit a ticket this one already admitted.
 */
export async function followAdmissions(
  db: KioskDatabase,
  api: KioskApi,
  performanceId: number,
  signal: AbortSignal,
  onServerBack: () => void = () => {},
  retryMs = FEED_RETRY_MS,
): Promise<void> {
  let broken = false;
  while (!signal.aborted) {
    try {
      await api.admissions(
        performanceId,
        {
          admission: (event) => void applyAdmission(db, event),
          ready: () => {
            if (broken) onServerBack();
            broken = false;
          },
          feed: (live) => {
            if (live && broken) onServerBack();
            broken = !live;
          },
        },
        signal,
      );
    } catch (error) {
      // The session ended: the app signs out (api-client), and this door closes with it.
      if (error instanceof ApiError && error.status === 401) return;
      // Offline or the server restarting: try again shortly.
    }
    broken = true;
    if (signal.aborted) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, retryMs);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
