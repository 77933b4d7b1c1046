import type { ScanMethod } from '../../../shared/api/checkin';
import {
  decideCode,
  decideTicket,
  type LocalTicket,
  MISREAD,
  type ScanOutcome,
  type Verdict,
  type VerdictContext,
} from '../../../shared/domain/checkin-verdict';
import { withoutControlChars } from '../../../shared/domain/control-chars';
import { isUnreadable, type PublicKeyEntry, readTicketCode } from '../../../shared/domain/ticket-code';
import { type KioskDevice, newNonce } from './device';
import type { KioskDatabase, KioskShowRow, KioskTicketRow } from './kiosk-db';

/** What a verdict needs besides the ticket itself, loaded once after each sync. */
export interface DoorContext {
  performanceId: number;
  device: KioskDevice;
  keys: PublicKeyEntry[];
  shows: Map<number, KioskShowRow>;
}

function decodeKey(text: string): Uint8Array {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export async function loadDoorContext(db: KioskDatabase, performanceId: number, device: KioskDevice): Promise<DoorContext> {
  const [keys, shows] = await Promise.all([db.kioskKeys.toArray(), db.kioskShows.toArray()]);
  return {
    performanceId,
    device,
    keys: keys.map((key) => ({ id: key.id, key: decodeKey(key.publicKey) })),
    shows: new Map(shows.map((show) => [show.id, show])),
  };
}

function localTicket(row: KioskTicketRow | undefined): LocalTicket | undefined {
  return row && { ...row };
}

/** Whether the revocation list names the ticket, and why (a reversed payment, a refund). */
export type Revocation = boolean | { reason?: string | null };

export function verdictContext(door: DoorContext, row: KioskTicketRow | undefined, revoked: Revocation): VerdictContext {
  const categories = door.shows.get(door.performanceId)?.categories ?? [];
  return {
    performanceId: door.performanceId,
    publicKeys: door.keys,
    ticket: (id) => (row?.id === id ? localTicket(row) : undefined),
    isRevoked: () => Boolean(revoked),
    revocationReason: () => (typeof revoked === 'object' ? (revoked.reason ?? null) : null),
    categoryName: (id) => categories.find((c) => c.id === id)?.name,
    // The setting as of the last sync, so the door decides a re-entry alone while offline.
    reentry: door.shows.get(door.performanceId)?.reentryAllowed === true,
    performance: (id) => {
      const show = door.shows.get(id);
      return show ? { eventTitle: show.eventTitle, startsAt: show.startsAt } : undefined;
    },
  };
}

/**
 * Decides a scan and writes it in one transaction: the scan joins the outbox and, when it admits, the
 * ticket is marked at once, so the next scan of the same code already says 'Bereits eingecheckt' and
 * nothing is lost if the browser dies a moment later.
 */
async function record(
  db: KioskDatabase,
  door: DoorContext,
  ticketId: number | null,
  decide: (ctx: (row: KioskTicketRow | undefined, revoked: Revocation) => VerdictContext, row: KioskTicketRow | undefined, revoked: Revocation) => Verdict,
  scan: { code: string | null; method: ScanMethod; categoryId?: number; nonce?: string },
  now: Date,
): Promise<Verdict> {
  return db.transaction('rw', [db.kioskTickets, db.kioskRevoked, db.kioskScans], async () => {
    const row = ticketId === null ? undefined : await db.kioskTickets.get(ticketId);
    const revoked = ticketId === null ? false : ((await db.kioskRevoked.get(ticketId)) ?? false);
    const verdict = decide((r, rev) => verdictContext(door, r, rev), row, revoked);
    const scannedAt = now.toISOString();
    await db.kioskScans.add({
      nonce: scan.nonce ?? newNonce(),
      performanceId: door.performanceId,
      ticketId: verdict.ticketId,
      code: scan.code,
      method: scan.method,
      verdict: verdict.key,
      scannedAt,
      state: 0,
      attempts: 0,
    });
    // A guest coming back in is counted on the ticket; the first admission stays as it was.
    if (verdict.key === 'reentry' && row) await db.kioskTickets.update(row.id, { checkins: row.checkins + 1 });
    if (verdict.admits && verdict.ticketId !== null) {
      const admission = { admittedAt: scannedAt, admittedDevice: door.device.name, admitted: 1 as const };
      if (row) {
        await db.kioskTickets.update(row.id, { ...admission, checkins: row.checkins + 1 });
      } else {
        // Sold after the last sync: a genuine code, so keep the ticket until the next sync fills it in.
        const categoryId = scan.categoryId ?? 0;
        const category = door.shows.get(door.performanceId)?.categories?.find((c) => c.id === categoryId)?.name ?? 'Ticket';
        await db.kioskTickets.put({
          id: verdict.ticketId,
          performanceId: door.performanceId,
          orderId: 0,
          name: '',
          search: '',
          categoryId,
          category,
          seat: null,
          status: 'valid',
          checkins: 1,
          ...admission,
        });
      }
    }
    return verdict;
  });
}

/** A partial read is answered without a record: it judged no ticket, the guest just scans again. */
export async function scanCode(
  db: KioskDatabase,
  door: DoorContext,
  rawCode: string,
  method: ScanMethod,
  now = new Date(),
  nonce?: string,
): Promise<ScanOutcome> {
  // A foreign barcode (GS1 uses the GS separator) may carry control characters the server refuses in an upload.
  const code = withoutControlChars(rawCode).trim().toUpperCase();
  if (isUnreadable(code)) return MISREAD;
  const claims = readTicketCode(code);
  return record(
    db,
    door,
    claims?.ticketId ?? null,
    (ctx, row, revoked) => decideCode(code, ctx(row, revoked)),
    {
      code: code.slice(0, 400) || null,
      method,
      categoryId: claims?.categoryId,
      nonce,
    },
    now,
  );
}

/** A guest found by name or order number, admitted by a tap on their ticket. */
export function admitTicket(db: KioskDatabase, door: DoorContext, ticket: KioskTicketRow, now = new Date(), nonce?: string): Promise<Verdict> {
  return record(
    db,
    door,
    ticket.id,
    (ctx, row, revoked) => decideTicket({ ticketId: ticket.id, performanceId: ticket.performanceId, categoryId: ticket.categoryId }, ctx(row, revoked)),
    { code: null, method: 'search', nonce },
    now,
  );
}
