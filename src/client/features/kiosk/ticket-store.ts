import type { KioskTicketDto, SyncResponse } from '../../../shared/api/checkin';
import type { KioskDatabase, KioskShowRow, KioskTicketRow } from './kiosk-db';

/** The earlier of two admissions wins: the server keeps the earliest scan, so the device does too. */
function earlier(a: { at: string | null; device: string | null }, b: { at: string | null; device: string | null }) {
  if (!a.at) return b;
  if (!b.at) return a;
  return new Date(a.at).getTime() <= new Date(b.at).getTime() ? a : b;
}

export function ticketRow(dto: KioskTicketDto, performanceId: number, local?: KioskTicketRow): KioskTicketRow {
  // A local admission the server has not heard of yet (still in the outbox) stays.
  const admission = earlier({ at: dto.admitted_at, device: dto.admitted_device }, { at: local?.admittedAt ?? null, device: local?.admittedDevice ?? null });
  return {
    id: dto.id,
    performanceId,
    orderId: dto.order_id,
    name: dto.name,
    search: dto.name.toLocaleLowerCase('de-DE'),
    categoryId: dto.category_id,
    category: dto.category,
    seat: dto.seat,
    status: dto.status,
    admittedAt: admission.at,
    admittedDevice: admission.device,
    admitted: admission.at ? 1 : 0,
    checkins: Math.max(dto.checkins, local?.checkins ?? 0),
  };
}

/** Merges tickets from the server into the local list (sync pages and upload answers). */
export async function mergeTickets(db: KioskDatabase, performanceId: number, dtos: KioskTicketDto[]): Promise<void> {
  if (dtos.length === 0) return;
  await db.transaction('rw', db.kioskTickets, async () => {
    const locals = await db.kioskTickets.bulkGet(dtos.map((dto) => dto.id));
    await db.kioskTickets.bulkPut(dtos.map((dto, index) => ticketRow(dto, performanceId, locals[index])));
  });
}

/** Keys, revocations, performance names and the synced performance's header from a sync answer. */
export async function storeSyncHeader(db: KioskDatabase, page: SyncResponse): Promise<void> {
  await db.transaction('rw', [db.kioskKeys, db.kioskRevoked, db.kioskShows], async () => {
    await db.kioskKeys.bulkPut(page.keys.map((key) => ({ id: key.id, publicKey: key.public_key })));
    await db.kioskRevoked.bulkPut(page.revoked.map((row) => ({ ticketId: row.ticket_id, performanceId: row.performance_id, reason: row.reason ?? null })));
    const existing = await db.kioskShows.bulkGet(page.performances.map((p) => p.id));
    await db.kioskShows.bulkPut(page.performances.map((p, index) => ({ ...existing[index], id: p.id, eventTitle: p.event_title, startsAt: p.starts_at })));
    const show = page.performance;
    await db.kioskShows.update(show.id, {
      doorsAt: show.doors_at,
      categories: show.categories,
      boxOffice: page.box_office,
      counters: page.counters,
      reentryAllowed: page.reentry_allowed,
    } satisfies Partial<KioskShowRow>);
  });
}

/** Guests without a code: by name, order number or ticket number. */
export async function searchTickets(db: KioskDatabase, performanceId: number, text: string, limit = 30): Promise<KioskTicketRow[]> {
  const query = text.trim().toLocaleLowerCase('de-DE');
  if (query.length < 2 && !/^\d+$/.test(query)) return [];
  const number = /^\d+$/.test(query) ? Number(query) : null;
  return db.kioskTickets
    .where('[performanceId+status]')
    .anyOf([
      [performanceId, 'valid'],
      [performanceId, 'cancelled'],
    ])
    .filter((row) => (number !== null ? row.orderId === number || row.id === number : row.search.includes(query)))
    .limit(limit)
    .toArray();
}

/**
 * Admitted of sold, counting this device's door sales that wait for upload (their guests are inside), and
 * the re-entries: the server's count plus this device's re-entries still waiting for upload.
 */
export async function localCounters(db: KioskDatabase, performanceId: number) {
  const [sold, admitted, pending, show, waitingScans] = await Promise.all([
    db.kioskTickets.where('[performanceId+status]').equals([performanceId, 'valid']).count(),
    db.kioskTickets.where('[performanceId+admitted]').equals([performanceId, 1]).count(),
    db.kioskSales.where('[performanceId+state]').equals([performanceId, 'pending']).toArray(),
    db.kioskShows.get(performanceId),
    db.kioskScans.where('[performanceId+state]').equals([performanceId, 0]).toArray(),
  ]);
  const waiting = pending.reduce((sum, sale) => sum + sale.quantity, 0);
  const reentries = (show?.counters?.reentries ?? 0) + waitingScans.filter((scan) => scan.verdict === 'reentry').length;
  return { sold: sold + waiting, admitted: admitted + waiting, reentries };
}
