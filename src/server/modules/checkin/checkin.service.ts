import type {
  KioskPerformanceDto,
  KioskTicketDto,
  PerformancesResponse,
  SyncQuery,
  SyncResponse,
  UploadRequest,
  UploadResponse,
} from '../../../shared/api/checkin.js';
import { readAdmissions } from '../../../shared/domain/admissions.js';
import { hasPermission } from '../../../shared/domain/permissions.js';
import type { AppContext } from '../../http/context.js';
import { notFound } from '../../domain-errors.js';
import type { SessionUser } from '../auth/index.js';
import { listPublicKeys } from '../tickets/index.js';
import * as repo from './checkin.repository.js';
import { parseInstant, scanTime } from './instants.js';
import { noteAudit } from '../audit/index.js';
import { readConfigValue } from '../configuration/index.js';
import { boxOfficeOf, readDoorStock } from './door-stock.repository.js';

/** "Mehrfacheintritt pro Tag" (issue 33): a later scan of an admitted ticket is a re-entry, not a refusal. */
export async function reentryAllowed(db: AppContext['db']): Promise<boolean> {
  return (await readConfigValue(db, 'multiple_entries_per_day')) === true;
}

/**
 * A delta sync hands out everything changed since (cursor − this margin): a write that committed late,
 * or a second server's clock a little behind, still reaches every kiosk. Re-sent rows merge idempotently.
 */
export const CURSOR_MARGIN_MS = 2 * 60 * 1000;
const PAGE_SIZE = 2000;

export function ticketDto(row: repo.TicketListRow): KioskTicketDto {
  return {
    id: row.id,
    order_id: row.order_id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    category_id: row.category_id,
    category: row.category_name,
    seat: row.seat,
    status: row.status,
    admitted_at: row.admitted_at ? new Date(row.admitted_at).toISOString() : null,
    admitted_device: row.admitted_device,
    checkins: Number(row.checkins ?? 0),
  };
}

async function performanceDto(ctx: AppContext, performanceId: number) {
  const performance = await repo.performanceWithEvent(ctx.db, performanceId);
  if (!performance) throw notFound('Diese Vorstellung gibt es nicht.', 'PERFORMANCE_NOT_FOUND');
  const categories = await repo.categoriesOf(ctx.db, [performance.event_id]);
  const dto: KioskPerformanceDto = {
    id: performance.id,
    event_id: performance.event_id,
    event_title: performance.event_title,
    starts_at: performance.starts_at.toISOString(),
    doors_at: performance.doors_at?.toISOString() ?? null,
    categories: categories.map((c) => ({ id: c.id, name: c.name, price_cents: c.price_cents })),
  };
  return { dto, boxOfficeCapacity: performance.box_office_capacity };
}

/** checkin/performances.php: every performance with its categories and counters, soonest first. */
export async function performances(ctx: AppContext): Promise<PerformancesResponse> {
  const rows = await repo.allPerformances(ctx.db);
  const categories = await repo.categoriesOf(ctx.db, [...new Set(rows.map((row) => row.event_id))]);
  const counts = await repo.counters(
    ctx.db,
    rows.map((row) => row.id),
  );
  return {
    success: true,
    performances: rows.map((row) => ({
      id: row.id,
      event_id: row.event_id,
      event_title: row.event_title,
      starts_at: row.starts_at.toISOString(),
      doors_at: row.doors_at?.toISOString() ?? null,
      categories: categories.filter((c) => c.event_id === row.event_id).map((c) => ({ id: c.id, name: c.name, price_cents: c.price_cents })),
      ...(counts.get(row.id) ?? { sold: 0, admitted: 0, reentries: 0 }),
    })),
  };
}

/**
 * checkin/sync.php: one page of the performance's tickets changed since the cursor (all of them without
 * one), with keys, revocations, counters and the box office. Names go only to staff who scan.
 */
export async function sync(ctx: AppContext, user: SessionUser, query: SyncQuery): Promise<SyncResponse> {
  const now = ctx.now();
  const since = query.since ? new Date(parseInstant(query.since).getTime() - CURSOR_MARGIN_MS) : undefined;
  const { dto } = await performanceDto(ctx, query.performance_id);
  const scans = hasPermission(user.permissions, 'CHECKIN_SCAN');
  const filter: repo.TicketFilter = { performanceId: dto.id, since, after: query.after ?? 0 };
  const limit = query.limit ?? PAGE_SIZE;
  const eventPerformances = await repo.allPerformances(ctx.db);
  const [rows, total, keys, revoked, counts, boxOffice, reentry] = await Promise.all([
    scans ? repo.listTickets(ctx.db, filter, limit + 1) : Promise.resolve([]),
    scans ? repo.countTickets(ctx.db, filter) : Promise.resolve(0),
    listPublicKeys(ctx.db),
    repo.revokedFor(
      ctx.db,
      eventPerformances.map((p) => p.id),
      since,
    ),
    repo.counters(ctx.db, [dto.id]),
    readDoorStock(ctx.db, dto.id, now).then(boxOfficeOf),
    reentryAllowed(ctx.db),
  ]);
  const page = rows.slice(0, limit);
  return {
    success: true,
    server_time: now.toISOString(),
    cursor: now.toISOString(),
    performance: dto,
    performances: eventPerformances.map((p) => ({ id: p.id, event_title: p.event_title, starts_at: p.starts_at.toISOString() })),
    counters: counts.get(dto.id) ?? { sold: 0, admitted: 0, reentries: 0 },
    reentry_allowed: reentry,
    box_office: boxOffice,
    keys: keys.map((key) => ({ id: key.id, public_key: Buffer.from(key.public_key).toString('base64url') })),
    revoked: revoked.map((row) => ({ ticket_id: row.id, performance_id: row.performance_id, reason: row.revoked_reason })),
    tickets: page.map(ticketDto),
    total,
    next_after: rows.length > limit ? (page.at(-1)?.id ?? null) : null,
  };
}

/**
 * checkin/upload.php: stores each scan once per nonce (a batch sent five times counts once), then reads
 * the touched tickets' admissions afresh under their row locks, and answers with the server's view.
 */
export async function upload(ctx: AppContext, user: SessionUser, body: UploadRequest): Promise<UploadResponse> {
  const now = ctx.now();
  if (!(await repo.performanceWithEvent(ctx.db, body.performance_id))) throw notFound('Diese Vorstellung gibt es nicht.', 'PERFORMANCE_NOT_FOUND');
  const scans = [...new Map(body.scans.map((scan) => [scan.nonce, scan])).values()];
  const normalised = scans.map((scan) => ({ scan, code: scan.code ? scan.code.trim().toUpperCase() : null }));
  const { byCode, known } = await repo.resolveTickets(
    ctx.db,
    normalised.flatMap((entry) => (entry.code ? [entry.code] : [])),
    normalised.flatMap((entry) => (!entry.code && entry.scan.ticket_id ? [entry.scan.ticket_id] : [])),
  );
  const rows: repo.NewCheckin[] = normalised.map(({ scan, code }) => {
    const ticketId = code ? (byCode.get(code) ?? null) : scan.ticket_id && known.has(scan.ticket_id) ? scan.ticket_id : null;
    return {
      nonce: scan.nonce,
      performance_id: body.performance_id,
      ticket_id: ticketId,
      device_id: body.device_id,
      user_id: user.userId,
      method: scan.method,
      code: code && code.length <= 200 ? code : null,
      // What the door decided stays on record; only scans of known tickets can admit (readAdmissions).
      verdict: scan.verdict,
      scanned_at: scanTime(scan.scanned_at, now),
      received_at: now,
    };
  });
  const ticketIds = [...new Set(rows.flatMap((row) => (row.ticket_id === null ? [] : [row.ticket_id])))].sort((a, b) => a - b);
  const reentry = await reentryAllowed(ctx.db);

  const stored = await ctx.db
    .transaction()
    .setIsolationLevel('read committed')
    .execute(async (trx) => {
      await repo.touchDevice(trx, { id: body.device_id, name: body.device_name, userId: user.userId }, now);
      await repo.lockTickets(trx, ticketIds);
      const fresh = await repo.insertCheckins(trx, rows);
      const all = await repo.scansOfTickets(trx, ticketIds);
      const reading = readAdmissions(
        all.flatMap((s) =>
          s.ticket_id === null ? [] : [{ id: s.id, ticketId: s.ticket_id, deviceId: s.device_id, verdict: s.verdict, scannedAt: s.scanned_at }],
        ),
        { reentry },
      );
      await repo.markAdmissions(trx, ticketIds, [...reading.admitted], [...reading.duplicates], [...reading.reentries]);
      return fresh;
    });

  // Admissions the door decided by hand (a ticket picked from the list, not scanned) are overrides worth keeping.
  const byHand = rows.filter((row) => row.method === 'search' && row.verdict === 'valid' && stored.has(row.nonce));
  if (byHand.length)
    noteAudit({
      action: 'checkin.override',
      subject: `performance:${body.performance_id}`,
      changes: { admitted_by_hand: [null, byHand.map((row) => row.ticket_id)] },
    });
  // Admissions decided offline reach the doors that are online now, as online ones do (issue 12).
  if (stored.size > 0) await ctx.admissions.announce(body.performance_id, ticketIds);
  const [readings, tickets, counts] = await Promise.all([
    repo.scansByNonce(
      ctx.db,
      rows.map((row) => row.nonce),
    ),
    repo.listTickets(ctx.db, { ticketIds }, ticketIds.length || 1),
    repo.counters(ctx.db, [body.performance_id]),
  ]);
  // Issue 52: a nonce names one scan of one code; a stored scan of another code is not this scan's reading.
  const sent = new Map(rows.map((row) => [row.nonce, row]));
  const own = readings.filter((row) => {
    const mine = sent.get(row.nonce);
    return mine !== undefined && mine.ticket_id === row.ticket_id && mine.code === row.code && mine.performance_id === row.performance_id;
  });
  const reused = readings.filter((row) => !own.includes(row)).map((row) => row.nonce);
  return {
    success: true,
    stored: stored.size,
    already: rows.length - stored.size - reused.length,
    scans: own.map((row) => ({ nonce: row.nonce, ticket_id: row.ticket_id, admitted: row.admitted, duplicate: row.duplicate, reentry: row.reentry })),
    ...(reused.length > 0 ? { reused_nonces: reused } : {}),
    tickets: tickets.map(ticketDto),
    counters: counts.get(body.performance_id) ?? { sold: 0, admitted: 0, reentries: 0 },
  };
}
